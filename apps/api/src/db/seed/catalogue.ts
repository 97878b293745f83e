import {
  houseCategories,
  houseEquipment,
  houseJobTypes,
  houseLaborRates,
  houseMaterials,
} from './catalogue-house';
import type { BrickType } from '@kalkulator/core';
import type { SeedCatalogue, SeedJobType, SeedLaborRate, SeedMaterial } from './types';

// The default catalogue: real Indonesian construction work with the labour and material coefficients of the
// public SNI analyses (SNI 2835, 2836, 2837, 2839, 6897, 7394, 7395 :2008), which the AHSP of Permen PUPR
// 8/2023 (SE DJBK 73/SE/Dk/2023, Lampiran IV, Cipta Karya) carries on. Prices and wages are 2025–2026 samples
// (see ../shared/DOMAIN.md); they vary by kabupaten and an admin adjusts them. Keyed by code, never by id.
// Figures marked "perkiraan" are derived (unit sizes, waste) rather than read from a table: check them against
// the regional HSPK before relying on them.

const WAGES_2026 = 'Sampel HSPK Cipta Karya 2026; BPS upah buruh bangunan 2025 (DOMAIN.md)';

export const laborRates: SeedLaborRate[] = [
  { code: 'L.01', role: 'pekerja', name: 'Pekerja', daily_rate: 100_000, source: WAGES_2026 },
  { code: 'L.02', role: 'tukang', name: 'Tukang batu', daily_rate: 145_000, source: WAGES_2026 },
  { code: 'L.03', role: 'tukang', name: 'Tukang kayu', daily_rate: 145_000, source: WAGES_2026 },
  { code: 'L.04', role: 'tukang', name: 'Tukang besi', daily_rate: 145_000, source: WAGES_2026 },
  { code: 'L.05', role: 'tukang', name: 'Tukang cat', daily_rate: 145_000, source: WAGES_2026 },
  { code: 'L.06', role: 'kepala_tukang', name: 'Kepala tukang', daily_rate: 175_000, source: WAGES_2026 },
  { code: 'L.07', role: 'mandor', name: 'Mandor', daily_rate: 200_000, source: WAGES_2026 },
];

const PRICES_2026 = 'Sampel harga material 2026 (DOMAIN.md)';
const MARKET_2026 = 'Harga pasar toko bangunan Jawa 2025–2026 (perkiraan)';

