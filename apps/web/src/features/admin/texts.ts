import { formatRupiah, LOCAL_DAILY_RATES } from '@kalkulator/core';

// The administration panel's own texts, apart from lib/messages.ts, which every first screen loads.

/** The price-list import's preview: what each row does, before anything is saved. */
export const importTexts = {
  create: 'Item baru',
  /** A code the import gives a row written without one, as the forms do ("Dibuat otomatis bila dikosongkan"). */
  givenCode: (code: string) => `${code} (otomatis)`,
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

/** The flag PUT of a material, equipment or job type takes to change a unit its analyses count in. */
export const UNIT_CHANGE_FLAG = 'confirm_unit_change';

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
  unitChangeAccept: 'Tetap ubah satuan',
  /** The server then also removes the item's prices from every price book: they were per the old unit. */
  itemUnitChange:
    'Koefisien analisa jenis pekerjaan yang memakai item ini tetap dihitung per satuan lama dan tidak ikut diubah. Bila satuan tetap diubah, harga item ini di daftar harga (per satuan lama) dihapus sehingga daftar harga itu memakai harga katalog, dan koefisien setiap analisa itu harus diperiksa dan disesuaikan sesudahnya.',
  jobTypeUnitChange:
    'Koefisien analisa (upah, bahan, alat) dan produktivitas jenis pekerjaan ini tetap dihitung per satuan lama dan tidak ikut diubah. Bila satuan tetap diubah, semuanya harus diperiksa dan disesuaikan sesudahnya.',
  /**
   * A material's, labour rate's or equipment's delete confirmation: the server takes it out of every analysis that
   * uses it, so the count of those job types is said first (Semen is in dozens). Without a count, the general words.
   */
  itemDelete: (noun: string, jobTypes: number | undefined) =>
    jobTypes === undefined
      ? `${noun} ini akan dihapus permanen dan dilepas dari setiap analisa jenis pekerjaan yang memakainya.`
      : jobTypes === 0
        ? `${noun} ini tidak dipakai dalam analisa jenis pekerjaan mana pun dan akan dihapus permanen.`
        : `${noun} ini dipakai dalam analisa ${jobTypes.toLocaleString('id-ID')} jenis pekerjaan. Menghapusnya melepasnya dari ${jobTypes.toLocaleString('id-ID')} analisa itu, sehingga harga satuan jenis pekerjaan tersebut berubah; penghapusan tidak bisa dibatalkan.`,
  analysesNotPriceList:
    'Berkas ini berisi analisa AHSP ([AHSP]), bukan daftar harga: impor lewat tab Jenis pekerjaan → Impor analisa AHSP.',
} as const;

/**
 * A dialog closed by Batal, Escape, the backdrop or ✕ while its form holds changes not saved yet: asked as the
 * admin's confirmations are (a title, what is lost, the two answers named by what they do).
 */
export const dialogTexts = {
  discardTitle: 'Buang perubahan?',
  discardConsequence: 'Perubahan yang belum disimpan di formulir ini akan hilang.',
  discard: 'Buang perubahan',
  keepEditing: 'Lanjut mengedit',
} as const;

/** The Analisa editor (a job type's labour, materials and equipment). */
export const analysisTexts = {
  storedChanged:
    'Jenis pekerjaan ini atau analisanya diubah di server sejak Anda mulai mengedit (oleh admin lain atau di tab lain). Isian Anda tetap di sini; menyimpannya akan menggantikan versi server.',
  takeStored: 'Buang isian saya, muat versi server',
  refused: 'Analisa tidak disimpan, tidak ada yang berubah. Perbaiki baris berikut:',
  /** Simpan with rows whose coefficient cannot be saved: each is marked, the focus is on the first. */
  invalidCoefficients: (rows: number) =>
    `${rows.toLocaleString('id-ID')} koefisien belum valid: perbaiki isian yang ditandai, lalu simpan lagi.`,
  refusedToast: (rows: string[]) =>
    rows.length === 1 ? rows[0]! : `${rows[0]!} (dan ${rows.length - 1} baris lain)`,
  /** Beside a material of a job type with brick variants that counts whatever the brick type. */
  allBrickTypes: 'semua jenis bata',
  /** Shows the brick type picker of a job type without brick variants yet (its first variant makes it one). */
  useBrickTypes: 'Bedakan bahan menurut jenis bata',
  /** A row's working: 0,3 OH × Rp 100.000 = Rp 30.000. */
  working: (coefficient: string, unit: string, price: number, amount: number) =>
    `${coefficient} ${unit} × ${formatRupiah(price)} = ${formatRupiah(amount)}`,
  noPrice: 'Harga tidak diketahui: item tidak ada lagi di katalog.',
  badCoefficient: 'Koefisien belum valid: baris ini tidak dihitung.',
  notCounted: (brick: string, letter: 'A' | 'B' = 'B') => `Tidak masuk ${letter} untuk ${brick}.`,
  previewTitle: (unit: string) => `Harga satuan pekerjaan per 1 ${unit}`,
  previewNote:
    'Dihitung dari koefisien di atas dengan upah dan harga katalog saat ini, setiap baris dibulatkan ke rupiah; berubah langsung saat koefisien diubah.',
  previewBrick: 'Upah dan bahan dihitung untuk jenis bata',
  total: (letter: 'A' | 'B' | 'C') => `Jumlah ${letter}`,
  parts: { A: 'A. Upah', B: 'B. Bahan', C: 'C. Alat' },
  D: 'D. Jumlah (A + B + C)',
  E: (percentage: number) => `E. Overhead & keuntungan ${percentage.toLocaleString('id-ID')}% × D (bawaan)`,
  F: 'F. Harga satuan pekerjaan (D + E)',
  /** Beside F: rows it leaves out, so a total that dropped is not read as the job type's price. */
  invalidRows: (rows: number) =>
    `${rows.toLocaleString('id-ID')} baris belum dihitung: koefisien belum valid`,
} as const;

/**
 * The delete confirmation of a crew wage (tukang, pekerja) that is the last of its role in the catalogue: the job
 * calculator then pays that role the fixed wage of SPEC.md §9 (core's LOCAL_DAILY_RATES), which no list shows.
 */
export const crewWageTexts = {
  lastOfRole: (role: keyof typeof LOCAL_DAILY_RATES) =>
    `Ini satu-satunya upah ${role} di katalog. Setelah dihapus, kalkulator memakai upah bawaan ${formatRupiah(LOCAL_DAILY_RATES[role])} untuk ${role}.`,
} as const;

/**
 * A catalogue form refused (409) because another admin saved the row after it opened: the draft stays, the stored
 * values are shown, and the next Simpan is made over that version (a third admin's save is refused again).
 */
export const changedElsewhereTexts = {
  notice:
    'Data ini sudah diubah admin lain sejak Anda membukanya. Isian Anda tetap di sini dan belum disimpan.',
  storedNow: 'Tersimpan sekarang:',
  field: (label: string, now: string, opened: string) => `${label}: ${now} (sebelumnya ${opened})`,
  empty: '(kosong)',
  noFieldChanged:
    'Kolom formulir ini tidak ada yang berubah; yang diubah ada di luar formulir ini (misalnya analisanya).',
  saveOver: 'Simpan lagi untuk menggantikan versi terbaru dengan isian Anda.',
  takeNewer: 'Buang isian saya, muat versi terbaru',
} as const;
