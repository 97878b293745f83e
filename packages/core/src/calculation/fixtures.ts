import type { JobTypeDetails, JobTypeLabor, JobTypeMaterial } from './types';

// Test fixture: 1 m² half-brick wall 1:4 (SNI 6897:2008 coefficients, sample 2026 prices).
const labor = (
  id: number,
  role: JobTypeLabor['role'],
  name: string,
  daily_rate: number,
  coefficient: number,
): JobTypeLabor => ({
  id,
  labor_rate_id: id,
  code: `L.${id}`,
  role,
  name,
  daily_rate,
  coefficient,
});

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
  code: `M.${id}`,
  name,
  unit,
  price,
  description: null,
  quantity_per_unit,
  brick_type,
});

export const brickWall: JobTypeDetails = {
  id: 7,
  code: 'A.4.4.1.9',
  category_id: 5,
  category_name: 'Pekerjaan Pasangan Dinding',
  name: 'Pasangan dinding bata 1/2 batu 1:4',
  unit: 'm²',
  description: null,
  default_productivity: 10,
  default_worker_ratio: '1:3',
  has_brick_variants: true,
  labor: [
    labor(1, 'tukang', 'Tukang Batu', 160_000, 0.1),
    labor(2, 'pekerja', 'Pekerja', 120_000, 0.3),
    labor(3, 'kepala_tukang', 'Kepala Tukang', 175_000, 0.01),
    labor(4, 'mandor', 'Mandor', 200_000, 0.015),
  ],
  materials: [
    material(11, 'Bata merah', 'bh', 700, 70, 'bata_merah'),
    material(12, 'Semen Portland', 'kg', 1_300, 11.5, 'bata_merah'),
    material(13, 'Pasir pasang', 'm³', 200_000, 0.043, 'bata_merah'),
    material(14, 'Bata ringan (hebel) 10 cm', 'bh', 11_000, 9, 'bata_ringan'),
    material(15, 'Mortar instan thin bed', 'kg', 3_000, 4, 'bata_ringan'),
    material(16, 'Air', 'ltr', 50, 2.3, null),
  ],
};

export const excavation: JobTypeDetails = {
  id: 2,
  code: 'A.2.2.1.1',
  category_id: 2,
  category_name: 'Pekerjaan Tanah',
  name: 'Galian tanah biasa sedalam s.d. 1 m',
  unit: 'm³',
  description: null,
  default_productivity: 1.33,
  default_worker_ratio: '0:1',
  has_brick_variants: false,
  labor: [labor(2, 'pekerja', 'Pekerja', 120_000, 0.75), labor(4, 'mandor', 'Mandor', 200_000, 0.025)],
  materials: [],
};