export const materials: SeedMaterial[] = [
  {
    code: 'M.01',
    name: 'Semen Portland (PC)',
    unit: 'kg',
    price: 1_300,
    description: 'Dijual per sak 50 kg',
    source: `${PRICES_2026}: Rp 65.000/sak 50 kg`,
  },
  { code: 'M.02', name: 'Pasir pasang', unit: 'm³', price: 200_000, source: PRICES_2026 },
  { code: 'M.03', name: 'Pasir beton', unit: 'm³', price: 370_000, source: PRICES_2026 },
  { code: 'M.04', name: 'Kerikil / batu split 1/2', unit: 'm³', price: 370_000, source: PRICES_2026 },
  {
    code: 'M.05',
    name: 'Air kerja',
    unit: 'liter',
    price: 10,
    source: 'Tarif air PDAM niaga ± Rp 10.000/m³ (perkiraan)',
  },
  {
    code: 'M.06',
    name: 'Bata merah',
    unit: 'bh',
    price: 700,
    description: '± 5 × 11 × 22 cm',
    source: PRICES_2026,
  },
  { code: 'M.07', name: 'Batako press 10 × 20 × 40 cm', unit: 'bh', price: 3_500, source: MARKET_2026 },
  {
    code: 'M.08',
    name: 'Bata ringan (hebel) 60 × 20 × 10 cm',
    unit: 'bh',
    price: 11_000,
    source: PRICES_2026,
  },
  {
    code: 'M.09',
    name: 'Mortar perekat bata ringan (thin bed)',
    unit: 'kg',
    price: 2_500,
    description: 'Dijual per sak 40 kg',
    source: MARKET_2026,
  },
  { code: 'M.10', name: 'Pasir urug', unit: 'm³', price: 180_000, source: MARKET_2026 },
  { code: 'M.11', name: 'Tanah urug', unit: 'm³', price: 150_000, source: MARKET_2026 },
  { code: 'M.12', name: 'Batu kali / batu belah', unit: 'm³', price: 300_000, source: MARKET_2026 },
  { code: 'M.13', name: 'Besi beton polos/ulir', unit: 'kg', price: 16_000, source: PRICES_2026 },
  { code: 'M.14', name: 'Kawat beton (bendrat)', unit: 'kg', price: 25_000, source: MARKET_2026 },
  {
    code: 'M.15',
    name: 'Kayu kelas III (papan/usuk bekisting)',
    unit: 'm³',
    price: 3_200_000,
    source: MARKET_2026,
  },
  { code: 'M.16', name: 'Kayu kelas II (balok)', unit: 'm³', price: 6_500_000, source: MARKET_2026 },
  { code: 'M.17', name: 'Paku 5–12 cm', unit: 'kg', price: 22_000, source: MARKET_2026 },
  { code: 'M.18', name: 'Minyak bekisting', unit: 'liter', price: 25_000, source: MARKET_2026 },
  { code: 'M.19', name: 'Multipleks 9 mm (122 × 244 cm)', unit: 'lbr', price: 145_000, source: MARKET_2026 },
  {
    code: 'M.20',
    name: 'Dolken kayu galam Ø 8–10 cm, 4 m',
    unit: 'batang',
    price: 25_000,
    source: MARKET_2026,
  },
  {
    code: 'M.21',
    name: 'Keramik lantai 40 × 40 cm',
    unit: 'bh',
    price: 10_000,
    description: 'Dijual per dus isi 6',
    source: MARKET_2026,
  },
  {
    code: 'M.22',
    name: 'Keramik lantai 30 × 30 cm',
    unit: 'bh',
    price: 5_500,
    description: 'Dijual per dus isi 11',
    source: MARKET_2026,
  },
  {
    code: 'M.23',
    name: 'Granit tile 60 × 60 cm',
    unit: 'bh',
    price: 45_000,
    description: 'Dijual per dus isi 4',
    source: MARKET_2026,
  },
  { code: 'M.24', name: 'Keramik dinding 20 × 25 cm', unit: 'bh', price: 3_000, source: MARKET_2026 },
  { code: 'M.25', name: 'Semen warna (nat)', unit: 'kg', price: 15_000, source: MARKET_2026 },
  { code: 'M.26', name: 'Plamir tembok', unit: 'kg', price: 25_000, source: MARKET_2026 },
  { code: 'M.27', name: 'Cat dasar tembok', unit: 'kg', price: 30_000, source: MARKET_2026 },
  { code: 'M.28', name: 'Cat tembok (penutup)', unit: 'kg', price: 40_000, source: MARKET_2026 },
  { code: 'M.29', name: 'Kertas gosok / amplas', unit: 'lbr', price: 5_000, source: MARKET_2026 },
  { code: 'M.30', name: 'Cat kayu / besi (penutup)', unit: 'kg', price: 80_000, source: MARKET_2026 },
  { code: 'M.31', name: 'Meni / cat dasar kayu dan besi', unit: 'kg', price: 45_000, source: MARKET_2026 },
  { code: 'M.32', name: 'Dempul', unit: 'kg', price: 40_000, source: MARKET_2026 },
  {
    code: 'M.33',
    name: 'Genteng tanah liat (plentong/kodok)',
    unit: 'bh',
    price: 2_500,
    source: MARKET_2026,
  },
  { code: 'M.34', name: 'Genteng beton', unit: 'bh', price: 6_000, source: MARKET_2026 },
  { code: 'M.35', name: 'Bubungan genteng', unit: 'bh', price: 10_000, source: MARKET_2026 },
  {
    code: 'M.36',
    name: 'Profil baja ringan kanal C 75 × 0,75 mm',
    unit: "m'",
    price: 18_000,
    description: 'Dijual per batang 6 m',
    source: MARKET_2026,
  },
  {
    code: 'M.37',
    name: 'Reng baja ringan 30 × 0,45 mm',
    unit: "m'",
    price: 9_000,
    description: 'Dijual per batang 6 m',
    source: MARKET_2026,
  },
  { code: 'M.38', name: 'Sekrup baja ringan 12 × 20 mm', unit: 'bh', price: 150, source: MARKET_2026 },
  { code: 'M.39', name: 'Papan gypsum 9 mm (120 × 240 cm)', unit: 'lbr', price: 65_000, source: MARKET_2026 },
  {
    code: 'M.40',
    name: 'Rangka hollow galvanis 40 × 40 mm',
    unit: "m'",
    price: 7_500,
    description: 'Dijual per batang 4 m',
    source: MARKET_2026,
  },
  {
    code: 'M.41',
    name: 'Rangka hollow galvanis 20 × 40 mm',
    unit: "m'",
    price: 6_000,
    description: 'Dijual per batang 4 m',
    source: MARKET_2026,
  },
  { code: 'M.42', name: 'Sekrup gypsum', unit: 'bh', price: 50, source: MARKET_2026 },
  { code: 'M.43', name: 'Compound / tape gypsum', unit: 'kg', price: 12_000, source: MARKET_2026 },
  { code: 'M.44', name: 'Papan GRC 4 mm (120 × 240 cm)', unit: 'lbr', price: 60_000, source: MARKET_2026 },
  { code: 'M.45', name: 'Plint keramik 10 × 40 cm', unit: 'bh', price: 4_000, source: MARKET_2026 },
];

// --- helpers: a job type's crew defaults follow from its AHSP coefficients ---

type Coefficients = {
  pekerja: number;
  tukang?: number;
  kepala?: number;
  mandor?: number;
  tukangCode?: string;
};

function labor({ pekerja, tukang = 0, kepala = 0, mandor = 0, tukangCode = 'L.02' }: Coefficients) {
  return [
    { rate: 'L.01', coefficient: pekerja },
    ...(tukang > 0 ? [{ rate: tukangCode, coefficient: tukang }] : []),
    ...(kepala > 0 ? [{ rate: 'L.06', coefficient: kepala }] : []),
    ...(mandor > 0 ? [{ rate: 'L.07', coefficient: mandor }] : []),
  ];
}

/**
 * One ratio group in the AHSP proportion of tukang to pekerja (small whole numbers), and the units it finishes per
 * day: a group with `t` tukang does t / (tukang OH per unit) units a day. Labourer-only work: 0:1 and 1 / pekerja.
 */
function crew({ pekerja, tukang = 0 }: Coefficients): {
  default_worker_ratio: string;
  default_productivity: number;
} {
  const round2 = (value: number) => Math.round(value * 100) / 100;
  if (tukang <= 0) return { default_worker_ratio: '0:1', default_productivity: round2(1 / pekerja) };
  if (pekerja >= tukang) {
    return {
      default_worker_ratio: `1:${Math.max(1, Math.round(pekerja / tukang))}`,
      default_productivity: round2(1 / tukang),
    };
  }
  const tukangPerGroup = Math.max(1, Math.round(tukang / pekerja));
  return {
    default_worker_ratio: `${tukangPerGroup}:1`,
    default_productivity: round2(tukangPerGroup / tukang),
  };
}

