import { crewDefaults, type LaborRole } from '@kalkulator/core';
import type { SeedCategory, SeedEquipment, SeedJobType, SeedLaborRate, SeedMaterial } from './types';

// The rest of a house (issue #17): kusen, pintu & jendela, sanitasi & plumbing, instalasi listrik and pekerjaan
// luar, plus the items of the first ten divisions a one- or two-storey house still needed. Coefficients are those
// of the Cipta Karya analyses (Permen PUPR 28/2016 Lampiran II, carried on by SE DJBK 73/SE/Dk/2023 Lampiran IV,
// and the SNI 2008 series behind them). Every figure here was entered from those published tables without a second
// public copy at hand, so each source ends in "(verify)" as shared/DOMAIN.md asks: check it against the regional
// HSPK or the SE table before relying on it. Prices are 2025–2026 market samples ("perkiraan").

const WAGES = 'Sampel HSPK Cipta Karya 2026; BPS upah buruh bangunan 2025 (perkiraan)';
const MARKET = 'Harga pasar toko bangunan Jawa 2025–2026 (perkiraan)';
const RENT = 'Harga sewa alat di Jawa 2025–2026, termasuk BBM dan operator bila ada (perkiraan)';

export const houseCategories: SeedCategory[] = [
  {
    code: 'KUSEN',
    name: 'Pekerjaan Kusen, Pintu & Jendela',
    description: 'Kusen kayu, daun pintu dan jendela, kaca serta alat penggantung dan pengunci.',
  },
  {
    code: 'SANITASI',
    name: 'Pekerjaan Sanitasi & Plumbing',
    description: 'Kloset, wastafel, floor drain, kran dan pipa air bersih serta air kotor.',
  },
  {
    code: 'LISTRIK',
    name: 'Pekerjaan Instalasi Listrik',
    description: 'Titik lampu, stop kontak, saklar dan panel listrik rumah tinggal.',
  },
  {
    code: 'LUAR',
    name: 'Pekerjaan Luar & Halaman',
    description: 'Paving, kanstin, saluran, rumput dan pekerjaan halaman lainnya.',
  },
];

export const houseLaborRates: SeedLaborRate[] = [
  { code: 'L.08', role: 'tukang', name: 'Tukang listrik', daily_rate: 150_000, source: WAGES },
  { code: 'L.09', role: 'tukang', name: 'Tukang pipa / ledeng', daily_rate: 145_000, source: WAGES },
  { code: 'L.10', role: 'tukang', name: 'Tukang las', daily_rate: 150_000, source: WAGES },
];

export const houseEquipment: SeedEquipment[] = [
  { code: 'E.01', name: 'Sewa molen (pengaduk beton) 0,35 m³', unit: 'hari', price: 350_000, source: RENT },
  { code: 'E.02', name: 'Sewa stamper kodok', unit: 'hari', price: 250_000, source: RENT },
  { code: 'E.03', name: 'Sewa vibrator beton', unit: 'hari', price: 200_000, source: RENT },
  { code: 'E.04', name: 'Sewa pompa air 2"', unit: 'hari', price: 150_000, source: RENT },
  { code: 'E.05', name: 'Sewa perancah (scaffolding) 1 set', unit: 'hari', price: 6_000, source: RENT },
];

const m = (code: string, name: string, unit: string, price: number, description?: string): SeedMaterial => ({
  code,
  name,
  unit,
  price,
  source: MARKET,
  ...(description && { description }),
});

export const houseMaterials: SeedMaterial[] = [
  m('M.46', 'Kayu kelas I/II (kusen, meranti/kamper)', 'm³', 8_500_000),
  m('M.47', 'Lem kayu', 'kg', 40_000),
  m('M.48', 'Kaca polos 5 mm', 'm²', 125_000),
  m('M.49', 'Engsel pintu 4"', 'bh', 35_000),
  m('M.50', 'Engsel jendela 3"', 'bh', 20_000),
  m('M.51', 'Kunci tanam 2 slag', 'set', 150_000),
  m('M.52', 'Grendel / slot jendela', 'bh', 15_000),
  m('M.53', 'Kait angin', 'bh', 12_000),
  m('M.54', 'Plywood 4 mm (122 × 244 cm)', 'lbr', 65_000),
  m('M.55', 'Kloset duduk lengkap', 'set', 1_500_000),
  m('M.56', 'Kloset jongkok porselen', 'bh', 300_000),
  m('M.57', 'Wastafel lengkap', 'set', 650_000),
  m('M.58', 'Bak cuci piring stainless lengkap', 'set', 550_000),
  m('M.59', 'Floor drain stainless', 'bh', 40_000),
  m('M.60', 'Kran air ½"', 'bh', 45_000),
  m('M.61', 'Seal tape', 'bh', 5_000),
  m('M.62', 'Pipa PVC AW ½"', "m'", 8_000, 'Dijual per batang 4 m'),
  m('M.63', 'Pipa PVC AW ¾"', "m'", 10_000, 'Dijual per batang 4 m'),
  m('M.64', 'Pipa PVC D 3"', "m'", 30_000, 'Dijual per batang 4 m'),
  m('M.65', 'Pipa PVC D 4"', "m'", 45_000, 'Dijual per batang 4 m'),
  m('M.67', 'Kabel NYM 2 × 2,5 mm²', "m'", 11_000),
  m('M.68', 'Kabel NYM 3 × 2,5 mm²', "m'", 15_000),
  m('M.69', 'Pipa conduit PVC 20 mm', "m'", 5_000),
  m('M.70', 'Saklar tunggal', 'bh', 25_000),
  m('M.71', 'Stop kontak', 'bh', 30_000),
  m('M.72', 'Fitting lampu dan T-dos', 'bh', 20_000),
  m('M.73', 'Lampu LED 12 W', 'bh', 45_000),
  m('M.74', 'MCB 1 fase', 'bh', 75_000),
  m('M.75', 'Box panel 4 grup', 'bh', 250_000),
  m('M.76', 'Paving block tebal 6 cm', 'm²', 75_000),
  m('M.77', 'Kanstin beton 20 × 30 × 50 cm', 'bh', 30_000),
  m('M.78', 'Rumput gajah mini', 'm²', 25_000),
  m('M.79', 'Tanah humus', 'm³', 200_000),
  m('M.80', 'Sirtu (pasir batu)', 'm³', 250_000),
  m('M.81', 'Besi hollow galvanis 40 × 40 mm (pagar)', "m'", 12_000),
  m('M.82', 'Bata roster / lubang angin 20 × 20 cm', 'bh', 8_000),
  m('M.83', 'Keramik lantai kamar mandi 25 × 25 cm (anti slip)', 'bh', 4_000),
  m('M.84', 'Genteng metal pasir', 'lbr', 35_000),
  m('M.85', 'Talang PVC 4"', "m'", 45_000),
];

