import { authMessages, formatRupiah } from '@kalkulator/core';

// Every toast text of the web app (SPEC.md §8), in one place so a test can check each against the spec.
export const toastMessages = {
  calculationDoneUser: 'Kalkulasi berhasil! Gunakan tombol Simpan untuk menyimpan ke akun Anda.',
  calculationDoneGuest: 'Kalkulasi berhasil! Gunakan tombol Simpan untuk menyimpan di browser Anda.',
  calculationFailed: 'Kalkulasi gagal',
  saveFailed: 'Gagal menyimpan kalkulasi',
  updateFailed: 'Gagal memperbarui kalkulasi',
  quickFailed: 'Kalkulasi cepat gagal',
  savedLocally: 'Kalkulasi disimpan di browser Anda.',
  savedLocallyOffline:
    'Server tidak dapat dihubungi: kalkulasi disimpan di browser dan dapat disinkronkan ke akun dari halaman History.',
  localUpdateFailed: 'Gagal memperbarui kalkulasi lokal',
  localDeleteFailed: 'Gagal menghapus kalkulasi',
  localDeleted: 'Kalkulasi dihapus dari browser Anda.',
  localCleared: (count: number) => `${count} kalkulasi dihapus dari browser Anda.`,
  localClearFailed: 'Gagal menghapus kalkulasi',
  savedToAccount: 'Kalkulasi berhasil disimpan ke akun Anda.',
  updated: 'Kalkulasi berhasil diperbarui.',
  localUpdated: 'Kalkulasi lokal berhasil diperbarui.',
  localNotFound: 'Kalkulasi tidak ditemukan di browser ini (mungkin sudah dihapus atau dipindahkan ke akun).',
  editNotFound:
    'Kalkulasi tersimpan itu tidak ada di browser ini atau di akun Anda (masuk dulu bila tersimpan di akun); formulir baru dibuka.',
  deleted: 'Kalkulasi berhasil dihapus.',
  deleteFailed: 'Gagal menghapus kalkulasi',
  bulkDeleted: (count: number) => `${count} kalkulasi berhasil dihapus.`,
  duplicated: 'Kalkulasi berhasil diduplikasi.',
  duplicateFailed: 'Gagal menduplikasi kalkulasi',
  synced: (count: number) => `${count} kalkulasi lokal berhasil disinkronkan ke akun Anda.`,
  syncFailed: 'Gagal menyinkronkan kalkulasi lokal',
  syncPartlyFailed: (count: number) =>
    `${count} kalkulasi tidak dapat disinkronkan dan tetap tersimpan di browser.`,
  syncLoginRequired: 'Anda harus login untuk menyinkronkan data',
  offlineEstimate:
    'Server tidak dapat dihubungi: hasil dihitung di perangkat dengan katalog yang terakhir dimuat (perkiraan offline).',
  priceBookUnavailable: 'Daftar harga yang dipilih tidak tersedia lagi; memakai harga katalog nasional.',
  /** The server recomputed a save with today's catalogue and got another RAB than the figures that were shown. */
  savedWithOtherRab: (saved: number, shown: number, estimate: boolean) =>
    `Disimpan dengan harga katalog terbaru: RAB ${formatRupiah(saved)} (${estimate ? 'perkiraan offline' : 'hasil sebelumnya'} ${formatRupiah(shown)}).`,
} as const;

/** The connection banner and the new-version prompt. */
export const connectionMessages = {
  offline:
    'Kalkulator tetap dapat dipakai dengan katalog yang terakhir dimuat; hasil disimpan di browser ini.',
  backOnline: (count: number) =>
    `Kembali online. ${count} kalkulasi tersimpan di browser ini dan dapat disinkronkan ke akun Anda.`,
  newVersion: 'Versi baru Kalkulator Konstruksi tersedia.',
  jobTypeNotCached:
    'Anda sedang offline dan jenis pekerjaan ini belum pernah dibuka saat online, jadi datanya belum tersimpan di perangkat. Buka lagi setelah terhubung, atau pilih pekerjaan yang pernah dibuka.',
  categoryNotCached:
    'Anda sedang offline dan kategori ini belum pernah dibuka saat online, jadi daftarnya belum tersimpan di perangkat. Buka lagi setelah terhubung, atau pilih kategori yang pernah dibuka.',
  historyOffline:
    'Anda sedang offline: kalkulasi yang tersimpan di akun tampil lagi begitu terhubung. Kalkulasi di browser ini tetap dapat dibuka.',
  adminOffline:
    'Anda sedang offline dan data ini belum dimuat saat online. Buka lagi setelah terhubung; perubahan katalog memerlukan koneksi internet.',
  reload: 'Muat ulang',
} as const;

/** SPEC.md §8 error catalogue. */
export const errorMessages = {
  unauthorized: 'Sesi Anda telah berakhir. Silakan login kembali.',
  forbidden: 'Anda tidak memiliki akses untuk melakukan tindakan ini.',
  notFound: 'Data yang dicari tidak ditemukan.',
  invalid: 'Data yang dikirim tidak valid.',
  tooManyRequests: (seconds: number) =>
    `Terlalu banyak permintaan. Silakan coba lagi dalam ${seconds} detik.`,
  server: 'Terjadi kesalahan pada server. Silakan coba lagi nanti.',
  unknown: 'Terjadi kesalahan yang tidak diketahui.',
  noResponse: 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda.',
  offline: 'Anda sedang offline. Tindakan ini memerlukan koneksi internet; coba lagi setelah tersambung.',
} as const;

