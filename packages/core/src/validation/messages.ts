// Every user-facing validation text of SPEC.md §5, in one place so a test can check each against the spec.
export const messages = {
  volume: 'Volume pekerjaan harus diisi dan lebih dari 0. Volume tidak boleh kosong atau bernilai negatif.',
  productivity:
    'Produktivitas harus diisi dan lebih dari 0. Masukkan nilai produktivitas per hari yang valid.',
  profitRequired: 'Persentase keuntungan harus diisi',
  profitNegative: 'Persentase keuntungan tidak boleh negatif',
  profitTooHigh: 'Persentase keuntungan harus kurang dari 100%',
  tukangNegative: 'Jumlah tukang tidak boleh negatif',
  pekerjaNegative: 'Jumlah pekerja tidak boleh negatif',
  noWorkers: 'Minimal harus ada 1 tukang atau 1 pekerja untuk melakukan pekerjaan',
  workerRatioFormat: 'Rasio pekerja harus dalam format "angka:angka" (contoh: 1:1)',
  numWorkers: 'Jumlah pekerja harus lebih dari 0',
  // Beyond the spec: a typo such as "12,5,3" or "1e3" must never be read as some other number.
  notANumber: 'Isi dengan angka, misal 12,5 (koma untuk desimal).',
  // Beyond the spec (DOMAIN.md pitfall: a crew that cannot form one ratio group must never price at zero days).
  incompleteGroup: (ratio: string) =>
    `Jumlah tukang dan pekerja tidak cukup untuk membentuk satu kelompok kerja dengan rasio ${ratio}. ` +
    'Tambah jumlah tukang atau pekerja, atau ubah rasio pekerja.',
  ratioAllZero: 'Rasio pekerja tidak boleh 0:0',
  wasteFactor: 'Faktor susut harus antara 0 dan 100 persen',
  quantityOverride: 'Jumlah material per satuan tidak boleh negatif',
  projectNameTooLong: 'Nama proyek maksimal 200 karakter',
  brickType: 'Jenis bata tidak dikenal',
  invalidNumber: 'Harus berupa angka',
  volumeTooLarge: 'Volume pekerjaan terlalu besar (maksimal 10.000.000)',
  productivityTooLarge: 'Produktivitas terlalu besar (maksimal 1.000.000 per hari)',
  tukangWhole: 'Jumlah tukang harus bilangan bulat (maksimal 100.000)',
  pekerjaWhole: 'Jumlah pekerja harus bilangan bulat (maksimal 100.000)',
  numWorkersWhole: 'Jumlah kelompok kerja harus bilangan bulat (maksimal 100.000)',
  // Beyond the spec: money is stored as whole rupiah in 64-bit integers and computed exactly below 2^53.
  resultTooLarge:
    'Hasil perhitungan terlalu besar (di atas Rp 9 kuadriliun). Periksa volume, produktivitas, rasio dan jumlah pekerja.',
} as const;
