import type { JobTypeDetails, JobTypeLabor, JobTypeMaterial } from '@kalkulator/core';

// The catalogue's walls as the seed makes them (apps/api/src/db/seed/catalogue.ts): the wall of any brick A.4.4.1.9,
// its labour per brick since migration 014, and the batako wall's own job type A.4.4.1.20.

const rate = (
  code: string,
  role: JobTypeLabor['role'],
  name: string,
  daily_rate: number,
): Omit<JobTypeLabor, 'coefficient'> => ({
  id: Number(code.slice(2)),
  labor_rate_id: Number(code.slice(2)),
  code,
  role,
  name,
  daily_rate,
});

const PEKERJA = rate('L.01', 'pekerja', 'Pekerja', 100_000);
const TUKANG = rate('L.02', 'tukang', 'Tukang batu', 145_000);
const KEPALA = rate('L.06', 'kepala_tukang', 'Kepala tukang', 175_000);
const MANDOR = rate('L.07', 'mandor', 'Mandor', 200_000);

const material = (
  id: number,
  name: string,
  unit: string,
  price: number,
  quantity_per_unit: number,
  brick_type: JobTypeMaterial['brick_type'],
): JobTypeMaterial => ({
  id,
  material_id: id,
  code: `M.0${id}`,
  name,
  unit,
  price,
  description: null,
  quantity_per_unit,
  brick_type,
});

/** A.4.4.1.9, id 27 on a fresh install: bata merah's crew 1:3 (pekerja 0,3 OH), batako's and bata ringan's 0,2. */
export const anyBrickWall: JobTypeDetails = {
  id: 27,
  code: 'A.4.4.1.9',
  category_id: 6,
  category_name: 'PASANGAN',
  name: 'Pasangan dinding 1/2 batu campuran 1PC:4PP (bata merah, batako atau bata ringan)',
  unit: 'm²',
  description: null,
  default_productivity: 10,
  default_worker_ratio: '1:3',
  has_brick_variants: true,
  labor: [
    { ...PEKERJA, coefficient: 0.3, brick_type: 'bata_merah' },
    { ...TUKANG, coefficient: 0.1, brick_type: null },
    { ...KEPALA, coefficient: 0.01, brick_type: null },
    { ...MANDOR, coefficient: 0.015, brick_type: 'bata_merah' },
    { ...PEKERJA, coefficient: 0.2, brick_type: 'batako' },
    { ...MANDOR, coefficient: 0.01, brick_type: 'batako' },
    { ...PEKERJA, coefficient: 0.2, brick_type: 'bata_ringan' },
    { ...MANDOR, coefficient: 0.01, brick_type: 'bata_ringan' },
  ],
  materials: [
    material(6, 'Bata merah', 'bh', 700, 70, 'bata_merah'),
    material(1, 'Semen', 'kg', 1_300, 11.5, 'bata_merah'),
    material(2, 'Pasir pasang', 'm³', 200_000, 0.043, 'bata_merah'),
    material(7, 'Batako', 'bh', 3_500, 12.5, 'batako'),
    material(1, 'Semen', 'kg', 1_300, 4.5, 'batako'),
    material(2, 'Pasir pasang', 'm³', 200_000, 0.016, 'batako'),
    material(8, 'Bata ringan', 'bh', 11_000, 8.75, 'bata_ringan'),
    material(9, 'Perekat bata ringan', 'kg', 2_500, 4, 'bata_ringan'),
  ],
};

/** A.4.4.1.20, id 33 on a fresh install: the batako wall's own job type, its crew 1:2. */
export const batakoWall: JobTypeDetails = {
  ...anyBrickWall,
  id: 33,
  code: 'A.4.4.1.20',
  name: 'Pasangan dinding batako 10 × 20 × 40 cm campuran 1PC:4PP',
  default_worker_ratio: '1:2',
  has_brick_variants: false,
  labor: [
    { ...PEKERJA, coefficient: 0.2, brick_type: null },
    { ...TUKANG, coefficient: 0.1, brick_type: null },
    { ...KEPALA, coefficient: 0.01, brick_type: null },
    { ...MANDOR, coefficient: 0.01, brick_type: null },
  ],
  materials: anyBrickWall.materials
    .filter((line) => line.brick_type === 'batako')
    .map((line) => ({ ...line, brick_type: null })),
};
