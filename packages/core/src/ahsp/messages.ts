import { listWithDan } from '../format/format';

// Every text of the AHSP library (unit price, analyses import, price lists) in one place.

export const MAX_OVERHEAD_PERCENTAGE = 15;
export const DEFAULT_OVERHEAD_PERCENTAGE = 10;
/** The largest coefficient of an analysis line (70 bricks per m², 11,5 kg of semen, never a hundred thousand). */
export const MAX_COEFFICIENT = 100_000;

export const ahspMessages = {
  overheadInvalid: `Overhead & keuntungan harus angka antara 0 dan ${MAX_OVERHEAD_PERCENTAGE}% (Permen PUPR 8/2023)`,
  empty: 'Tidak ada baris untuk dibaca',
  /** A file picked for an import that holds nothing (no bytes, spaces or a BOM alone). */
  emptyFile: 'Berkas kosong',
  tooMany: 'Maksimal 5.000 baris sekali impor',
  componentBeforeHeader:
    'Baris komponen sebelum baris [AHSP]: awali setiap analisa dengan [AHSP];nama;satuan',
  headerFields: 'Baris [AHSP] harus berisi nama dan satuan: [AHSP];nama;satuan atau [AHSP];kode;nama;satuan',
  /** A component line of a block whose [AHSP] line was refused: the block is not imported, so neither is it. */
  componentUnderRefusedHeader: (headerLine: number) =>
    `Baris komponen di bawah baris [AHSP] yang ditolak (baris ${headerLine}); perbaiki baris [AHSP] itu`,
  componentFields: 'Baris komponen harus berisi nama dan koefisien: nama;koefisien',
  componentName: 'Nama komponen kosong',
  coefficient: (text: string) => `Koefisien "${text}" bukan angka`,
  coefficientPositive: 'Koefisien harus lebih dari 0',
  coefficientTooLarge: 'Koefisien maksimal 100.000',
  noComponents: (name: string) => `Analisa "${name}" tidak memiliki komponen`,
  /** A component's unit in the file is not its catalogue item's: the coefficient would be priced in another unit. */
  componentUnit: (unit: string, name: string, catalogueUnit: string) =>
    `satuan "${unit}" untuk ${name} tidak sama dengan satuan katalog "${catalogueUnit}". Ubah koefisien ke ${catalogueUnit} atau pilih item lain.`,
  /** A component's code is an item with a clearly different name (a code of another tool's catalogue). */
  codeOtherName: (code: string, codeOwner: string, name: string) =>
    `Kode ${code} milik "${codeOwner}", sedangkan nama di berkas "${name}"; perbaiki kode atau namanya`,
  columns: 'Baris harus berisi nama, satuan dan harga (dipisah tab, titik koma atau koma)',
  name: 'Nama kosong',
  unit: 'Satuan kosong',
  /** An empty cell is said to be empty: `Harga "" bukan angka` read as a riddle. */
  price: (text: string) => (text.trim() ? `Harga "${text}" bukan angka` : 'Harga kosong'),
  negative: 'Harga tidak boleh negatif',
  /** A row of column titles without a name, unit or price column: "Kolom nama tidak ditemukan …". */
  headerColumns: (missing: string[], unknown: string[]) =>
    `Kolom ${listWithDan(missing)} tidak ditemukan di baris judul` +
    (unknown.length > 0 ? ` (judul tidak dikenal: ${unknown.map((title) => `"${title}"`).join(', ')})` : '') +
    '. Beri judul kolom seperti Kode, Uraian, Satuan, Harga Satuan.',
  /**
   * Two columns of a header read as one field ("Harga Lama" and "Harga Baru" both as the price): the one meant is
   * not guessed.
   */
  columnTwice: (field: string, titles: string[]) =>
    `${titles.length === 2 ? 'Dua' : titles.length === 3 ? 'Tiga' : titles.length} kolom dibaca sebagai ${field}: ` +
    `${listWithDan(titles.map((title) => `"${title}"`))}. ` +
    (titles.length === 2
      ? 'Hapus salah satu atau ganti judulnya.'
      : 'Sisakan satu; hapus yang lain atau ganti judulnya.'),
  /** A price title merged over its parts ("Harga Satuan" over "Bahan | Upah | Jumlah"): which is the price? */
  priceSplit: (title: string, subtitles: string[]) =>
    `Judul "${title}" terbagi menjadi ${listWithDan(subtitles.map((text) => `"${text}"`))} di baris bawahnya: ` +
    'kolom harga satuannya tidak ditebak. Tulis judul setiap kolom dalam satu baris (mis. Harga Satuan, Jumlah Harga).',
  kind: (text: string) => `Jenis item "${text}" tidak dikenal (material, upah atau alat)`,
  priceListTooMany: 'Maksimal 2.000 baris sekali impor (tempel atau unggah)',
  /**
   * "65,000" from a list an English-format tool wrote: sixty-five thousand there, sixty-five (with three decimals)
   * the Indonesian way. Neither is guessed.
   */
  priceCommaThousands: (text: string, grouped: string, plain: string) =>
    `Harga "${text}" meragukan: koma diikuti tiga angka bisa berarti ribuan atau desimal. Tulis ${grouped} atau ${plain}.`,
  /**
   * A row of a comma-separated file with more filled cells than the header has titles (or than the four columns of
   * a list without one): an unquoted 65,000 or 12,5 split in two and moved the later cells (import/header-tail.ts).
   */
  extraCells: (columns: 'header' | 'fixed') =>
    `Baris ini berisi lebih banyak kolom daripada ${columns === 'header' ? 'judul tabel' : 'kode, nama, satuan dan harga'}: ` +
    'angka dengan koma (65,000 atau 12,5) dalam berkas berpemisah koma harus diberi tanda kutip ("65,000"), ' +
    'atau simpan berkas dengan pemisah titik koma (;). Teks dengan koma juga diberi tanda kutip, dan kolom ' +
    'tambahan seperti keterangan diberi judul.',
  /** A price row without a Kategori whose code or name is an item of more than one kind. */
  kindAmbiguous: (name: string, kinds: string[]) =>
    `"${name}" ada di katalog sebagai ${listWithDan(kinds)}: tambahkan kolom Kategori (material, upah atau alat)`,
  // Matching an imported row to the catalogue (import/catalogue-match.ts), for the admin's imports and price books.
  rowExists:
    'Data dengan kode atau nama ini sudah ada (centang "Perbarui harga item yang sudah ada" untuk memperbarui harganya)',
  codeNameConflict: (code: string, codeOwner: string, name: string, nameOwner: string) =>
    `Kode ${code} milik "${codeOwner}", sedangkan nama "${name}" milik ${nameOwner}; perbaiki kode atau namanya`,
  unitDiffers: (unit: string, catalogueUnit: string, name: string, form: string) =>
    `satuan "${unit}" berbeda dari katalog (${catalogueUnit}) untuk ${name}; ubah satuan lewat formulir ${form}`,
  /** A price book's row in another unit: the book prices the catalogue's item, in the catalogue's unit. */
  unitPerCatalogue: (unit: string, catalogueUnit: string, name: string) =>
    `satuan "${unit}" berbeda dari katalog (${catalogueUnit}) untuk ${name}; tulis harga per ${catalogueUnit}`,
  sameItemTwice: (line: number) => `Item katalog yang sama sudah diimpor di baris ${line}`,
} as const;