type Labour = { rate: string; coefficient: number }[];
const ROLE: Record<string, LaborRole> = {
  'L.01': 'pekerja',
  'L.02': 'tukang',
  'L.03': 'tukang',
  'L.04': 'tukang',
  'L.05': 'tukang',
  'L.06': 'kepala_tukang',
  'L.07': 'mandor',
  'L.08': 'tukang',
  'L.09': 'tukang',
  'L.10': 'tukang',
};

/** pekerja, tukang (of a trade), kepala tukang, mandor in OH per unit. */
function oh(pekerja: number, tukang: number, kepala: number, mandor: number, trade = 'L.02'): Labour {
  return [
    ...(pekerja > 0 ? [{ rate: 'L.01', coefficient: pekerja }] : []),
    ...(tukang > 0 ? [{ rate: trade, coefficient: tukang }] : []),
    ...(kepala > 0 ? [{ rate: 'L.06', coefficient: kepala }] : []),
    ...(mandor > 0 ? [{ rate: 'L.07', coefficient: mandor }] : []),
  ];
}

interface Spec {
  code: string;
  category: string;
  name: string;
  unit: string;
  description: string;
  labor: Labour;
  materials?: [string, number][];
  equipment?: [string, number][];
  source: string;
}

function item(spec: Spec): SeedJobType {
  const crew = crewDefaults(
    spec.labor.map((line) => ({ role: ROLE[line.rate]!, coefficient: line.coefficient })),
  );
  return {
    code: spec.code,
    category: spec.category,
    name: spec.name,
    unit: spec.unit,
    description: spec.description,
    ...crew,
    labor: spec.labor,
    materials: (spec.materials ?? []).map(([material, quantity_per_unit]) => ({
      material,
      quantity_per_unit,
    })),
    equipment: (spec.equipment ?? []).map(([equipment, quantity_per_unit]) => ({
      equipment,
      quantity_per_unit,
    })),
    source: spec.source,
  };
}

const P28 = 'Permen PUPR 28/2016 Lamp. II (Cipta Karya)';
const SE = 'SE DJBK 73/SE/Dk/2023 Lamp. IV';
const VERIFY = ' Koefisien dari tabel AHSP Cipta Karya; periksa terhadap HSPK daerah sebelum dipakai.';
/** For lines whose coefficient is an estimate (equipment output per day, cable per point …), not a table figure. */
const ESTIMATE =
  ' Koefisien ini perkiraan (bukan angka tabel AHSP): sesuaikan dengan kondisi lapangan dan HSPK daerah.';
const src = (item: string) => `${P28} / ${SE}, ${item} (verify)`;

