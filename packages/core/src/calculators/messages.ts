// Every user-facing text of the specialised calculators' validation, in one place (STYLE.md).
const grouped = (value: number) => new Intl.NumberFormat('id-ID').format(value);

export const calculatorMessages = {
  required: (label: string) => `${label} harus diisi.`,
  notNumber: (label: string) => `${label} harus berupa angka, misal 12,5.`,
  positive: (label: string) => `${label} harus lebih dari 0.`,
  nonNegative: (label: string) => `${label} tidak boleh negatif.`,
  tooLarge: (label: string, max: number) => `${label} terlalu besar (maksimal ${grouped(max)}).`,
  tooSmall: (label: string, min: number) => `${label} minimal ${grouped(min)}.`,
  whole: (label: string) => `${label} harus bilangan bulat.`,
  unknownChoice: (label: string) => `Pilihan ${label.toLowerCase()} tidak dikenal.`,
  noSegments: 'Tambahkan minimal satu segmen.',
  tooManyItems: (max: number) => `Maksimal ${max} baris.`,
  noShapes: 'Tambahkan minimal satu bentuk.',
  negativeTotal:
    'Hasil total harus lebih dari 0: bagian yang dikurangkan lebih besar dari atau sama dengan bagian yang ditambahkan.',
  coverTooThick: 'Selimut beton terlalu tebal untuk ukuran penampang ini.',
  coverTooLong: 'Selimut beton terlalu tebal untuk panjang ini.',
  noMainBars: 'Balok beton bertulang butuh tulangan utama: isi jumlah tulangan atas atau bawah.',
  stubLargerThanPlate: 'Ukuran stek kolom tidak boleh lebih besar dari pelat.',
  depthLessThanPlate: 'Kedalaman galian tidak boleh kurang dari tebal pelat.',
  openingsTooLarge: 'Luas bukaan (pintu/jendela) harus lebih kecil dari luas dinding.',
} as const;
