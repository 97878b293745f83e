import { computeUnitPrice } from '../ahsp/unit-price';
import type { JobTypeDetails } from '../calculation/types';
import type { ProjectDocumentHeader, ProjectDocumentInput } from './documents';
import { analysisKey, projectAnalyses } from './analyses';
import { projectResources } from './resources';
import { scheduleProject } from './schedule';
import { priceProject, type ProjectDivisionInput } from './totals';

// Test and bench data: a project small enough to work by hand, and one of any size for the exports' timing.

const labor = (
  id: number,
  code: string,
  role: 'pekerja' | 'tukang' | 'mandor',
  name: string,
  rate: number,
  coefficient: number,
) => ({
  id,
  labor_rate_id: id,
  code,
  role,
  name,
  daily_rate: rate,
  coefficient,
});

const material = (id: number, code: string, name: string, unit: string, price: number, quantity: number) => ({
  id,
  material_id: id,
  code,
  name,
  unit,
  price,
  quantity_per_unit: quantity,
  brick_type: null,
  description: null,
  category: null,
});

/** Two job types: a concrete-like item (2 units a day) and a wall-like item (1 unit a day). */
export const FIXTURE_JOB_TYPES: JobTypeDetails[] = [
  {
    id: 1,
    code: 'A.4.1.1.4',
    category_id: 1,
    category_name: 'Beton',
    name: 'Beton mutu K-225',
    unit: 'm³',
    description: null,
    default_productivity: 2,
    default_worker_ratio: '1:6',
    has_brick_variants: false,
    labor: [
      labor(1, 'L.01', 'pekerja', 'Pekerja', 100_000, 0.3),
      labor(2, 'L.02', 'tukang', 'Tukang batu', 130_000, 0.1),
    ],
    materials: [
      material(1, 'M.01', 'Semen Portland (PC)', 'kg', 1_500, 7.5),
      material(2, 'M.02', 'Pasir beton', 'm³', 300_000, 0.05),
      material(4, 'M.04', 'Kerikil', 'm³', 307_500, 0.1),
    ],
    equipment: [],
  },
  {
    id: 2,
    code: 'A.4.4.1.9',
    category_id: 2,
    category_name: 'Dinding',
    name: 'Pasangan bata merah',
    unit: 'm²',
    description: null,
    default_productivity: 1,
    default_worker_ratio: '1:1',
    has_brick_variants: false,
    labor: [
      labor(1, 'L.01', 'pekerja', 'Pekerja', 100_000, 1),
      labor(2, 'L.02', 'tukang', 'Tukang batu', 130_000, 1),
    ],
    materials: [
      material(3, 'M.03', 'Bata merah', 'bh', 3_000, 70),
      material(1, 'M.01', 'Semen Portland (PC)', 'kg', 1_500, 11.5),
      material(5, 'M.05', 'Pasir pasang', 'm³', 355_000, 0.05),
    ],
    equipment: [
      {
        id: 1,
        equipment_id: 1,
        code: 'E.01',
        name: 'Molen',
        unit: 'hari',
        price: 250_000,
        quantity_per_unit: 0.1,
        description: null,
      },
    ],
  },
] as JobTypeDetails[];

export const FIXTURE_HEADER: ProjectDocumentHeader = {
  name: 'Rumah Tinggal Tipe 45',
  location: 'Jl. Timor Raya, Kupang',
  owner: 'Bapak Yohanes',
  contractor: 'CV Karya Bangun',
  fiscal_year: 2026,
  start_date: '2026-12-07',
  overhead_percentage: 0,
  ppn_percentage: 11,
  rounding: '1000',
};

