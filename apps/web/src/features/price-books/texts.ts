// Every text of the price-book screens.

export const priceBookTexts = {
  title: 'Daftar harga',
  subtitle:
    'Koefisien AHSP berlaku nasional, harganya tidak. Daftar harga wilayah (misal DKI Jakarta 2026 atau Kab. Sleman 2026) mengganti harga upah, bahan dan alat; item yang tidak diisi memakai harga katalog nasional.',
  national: 'Katalog nasional (bawaan)',
  gone: 'Daftar harga yang sudah dihapus atau tidak tersedia',
  select: 'Daftar harga',
  shared: 'Bersama',
  private: 'Pribadi',
  created: 'Daftar harga dibuat',
  saved: 'Daftar harga tersimpan',
  deleted: 'Daftar harga dihapus',
  copied: 'Salinan daftar harga dibuat',
  deleteConfirm: (name: string) => `Daftar harga "${name}" dengan semua harganya akan dihapus.`,
  fromBook: 'dari daftar harga',
  fromCatalogue: 'harga katalog',
  noBooks: 'Belum ada daftar harga. Harga katalog nasional dipakai.',
  loginForPrivate: 'Masuk untuk membuat daftar harga pribadi (misal penawaran toko langganan).',
  validUntil: (date: string) => `berlaku s.d. ${date}`,
  expired: 'Kedaluwarsa',
  expiredChoice: (date: string) => `kedaluwarsa, berlaku s.d. ${date}`,
  expiredNote: (date: string) => `Daftar harga ini kedaluwarsa (berlaku s.d. ${date}): periksa harganya.`,
  readOnly: 'Daftar harga bersama hanya dapat diubah admin. Salin untuk membuat versi Anda sendiri.',
  unsaved: (count: number) => `${count} harga belum disimpan`,
  importHint:
    'Tempel dari spreadsheet dengan baris judul (Kode, Nama, Satuan, Harga, Kategori = material|upah|alat). Baris dicocokkan dengan katalog menurut kode, lalu nama (tanpa kolom Kategori: upah, bahan atau alat yang cocok); harga ditulis per satuan katalog.',
  importFile: 'Atau pilih berkas .csv / .xlsx (maks. 2 MB)',
  importFileChosen: (name: string) => `Berkas ${name} dipilih (lembar pertama dibaca).`,
  importFileUnreadable: 'Berkas tidak dapat dibaca: pilih .csv, .txt atau .xlsx',
  importSummary: (matched: number, refused: number, unmatched: number, unreadable: number) =>
    `${matched} baris cocok dengan katalog` +
    (refused ? `, ${refused} ditolak` : '') +
    `, ${unmatched} tidak cocok` +
    (unreadable ? `, ${unreadable} tidak terbaca` : '') +
    '. Belum ada yang disimpan.',
  importUnmatched: (name: string) => `${name} tidak ada di katalog (dilewati)`,
  importSave: (count: number) => `Simpan ${count} harga`,
  adjustKindNone: 'Pilih jenis harga',
  adjustKindMissing: 'Pilih jenis harga yang disesuaikan: Upah, Bahan atau Alat',
  adjustUndone: (count: number) => `Penyesuaian diurungkan: ${count} harga dikembalikan`,
  undo: 'Urungkan',
  compare: 'Bandingkan dengan',
  compareNone: 'Tanpa perbandingan',
} as const;