interface JobSpec {
  code: string;
  category: string;
  name: string;
  unit: string;
  description: string;
  /** The crew defaults' coefficients, and the labour lines unless `labor` gives them. */
  coefficients: Coefficients;
  /** Labour lines that differ by brick type (a wall of several bricks). */
  labor?: SeedJobType['labor'];
  materials?: SeedJobType['materials'];
  source: string;
}

function job(spec: JobSpec): SeedJobType {
  const { coefficients, labor: lines, materials = [], ...rest } = spec;
  return { ...rest, ...crew(coefficients), labor: lines ?? labor(coefficients), materials };
}

/** SNI 6897:2008 half-brick wall of bata merah per m² (70 bh): OH of each role. */
const BRICK_WALL_LABOUR = { pekerja: 0.3, tukang: 0.1, kepala: 0.01, mandor: 0.015 };
/** AHSP Cipta Karya batako and bata ringan walls per m² (12,5 and 8,75 bigger units): fewer pekerja and mandor OH. */
const BLOCK_WALL_LABOUR = { pekerja: 0.2, tukang: 0.1, kepala: 0.01, mandor: 0.01 };

/**
 * The wall of any brick type: its tukang and kepala tukang are the same for all, its pekerja and mandor those of the
 * brick's own job type (A.4.4.1.20 batako, A.4.4.1.30 bata ringan), so a wall costs the same whichever is picked.
 */
function brickVariantLabor(): SeedJobType['labor'] {
  const own = (brick_type: BrickType, { pekerja, mandor }: Coefficients) => [
    { rate: 'L.01', coefficient: pekerja, brick_type },
    { rate: 'L.07', coefficient: mandor!, brick_type },
  ];
  const [pekerja, mandor] = own('bata_merah', BRICK_WALL_LABOUR);
  return [
    pekerja!,
    { rate: 'L.02', coefficient: BRICK_WALL_LABOUR.tukang },
    { rate: 'L.06', coefficient: BRICK_WALL_LABOUR.kepala },
    mandor!,
    ...own('batako', BLOCK_WALL_LABOUR),
    ...own('bata_ringan', BLOCK_WALL_LABOUR),
  ];
}

const SAND_KG_PER_M3 = 1_400; // SNI 7394:2008 (DOMAIN.md)
const GRAVEL_KG_PER_M3 = 1_350;
const m3 = (kg: number, density: number) => Math.round((kg / density) * 10_000) / 10_000;

/** SNI 7394:2008 manual concrete mix per m³: PC kg, sand kg, gravel kg, water L; labour identical for all grades. */
function concrete(
  code: string,
  grade: string,
  mpa: string,
  pc: number,
  sandKg: number,
  gravelKg: number,
  category = 'BETON',
) {
  return job({
    code,
    category,
    name: `Beton mutu fc′ ${mpa} MPa (${grade}), aduk manual`,
    unit: 'm³',
    description: `Membuat 1 m³ beton ${grade} (fc′ ${mpa} MPa) dengan molen/aduk manual, slump 12 ± 2 cm. Pasir ${sandKg} kg dan kerikil ${gravelKg} kg dikonversi ke m³.`,
    coefficients: { pekerja: 1.65, tukang: 0.275, kepala: 0.028, mandor: 0.083 },
    materials: [
      { material: 'M.01', quantity_per_unit: pc },
      { material: 'M.03', quantity_per_unit: m3(sandKg, SAND_KG_PER_M3) },
      { material: 'M.04', quantity_per_unit: m3(gravelKg, GRAVEL_KG_PER_M3) },
      { material: 'M.05', quantity_per_unit: 215 },
    ],
    source: `SNI 7394:2008 (beton ${grade}); SE DJBK 73/SE/Dk/2023 Lamp. IV A.4.1.1; kg → m³ dengan pasir 1.400 dan kerikil 1.350 kg/m³`,
  });
}

/** SNI 6897:2008 half-brick wall per m², by mortar mix: PC kg and pasir pasang m³. */
function brickWall(code: string, mix: string, pc: number, sand: number) {
  return job({
    code,
    category: 'PASANGAN',
    name: `Pasangan dinding bata merah 1/2 batu campuran 1PC:${mix}PP`,
    unit: 'm²',
    description: `1 m² dinding bata merah tebal 1/2 batu, spesi 1 semen : ${mix} pasir pasang.`,
    coefficients: { pekerja: 0.3, tukang: 0.1, kepala: 0.01, mandor: 0.015 },
    materials: [
      { material: 'M.06', quantity_per_unit: 70 },
      { material: 'M.01', quantity_per_unit: pc },
      { material: 'M.02', quantity_per_unit: sand },
    ],
    source: `SNI 6897:2008 (pasangan 1/2 batu 1:${mix}); SE DJBK 73/SE/Dk/2023 Lamp. IV A.4.4.1`,
  });
}

/** SNI 2837:2008 plaster 15 mm per m², by mix. */
function plaster(code: string, mix: string, pc: number, sand: number) {
  return job({
    code,
    category: 'PLESTERAN',
    name: `Plesteran 1PC:${mix}PP tebal 15 mm`,
    unit: 'm²',
    description: `1 m² plesteran dinding tebal 15 mm, campuran 1 semen : ${mix} pasir pasang.`,
    coefficients: { pekerja: 0.3, tukang: 0.15, kepala: 0.015, mandor: 0.015 },
    materials: [
      { material: 'M.01', quantity_per_unit: pc },
      { material: 'M.02', quantity_per_unit: sand },
    ],
    source: `SNI 2837:2008 (plesteran 1:${mix}, 15 mm); SE DJBK 73/SE/Dk/2023 Lamp. IV A.4.4.2`,
  });
}

