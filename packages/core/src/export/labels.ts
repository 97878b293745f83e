// Every text the reports and data exports print (SPEC.md §3 and §9), in one place.

export const exportLabels = {
  appName: 'Kalkulator Konstruksi',
  singleTitle: 'LAPORAN KALKULASI KONSTRUKSI',
  bulkTitle: 'LAPORAN KALKULASI BULK',
  projectInfo: 'INFORMASI PROYEK',
  laborDetail: 'DETAIL BIAYA TENAGA KERJA',
  materialDetail: 'DETAIL BIAYA MATERIAL',
  equipmentDetail: 'DETAIL BIAYA PERALATAN',
  summary: 'RINGKASAN BIAYA',
  statistics: 'STATISTIK',
  noProject: 'Tidak ada',
  /** Where the prices of a result without a price book come from. */
  nationalCatalogue: 'Katalog nasional',
  unknown: 'Tidak diketahui',
  multipleProjects: 'Multiple Projects',
  unknownFileName: 'unknown',
  footerCredit: 'Dibuat oleh Kalkulator Konstruksi',
  page: (page: number, pages: number) => `Halaman ${page} dari ${pages}`,
  sourceLocal: 'Browser (belum disinkronkan ke akun)',
  sourceAccount: 'Akun',
  sourceUnsaved: 'Belum disimpan',
  noMaterials: 'Tidak ada material untuk pekerjaan ini.',
  noLabor: 'Tidak ada tenaga kerja.',
  marginNote: 'RAB = HPP / (1 - margin): margin dihitung dari harga jual, bukan markup overhead AHSP.',
  terbilang: 'Terbilang',
  total: 'TOTAL',
} as const;
