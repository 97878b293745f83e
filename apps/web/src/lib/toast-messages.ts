import { formatRupiah } from '@kalkulator/core';

// The calculation, history, specialised-calculator and export toasts (SPEC.md §8), checked against the spec in
// messages.test.ts. Apart from messages.ts: the first screen loads none of them.
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
  editGoneAsNew: 'Isian Anda kini kalkulasi baru: tekan Hitung, lalu Simpan untuk menyimpannya.',
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

/** Specialised calculators (/length-calculator …): saved quantities and their downloads. */
export const calculatorToasts = {
  saved: 'Hasil disimpan di browser Anda.',
  savedToAccount: 'Hasil disimpan di akun Anda.',
  savedWaiting: 'Hasil disimpan di browser ini; dikirim ke akun Anda saat tersambung kembali.',
  /** A guest's results of this browser, moved to the account on the user's "Sinkronkan". */
  synced: (count: number) => `${count} hasil dipindahkan ke akun Anda.`,
  syncFailed: 'Gagal memindahkan hasil ke akun',
  deleted: 'Hasil tersimpan dihapus.',
  saveFailed: 'Gagal menyimpan hasil',
  /** The browser keeps at most `max` results of each account (and of a guest) that are nowhere else yet. */
  tooMany: (max: number) =>
    `Sudah ada ${max} hasil tersimpan di browser ini: hasil ini belum disimpan. Hapus hasil lama dulu, lalu simpan lagi.`,
  exported: (format: string) => `Hasil berhasil diekspor ke ${format}.`,
  nothingToExport: 'Tidak ada hasil untuk diekspor',
  invalidInput: 'Lengkapi isian yang ditandai untuk melihat hasil.',
  reset: 'Isian dikembalikan ke nilai awal.',
} as const;

/** A write of the user's work to this browser's storage that failed (lib/storage-full.ts): nothing was kept. */
export const storageToasts = {
  full: 'Penyimpanan browser penuh: perubahan belum tersimpan di perangkat ini. Hapus hasil atau proyek lama yang tersimpan di browser ini, atau simpan ke akun.',
  failed: 'Browser menolak menyimpan: perubahan belum tersimpan di perangkat ini.',
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
