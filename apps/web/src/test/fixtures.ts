import { calculateJob, type CalculationResult, type JobTypeDetails, type User } from '@kalkulator/core';

// A small brick wall job type, as GET /api/job-types/{id}/details answers it.
const brickWall: JobTypeDetails = {
  id: 7,
  code: 'A.4.4.1.9',
  category_id: 5,
  category_name: 'Pekerjaan Pasangan Dinding',
  name: 'Pasangan dinding 1/2 batu',
  unit: 'm²',
  description: null,
  default_productivity: 10,
  default_worker_ratio: '1:3',
  has_brick_variants: true,
  labor: [
    {
      id: 1,
      labor_rate_id: 1,
      code: 'L.01',
      role: 'pekerja',
      name: 'Pekerja',
      daily_rate: 100_000,
      coefficient: 0.3,
    },
    {
      id: 2,
      labor_rate_id: 2,
      code: 'L.02',
      role: 'tukang',
      name: 'Tukang batu',
      daily_rate: 145_000,
      coefficient: 0.1,
    },
  ],
  materials: [
    {
      id: 1,
      material_id: 1,
      code: 'M.06',
      name: 'Bata merah',
      unit: 'bh',
      price: 700,
      description: null,
      quantity_per_unit: 70,
      brick_type: 'bata_merah',
    },
    {
      id: 2,
      material_id: 2,
      code: 'M.08',
      name: 'Bata ringan',
      unit: 'bh',
      price: 11_000,
      description: null,
      quantity_per_unit: 8.75,
      brick_type: 'bata_ringan',
    },
    {
      id: 3,
      material_id: 3,
      code: 'M.01',
      name: 'Semen',
      unit: 'kg',
      price: 1_300,
      description: null,
      quantity_per_unit: 11.5,
      brick_type: null,
    },
  ],
};

function localResult(id: string, rabTotal: number): CalculationResult {
  const result = calculateJob(brickWall, {
    volume: 10,
    productivity: 10,
    worker_ratio: '1:3',
    profit_percentage: 20,
  });
  return { ...result, id, is_local: true, summary: { ...result.summary, rab_total: rabTotal } };
}

/** A logged-in account, as GET /api/auth/verify answers it. */
function user(overrides: Partial<User> = {}): User {
  return {
    id: 9,
    username: 'sari',
    email: 'sari@contoh.com',
    full_name: 'Sari Wulandari',
    role: 'user',
    created_at: '2026-11-01T08:00:00.000Z',
    updated_at: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}

/** A shared price book as GET /api/price-books lists it; `overrides` on top. */
function priceBook<T extends object>(overrides: T = {} as T) {
  return {
    id: 7,
    name: 'SSH Sleman 2026',
    region: 'Kab. Sleman',
    year: 2026,
    source: null as string | null,
    valid_until: null as string | null,
    private: false,
    owner_id: null as number | null,
    price_count: 12,
    ...overrides,
  };
}

export const fixtures = { brickWall, localResult, priceBook, user };