/** SNI 2836:2008 rubble-stone foundation per m³, by mix. */
function stoneFoundation(code: string, mix: string, pc: number, sand: number) {
  return job({
    code,
    category: 'PONDASI',
    name: `Pasangan pondasi batu kali campuran 1PC:${mix}PP`,
    unit: 'm³',
    description: `1 m³ pondasi batu kali/batu belah dengan spesi 1 semen : ${mix} pasir pasang.`,
    coefficients: { pekerja: 1.5, tukang: 0.75, kepala: 0.075, mandor: 0.075 },
    materials: [
      { material: 'M.12', quantity_per_unit: 1.2 },
      { material: 'M.01', quantity_per_unit: pc },
      { material: 'M.02', quantity_per_unit: sand },
    ],
    source: `SNI 2836:2008 (pondasi batu belah 1:${mix}); SE DJBK 73/SE/Dk/2023 Lamp. IV A.3.2.1`,
  });
}

const FORMWORK_LABOR = { pekerja: 0.52, tukang: 0.26, kepala: 0.026, mandor: 0.026, tukangCode: 'L.03' };
const FORMWORK_LABOR_HIGH = { pekerja: 0.66, tukang: 0.33, kepala: 0.033, mandor: 0.033, tukangCode: 'L.03' };

/** SNI 7394:2008 formwork per m²: columns, beams and slabs add plywood, beams and props. */
function formwork(
  code: string,
  part: string,
  kayu: number,
  paku: number,
  minyak: number,
  extra?: { balok: number; dolken: number },
) {
  return job({
    code,
    category: 'BETON',
    name: `Bekisting ${part}`,
    unit: 'm²',
    description: `Memasang 1 m² bekisting ${part} (kayu kelas III${extra ? ', multipleks 9 mm dan perancah dolken' : ''}).`,
    coefficients: extra ? FORMWORK_LABOR_HIGH : FORMWORK_LABOR,
    materials: [
      { material: 'M.15', quantity_per_unit: kayu },
      { material: 'M.17', quantity_per_unit: paku },
      { material: 'M.18', quantity_per_unit: minyak },
      ...(extra
        ? [
            { material: 'M.16', quantity_per_unit: extra.balok },
            { material: 'M.19', quantity_per_unit: 0.35 },
            { material: 'M.20', quantity_per_unit: extra.dolken },
          ]
        : []),
    ],
    source: `SNI 7394:2008 (bekisting ${part}); SE DJBK 73/SE/Dk/2023 Lamp. IV A.4.1.1.2x`,
  });
}

export const categories = [
  {
    code: 'PERSIAPAN',
    name: 'Pekerjaan Persiapan',
    description: 'Pembersihan lahan, pengukuran dan bouwplank sebelum pekerjaan dimulai.',
  },
  {
    code: 'TANAH',
    name: 'Pekerjaan Tanah',
    description: 'Galian, urugan dan pemadatan tanah untuk pondasi dan lantai.',
  },
  {
    code: 'PONDASI',
    name: 'Pekerjaan Pondasi',
    description: 'Pondasi batu kali, aanstamping dan lantai kerja.',
  },
  {
    code: 'BETON',
    name: 'Pekerjaan Beton Bertulang',
    description: 'Beton berbagai mutu, pembesian dan bekisting untuk sloof, kolom, balok dan plat.',
  },
  {
    code: 'PASANGAN',
    name: 'Pekerjaan Pasangan Dinding',
    description: 'Dinding bata merah, batako dan bata ringan.',
  },
  {
    code: 'PLESTERAN',
    name: 'Pekerjaan Plesteran & Acian',
    description: 'Plesteran dinding berbagai campuran dan acian.',
  },
  {
    code: 'LANTAI',
    name: 'Pekerjaan Lantai & Keramik',
    description: 'Pemasangan keramik lantai, granit, keramik dinding dan plint.',
  },
  { code: 'PENGECATAN', name: 'Pekerjaan Pengecatan', description: 'Pengecatan tembok, kayu dan besi.' },
  {
    code: 'ATAP',
    name: 'Pekerjaan Atap',
    description: 'Rangka atap baja ringan, penutup genteng dan bubungan.',
  },
  { code: 'PLAFON', name: 'Pekerjaan Plafon', description: 'Plafon gypsum dan GRC dengan rangka hollow.' },
];