/**
 * Worked by hand (overhead 0 %): A.1 Mobilisasi Rp 3.000.000 (7 days, free line), A.2 10 m³ at F 100.000 = Rp
 * 1.000.000 (2 m³ a day: 5 days, after A.1), B.1 6 m² at F 500.000 = Rp 3.000.000 (1 m² a day, 2 groups: 3 days,
 * typed start day 2), B.2 Rp 3.000.000 (typed 10 days, after B.1). Jumlah Rp 10.000.000, bobot 30/10/30/30 %,
 * weekly 66 / 31 / 3 %, cumulative 66 / 97 / 100 %.
 */
export const FIXTURE_DIVISIONS: ProjectDivisionInput[] = [
  {
    code: 'A',
    name: 'PEKERJAAN PERSIAPAN',
    items: [
      {
        id: 'a1',
        job_type_id: null,
        description: 'Mobilisasi dan demobilisasi',
        unit: 'ls',
        volume: 1,
        free_price: 3_000_000,
        price_source: 'free',
      },
      {
        id: 'a2',
        job_type_id: 1,
        description: 'Beton mutu K-225',
        unit: 'm³',
        volume: 10,
        parts: { A: 43_000, B: 57_000, C: 0 },
        price_source: 'ahsp',
      },
    ],
  },
  {
    code: 'B',
    name: 'PEKERJAAN DINDING',
    items: [
      {
        id: 'b1',
        job_type_id: 2,
        description: 'Pasangan bata merah',
        unit: 'm²',
        volume: 6,
        parts: { A: 230_000, B: 245_000, C: 25_000 },
        price_source: 'ahsp',
        schedule: { start: 2, crews: 2 },
      },
      {
        id: 'b2',
        job_type_id: null,
        description: 'Pekerjaan lain-lain',
        unit: 'ls',
        volume: 1,
        free_price: 3_000_000,
        price_source: 'free',
        schedule: { days: 10 },
      },
    ],
  },
];

/**
 * Six divisions of one free line each, Jumlah Rp 100.000.000: exact bobot 5,2857 / 2,2849 / 11,2071 / 30,4980 /
 * 32,7253 / 17,9990 %, which rounded one by one print 5,29 + 2,28 + 11,21 + 30,50 + 32,73 + 18,00 = 100,01; by
 * the largest remainder 32,7253 prints 32,72 and the column adds up to 100,00.
 */
export const WEIGHT_DIVISIONS: ProjectDivisionInput[] = [
  ['A', 'PEKERJAAN PERSIAPAN', 5_285_700],
  ['B', 'PEKERJAAN TANAH', 2_284_900],
  ['C', 'PEKERJAAN PONDASI', 11_207_100],
  ['D', 'PEKERJAAN BETON', 30_498_000],
  ['E', 'PEKERJAAN DINDING', 32_725_300],
  ['F', 'PEKERJAAN ATAP', 17_999_000],
].map(([code, name, price]) => ({
  code: String(code),
  name: String(name),
  items: [
    {
      id: `w${String(code)}`,
      job_type_id: null,
      description: `Borongan ${String(name).toLowerCase()}`,
      unit: 'ls',
      volume: 1,
      free_price: Number(price),
      price_source: 'free' as const,
    },
  ],
}));

/**
 * WEIGHT_DIVISIONS with each line over 10 to 15 days, every line starting 5 days after the one before: the lines
 * overlap and most span three weeks, so a week's exact share (bobot × days ÷ duration) rounds otherwise than the
 * printed bobot spread in whole hundredths: line E's 32,72 over 1 + 7 + 6 days prints 2,34 + 16,36 + 14,02, its
 * exact 32,7253 × 6 ÷ 14 would show 14,03 (and its bobot 32,73).
 */
export const SPREAD_DIVISIONS: ProjectDivisionInput[] = WEIGHT_DIVISIONS.map((division, index) => ({
  ...division,
  items: division.items.map((item) => ({ ...item, schedule: { start: index * 5, days: 10 + index } })),
}));

