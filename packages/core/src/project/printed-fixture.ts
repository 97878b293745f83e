import type { JobTypeDetails } from '../calculation/types';
import { FIXTURE_JOB_TYPES } from './document-fixture';
import type { ProjectDivisionInput } from './totals';

// Test data whose exact figures print otherwise than they multiply out: needs with more than the 4 decimals a
// document prints, and lines whose bobot apportioned over 100,00 on their own miss their division's.

/**
 * Bekisting balok, 300 m²: 0,0588027 OH of mandor, 0,0045015 m³ of kayu kelas II and 0,0015062 days of the mixer
 * per m², whose needs 17,64081 OH, 1,35045 m³ and 0,45186 days print 17,6408, 1,3505 and 0,4519: priced from the
 * printed need Rp 3.528.160, Rp 8.778.250 and Rp 158.165 (from the exact Σ Rp 3.528.162, Rp 8.777.925, Rp 158.151).
 */
export const PRINTED_NEED_JOB_TYPES: JobTypeDetails[] = [
  {
    ...FIXTURE_JOB_TYPES[1]!,
    id: 21,
    code: 'A.4.1.1.21',
    name: 'Bekisting balok',
    labor: [
      {
        id: 4,
        labor_rate_id: 4,
        code: 'L.07',
        role: 'mandor',
        name: 'Mandor',
        daily_rate: 200_000,
        coefficient: 0.0588027,
      },
    ],
    materials: [
      {
        id: 16,
        material_id: 16,
        code: 'M.16',
        name: 'Kayu kelas II (balok)',
        unit: 'm³',
        price: 6_500_000,
        quantity_per_unit: 0.0045015,
        brick_type: null,
        description: null,
      },
    ],
    equipment: [
      {
        id: 1,
        equipment_id: 1,
        code: 'E.01',
        name: 'Sewa molen',
        unit: 'hari',
        price: 350_000,
        quantity_per_unit: 0.0015062,
        description: null,
      },
    ],
  },
] as JobTypeDetails[];

export const PRINTED_NEED_DIVISIONS: ProjectDivisionInput[] = [
  {
    code: 'A',
    name: 'PEKERJAAN BETON',
    items: [
      {
        id: 'n1',
        job_type_id: 21,
        description: 'Bekisting balok',
        unit: 'm²',
        volume: 300,
        parts: { A: 11_761, B: 29_260, C: 527 },
        price_source: 'ahsp',
      },
    ],
  },
];

const free = (id: string, price: number) => ({
  id,
  job_type_id: null,
  description: `Borongan ${id}`,
  unit: 'ls',
  volume: 1,
  free_price: price,
  price_source: 'free' as const,
});

/**
 * Jumlah Rp 11.901.000: division A (Rp 1.900.000, exact 15,9650 %) prints 15,97 in the Rekap, its lines' exact
 * 0,8403 + 12,6040 + 2,5208 apportioned over 100,00 with B's would print 0,84 + 12,60 + 2,52 = 15,96; B (84,0350 %)
 * prints 84,03, its lines 25,21 + 58,83 = 84,04. Shared out within their division: 0,84 + 12,61 + 2,52 and 25,21 +
 * 58,82.
 */
export const SPLIT_WEIGHT_DIVISIONS: ProjectDivisionInput[] = [
  {
    code: 'A',
    name: 'PEKERJAAN PERSIAPAN',
    items: [free('a1', 100_000), free('a2', 1_500_000), free('a3', 300_000)],
  },
  { code: 'B', name: 'PEKERJAAN STRUKTUR', items: [free('b1', 3_000_000), free('b2', 7_001_000)] },
];