/** Account toasts and texts (SPEC.md §8: login, register, profile, password, logout). */
export const authToasts = {
  welcome: (name: string) => `Selamat datang, ${name}!`,
  registered: (name: string) => `Registrasi berhasil! Selamat datang, ${name}.`,
  loginFailed: 'Login gagal',
  registerFailed: 'Registrasi gagal',
  profileUpdated: 'Profil berhasil diperbarui',
  profileFailed: 'Gagal memperbarui profil',
  passwordChanged: 'Password berhasil diubah',
  passwordFailed: 'Gagal mengubah password',
  loggedOut: 'Anda telah keluar.',
  unsavedProjectsLeave:
    'Perubahan proyek yang belum disimpan ke akun akan dihapus dari perangkat ini. Simpan dulu bila masih diperlukan.',
  logoutUnsavedProjects:
    'Ada perubahan proyek yang belum disimpan ke akun. Keluar akan menghapusnya dari perangkat ini. Tetap keluar?',
  logoutEverywhereFailed: 'Gagal keluar dari semua perangkat',
  passwordMismatch: authMessages.passwordMismatch,
  noAccess: 'Anda tidak memiliki akses',
} as const;

/** Specialised calculators (/length-calculator …): saved quantities and their downloads. */
export const calculatorToasts = {
  saved: 'Hasil disimpan di browser Anda.',
  savedToAccount: 'Hasil disimpan di akun Anda.',
  savedWaiting: 'Hasil disimpan di browser ini; dikirim ke akun Anda saat tersambung kembali.',
  deleted: 'Hasil tersimpan dihapus.',
  exported: (format: string) => `Hasil berhasil diekspor ke ${format}.`,
  nothingToExport: 'Tidak ada hasil untuk diekspor',
  invalidInput: 'Lengkapi isian yang ditandai untuk melihat hasil.',
  reset: 'Isian dikembalikan ke nilai awal.',
} as const;

/** Export toasts (SPEC.md §8: the empty selection and the PDF failure word for word). */
export const exportToasts = {
  empty: 'Tidak ada data kalkulasi untuk diekspor',
  pdfFailed: 'Gagal mengekspor PDF',
  pdfDone: 'Laporan PDF berhasil diunduh.',
  xlsxDone: 'File Excel berhasil diunduh.',
  xlsxFailed: 'Gagal mengekspor Excel',
  csvDone: 'File CSV berhasil diunduh.',
  csvFailed: 'Gagal mengekspor CSV',
  jsonDone: 'File JSON berhasil diunduh.',
  jsonFailed: 'Gagal mengekspor JSON',
} as const;

/** The price-list import's preview: what each row does, before anything is saved. */
export const importTexts = {
  create: 'Item baru',
  update: (from: number | undefined, to: number, code: string | undefined) =>
    `Perbarui harga${code ? ` ${code}` : ''}${from === undefined ? '' : `: ${formatRupiah(from)} → ${formatRupiah(to)}`}`,
  skipped: '(dilewati)',
  tooMany: (rows: number, max: number) =>
    `${rows.toLocaleString('id-ID')} baris terbaca, padahal maksimal ${max.toLocaleString('id-ID')} baris sekali impor: bagi berkas atau tempelan menjadi beberapa bagian, lalu impor satu per satu.`,
  refused: 'Impor ditolak, tidak ada yang disimpan. Perbaiki baris berikut lalu baca ulang:',
  counts: (created: number, updated: number) => `${created} item baru, ${updated} harga diperbarui`,
  checking: 'Memeriksa katalog...',
  checkFailed: (reason: string) => `Katalog belum dapat diperiksa (${reason}); baris diperiksa saat diimpor.`,
  updateExisting:
    'Perbarui harga item yang sudah ada (jenis sama, kode atau nama sama; satuan harus sama) alih-alih menambah duplikat',
} as const;

/** Administration panel texts: client-side form checks, upload and import (SPEC.md §7). */
export const adminTexts = {
  required: (label: string) => `${label} harus diisi`,
  tooLong: (label: string, max: number) => `${label} maksimal ${max} karakter`,
  moneyInvalid: 'Harus berupa angka tidak negatif, misal 65.000',
  positiveNumber: 'Harus berupa angka lebih dari 0',
  ratioInvalid: 'Rasio pekerja harus dalam format "angka:angka" (contoh: 1:1)',
  uploadProgress: (percent: number) => `Mengunggah... ${percent}%`,
  uploadDone: (percent: number) => `Unggahan selesai ${percent}%`,
  uploadFailed: 'Gagal mengunggah berkas',
  chooseFile: 'Pilih berkas CSV atau XLSX terlebih dahulu',
  pasteEmpty: 'Tempel data dari spreadsheet terlebih dahulu',
  nothingToImport: 'Tidak ada baris yang valid untuk diimpor',
  importFailed: 'Gagal mengimpor data',
  saveFailed: 'Gagal menyimpan data',
  deleteFailed: 'Gagal menghapus data',
  assignmentDuplicate: 'Item ini sudah ada dalam daftar',
  analysesNotPriceList:
    'Berkas ini berisi analisa AHSP ([AHSP]), bukan daftar harga: impor lewat tab Jenis pekerjaan → Impor analisa AHSP.',
} as const;