/**
 * Figures with more decimals than a fixed format shows: K-225 of 0,15 × 0,15 × 5 = 0,1125 m³ at F Rp 1.300.507 =
 * Rp 146.307 (0,113 m³ would print Rp 146.957), and an analysis with coefficients 0,01375 OH × Rp 145.000 = Rp
 * 1.994 and 0,00415 OH × Rp 200.000 = Rp 830 (0,0138 and 0,0042 would not multiply out).
 */
export const DECIMAL_JOB_TYPES: JobTypeDetails[] = [
  {
    ...FIXTURE_JOB_TYPES[0]!,
    id: 11,
    code: 'A.4.1.1.7',
    labor: [labor(2, 'L.02', 'tukang', 'Tukang batu', 300_507, 1)],
    materials: [material(1, 'M.01', 'Semen Portland (PC)', 'kg', 1_000_000, 1)],
  },
  {
    ...FIXTURE_JOB_TYPES[1]!,
    id: 12,
    code: 'A.3.3.1.2',
    name: 'Pemasangan bekisting',
    labor: [
      labor(1, 'L.01', 'pekerja', 'Pekerja', 145_000, 0.01375),
      labor(4, 'L.04', 'mandor', 'Mandor', 200_000, 0.00415),
    ],
    materials: [],
    equipment: [],
  },
] as JobTypeDetails[];

export const DECIMAL_DIVISIONS: ProjectDivisionInput[] = [
  {
    code: 'A',
    name: 'PEKERJAAN BETON',
    items: [
      {
        id: 'd1',
        job_type_id: 11,
        description: 'Beton mutu K-225',
        unit: 'm³',
        volume: 0.1125,
        volume_text: '0,15 × 0,15 × 5',
        parts: { A: 300_507, B: 1_000_000, C: 0 },
        price_source: 'ahsp',
      },
      {
        id: 'd2',
        job_type_id: 12,
        description: 'Pemasangan bekisting',
        unit: 'm²',
        volume: 12,
        parts: { A: 2_824, B: 0, C: 0 },
        price_source: 'ahsp',
      },
    ],
  },
];

/** The document input of a project: priced, analysed with its overhead, scheduled and totalled for purchasing. */
export function documentInput(
  divisions: ProjectDivisionInput[],
  header: ProjectDocumentHeader = FIXTURE_HEADER,
  jobTypes: JobTypeDetails[] = FIXTURE_JOB_TYPES,
): ProjectDocumentInput {
  const priced = priceProject(divisions, header);
  const details = (id: number) => jobTypes.find((jobType) => jobType.id === id);
  const analyses = projectAnalyses(priced, details, header.overhead_percentage);
  const productivity = (id: number) => jobTypes.find((jobType) => jobType.id === id)?.default_productivity;
  return {
    project: header,
    priced,
    analyses,
    schedule: scheduleProject(priced, productivity),
    resources: projectResources(priced, (id, brick) => analyses.get(analysisKey(id, brick))),
    date: '2026-11-25',
  };
}

/** A project of `count` lines over ten divisions, every line priced from the fixture's analyses. */
export function largeProject(count: number): ProjectDivisionInput[] {
  const perDivision = Math.ceil(count / 10);
  return Array.from({ length: 10 }, (_, d) => ({
    code: String.fromCharCode(65 + d),
    name: `PEKERJAAN BAGIAN ${d + 1}`,
    items: Array.from({ length: Math.max(0, Math.min(perDivision, count - d * perDivision)) }, (_, i) => {
      const jobType = FIXTURE_JOB_TYPES[(d + i) % 2]!;
      const price = computeUnitPrice(jobType, { overheadPercentage: 0 });
      return {
        id: `i${d}_${i}`,
        job_type_id: jobType.id,
        description: `${jobType.name} lantai ${i + 1}`,
        unit: jobType.unit,
        volume: ((i % 9) + 1) * 1.5,
        parts: { A: price.A, B: price.B, C: price.C },
        price_source: 'ahsp' as const,
      };
    }),
  }));
}
