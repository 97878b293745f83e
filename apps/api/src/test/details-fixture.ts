import type { JobTypeDetails } from '@kalkulator/core';

const details: JobTypeDetails = {
  id: 1,
  code: 'A.2.3.1.1',
  category_id: 1,
  category_name: 'Pekerjaan Tanah',
  name: 'Galian tanah biasa sedalam 1 m',
  unit: 'm³',
  description: null,
  default_productivity: 1.33,
  default_worker_ratio: '0:1',
  has_brick_variants: false,
  labor: [],
  materials: [],
};

export const fixtures = { details };
