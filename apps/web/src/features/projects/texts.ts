// Every text of the projects screens (web toasts and labels), in one place.

/** The most of a line's name a toast repeats: a whole AHSP name took five lines of a phone's screen. */
const TOAST_NAME_LENGTH = 48;

/** A line's name as a toast says it: cut at a word past TOAST_NAME_LENGTH characters, with "…". */
export function toastName(name: string): string {
  const whole = [...name.trim()];
  if (whole.length <= TOAST_NAME_LENGTH) return whole.join('');
  const cut = whole.slice(0, TOAST_NAME_LENGTH).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > TOAST_NAME_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export const projectTexts = {
  title: 'Proyek (RAB)',
  subtitle: 'RAB proyek seluruh bangunan: bagian, item pekerjaan dengan harga satuan AHSP, rekapitulasi.',
  guestNote:
    'Proyek Anda disimpan di browser ini. Masuk atau daftar untuk menyimpannya di akun dan membukanya di perangkat lain.',
  nameRequired: 'Nama proyek harus diisi',
  created: 'Proyek dibuat',
  saved: 'Proyek tersimpan',
  savedLocally: 'Perubahan tersimpan di browser ini',
  unsaved: 'Ada perubahan yang belum disimpan ke akun.',
  unsavedShort: 'belum disimpan',
  unsavedHere: 'Ada perubahan di perangkat ini yang belum disimpan ke akun',
  offlineCopy:
    'Anda sedang offline: proyek dibuka dari salinan terakhir di perangkat ini. Perubahan disimpan di perangkat dan dapat disimpan ke akun saat online.',
  restoreUnsaved: (version: number) =>
    `Pulihkan versi ${version}? Perubahan yang belum disimpan ke akun akan diganti versi ini.`,
  deleted: 'Proyek dihapus',
  duplicated: 'Salinan proyek dibuat',
  duplicatedSavedOnly:
    'Salinan dibuat dari versi yang tersimpan di akun; perubahan di perangkat ini yang belum disimpan tidak ikut disalin.',
  staleUnsaved:
    'Perubahan di perangkat ini belum tersimpan ke akun, sementara proyek ini sudah disimpan di perangkat lain. Pilih versi yang dipakai.',
  conflict: 'Proyek ini telah diubah di perangkat lain sejak Anda membukanya. Pilih versi yang dipakai.',
  synced: (synced: number, skipped: number) =>
    `${synced} proyek dipindahkan ke akun${skipped > 0 ? `, ${skipped} sudah ada di akun` : ''}.`,
  syncFailed: (count: number) => `${count} proyek tidak dapat dipindahkan: periksa isinya.`,
  repriceMissing: (removed: number, unitChanged: number) =>
    [
      removed > 0 && `${removed} item jenis pekerjaannya sudah tidak ada di katalog`,
      unitChanged > 0 && `${unitChanged} item jenis pekerjaannya kini bersatuan lain di katalog`,
    ]
      .filter(Boolean)
      .join(', ') + ' dan tetap memakai harga lamanya.',
  bookGoneAdd:
    'Daftar harga proyek ini sudah tidak ada. Pilih daftar harga lain atau Katalog nasional di pengaturan proyek, lalu tambahkan lagi.',
  syncBookGone: (name: string) =>
    `Daftar harga proyek "${name}" sudah tidak ada: proyek dipindahkan dengan harga yang sudah ada, tanpa daftar harga (harga baru dari Katalog nasional).`,
  noProjects: 'Belum ada proyek.',
  offlineList:
    'Anda sedang offline: daftar menampilkan proyek akun yang tersimpan di perangkat ini (yang pernah dibuka). Proyek lain tampil lagi begitu terhubung.',
  offlineListEmpty:
    'Anda sedang offline dan belum ada proyek akun yang tersimpan di perangkat ini. Proyek yang pernah dibuka saat online dapat dibuka offline.',
  keptHere: 'tersimpan di perangkat ini',
  addedKept:
    'Item ditambahkan dan disimpan di perangkat ini sebagai perubahan proyek yang belum disimpan ke akun. Buka proyek dan tekan Simpan saat online untuk menyimpannya ke akun.',
  createOffline:
    'Anda sedang offline: proyek akun baru hanya dapat dibuat saat online. Coba lagi setelah tersambung, atau keluar untuk membuat proyek sebagai tamu di browser ini.',
  settingsWaiting: (problem: string) =>
    `Rekapitulasi menunggu nilai yang valid. ${problem}. Harga satuan, jumlah, PPN dan dokumen dihitung lagi setelah diperbaiki.`,
  syncFailedProject: (name: string, where: string, message: string) =>
    `"${name}" tidak dapat dipindahkan ke akun. ${where}: ${message}. Perbaiki di proyek itu, lalu sinkronkan lagi.`,
  notFound: 'Proyek tidak ditemukan.',
  localGone:
    'Proyek ini tidak ada lagi di browser ini. Bila sudah dipindahkan ke akun dengan “Sinkronkan ke akun”, bukalah dari daftar Proyek.',
  toProjects: 'Buka daftar Proyek',
  overheadNote:
    'Overhead & keuntungan proyek adalah markup atas D (F = D × (1 + %), Permen PUPR 8/2023, maksimal 15%), berbeda dari margin keuntungan kalkulator tunggal yang dihitung dari harga jual.',
  volumeHint: 'Boleh dengan hitungan, misal 3 × 4 × 0,15',
  addSearch: 'Cari pekerjaan (nama atau kode AHSP)',
  searchFailed: 'Pencarian gagal. Coba lagi.',
  searchKept: 'Di bawah ini jenis pekerjaan yang cocok dari yang tersimpan di perangkat ini.',
  searchNoneKept:
    'Tidak ada jenis pekerjaan yang cocok tersimpan di perangkat ini; item bebas tetap dapat ditambahkan.',
  freeItem: 'Item bebas (harga satuan diketik)',
  searchCount: (count: number) => `${count} hasil`,
  searchNone: 'Tidak ada hasil',
  itemAdded: (name: string, code: string) => `${name} ditambahkan ke bagian ${code}`,
  itemRemoved: (name: string) => `Item ${toastName(name)} dihapus`,
  itemMoved: (name: string, code: string) => `Item "${toastName(name)}" dipindahkan ke bagian ${code}`,
  searchNeedsConnection: 'butuh koneksi',
  searchCountNeedConnection: (count: number, missing: number) => `${count} hasil, ${missing} butuh koneksi`,
  searchNeedConnectionNote:
    'Analisa jenis pekerjaan bertanda “butuh koneksi” belum tersimpan di perangkat ini: tambahkan setelah tersambung.',
  undo: 'Urungkan',
  itemRestoredElsewhere: (name: string, code: string) =>
    `Bagian asal item ${toastName(name)} sudah dihapus: item dikembalikan ke akhir bagian ${code}.`,
  itemNotRestored: (name: string) =>
    `Item ${name} tidak dapat dikembalikan: tidak ada bagian untuk menampungnya.`,
  repriceTitle: 'Perbarui harga dari katalog',
  repriceBookTitle: 'Perbarui harga dari daftar harga proyek',
  repriceNone: 'Tidak ada harga yang berubah sejak proyek ini dihargai.',
  repriced: 'Harga proyek diperbarui',
  bookSwitchTitle: 'Pindah ke daftar harga lain',
  bookSwitched: 'Proyek memakai daftar harga baru',
  bookSwitchAfter: 'Total dengan daftar harga baru',
  bookSwitchFailed: 'Gagal menghitung harga dengan daftar harga itu',
  removeDivision: (name: string, items: number, total: string) =>
    `Bagian "${name}" dengan ${items} item (${total}) akan dihapus dari proyek.`,
  brickLabel: 'Jenis bata',
  brickNotChanged: (name: string, why: string) => `Jenis bata item "${name}" tidak diubah. ${why}`,
  brickOffline:
    'Anda sedang offline dan analisa jenis pekerjaan ini belum tersimpan di perangkat ini. Coba lagi setelah tersambung.',
  brickJobTypeGone: 'Jenis pekerjaannya sudah tidak ada di katalog.',
  brickBookGone:
    'Daftar harga proyek ini sudah tidak ada. Pilih daftar harga lain atau Katalog nasional di pengaturan proyek.',
  brickNoVariants: 'Jenis pekerjaannya kini tanpa pilihan jenis bata di katalog.',
  brickUnitChanged: (unit: string, lineUnit: string) =>
    `Jenis pekerjaannya kini bersatuan ${unit} di katalog, bukan ${lineUnit}.`,
  brickNowAhsp: (name: string) =>
    `Jenis bata diubah: harga satuan "${name}" kini dari analisa AHSP, bukan dari kalkulasi.`,
  deleteTitle: 'Hapus proyek',
  deleteConfirm: (name: string) => `Proyek "${name}" dengan semua bagian dan itemnya akan dihapus permanen.`,
  bookGoneSaved:
    'Proyek tersimpan, tetapi daftar harganya sudah dihapus: proyek kini memakai Katalog nasional untuk harga baru. Harga item yang sudah ada tetap.',
} as const;

/**
 * The project deleted from the account on another device while this one holds changes not saved to it: kept as a
 * new project, or thrown away.
 */
export const goneTexts = {
  title: 'Proyek ini sudah dihapus di perangkat lain',
  unsaved:
    'Perubahan di perangkat ini belum tersimpan di akun, dan proyeknya tidak ada lagi. Simpan sebagai proyek baru agar perubahan itu tidak hilang, atau buang.',
  saveAsNew: 'Simpan sebagai proyek baru',
  savingAsNew: 'Menyimpan...',
  savedAsNew: 'Perubahan disimpan sebagai proyek baru',
  offline:
    'Tidak tersambung: proyek baru belum dibuat. Perubahan tetap di perangkat ini; coba lagi saat online.',
  failed: 'Gagal menyimpan sebagai proyek baru',
  discard: 'Buang perubahan',
  discardTitle: 'Buang perubahan di perangkat ini?',
  discardConsequence:
    'Proyeknya sudah dihapus dari akun: perubahan di perangkat ini tidak tersimpan di mana pun lagi dan tidak dapat dipulihkan.',
  discardConfirm: 'Ya, buang perubahan saya',
  discarded: 'Perubahan dibuang',
} as const;

/**
 * The choice of versions after another device saved: what the other version holds, and what each choice does to
 * it and to the changes here.
 */
export const conflictTexts = {
  theirsTotal: (total: string) => `Total versi lain: ${total}`,
  savedAt: (version: number, when: string) => `versi ${version}, disimpan ${when}`,
  mineTotal: (total: string) => `Total di perangkat ini: ${total}`,
  differencesTitle: 'Yang berbeda di versi lain:',
  same: 'Isi kedua versi sama.',
  more: (count: number) => `dan ${count} lainnya`,
  here: (value: string) => `(di perangkat ini: ${value})`,
  empty: 'kosong',
  catalogue: 'Katalog nasional',
  otherBook: 'daftar harga lain',
  onlyTheirs: 'hanya ada di versi lain',
  onlyMine: 'hanya ada di perangkat ini',
  division: (code: string, name: string, items: number) =>
    `Bagian ${code}. ${name}${items > 0 ? ` (${items} item)` : ''}`,
  divisionName: (code: string) => `Nama bagian ${code}`,
  lineName: 'nama',
  lineVolume: 'volume',
  linePrice: 'harga satuan',
  lineDivision: (code: string) => `di bagian ${code}`,
  lineBrick: 'jenis bata',
  lineSchedule: 'jadwal lain',
  mine: 'Simpan versi saya',
  theirs: 'Muat versi terbaru',
  mineConsequence:
    '“Simpan versi saya” menyimpan isi perangkat ini di atas versi lain: perbedaan di atas diganti isi perangkat ini. Versi lain tetap ada di “Versi sebelumnya” dan dapat dipulihkan.',
  theirsConsequence:
    '“Muat versi terbaru” membuang perubahan di perangkat ini yang belum disimpan ke akun, dan tidak dapat diurungkan.',
  discardTitle: 'Buang perubahan di perangkat ini?',
  discardConsequence: (total: string) =>
    `Perubahan di perangkat ini yang belum disimpan ke akun akan dibuang, dan proyek dibuka dalam versi dari perangkat lain (${total}). Perubahan itu tidak ada di “Versi sebelumnya”, jadi tidak dapat dipulihkan.`,
  discardConfirm: 'Ya, buang perubahan saya',
} as const;

/** "Impor baris RAB": lines of a RAB from Excel or another tool, previewed before they join the project. */
export const rabImportTexts = {
  open: 'Impor baris RAB',
  title: 'Impor baris RAB',
  hint: 'Tempel tabel RAB dari Excel atau aplikasi lain, atau pilih berkas .csv, .txt atau .xlsx (lembar pertama). Baris judul kolom dibaca menurut namanya: No, Uraian Pekerjaan, Kode AHSP, Volume, Satuan, Harga Satuan, dan Bagian bila ada. Baris bagian tanpa volume (A | PEKERJAAN PERSIAPAN) memulai bagian; baris Jumlah, PPN, Dibulatkan dan Terbilang dilewati.',
  file: 'Pilih berkas (.csv, .txt, .xlsx)',
  fileChosen: (name: string) => `Berkas ${name} dipilih (lembar pertama dibaca).`,
  fileTooLarge: 'Berkas terlalu besar (maksimal 2 MB)',
  fileUnreadable: 'Berkas tidak dapat dibaca: pilih .csv, .txt atau .xlsx',
  pasted: 'Data RAB (tempel dari Excel)',
  check: 'Periksa',
  checking: 'Memeriksa...',
  catalogueFailed: (message: string) =>
    `Katalog jenis pekerjaan tidak dapat dibaca: ${message} Coba lagi saat tersambung.`,
  summary: (added: number, catalogue: number, free: number, refused: number, skipped: number) =>
    `${added} baris akan ditambahkan (${catalogue} dengan harga AHSP katalog, ${free} item bebas), ${refused} ditolak, ${skipped} dilewati. Belum ada yang ditambahkan.`,
  existingDivision: 'bagian yang sudah ada',
  newDivision: 'bagian baru',
  unplaced: 'Baris sebelum judul bagian masuk ke',
  unplacedNoHeadings: 'Baris tanpa bagian masuk ke',
  unplacedNew: (name: string) => `Bagian baru (${name})`,
  catalogueMatch: (code: string, name: string) => `Katalog ${code}: ${name}`,
  inProject: 'sudah ada di proyek',
  inProjectNote: (count: number) =>
    `${count} baris sudah ada di proyek (uraian, volume dan satuan sama di bagian yang sama). Bila berkas ini pernah diimpor, menambahkannya lagi menggandakan baris itu.`,
  priceChoice: 'Harga satuan baris yang cocok dengan katalog',
  priceAhsp: 'dari analisa AHSP katalog (harga terbaru)',
  priceFile: 'dari berkas',
  priceFileHint:
    'Baris itu ditambahkan sebagai item bebas dengan uraian, satuan dan harga satuan dari berkas, tanpa analisa AHSP: tidak masuk kebutuhan bahan & upah, durasinya di jadwal 7 hari (dapat diubah), dan "Perbarui harga" tidak mengubahnya. Baris tanpa harga satuan di berkas tetap memakai harga AHSP.',
  fileMatch: (code: string, name: string) =>
    `Item bebas · harga satuan dari berkas (cocok dengan katalog ${code}: ${name}, tidak ditautkan)`,
  noFilePrice: (problem: string | null) => `harga AHSP: ${problem ?? 'berkas tidak memuat harga satuan'}`,
  fromFileNote: (count: number) =>
    `${count} baris yang cocok dengan katalog ditambahkan sebagai item bebas dengan harga satuan dari berkas.`,
  noFilePriceNote: (count: number) =>
    `${count} baris yang cocok dengan katalog tidak punya harga satuan yang dapat dipakai di berkas: memakai harga AHSP katalog.`,
  nameConflictTitle: (count: number) => `Kode cocok, uraian berbeda (${count} baris)`,
  nameConflictHint:
    'Kode baris ini ada di katalog, tetapi uraiannya pekerjaan lain (penomoran aplikasi atau daerah lain?). Tanpa pilihan Anda, baris itu tidak memakai item katalog: ditambahkan sebagai item bebas dengan uraian dan harga satuan dari berkas, atau tidak ditambahkan bila berkas tidak memuat harga satuannya.',
  nameConflictSummary: (count: number, left: number) =>
    ` ${count} baris kodenya cocok dengan katalog tetapi uraiannya berbeda (⚠)${left > 0 ? `, ${left} di antaranya tidak ditambahkan` : ''}.`,
  nameChoiceLabel: (line: number) => `Baris ${line} ditambahkan sebagai`,
  nameChoiceCatalogue: (code: string, name: string) => `Item katalog ${code}: ${name}`,
  nameChoiceFile: 'Item bebas: uraian dan harga satuan dari berkas',
  nameChoiceLeft: (problem: string | null) =>
    `Tidak ditambahkan (${problem ?? 'berkas tidak memuat harga satuan'})`,
  nameAllCatalogue: 'Semua pakai item katalog',
  nameAllFile: 'Semua pakai uraian berkas',
  ownName: 'Item bebas · uraian dan harga satuan dari berkas',
  filePrice: 'Harga satuan berkas',
  ahspPrice: 'Harga satuan AHSP',
  amount: 'Jumlah',
  addedTotal: 'Jumlah baris yang ditambahkan (sebelum PPN)',
  refusedTitle: 'Ditolak (tidak ditambahkan)',
  skippedTitle: 'Dilewati (bukan item pekerjaan)',
  emptyRows: (count: number) => `${count} baris kosong dilewati.`,
  confirm: (count: number) => `Tambahkan ${count} baris ke RAB`,
  added: (count: number) => `${count} baris RAB ditambahkan ke proyek`,
} as const;

export const documentScreenTexts = {
  sectionTitle: 'Dokumen proyek',
  sectionHint:
    'Jadwal pelaksanaan dengan kurva S, kebutuhan bahan dan upah, serta unduhan Excel dan PDF (Rekap, RAB, Analisa, Daftar Harga, Kebutuhan, Jadwal).',
  tabSchedule: 'Jadwal & Kurva S',
  tabResources: 'Kebutuhan bahan & upah',
  excel: 'Unduh Excel',
  pdf: 'Unduh PDF',
  preparing: (kind: string, done: number, total: number) => `Menyiapkan ${kind}... ${done} dari ${total}`,
  downloaded: (kind: string) => `${kind} proyek diunduh`,
  failed: (kind: string) => `Gagal membuat ${kind}. Coba lagi.`,
  loadingAnalyses: 'Memuat analisa jenis pekerjaan...',
  missingAnalyses: (count: number) =>
    `Analisa ${count} jenis pekerjaan belum tersimpan di perangkat ini (offline): durasinya dihitung 7 hari dan analisanya tidak ikut di dokumen. Buka proyek sekali saat online.`,
  removedAnalyses: (count: number) =>
    `${count} jenis pekerjaan sudah dihapus dari katalog: barisnya tetap memakai harga yang tersimpan, tetapi durasinya dihitung 7 hari dan analisanya tidak ikut di dokumen.`,
  changedAnalyses: (count: number) =>
    `${count} jenis pekerjaan sudah berubah di katalog (satuannya kini lain dari satuan barisnya): barisnya tetap memakai harga yang tersimpan, tetapi durasinya dihitung 7 hari dan analisanya tidak ikut di dokumen.`,
  noStartDate: 'Isi tanggal mulai proyek untuk melihat tanggal tiap minggu.',
  empty: 'Tambahkan item pekerjaan untuk melihat jadwal dan kebutuhan.',
  codesWaiting: (problem: string) => `Excel dan PDF menunggu kode bagian yang benar. ${problem}.`,
  waiting: (problem: string) =>
    `Dokumen menunggu nilai yang valid. ${problem}. Excel, PDF, jadwal dan kebutuhan dibuat setelah diperbaiki.`,
  weeks: (weeks: number) => `${weeks} minggu`,
  crews: 'Kelompok',
  days: 'Durasi (hari)',
  start: 'Mulai hari ke-',
  reset: 'Pakai hitungan otomatis',
} as const;