export const houseJobTypes: SeedJobType[] = [
  // Persiapan
  item({
    code: 'A.2.2.1.9',
    category: 'PERSIAPAN',
    name: 'Pembersihan dan pembuangan puing bongkaran (jarak ≤ 30 m)',
    unit: 'm³',
    description: `Mengumpulkan dan membuang 1 m³ puing sejauh ± 30 m.${VERIFY}`,
    labor: oh(0.33, 0, 0, 0.01),
    source: src('membuang tanah/puing ≤ 30 m'),
  }),
  item({
    code: 'A.2.2.1.10',
    category: 'PERSIAPAN',
    name: 'Pembongkaran beton bertulang',
    unit: 'm³',
    description: `Membongkar 1 m³ beton bertulang secara manual.${VERIFY}`,
    labor: oh(5, 0, 0, 0.25),
    source: src('pembongkaran beton bertulang'),
  }),

  // Tanah
  item({
    code: 'A.2.3.1.4',
    category: 'TANAH',
    name: 'Galian tanah berbatu sedalam 1 m',
    unit: 'm³',
    description: `Menggali 1 m³ tanah berbatu (cadas lunak) sedalam s.d. 1 m.${VERIFY}`,
    labor: oh(1.5, 0, 0, 0.05),
    source: src('galian tanah berbatu'),
  }),
  item({
    code: 'A.2.3.1.13',
    category: 'TANAH',
    name: 'Urugan sirtu dipadatkan',
    unit: 'm³',
    description: `1 m³ urugan pasir batu (sirtu), disiram dan dipadatkan per lapis.${VERIFY}`,
    labor: oh(0.25, 0, 0, 0.025),
    materials: [['M.80', 1.2]],
    source: src('urugan sirtu padat'),
  }),
  item({
    code: 'A.2.3.1.14',
    category: 'TANAH',
    name: 'Pemadatan tanah dengan stamper',
    unit: 'm³',
    description: `Memadatkan 1 m³ tanah lapis demi lapis dengan stamper.${ESTIMATE}`,
    labor: oh(0.5, 0, 0, 0.05),
    equipment: [['E.02', 0.05]],
    source: src('pemadatan tanah; stamper 0,05 hari per m³ dari produksi 20 m³/hari (perkiraan)'),
  }),
  item({
    code: 'A.2.3.1.15',
    category: 'TANAH',
    name: 'Pengeringan galian dengan pompa air (dewatering)',
    unit: 'm³',
    description: `Menguras air dari 1 m³ galian pondasi dengan pompa.${ESTIMATE}`,
    labor: oh(0.1, 0, 0, 0.01),
    equipment: [['E.04', 0.1]],
    source: src('dewatering manual; pompa 0,1 hari per m³ (perkiraan)'),
  }),

  // Pondasi
  item({
    code: 'A.3.2.1.4',
    category: 'PONDASI',
    name: 'Pasangan pondasi batu kali campuran 1PC:6PP',
    unit: 'm³',
    description: `1 m³ pondasi batu kali/batu belah dengan spesi 1 semen : 6 pasir pasang.${VERIFY}`,
    labor: oh(1.5, 0.75, 0.075, 0.075),
    materials: [
      ['M.12', 1.2],
      ['M.01', 117],
      ['M.02', 0.561],
    ],
    source: src('SNI 2836:2008 pondasi batu belah 1:6'),
  }),
  item({
    code: 'A.3.3.1.2',
    category: 'PONDASI',
    name: 'Lantai kerja beton mutu fc′ 7,4 MPa (K-100) tebal 5 cm',
    unit: 'm²',
    description: `1 m² lantai kerja beton K-100 tebal 5 cm di bawah pondasi dan sloof (1/20 dari 1 m³).${VERIFY}`,
    labor: oh(0.0825, 0.01375, 0.0014, 0.00415),
    materials: [
      ['M.01', 12.35],
      ['M.03', 0.031],
      ['M.04', 0.037],
      ['M.05', 10.75],
    ],
    source: src('SNI 7394:2008 beton K-100 dibagi 20 (tebal 5 cm)'),
  }),
  item({
    code: 'A.3.1.1.1',
    category: 'PONDASI',
    name: 'Pondasi footplat beton bertulang (beton K-225, besi 100 kg/m³)',
    unit: 'm³',
    description: `1 m³ footplat: beton K-225, 100 kg besi dan bekisting sisi.${VERIFY}`,
    labor: [
      { rate: 'L.01', coefficient: 2.35 },
      { rate: 'L.02', coefficient: 0.275 },
      { rate: 'L.04', coefficient: 0.7 },
      { rate: 'L.03', coefficient: 0.26 },
      { rate: 'L.06', coefficient: 0.1 },
      { rate: 'L.07', coefficient: 0.12 },
    ],
    materials: [
      ['M.01', 371],
      ['M.03', 0.4986],
      ['M.04', 0.7756],
      ['M.05', 215],
      ['M.13', 105],
      ['M.14', 1.5],
      ['M.15', 0.04],
      ['M.17', 0.3],
    ],
    source: src('gabungan SNI 7394:2008: beton K-225 + pembesian 100 kg + bekisting pondasi 1 m²'),
  }),

  // Beton: the other SNI 7394:2008 grades (manual mix, sand 1.400 and gravel 1.350 kg/m³)
  ...(
    [
      ['A.4.1.1.3', 'K-125', '9,8', 276, 828, 1_012],
      ['A.4.1.1.4', 'K-150', '12,2', 299, 799, 1_017],
      ['A.4.1.1.10', 'K-275', '22,8', 406, 684, 1_029],
    ] as const
  ).map(([code, grade, mpa, pc, sand, gravel]) =>
    item({
      code,
      category: 'BETON',
      name: `Beton mutu fc′ ${mpa} MPa (${grade}), aduk manual`,
      unit: 'm³',
      description: `Membuat 1 m³ beton ${grade} (fc′ ${mpa} MPa), slump 12 ± 2 cm. Pasir ${sand} kg dan kerikil ${gravel} kg dikonversi ke m³.`,
      labor: oh(1.65, 0.275, 0.028, 0.083),
      materials: [
        ['M.01', pc],
        ['M.03', Math.round((sand / 1_400) * 10_000) / 10_000],
        ['M.04', Math.round((gravel / 1_350) * 10_000) / 10_000],
        ['M.05', 215],
      ],
      source: `SNI 7394:2008 (beton ${grade}); ${SE} A.4.1.1; kg → m³ dengan pasir 1.400 dan kerikil 1.350 kg/m³`,
    }),
  ),
  item({
    code: 'A.4.1.1.11',
    category: 'BETON',
    name: 'Pemadatan beton dengan vibrator',
    unit: 'm³',
    description: `Memadatkan 1 m³ beton segar dengan vibrator (tambahan pada pengecoran).${ESTIMATE}`,
    labor: oh(0.1, 0, 0, 0.01),
    equipment: [['E.03', 0.1]],
    source: src('vibrator 0,1 hari per m³ dari produksi 10 m³/hari (perkiraan)'),
  }),
  item({
    code: 'A.4.1.1.12',
    category: 'BETON',
    name: 'Pengadukan beton dengan molen 0,35 m³ (tambahan alat)',
    unit: 'm³',
    description: `Sewa molen untuk mengaduk 1 m³ beton, dipakai bersama analisa beton aduk manual.${ESTIMATE}`,
    labor: oh(0.1, 0, 0, 0.005),
    equipment: [['E.01', 0.125]],
    source: src('molen 0,35 m³: ± 8 m³ per hari (perkiraan)'),
  }),
  item({
    code: 'A.4.1.1.25',
    category: 'BETON',
    name: 'Perancah (scaffolding) sewa untuk pengecoran plat',
    unit: 'm²',
    description: `Sewa perancah besi untuk 1 m² plat selama ± 21 hari.${ESTIMATE}`,
    labor: oh(0.05, 0.05, 0.005, 0.0025, 'L.03'),
    equipment: [['E.05', 10.5]],
    source: src('0,5 set per m² × 21 hari (perkiraan)'),
  }),

  // Plesteran: the other SNI 2837:2008 mixes (15 mm)
  ...(
    [
      ['A.4.4.2.5', '6', 4.416, 0.027],
      ['A.4.4.2.6', '7', 3.936, 0.028],
    ] as const
  ).map(([code, mix, pc, sand]) =>
    item({
      code,
      category: 'PLESTERAN',
      name: `Plesteran 1PC:${mix}PP tebal 15 mm`,
      unit: 'm²',
      description: `1 m² plesteran dinding tebal 15 mm, campuran 1 semen : ${mix} pasir pasang.${VERIFY}`,
      labor: oh(0.3, 0.15, 0.015, 0.015),
      materials: [
        ['M.01', pc],
        ['M.02', sand],
      ],
      source: `SNI 2837:2008 (plesteran 1:${mix}, 15 mm); ${SE} A.4.4.2 (verify)`,
    }),
  ),

  // Pasangan
  item({
    code: 'A.4.4.1.31',
    category: 'PASANGAN',
    name: 'Pasangan roster / lubang angin 20 × 20 cm',
    unit: 'm²',
    description: `1 m² pasangan bata roster 20 × 20 cm dengan spesi 1PC:4PP.${VERIFY}`,
    labor: oh(0.6, 0.2, 0.02, 0.03),
    materials: [
      ['M.82', 25],
      ['M.01', 6],
      ['M.02', 0.02],
    ],
    source: src('pasangan roster 20 × 20, 25 bh/m²'),
  }),

  // Lantai
  item({
    code: 'A.4.4.3.36',
    category: 'LANTAI',
    name: 'Pasangan lantai keramik kamar mandi 25 × 25 cm (anti slip)',
    unit: 'm²',
    description: `1 m² lantai keramik 25 × 25 cm dengan spesi 1PC:4PP dan nat semen warna.${VERIFY}`,
    labor: oh(0.7, 0.35, 0.035, 0.035),
    materials: [
      ['M.83', 17],
      ['M.01', 10.4],
      ['M.02', 0.045],
      ['M.25', 1.62],
    ],
    source: src('SNI 7395:2008 keramik 20 × 20 / 25 × 25 (16 bh + susut)'),
  }),

  // Atap
  item({
    code: 'A.4.5.1.10',
    category: 'ATAP',
    name: 'Penutup atap genteng metal pasir',
    unit: 'm²',
    description: `1 m² atap genteng metal berpasir pada reng baja ringan, termasuk sekrup.${ESTIMATE}`,
    labor: oh(0.1, 0.05, 0.005, 0.005, 'L.03'),
    materials: [
      ['M.84', 1.65],
      ['M.38', 6],
    ],
    source: src('genteng metal 0,77 × 0,8 m efektif, 1,65 lbr/m² (perkiraan)'),
  }),
  item({
    code: 'A.4.5.1.11',
    category: 'ATAP',
    name: 'Pemasangan talang PVC 4"',
    unit: "m'",
    description: `1 m' talang PVC 4" dengan penggantung.${VERIFY}`,
    labor: oh(0.05, 0.1, 0.01, 0.005, 'L.09'),
    materials: [['M.85', 1.05]],
    source: src('talang PVC'),
  }),

  // Plafon
  item({
    code: 'A.4.5.1.6',
    category: 'PLAFON',
    name: 'Langit-langit lambrisering kayu tebal 9 mm',
    unit: 'm²',
    description: 'Memasang 1 m² langit-langit lambrisering papan kayu tebal 9 mm.',
    labor: oh(0.8, 0.8, 0.08, 0.04, 'L.03'),
    materials: [
      ['M.15', 0.015],
      ['M.17', 0.01],
    ],
    source: `${P28} A.4.5.1.6 (shared/DOMAIN.md; salinan publik Permen 28/2016 item A.4.5.1.6)`,
  }),
  item({
    code: 'A.4.5.1.7',
    category: 'PLAFON',
    name: 'List plafon kayu profil',
    unit: "m'",
    description: `Memasang 1 m' list plafon kayu profil.${VERIFY}`,
    labor: oh(0.05, 0.05, 0.005, 0.0025, 'L.03'),
    materials: [
      ['M.16', 0.0025],
      ['M.17', 0.01],
    ],
    source: src('list plafon kayu'),
  }),

  // Pengecatan
  item({
    code: 'A.4.7.1.12',
    category: 'PENGECATAN',
    name: 'Pengecatan besi (1 lapis meni, 2 lapis cat besi)',
    unit: 'm²',
    description: `1 m² pengecatan permukaan besi/baja: meni besi dan dua lapis cat penutup.${VERIFY}`,
    labor: oh(0.02, 0.2, 0.02, 0.001, 'L.05'),
    materials: [
      ['M.31', 0.1],
      ['M.30', 0.2],
      ['M.29', 0.2],
    ],
    source: src('pengecatan bidang besi'),
  }),
  item({
    code: 'A.4.7.1.13',
    category: 'PENGECATAN',
    name: 'Pengecatan plafon (1 lapis cat dasar, 2 lapis cat penutup)',
    unit: 'm²',
    description: `1 m² pengecatan plafon gypsum/GRC.${VERIFY}`,
    labor: oh(0.02, 0.063, 0.0063, 0.0025, 'L.05'),
    materials: [
      ['M.27', 0.1],
      ['M.28', 0.26],
    ],
    source: src('pengecatan bidang plafon'),
  }),

  // Kusen, pintu & jendela (SNI 3434:2008 pekerjaan kayu)
  item({
    code: 'A.4.6.1.1',
    category: 'KUSEN',
    name: 'Kusen pintu dan jendela kayu kelas I/II',
    unit: 'm³',
    description: `Membuat dan memasang 1 m³ kusen pintu/jendela kayu kelas I/II.${VERIFY}`,
    labor: oh(6, 18, 1.8, 0.3, 'L.03'),
    materials: [
      ['M.46', 1.2],
      ['M.17', 1.25],
      ['M.47', 1],
    ],
    source: src('SNI 3434:2008 kusen kayu kelas I/II'),
  }),
  item({
    code: 'A.4.6.1.2',
    category: 'KUSEN',
    name: 'Daun pintu panil kayu kelas I/II',
    unit: 'm²',
    description: `Membuat dan memasang 1 m² daun pintu panil kayu.${VERIFY}`,
    labor: oh(1, 3, 0.3, 0.05, 'L.03'),
    materials: [
      ['M.46', 0.04],
      ['M.47', 0.5],
    ],
    source: src('SNI 3434:2008 pintu panil'),
  }),
  item({
    code: 'A.4.6.1.3',
    category: 'KUSEN',
    name: 'Daun pintu double plywood 4 mm rangka kayu',
    unit: 'm²',
    description: `Membuat dan memasang 1 m² daun pintu rangka kayu berlapis plywood 4 mm kedua sisi.${VERIFY}`,
    labor: oh(0.8, 2.4, 0.24, 0.04, 'L.03'),
    materials: [
      ['M.46', 0.022],
      ['M.54', 0.7],
      ['M.47', 0.5],
      ['M.17', 0.05],
    ],
    source: src('SNI 3434:2008 pintu double tripleks'),
  }),
  item({
    code: 'A.4.6.1.4',
    category: 'KUSEN',
    name: 'Daun jendela kaca rangka kayu kelas I/II',
    unit: 'm²',
    description: `Membuat dan memasang 1 m² daun jendela rangka kayu (kaca dihitung terpisah).${VERIFY}`,
    labor: oh(1, 3, 0.3, 0.05, 'L.03'),
    materials: [
      ['M.46', 0.025],
      ['M.47', 0.1],
    ],
    source: src('SNI 3434:2008 jendela kaca kayu'),
  }),
  item({
    code: 'A.4.6.1.5',
    category: 'KUSEN',
    name: 'Pemasangan kaca polos tebal 5 mm',
    unit: 'm²',
    description: `Memasang 1 m² kaca polos 5 mm pada daun jendela atau kusen mati.${VERIFY}`,
    labor: oh(0.015, 0.15, 0.015, 0.0008, 'L.03'),
    materials: [['M.48', 1.1]],
    source: src('SNI 3434:2008 pasang kaca 5 mm'),
  }),
  item({
    code: 'A.4.6.2.1',
    category: 'KUSEN',
    name: 'Pemasangan kunci tanam 2 slag',
    unit: 'bh',
    description: `Memasang 1 buah kunci tanam pada daun pintu.${VERIFY}`,
    labor: oh(0.01, 0.5, 0.05, 0.005, 'L.03'),
    materials: [['M.51', 1]],
    source: src('SNI 3434:2008 / pasang kunci tanam'),
  }),
  item({
    code: 'A.4.6.2.2',
    category: 'KUSEN',
    name: 'Pemasangan engsel pintu',
    unit: 'bh',
    description: `Memasang 1 buah engsel pintu.${VERIFY}`,
    labor: oh(0.015, 0.15, 0.015, 0.0008, 'L.03'),
    materials: [['M.49', 1]],
    source: src('pasang engsel pintu'),
  }),
  item({
    code: 'A.4.6.2.3',
    category: 'KUSEN',
    name: 'Pemasangan engsel jendela',
    unit: 'bh',
    description: `Memasang 1 buah engsel jendela.${VERIFY}`,
    labor: oh(0.01, 0.1, 0.01, 0.0005, 'L.03'),
    materials: [['M.50', 1]],
    source: src('pasang engsel jendela'),
  }),
  item({
    code: 'A.4.6.2.4',
    category: 'KUSEN',
    name: 'Pemasangan kait angin',
    unit: 'bh',
    description: `Memasang 1 buah kait angin jendela.${VERIFY}`,
    labor: oh(0.015, 0.15, 0.015, 0.0008, 'L.03'),
    materials: [['M.53', 1]],
    source: src('pasang kait angin'),
  }),
  item({
    code: 'A.4.6.2.5',
    category: 'KUSEN',
    name: 'Pemasangan grendel / slot jendela',
    unit: 'bh',
    description: `Memasang 1 buah grendel jendela.${VERIFY}`,
    labor: oh(0.01, 0.1, 0.01, 0.0005, 'L.03'),
    materials: [['M.52', 1]],
    source: src('pasang grendel'),
  }),

  // Sanitasi & plumbing
  item({
    code: 'A.5.1.1.1',
    category: 'SANITASI',
    name: 'Pemasangan kloset duduk',
    unit: 'bh',
    description: `Memasang 1 buah kloset duduk lengkap dengan perlengkapannya.${VERIFY}`,
    labor: oh(3.3, 1.1, 0.11, 0.16),
    materials: [['M.55', 1]],
    source: src('pasang kloset duduk'),
  }),
  item({
    code: 'A.5.1.1.2',
    category: 'SANITASI',
    name: 'Pemasangan kloset jongkok porselen',
    unit: 'bh',
    description: `Memasang 1 buah kloset jongkok porselen dengan spesi.${VERIFY}`,
    labor: oh(1, 1.5, 0.15, 0.16),
    materials: [
      ['M.56', 1],
      ['M.01', 6],
      ['M.02', 0.01],
    ],
    source: src('pasang kloset jongkok'),
  }),
  item({
    code: 'A.5.1.1.3',
    category: 'SANITASI',
    name: 'Pemasangan wastafel',
    unit: 'bh',
    description: `Memasang 1 buah wastafel lengkap.${VERIFY}`,
    labor: oh(1.2, 1.45, 0.15, 0.1, 'L.09'),
    materials: [
      ['M.57', 1],
      ['M.01', 6],
      ['M.02', 0.01],
    ],
    source: src('pasang wastafel'),
  }),
  item({
    code: 'A.5.1.1.4',
    category: 'SANITASI',
    name: 'Pemasangan bak cuci piring stainless',
    unit: 'bh',
    description: `Memasang 1 buah bak cuci piring stainless lengkap.${VERIFY}`,
    labor: oh(1.2, 1.45, 0.15, 0.1, 'L.09'),
    materials: [['M.58', 1]],
    source: src('pasang bak cuci'),
  }),
  item({
    code: 'A.5.1.1.5',
    category: 'SANITASI',
    name: 'Pemasangan floor drain',
    unit: 'bh',
    description: `Memasang 1 buah floor drain.${VERIFY}`,
    labor: oh(0.01, 0.1, 0.01, 0.005, 'L.09'),
    materials: [['M.59', 1]],
    source: src('pasang floor drain'),
  }),
  item({
    code: 'A.5.1.1.6',
    category: 'SANITASI',
    name: 'Pemasangan kran air ½"',
    unit: 'bh',
    description: `Memasang 1 buah kran air ½" dengan seal tape.${VERIFY}`,
    labor: oh(0.01, 0.1, 0.01, 0.005, 'L.09'),
    materials: [
      ['M.60', 1],
      ['M.61', 0.025],
    ],
    source: src('pasang kran air'),
  }),
  ...(
    [
      ['A.5.1.2.1', 'PVC AW ½"', 'M.62', 0.036, 0.06, 0.006, 0.002, 'air bersih'],
      ['A.5.1.2.2', 'PVC AW ¾"', 'M.63', 0.036, 0.06, 0.006, 0.002, 'air bersih'],
      ['A.5.1.2.3', 'PVC D 3"', 'M.64', 0.081, 0.135, 0.0135, 0.004, 'air kotor'],
      ['A.5.1.2.4', 'PVC D 4"', 'M.65', 0.081, 0.135, 0.0135, 0.004, 'air kotor'],
    ] as const
  ).map(([code, pipe, material, pekerja, tukang, kepala, mandor, use]) =>
    item({
      code,
      category: 'SANITASI',
      name: `Pemasangan pipa ${pipe}`,
      unit: "m'",
      description: `Memasang 1 m' pipa ${pipe} untuk ${use}, termasuk sambungan (susut 20 %).${VERIFY}`,
      labor: oh(pekerja, tukang, kepala, mandor, 'L.09'),
      materials: [[material, 1.2]],
      source: src(`pasang pipa ${pipe}`),
    }),
  ),
  item({
    code: 'A.5.1.3.1',
    category: 'SANITASI',
    name: 'Bak kontrol pasangan bata 30 × 30 cm',
    unit: 'bh',
    description: `1 buah bak kontrol 30 × 30 × 40 cm: pasangan 1/2 bata, plester dan tutup beton.${VERIFY}`,
    labor: oh(0.8, 0.4, 0.04, 0.04),
    materials: [
      ['M.06', 60],
      ['M.01', 25],
      ['M.02', 0.06],
    ],
    source: src('gabungan SNI 6897:2008 dan SNI 2837:2008 untuk bak kontrol kecil'),
  }),
  item({
    code: 'A.5.1.3.2',
    category: 'SANITASI',
    name: 'Pasangan keramik dinding kamar mandi 20 × 25 cm',
    unit: 'm²',
    description: `1 m² keramik dinding kamar mandi dengan spesi 1PC:4PP dan nat.${VERIFY}`,
    labor: oh(0.9, 0.45, 0.045, 0.045),
    materials: [
      ['M.24', 21],
      ['M.01', 9.3],
      ['M.02', 0.018],
      ['M.25', 1.94],
    ],
    source: src('SNI 7395:2008 keramik dinding 20 × 25'),
  }),

  // Instalasi listrik (a house's 1-phase installation, per point)
  item({
    code: 'A.8.1.1.1',
    category: 'LISTRIK',
    name: 'Instalasi titik lampu (kabel NYM 2 × 2,5 mm² dalam pipa)',
    unit: 'titik',
    description: `1 titik lampu: ± 10 m kabel NYM 2 × 2,5 mm² dalam pipa conduit, fitting dan T-dos.${ESTIMATE}`,
    labor: oh(0.1, 0.2, 0.02, 0.005, 'L.08'),
    materials: [
      ['M.67', 10],
      ['M.69', 8],
      ['M.72', 1],
    ],
    source: src('instalasi titik lampu rumah tinggal (kebutuhan kabel perkiraan)'),
  }),
  item({
    code: 'A.8.1.1.2',
    category: 'LISTRIK',
    name: 'Instalasi titik stop kontak (kabel NYM 3 × 2,5 mm² dalam pipa)',
    unit: 'titik',
    description: `1 titik stop kontak: ± 10 m kabel NYM 3 × 2,5 mm² dalam pipa conduit dan stop kontak.${ESTIMATE}`,
    labor: oh(0.1, 0.2, 0.02, 0.005, 'L.08'),
    materials: [
      ['M.68', 10],
      ['M.69', 8],
      ['M.71', 1],
    ],
    source: src('instalasi titik stop kontak (kebutuhan kabel perkiraan)'),
  }),
  item({
    code: 'A.8.1.1.3',
    category: 'LISTRIK',
    name: 'Pemasangan saklar tunggal',
    unit: 'bh',
    description: `Memasang 1 buah saklar tunggal dengan inbow dos.${VERIFY}`,
    labor: oh(0.01, 0.1, 0.01, 0.005, 'L.08'),
    materials: [['M.70', 1]],
    source: src('pasang saklar'),
  }),
  item({
    code: 'A.8.1.1.4',
    category: 'LISTRIK',
    name: 'Pemasangan lampu LED 12 W',
    unit: 'bh',
    description: `Memasang 1 buah lampu LED pada fitting.${VERIFY}`,
    labor: oh(0.01, 0.05, 0.005, 0.0025, 'L.08'),
    materials: [['M.73', 1]],
    source: src('pasang lampu'),
  }),
  item({
    code: 'A.8.1.2.1',
    category: 'LISTRIK',
    name: 'Panel listrik 4 grup dengan MCB',
    unit: 'unit',
    description: `Memasang 1 panel 4 grup lengkap dengan 4 MCB 1 fase.${VERIFY}`,
    labor: oh(0.5, 1, 0.1, 0.05, 'L.08'),
    materials: [
      ['M.75', 1],
      ['M.74', 4],
    ],
    source: src('panel hubung bagi rumah tinggal'),
  }),
  item({
    code: 'A.8.1.2.2',
    category: 'LISTRIK',
    name: 'Kabel NYM 3 × 2,5 mm² dalam pipa conduit (jalur utama)',
    unit: "m'",
    description: `1 m' kabel NYM 3 × 2,5 mm² ditarik dalam pipa conduit, dari panel ke titik pertama.${VERIFY}`,
    labor: oh(0.01, 0.02, 0.002, 0.001, 'L.08'),
    materials: [
      ['M.68', 1.05],
      ['M.69', 1.05],
    ],
    source: src('tarik kabel dalam pipa'),
  }),

  // Pekerjaan luar
  item({
    code: 'A.9.1.1.1',
    category: 'LUAR',
    name: 'Pemasangan paving block tebal 6 cm',
    unit: 'm²',
    description: `1 m² paving block 6 cm di atas pasir alas 5 cm, dipadatkan.${VERIFY}`,
    labor: oh(0.25, 0.125, 0.0125, 0.0125),
    materials: [
      ['M.76', 1.02],
      ['M.10', 0.06],
    ],
    source: src('pasang paving block'),
  }),
  item({
    code: 'A.9.1.1.2',
    category: 'LUAR',
    name: 'Pemasangan kanstin beton 20 × 30 cm',
    unit: "m'",
    description: `1 m' kanstin beton pracetak dengan spesi 1PC:4PP.${VERIFY}`,
    labor: oh(0.2, 0.1, 0.01, 0.01),
    materials: [
      ['M.77', 2],
      ['M.01', 5],
      ['M.02', 0.015],
    ],
    source: src('pasang kanstin'),
  }),
  item({
    code: 'A.9.1.1.3',
    category: 'LUAR',
    name: 'Penanaman rumput gajah mini dengan tanah humus',
    unit: 'm²',
    description: `1 m² rumput gajah mini di atas tanah humus 10 cm.${VERIFY}`,
    labor: oh(0.1, 0, 0, 0.005),
    materials: [
      ['M.78', 1.05],
      ['M.79', 0.1],
    ],
    source: src('tanam rumput lempengan'),
  }),
  item({
    code: 'A.9.1.1.4',
    category: 'LUAR',
    name: 'Rabat beton K-100 tebal 7 cm (carport, teras)',
    unit: 'm²',
    description: `1 m² rabat beton K-100 tebal 7 cm (0,07 × analisa 1 m³).${VERIFY}`,
    labor: oh(0.1155, 0.01925, 0.00196, 0.00581),
    materials: [
      ['M.01', 17.29],
      ['M.03', 0.0435],
      ['M.04', 0.0518],
      ['M.05', 15.05],
    ],
    source: src('SNI 7394:2008 beton K-100 × 0,07'),
  }),
  item({
    code: 'A.9.1.1.5',
    category: 'LUAR',
    name: 'Saluran pasangan bata 1/2 batu dengan plesteran (lebar 30 cm)',
    unit: "m'",
    description: `1 m' saluran terbuka: dua dinding 1/2 bata tinggi 40 cm, lantai dan plesteran 1PC:4PP.${VERIFY}`,
    labor: oh(0.6, 0.3, 0.03, 0.03),
    materials: [
      ['M.06', 56],
      ['M.01', 22],
      ['M.02', 0.075],
    ],
    source: src('gabungan SNI 6897:2008 (0,8 m² dinding) dan SNI 2837:2008 (1,9 m² plester)'),
  }),
  item({
    code: 'A.9.1.2.1',
    category: 'LUAR',
    name: 'Pagar besi hollow 40 × 40 mm tinggi 1,2 m',
    unit: "m'",
    description: `1 m' pagar rangka besi hollow galvanis, dilas dan dicat.${ESTIMATE}`,
    labor: oh(0.3, 0.6, 0.06, 0.03, 'L.10'),
    materials: [
      ['M.81', 6],
      ['M.31', 0.1],
      ['M.30', 0.2],
    ],
    source: src('pagar besi hollow (kebutuhan profil perkiraan)'),
  }),
  item({
    code: 'A.9.1.2.2',
    category: 'LUAR',
    name: 'Pasangan pagar bata 1/2 batu campuran 1PC:4PP',
    unit: 'm²',
    description: `1 m² dinding pagar bata merah 1/2 batu (plesteran dihitung terpisah).${VERIFY}`,
    labor: oh(0.3, 0.1, 0.01, 0.015),
    materials: [
      ['M.06', 70],
      ['M.01', 11.5],
      ['M.02', 0.043],
    ],
    source: 'SNI 6897:2008 (pasangan 1/2 batu 1:4), dipakai untuk pagar',
  }),
  item({
    code: 'A.4.5.2.10',
    category: 'ATAP',
    name: 'Lisplang papan kayu 2/20',
    unit: "m'",
    description: `Memasang 1 m' lisplang papan kayu kelas II 2 × 20 cm.${VERIFY}`,
    labor: oh(0.1, 0.2, 0.02, 0.005, 'L.03'),
    materials: [
      ['M.16', 0.0044],
      ['M.17', 0.05],
    ],
    source: src('lisplang kayu 2/20 (kayu 0,02 × 0,2 × 1,1 m)'),
  }),
  item({
    code: 'A.4.5.1.5',
    category: 'PLAFON',
    name: 'Langit-langit tripleks 4 mm (tanpa rangka)',
    unit: 'm²',
    description: `Memasang 1 m² tripleks 4 mm pada rangka plafon yang ada.${VERIFY}`,
    labor: oh(0.07, 0.15, 0.015, 0.0035, 'L.03'),
    materials: [
      ['M.54', 0.375],
      ['M.17', 0.03],
    ],
    source: src('pasang langit-langit tripleks'),
  }),
  item({
    code: 'A.9.1.1.6',
    category: 'LUAR',
    name: 'Urugan tanah humus untuk taman',
    unit: 'm³',
    description: `1 m³ urugan tanah humus untuk taman, diratakan.${VERIFY}`,
    labor: oh(0.5, 0, 0, 0.05),
    materials: [['M.79', 1.2]],
    source: src('urugan tanah (SNI 2835:2008) dengan tanah humus'),
  }),
  item({
    code: 'A.2.3.1.5',
    category: 'TANAH',
    name: 'Galian tanah biasa sedalam 2–3 m',
    unit: 'm³',
    description: `Menggali 1 m³ tanah biasa pada kedalaman 2 s.d. 3 m.${VERIFY}`,
    labor: oh(0.7875, 0, 0, 0.0788),
    source: src('galian tanah biasa 2–3 m'),
  }),
  item({
    code: 'A.2.2.1.11',
    category: 'PERSIAPAN',
    name: 'Pembongkaran lantai keramik lama',
    unit: 'm²',
    description: `Membongkar 1 m² lantai keramik lama beserta spesinya.${VERIFY}`,
    labor: oh(0.2, 0, 0, 0.01),
    source: src('pembongkaran penutup lantai'),
  }),
  item({
    code: 'A.5.1.1.7',
    category: 'SANITASI',
    name: 'Pemasangan kran shower',
    unit: 'bh',
    description: `Memasang 1 buah kran shower dinding dengan seal tape.${VERIFY}`,
    labor: oh(0.01, 0.1, 0.01, 0.005, 'L.09'),
    materials: [
      ['M.60', 1],
      ['M.61', 0.025],
    ],
    source: src('pasang kran / shower'),
  }),
  item({
    code: 'A.9.1.1.7',
    category: 'LUAR',
    name: 'Pembersihan akhir lokasi dan bangunan',
    unit: 'm²',
    description: `Membersihkan 1 m² lantai bangunan dan halaman dari sisa pekerjaan.${VERIFY}`,
    labor: oh(0.05, 0, 0, 0.0025),
    source: src('pembersihan akhir'),
  }),
];
