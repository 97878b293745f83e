import { z } from 'zod';
import type {
  CalculationResult,
  JobCategory,
  JobType,
  JobTypeDetails,
  JobTypeMaterial,
} from '@kalkulator/core';
import { databaseIdSchema } from '@kalkulator/core';
import { errorMessages } from '../errors';

// Request schemas several modules share. Messages are Indonesian because they reach the user as 422 details.

// A page or limit typed in a query is read in plain decimal notation only, as ids are (core plainDigits): never hex or
// an exponent. Any other value is left for the schema to refuse.
const DECIMAL = /^\s*-?\d+(\.\d+)?\s*$/;
const readDecimal = (value: unknown) =>
  typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value;

/**
 * A row id: a JSON integer, or a text of decimal digits (a path or query parameter), that fits the database's
 * integer column. Anything else (a sign, hex, an exponent, a boolean, an array) is refused with `message`.
 */
export function databaseId(message: string) {
  return databaseIdSchema(message);
}

export const positiveId = databaseId(errorMessages.invalidId);

export const idParams = z.object({ id: positiveId });

/** The furthest page a list goes to: past any list this product holds, short of an offset the database refuses. */
export const MAX_PAGE = 1_000_000;

/** A query parameter given twice (`?limit=1&limit=2`) arrives as a list: said as such, not as "no number". */
const queryIssue = (label: string, message: string) => (issue: { input?: unknown }) =>
  Array.isArray(issue.input) ? `${label} muncul lebih dari sekali` : message;

const searchText = z
  .string({ error: queryIssue('Kata pencarian', 'Kata pencarian harus berupa teks') })
  .max(100, { error: 'Kata pencarian maksimal 100 karakter.' });

/** page, limit (1…maxLimit) and search of every paged list. */
export function pagingShape(maxLimit: number, defaultLimit: number) {
  return {
    page: z
      .preprocess(
        readDecimal,
        z
          .number({ error: queryIssue('Halaman', 'Halaman harus berupa angka') })
          // A page past it is refused as such ("92233720368547758" is a number, only too large), before .int() would.
          .max(MAX_PAGE, { error: 'Halaman maksimal 1.000.000', abort: true })
          .int({ error: 'Halaman harus bilangan bulat' })
          .min(1, { error: 'Halaman minimal 1' }),
      )
      .default(1),
    limit: z
      .preprocess(
        readDecimal,
        z
          .number({ error: queryIssue('Batas', 'Batas harus berupa angka') })
          .int({ error: 'Batas harus bilangan bulat' })
          .min(1, { error: 'Batas minimal 1' })
          .max(maxLimit, { error: `Batas maksimal ${maxLimit}` }),
      )
      .default(defaultLimit),
    search: searchText.optional(),
  };
}

export const searchQuery = z.object({
  search: searchText.optional(),
  _t: z.string().optional(),
});

export const errorResponse = z
  .object({
    message: z.string(),
    details: z.array(z.object({ param: z.string(), msg: z.string() })).optional(),
    retryAfter: z.number().optional(),
  })
  .describe('Error: { message, details?, retryAfter? (429) }');

// Response shapes for the OpenAPI document. Loose objects: every field of core's types is passed through; typed as
// core's interfaces (which carry no index signature) so handlers return those.
const typed = <T>(schema: z.ZodType) => schema as unknown as z.ZodType<T>;
export const categorySchema = typed<JobCategory>(
  z.looseObject({
    id: z.number(),
    code: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    job_type_count: z.number().optional(),
  }),
);

const jobTypeShape = z.looseObject({
  id: z.number(),
  code: z.string(),
  category_id: z.number(),
  category_name: z.string(),
  name: z.string(),
  unit: z.string(),
  description: z.string().nullable(),
  default_productivity: z.number(),
  default_worker_ratio: z.string(),
  has_brick_variants: z.boolean(),
});
export const jobTypeSchema = typed<JobType>(jobTypeShape);

const jobTypeMaterialShape = z.looseObject({
  material_id: z.number(),
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  price: z.number(),
  quantity_per_unit: z.number(),
  brick_type: z.string().nullable(),
  price_source: z.enum(['book', 'catalogue']).optional(),
});
export const jobTypeMaterialSchema = typed<JobTypeMaterial>(jobTypeMaterialShape);

const crewRate = z.object({
  labor_rate_id: z.number().optional(),
  name: z.string(),
  daily_rate: z.number(),
  price_source: z.enum(['book', 'catalogue']).optional(),
});

export const jobTypeDetailsSchema = typed<JobTypeDetails>(
  jobTypeShape.extend({
    labor: z.array(
      z.looseObject({
        labor_rate_id: z.number(),
        role: z.string(),
        name: z.string(),
        daily_rate: z.number(),
        coefficient: z.number(),
        brick_type: z.string().nullable(),
        price_source: z.enum(['book', 'catalogue']).optional(),
      }),
    ),
    materials: z.array(jobTypeMaterialShape),
    equipment: z.array(
      z.looseObject({
        equipment_id: z.number(),
        code: z.string(),
        name: z.string(),
        unit: z.string(),
        price: z.number(),
        quantity_per_unit: z.number(),
        price_source: z.enum(['book', 'catalogue']).optional(),
      }),
    ),
    price_book: z.object({ id: z.number(), name: z.string() }).nullable().optional(),
    crew_rates: z
      .object({
        tukang: crewRate.optional(),
        pekerja: crewRate.optional(),
      })
      .optional(),
  }),
);

export const calculationSchema = typed<CalculationResult>(
  z
    .looseObject({
      id: z.union([z.number(), z.string()]).nullable(),
      is_local: z.boolean(),
      job_type: z.looseObject({}),
      input: z.looseObject({}),
      summary: z.looseObject({ total_cost: z.number(), rab_total: z.number() }),
      labor: z.looseObject({}),
      materials: z.looseObject({}),
    })
    .describe('CalculationResult (docs/architecture.md)'),
);
