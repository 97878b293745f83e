import { z } from 'zod';

// A specialised calculator's saved result: the labelled quantities it showed and the inputs that gave them. Saved in
// the browser first (its id "calc_…"), and for a logged-in user kept in the account too, found again by that id.

export const CALCULATOR_IDS = ['panjang', 'luas', 'volume', 'balok', 'footplate', 'plester', 'bata'] as const;
export type CalculatorId = (typeof CALCULATOR_IDS)[number];

export const MAX_CALCULATOR_RESULTS_PER_SAVE = 200;
/** The inputs of one result as JSON: a wall of 50 shapes is far below it. */
const MAX_INPUTS_CHARS = 20_000;

export const calculatorResultMessages = {
  localId: 'ID hasil kalkulator tidak valid',
  calculator: 'Kalkulator tidak dikenal',
  title: 'Judul hasil harus diisi (maksimal 100 karakter)',
  rows: 'Hasil harus berisi 1 sampai 100 besaran, masing-masing dengan nama, nilai angka dan satuan',
  inputs: 'Isian hasil kalkulator terlalu besar',
  createdAt: 'Waktu hasil tidak valid',
  results: `Kirim 1 sampai ${MAX_CALCULATOR_RESULTS_PER_SAVE} hasil kalkulator sekaligus`,
  notFound: 'Hasil kalkulator tidak ditemukan',
  deleted: 'Hasil kalkulator dihapus',
} as const;

const m = calculatorResultMessages;

const resultRowSchema = z.object(
  {
    key: z.string({ error: m.rows }).min(1, { error: m.rows }).max(60, { error: m.rows }),
    label: z.string({ error: m.rows }).min(1, { error: m.rows }).max(200, { error: m.rows }),
    value: z.number({ error: m.rows }).refine(Number.isFinite, { error: m.rows }),
    unit: z.string({ error: m.rows }).max(20, { error: m.rows }),
    decimals: z.number({ error: m.rows }).int({ error: m.rows }).min(0).max(10).optional(),
  },
  { error: m.rows },
);

export const calculatorResultSchema = z.object(
  {
    id: z.string({ error: m.localId }).regex(/^calc_[A-Za-z0-9_-]{1,80}$/, { error: m.localId }),
    calculator: z.enum(CALCULATOR_IDS, { error: m.calculator }),
    title: z.string({ error: m.title }).trim().min(1, { error: m.title }).max(100, { error: m.title }),
    created_at: z.iso.datetime({ offset: true, error: m.createdAt }).optional(),
    inputs: z.unknown().refine((value) => (JSON.stringify(value ?? null)?.length ?? 0) <= MAX_INPUTS_CHARS, {
      error: m.inputs,
    }),
    rows: z.array(resultRowSchema, { error: m.rows }).min(1, { error: m.rows }).max(100, { error: m.rows }),
  },
  { error: m.rows },
);
export type CalculatorResultInput = z.output<typeof calculatorResultSchema>;

export const calculatorResultsBodySchema = z.object({
  results: z
    .array(calculatorResultSchema, { error: m.results })
    .min(1, { error: m.results })
    .max(MAX_CALCULATOR_RESULTS_PER_SAVE, { error: m.results }),
});