export const jobTypes: SeedJobType[] = [
  // Persiapan
  job({
    code: 'A.2.2.1.1',
    category: 'PERSIAPAN',
    name: 'Pembersihan lapangan dan perataan',
    unit: 'm²',
    description: 'Membersihkan 1 m² lapangan dari semak dan sampah, lalu meratakan.',
    coefficients: { pekerja: 0.1, mandor: 0.05 },
    source: 'SNI 2835:2008 (pembersihan lapangan); SE DJBK 73/SE/Dk/2023 Lamp. IV A.2.2.1',
  }),
  job({
    code: 'A.2.2.1.2',
    category: 'PERSIAPAN',
    name: 'Pengukuran dan pemasangan bouwplank',
    unit: "m'",
    description: "Pengukuran dan pemasangan 1 m' bouwplank (papan patok ukur).",
    coefficients: { pekerja: 0.1, tukang: 0.1, kepala: 0.01, mandor: 0.005, tukangCode: 'L.03' },
    materials: [
      { material: 'M.15', quantity_per_unit: 0.012 },
      { material: 'M.17', quantity_per_unit: 0.02 },
    ],
    source: 'SNI 2835:2008 / AHSP A.2.2.1.9 (bouwplank)',
  }),
  job({
    code: 'A.2.2.1.3',
    category: 'PERSIAPAN',
    name: 'Pembongkaran pasangan bata lama',
    unit: 'm³',
    description: 'Membongkar 1 m³ pasangan bata, termasuk merapikan puing (tanpa buang).',
    coefficients: { pekerja: 2.0, mandor: 0.1 },
    source: 'AHSP Cipta Karya, pekerjaan bongkaran (perkiraan, verify)',
  }),

  // Tanah
  job({
    code: 'A.2.3.1.1',
    category: 'TANAH',
    name: 'Galian tanah biasa sedalam 1 m',
    unit: 'm³',
    description: 'Menggali 1 m³ tanah biasa sampai kedalaman 1 m, tanah ditempatkan di sisi galian.',
    coefficients: { pekerja: 0.75, mandor: 0.025 },
    source: 'SNI 2835:2008 butir 6.1 (galian tanah biasa ≤ 1 m)',
  }),
  job({
    code: 'A.2.3.1.2',
    category: 'TANAH',
    name: 'Galian tanah biasa sedalam 1–2 m',
    unit: 'm³',
    description: 'Menggali 1 m³ tanah biasa pada kedalaman 1 sampai 2 m.',
    coefficients: { pekerja: 0.675, mandor: 0.0675 },
    source: 'Permen PUPR 28/2016 (galian tanah biasa 1–2 m)',
  }),
  job({
    code: 'A.2.3.1.3',
    category: 'TANAH',
    name: 'Galian tanah keras sedalam 1 m',
    unit: 'm³',
    description: 'Menggali 1 m³ tanah keras sampai kedalaman 1 m.',
    coefficients: { pekerja: 1.0, mandor: 0.032 },
    source: 'SNI 2835:2008 (galian tanah keras ≤ 1 m)',
  }),
  job({
    code: 'A.2.3.1.9',
    category: 'TANAH',
    name: 'Urugan tanah kembali',
    unit: 'm³',
    description: 'Mengurug kembali 1 m³ bekas galian dengan tanah hasil galian.',
    coefficients: { pekerja: 0.192, mandor: 0.0192 },
    source: 'SNI 2835:2008 (urugan kembali)',
  }),
  job({
    code: 'A.2.3.1.10',
    category: 'TANAH',
    name: 'Urugan tanah dari luar dan pemadatan',
    unit: 'm³',
    description: 'Mengurug 1 m³ dengan tanah urug didatangkan, dipadatkan per lapis.',
    coefficients: { pekerja: 0.5, mandor: 0.05 },
    materials: [{ material: 'M.11', quantity_per_unit: 1.2 }],
    source: 'SNI 2835:2008 (urugan tanah didatangkan, 1,2 m³ gembur per m³ padat)',
  }),
  job({
    code: 'A.2.3.1.11',
    category: 'TANAH',
    name: 'Urugan pasir bawah pondasi dan lantai',
    unit: 'm³',
    description: 'Mengurug 1 m³ pasir urug di bawah pondasi atau lantai.',
    coefficients: { pekerja: 0.3, mandor: 0.01 },
    materials: [{ material: 'M.10', quantity_per_unit: 1.2 }],
    source: 'SNI 2835:2008 (urugan pasir)',
  }),
  job({
    code: 'A.2.3.1.12',
    category: 'TANAH',
    name: 'Pemadatan tanah manual (timbris)',
    unit: 'm³',
    description: 'Memadatkan 1 m³ tanah dengan alat timbris per lapis 20 cm.',
    coefficients: { pekerja: 0.5, mandor: 0.05 },
    source: 'SNI 2835:2008 (pemadatan tanah)',
  }),

  // Pondasi
  stoneFoundation('A.3.2.1.1', '3', 202, 0.485),
  stoneFoundation('A.3.2.1.2', '4', 163, 0.52),
  stoneFoundation('A.3.2.1.3', '5', 136, 0.544),
  job({
    code: 'A.3.2.1.8',
    category: 'PONDASI',
    name: 'Pasangan batu kosong (aanstamping)',
    unit: 'm³',
    description: '1 m³ pasangan batu kosong di bawah pondasi, rongga diisi pasir urug.',
    coefficients: { pekerja: 0.78, tukang: 0.39, kepala: 0.039, mandor: 0.039 },
    materials: [
      { material: 'M.12', quantity_per_unit: 1.2 },
      { material: 'M.10', quantity_per_unit: 0.432 },
    ],
    source: 'SNI 2836:2008 (pasangan batu kosong)',
  }),
  concrete('A.3.3.1.1', 'K-100', '7,4', 247, 869, 999, 'PONDASI'),

  // Beton
  concrete('A.4.1.1.5', 'K-175', '14,5', 326, 760, 1_029),
  concrete('A.4.1.1.6', 'K-200', '16,9', 352, 731, 1_031),
  concrete('A.4.1.1.7', 'K-225', '19,3', 371, 698, 1_047),
  concrete('A.4.1.1.8', 'K-250', '21,7', 384, 692, 1_039),
  concrete('A.4.1.1.9', 'K-300', '24,9', 413, 681, 1_021),
  job({
    code: 'A.4.1.1.17',
    category: 'BETON',
    name: 'Pembesian dengan besi polos atau ulir',
    unit: 'kg',
    description: 'Memotong, membengkok dan memasang 1 kg besi beton, termasuk kawat pengikat dan susut 5%.',
    coefficients: { pekerja: 0.007, tukang: 0.007, kepala: 0.0007, mandor: 0.0004, tukangCode: 'L.04' },
    materials: [
      { material: 'M.13', quantity_per_unit: 1.05 },
      { material: 'M.14', quantity_per_unit: 0.015 },
    ],
    source: 'SNI 7394:2008 (pembesian 10 kg: besi 10,5 kg, kawat 0,15 kg; dibagi 10)',
  }),
  formwork('A.4.1.1.20', 'pondasi', 0.04, 0.3, 0.1),
  formwork('A.4.1.1.21', 'sloof', 0.045, 0.3, 0.1),
  formwork('A.4.1.1.22', 'kolom', 0.04, 0.4, 0.2, { balok: 0.015, dolken: 2 }),
  formwork('A.4.1.1.23', 'balok', 0.04, 0.4, 0.2, { balok: 0.018, dolken: 2 }),
  formwork('A.4.1.1.24', 'plat lantai', 0.04, 0.4, 0.2, { balok: 0.015, dolken: 6 }),

  // Pasangan
  job({
    code: 'A.4.4.1.9',
    category: 'PASANGAN',
    name: 'Pasangan dinding 1/2 batu campuran 1PC:4PP (bata merah, batako atau bata ringan)',
    unit: 'm²',
    description:
      'Dinding tebal 1/2 batu; pilih jenis bata: bata merah 70 bh/m², batako 12,5 bh/m² atau bata ringan 8,75 bh/m² dengan perekat.',
    coefficients: BRICK_WALL_LABOUR,
    labor: brickVariantLabor(),
    materials: [
      { material: 'M.06', quantity_per_unit: 70, brick_type: 'bata_merah' },
      { material: 'M.01', quantity_per_unit: 11.5, brick_type: 'bata_merah' },
      { material: 'M.02', quantity_per_unit: 0.043, brick_type: 'bata_merah' },
      // batako 40 × 20 cm: 1 / 0,08 m² = 12,5 bh; spesi 1:4 siar 1 cm ≈ 0,014 m³ (perkiraan)
      { material: 'M.07', quantity_per_unit: 12.5, brick_type: 'batako' },
      { material: 'M.01', quantity_per_unit: 4.5, brick_type: 'batako' },
      { material: 'M.02', quantity_per_unit: 0.016, brick_type: 'batako' },
      // bata ringan 60 × 20 cm: 8,33 bh/m² + 5% susut; perekat ≈ 10 m² per sak 40 kg (DOMAIN.md)
      { material: 'M.08', quantity_per_unit: 8.75, brick_type: 'bata_ringan' },
      { material: 'M.09', quantity_per_unit: 4, brick_type: 'bata_ringan' },
    ],
    source:
      'SNI 6897:2008 (bata merah 1/2 batu 1:4: bata 70 bh, PC 11,5 kg, PP 0,043 m³); batako dan bata ringan dihitung dari ukuran unit (DOMAIN.md); upah batako dan bata ringan seperti A.4.4.1.20 dan A.4.4.1.30',
  }),
  brickWall('A.4.4.1.7', '2', 18.95, 0.038),
  brickWall('A.4.4.1.8', '3', 14.37, 0.04),
  brickWall('A.4.4.1.10', '5', 9.68, 0.045),
  brickWall('A.4.4.1.11', '6', 8.32, 0.049),
  job({
    code: 'A.4.4.1.30',
    category: 'PASANGAN',
    name: 'Pasangan dinding bata ringan tebal 10 cm dengan perekat',
    unit: 'm²',
    description: '1 m² dinding bata ringan (hebel) 60 × 20 × 10 cm dengan mortar perekat thin bed.',
    coefficients: BLOCK_WALL_LABOUR,
    materials: [
      { material: 'M.08', quantity_per_unit: 8.75 },
      { material: 'M.09', quantity_per_unit: 4 },
    ],
    source:
      'AHSP Cipta Karya (pasangan bata ringan); unit 8,33 bh/m² + 5%, perekat 10 m²/40 kg (DOMAIN.md; perkiraan)',
  }),
  job({
    code: 'A.4.4.1.20',
    category: 'PASANGAN',
    name: 'Pasangan dinding batako 10 × 20 × 40 cm campuran 1PC:4PP',
    unit: 'm²',
    description: '1 m² dinding batako press tebal 10 cm dengan spesi 1 semen : 4 pasir.',
    coefficients: BLOCK_WALL_LABOUR,
    materials: [
      { material: 'M.07', quantity_per_unit: 12.5 },
      { material: 'M.01', quantity_per_unit: 4.5 },
      { material: 'M.02', quantity_per_unit: 0.016 },
    ],
    source: 'AHSP Cipta Karya (pasangan batako); 12,5 bh/m² dari ukuran unit, spesi perkiraan (verify)',
  }),

  // Plesteran & acian
  plaster('A.4.4.2.1', '2', 10.224, 0.02),
  plaster('A.4.4.2.2', '3', 7.776, 0.023),
  plaster('A.4.4.2.3', '4', 6.24, 0.024),
  plaster('A.4.4.2.4', '5', 5.184, 0.026),
  job({
    code: 'A.4.4.2.27',
    category: 'PLESTERAN',
    name: 'Acian semen',
    unit: 'm²',
    description: '1 m² acian dinding dengan pasta semen di atas plesteran.',
    coefficients: { pekerja: 0.2, tukang: 0.1, kepala: 0.01, mandor: 0.01 },
    materials: [{ material: 'M.01', quantity_per_unit: 3.25 }],
    source: 'SNI 2837:2008 (acian)',
  }),
  job({
    code: 'A.4.4.2.28',
    category: 'PLESTERAN',
    name: 'Benangan / sudut plesteran 1PC:2PP',
    unit: "m'",
    description: "1 m' benangan (sudut tegak lurus) plesteran dinding.",
    coefficients: { pekerja: 0.12, tukang: 0.06, kepala: 0.006, mandor: 0.006 },
    materials: [
      { material: 'M.01', quantity_per_unit: 1.2 },
      { material: 'M.02', quantity_per_unit: 0.002 },
    ],
    source: 'SNI 2837:2008 (benangan; perkiraan, verify)',
  }),

  // Lantai & keramik
  job({
    code: 'A.4.4.3.35',
    category: 'LANTAI',
    name: 'Pasangan lantai keramik 40 × 40 cm',
    unit: 'm²',
    description: '1 m² lantai keramik 40 × 40 cm dengan spesi 1:4 dan nat semen warna.',
    coefficients: { pekerja: 0.7, tukang: 0.35, kepala: 0.035, mandor: 0.035 },
    materials: [
      { material: 'M.21', quantity_per_unit: 6.63 },
      { material: 'M.01', quantity_per_unit: 10 },
      { material: 'M.02', quantity_per_unit: 0.045 },
      { material: 'M.25', quantity_per_unit: 1.62 },
    ],
    source: 'SNI 7395:2008 (lantai keramik 40 × 40 cm)',
  }),
  job({
    code: 'A.4.4.3.34',
    category: 'LANTAI',
    name: 'Pasangan lantai keramik 30 × 30 cm',
    unit: 'm²',
    description: '1 m² lantai keramik 30 × 30 cm dengan spesi 1:4 dan nat semen warna.',
    coefficients: { pekerja: 0.7, tukang: 0.35, kepala: 0.035, mandor: 0.035 },
    materials: [
      { material: 'M.22', quantity_per_unit: 11.67 },
      { material: 'M.01', quantity_per_unit: 10 },
      { material: 'M.02', quantity_per_unit: 0.045 },
      { material: 'M.25', quantity_per_unit: 1.5 },
    ],
    source: 'SNI 7395:2008 (lantai keramik 30 × 30 cm; 11,11 bh/m² + 5%)',
  }),
  job({
    code: 'A.4.4.3.40',
    category: 'LANTAI',
    name: 'Pasangan lantai granit tile 60 × 60 cm',
    unit: 'm²',
    description: '1 m² lantai granit 60 × 60 cm dengan spesi 1:4 dan nat semen warna.',
    coefficients: { pekerja: 0.75, tukang: 0.375, kepala: 0.0375, mandor: 0.0375 },
    materials: [
      { material: 'M.23', quantity_per_unit: 2.92 },
      { material: 'M.01', quantity_per_unit: 10 },
      { material: 'M.02', quantity_per_unit: 0.045 },
      { material: 'M.25', quantity_per_unit: 1 },
    ],
    source: 'AHSP Cipta Karya (granit 60 × 60); 2,78 bh/m² + 5% (perkiraan, verify)',
  }),
  job({
    code: 'A.4.4.3.45',
    category: 'LANTAI',
    name: 'Pasangan keramik dinding 20 × 25 cm',
    unit: 'm²',
    description: '1 m² keramik dinding 20 × 25 cm (kamar mandi/dapur) dengan spesi 1:2.',
    coefficients: { pekerja: 0.9, tukang: 0.45, kepala: 0.045, mandor: 0.045 },
    materials: [
      { material: 'M.24', quantity_per_unit: 21 },
      { material: 'M.01', quantity_per_unit: 9.3 },
      { material: 'M.02', quantity_per_unit: 0.018 },
      { material: 'M.25', quantity_per_unit: 1.94 },
    ],
    source: 'SNI 7395:2008 (keramik dinding 20 × 25 cm; 20 bh/m² + 5%)',
  }),
  job({
    code: 'A.4.4.3.50',
    category: 'LANTAI',
    name: 'Pasangan plint keramik 10 × 40 cm',
    unit: "m'",
    description: "1 m' plint keramik 10 × 40 cm di kaki dinding.",
    coefficients: { pekerja: 0.09, tukang: 0.09, kepala: 0.009, mandor: 0.0045 },
    materials: [
      { material: 'M.45', quantity_per_unit: 2.63 },
      { material: 'M.01', quantity_per_unit: 0.7 },
      { material: 'M.02', quantity_per_unit: 0.003 },
      { material: 'M.25', quantity_per_unit: 0.06 },
    ],
    source: 'SNI 7395:2008 (plint keramik 10 × 20 cm, disesuaikan ke 10 × 40 cm; perkiraan)',
  }),

  // Pengecatan
  job({
    code: 'A.4.7.1.10',
    category: 'PENGECATAN',
    name: 'Pengecatan tembok baru (1 lapis plamir, 1 lapis cat dasar, 2 lapis cat penutup)',
    unit: 'm²',
    description: '1 m² pengecatan bidang tembok baru.',
    coefficients: { pekerja: 0.02, tukang: 0.063, kepala: 0.0063, mandor: 0.0025, tukangCode: 'L.05' },
    materials: [
      { material: 'M.29', quantity_per_unit: 0.1 },
      { material: 'M.26', quantity_per_unit: 0.1 },
      { material: 'M.27', quantity_per_unit: 0.1 },
      { material: 'M.28', quantity_per_unit: 0.26 },
    ],
    source: 'AHSP SE DJBK 73/SE/Dk/2023 Lamp. IV A.4.7.1.10 (pengecatan tembok baru)',
  }),
  job({
    code: 'A.4.7.1.11',
    category: 'PENGECATAN',
    name: 'Pengecatan ulang tembok lama (2 lapis cat penutup)',
    unit: 'm²',
    description: '1 m² pengecatan ulang tembok lama: dibersihkan, diamplas, 2 lapis cat penutup.',
    coefficients: { pekerja: 0.02, tukang: 0.042, kepala: 0.0042, mandor: 0.0025, tukangCode: 'L.05' },
    materials: [
      { material: 'M.29', quantity_per_unit: 0.1 },
      { material: 'M.28', quantity_per_unit: 0.26 },
    ],
    source: 'AHSP Cipta Karya (pengecatan tembok lama; perkiraan, verify)',
  }),
  job({
    code: 'A.4.7.1.4',
    category: 'PENGECATAN',
    name: 'Pengecatan kayu baru (1 lapis meni, dempul, 2 lapis cat)',
    unit: 'm²',
    description: '1 m² pengecatan bidang kayu baru: meni, dempul, amplas, 2 lapis cat kayu.',
    coefficients: { pekerja: 0.07, tukang: 0.009, kepala: 0.0009, mandor: 0.0025, tukangCode: 'L.05' },
    materials: [
      { material: 'M.29', quantity_per_unit: 0.2 },
      { material: 'M.31', quantity_per_unit: 0.2 },
      { material: 'M.32', quantity_per_unit: 0.15 },
      { material: 'M.30', quantity_per_unit: 0.17 },
    ],
    source: 'AHSP SE DJBK 73/SE/Dk/2023 Lamp. IV A.4.7.1 (pengecatan kayu baru; verify)',
  }),

  // Atap
  job({
    code: 'A.4.5.2.1',
    category: 'ATAP',
    name: 'Rangka atap baja ringan (kuda-kuda + reng)',
    unit: 'm²',
    description:
      '1 m² rangka atap baja ringan luas bidang atap: kuda-kuda kanal C 75 dan reng 30, dengan sekrup.',
    coefficients: { pekerja: 0.1, tukang: 0.1, kepala: 0.01, mandor: 0.005 },
    materials: [
      { material: 'M.36', quantity_per_unit: 3.3 },
      { material: 'M.37', quantity_per_unit: 3.2 },
      { material: 'M.38', quantity_per_unit: 20 },
    ],
    source:
      'AHSP Cipta Karya (rangka atap baja ringan); kebutuhan profil per m² dari praktik aplikator (perkiraan, verify)',
  }),
  job({
    code: 'A.4.5.1.1',
    category: 'ATAP',
    name: 'Penutup atap genteng tanah liat (plentong/kodok)',
    unit: 'm²',
    description: '1 m² atap genteng tanah liat pada reng.',
    coefficients: { pekerja: 0.15, tukang: 0.075, kepala: 0.0075, mandor: 0.0075, tukangCode: 'L.03' },
    materials: [{ material: 'M.33', quantity_per_unit: 25 }],
    source: 'AHSP Cipta Karya (atap genteng palentong, 25 bh/m²; verify)',
  }),
  job({
    code: 'A.4.5.1.3',
    category: 'ATAP',
    name: 'Penutup atap genteng beton',
    unit: 'm²',
    description: '1 m² atap genteng beton pada reng.',
    coefficients: { pekerja: 0.15, tukang: 0.075, kepala: 0.0075, mandor: 0.0075, tukangCode: 'L.03' },
    materials: [{ material: 'M.34', quantity_per_unit: 11 }],
    source: 'AHSP (atap genteng beton, 11 bh/m²; verify)',
  }),
  job({
    code: 'A.4.5.1.9',
    category: 'ATAP',
    name: 'Pasangan bubungan genteng dengan spesi 1PC:3PP',
    unit: "m'",
    description: "1 m' bubungan genteng dipasang dengan spesi dan diplester.",
    coefficients: { pekerja: 0.3, tukang: 0.15, kepala: 0.015, mandor: 0.015 },
    materials: [
      { material: 'M.35', quantity_per_unit: 4 },
      { material: 'M.01', quantity_per_unit: 6 },
      { material: 'M.02', quantity_per_unit: 0.02 },
    ],
    source: "AHSP (bubungan genteng, 4 bh/m'; spesi perkiraan, verify)",
  }),

  // Plafon
  job({
    code: 'A.4.5.3.1',
    category: 'PLAFON',
    name: 'Plafon gypsum 9 mm rangka hollow galvanis',
    unit: 'm²',
    description:
      '1 m² plafon papan gypsum 9 mm pada rangka hollow 40 × 40 dan 20 × 40, termasuk compound sambungan.',
    coefficients: { pekerja: 0.1, tukang: 0.15, kepala: 0.015, mandor: 0.005, tukangCode: 'L.03' },
    materials: [
      { material: 'M.39', quantity_per_unit: 0.364 },
      { material: 'M.40', quantity_per_unit: 1.5 },
      { material: 'M.41', quantity_per_unit: 2 },
      { material: 'M.42', quantity_per_unit: 25 },
      { material: 'M.43', quantity_per_unit: 0.2 },
    ],
    source:
      'SNI 2839:2008 / AHSP Cipta Karya (langit-langit gypsum); 1 / 2,88 m² per lembar + 5% (perkiraan, verify)',
  }),
  job({
    code: 'A.4.5.3.5',
    category: 'PLAFON',
    name: 'Plafon GRC 4 mm rangka hollow galvanis',
    unit: 'm²',
    description: '1 m² plafon papan GRC 4 mm pada rangka hollow galvanis.',
    coefficients: { pekerja: 0.1, tukang: 0.15, kepala: 0.015, mandor: 0.005, tukangCode: 'L.03' },
    materials: [
      { material: 'M.44', quantity_per_unit: 0.364 },
      { material: 'M.40', quantity_per_unit: 1.5 },
      { material: 'M.41', quantity_per_unit: 2 },
      { material: 'M.42', quantity_per_unit: 25 },
    ],
    source: 'AHSP Cipta Karya (plafon GRC; perkiraan, verify)',
  }),
];

export const defaultCatalogue: SeedCatalogue = {
  categories: [...categories, ...houseCategories],
  materials: [...materials, ...houseMaterials],
  laborRates: [...laborRates, ...houseLaborRates],
  equipment: houseEquipment,
  jobTypes: [...jobTypes, ...houseJobTypes],
};
