import { z } from 'zod';
import {
  BRICK_TYPES,
  type BrickType,
  type CalculationFormData,
  type MaterialSpec,
} from '../calculation/types';
import { completeGroups, parseWorkerRatio } from '../calculation/ratio';
import { databaseIdSchema } from './database-id';
import { messages } from './messages';

export interface ValidationDetail {
  param: string;
  msg: string;
}

/** Limits beyond the spec that keep money inside safe integers. */
export const LIMITS = {
  volume: 10_000_000,
  productivity: 1_000_000,
  workers: 100_000,
  projectName: 200,
  materialSpecs: 500,
} as const;

const numeric = (message: string) =>
  z.union([z.number(), z.string().max(100, { error: message })], { error: message });

const optionalNumeric = (message: string) => numeric(message).nullish();

export const materialSpecSchema = z.object(
  {
    material_id: databaseIdSchema('ID material tidak valid'),
    quantity_override: optionalNumeric(messages.quantityOverride),
  },
  { error: 'Spesifikasi material tidak valid' },
);

/** The shape of the calculation form; the rules between fields live in validateCalculationForm. */
export const calculationFormSchema = z.object(
  {
    volume: numeric(messages.volume).nullish(),
    productivity: numeric(messages.productivity).nullish(),
    worker_ratio: z
      .string({ error: messages.workerRatioFormat })
      .max(20, { error: messages.workerRatioFormat })
      .nullish(),
    num_workers: optionalNumeric(messages.numWorkers),
    num_tukang: optionalNumeric(messages.tukangNegative),
    num_pekerja: optionalNumeric(messages.pekerjaNegative),
    brick_type: z.string({ error: messages.brickType }).nullish(),
    material_specs: z
      .array(materialSpecSchema, { error: 'Spesifikasi material tidak valid' })
      .max(LIMITS.materialSpecs)
      .nullish(),
    profit_percentage: numeric(messages.profitRequired).nullish(),
    project_name: z.string({ error: 'Nama proyek harus berupa teks' }).nullish(),
    custom_waste_factor: optionalNumeric(messages.wasteFactor),
    manual_volume: optionalNumeric(messages.volume),
  },
  { error: 'Data kalkulasi harus berupa objek' },
);

// Every field a calculation form has: the schema's, and price_book_id (read by the API to choose the prices). Typed
// by the form, so a field added to CalculationFormData or MaterialSpec must be named here too.
const FORM_FIELDS: Record<keyof CalculationFormData, true> = {
  volume: true,
  productivity: true,
  worker_ratio: true,
  num_workers: true,
  num_tukang: true,
  num_pekerja: true,
  brick_type: true,
  material_specs: true,
  profit_percentage: true,
  project_name: true,
  custom_waste_factor: true,
  manual_volume: true,
  price_book_id: true,
};
const MATERIAL_SPEC_FIELDS: Record<keyof MaterialSpec, true> = { material_id: true, quantity_override: true };
const formFieldNames = new Set(Object.keys(FORM_FIELDS));
const materialSpecFieldNames = new Set(Object.keys(MATERIAL_SPEC_FIELDS));

/** Keeps the named fields of an object, each as it is; anything but a plain object is returned as it is. */
function pickFields(value: unknown, names: ReadonlySet<string>): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const kept: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value)) if (names.has(name)) kept[name] = field;
  return kept;
}

/**
 * The fields of a calculation form (and of each of its material_specs) and nothing else, every value exactly as sent:
 * what the account stores, and the history's 'Ubah' gives back to the form's inputs. Anything else a request carries
 * (a client's user_id or is_local, a stored result, text of any size) is dropped; the values are left to
 * validateCalculationForm, which reads only these fields.
 */
export function calculationFormFields(raw: object): Partial<Record<keyof CalculationFormData, unknown>> {
  const form = pickFields(raw, formFieldNames) as Partial<Record<keyof CalculationFormData, unknown>>;
  if (Array.isArray(form.material_specs))
    form.material_specs = form.material_specs.map((spec) => pickFields(spec, materialSpecFieldNames));
  return form;
}

/** Form data after validation: numbers are numbers, defaults filled in. */
export interface NormalizedCalculationForm extends CalculationFormData {
  volume: number;
  productivity: number;
  worker_ratio: string;
  num_workers: number | null;
  num_tukang: number | null;
  num_pekerja: number | null;
  brick_type: BrickType;
  profit_percentage: number;
  project_name: string;
  custom_waste_factor: number;
  manual_volume: number | null;
  material_specs?: { material_id: number; quantity_override: number | null }[];
}

export type FormValidation =
  { success: true; data: NormalizedCalculationForm } | { success: false; details: ValidationDetail[] };

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const NUMBER_TEXT = /^-?\d+(?:[.,]\d+)?$/;
/** The form's percentage fields: their text may end in "%". */
export const PERCENT_FORM_FIELDS: ReadonlySet<string> = new Set(['profit_percentage', 'custom_waste_factor']);
const NO_NUMBER_MESSAGES: Record<string, string> = {
  volume: messages.volume,
  manual_volume: messages.volume,
  productivity: messages.productivity,
  profit_percentage: messages.profitRequired,
};

/**
 * A number of the form as sent: a JSON number as it is; a text holding one number written with a decimal point or
 * the Indonesian decimal comma ("12.5", "12,5"; a percentage may end in "%"). NaN for any other text. SPEC.md §5's
 * parser (parseNumber) strips every other character, so the API read "12,5" as 125, "1e3" as 13 and a profit of
 * "abc" as 0 %, silently; the web form converts what people type ("1.250,5") before sending, and an API client
 * now gets 422 with messages.notANumber.
 */
export function readFormNumber(value: unknown, percent = false): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const text = percent ? value.trim().replace(/\s*%$/, '') : value.trim();
  return NUMBER_TEXT.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
}

type FormShape = z.infer<typeof calculationFormSchema>;

/** The form's fields that hold numbers (typed as text in the form, numbers once validated). */
export const NUMERIC_FORM_FIELDS = [
  'volume',
  'productivity',
  'num_workers',
  'num_tukang',
  'num_pekerja',
  'profit_percentage',
  'custom_waste_factor',
  'manual_volume',
] as const;

const isTextUpTo = (value: unknown, max: number) => typeof value === 'string' && value.length <= max;

/**
 * The form as the schema would return it, when it plainly has the schema's shape: an object whose numeric fields
 * are finite numbers or texts of at most 100 characters, whose texts are texts (worker_ratio at most 20), without
 * material_specs; each field may be missing or null. Anything else (null when so) goes through the schema, which
 * words the errors. Fields other than the schema's are never read, as the schema would have dropped them (nor
 * stored: the API keeps calculationFormFields). Parsing
 * the common form with zod was a fifth of a calculation on the server.
 */
function plainShape(raw: unknown): FormShape | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const form = raw as Record<string, unknown>;
  for (const field of NUMERIC_FORM_FIELDS) {
    const value = form[field];
    if (value === undefined || value === null) continue;
    if (typeof value === 'number' ? !Number.isFinite(value) : !isTextUpTo(value, 100)) return null;
  }
  const texts = [form.brick_type, form.project_name];
  if (texts.some((value) => value !== undefined && value !== null && typeof value !== 'string')) return null;
  if (form.worker_ratio !== undefined && form.worker_ratio !== null && !isTextUpTo(form.worker_ratio, 20))
    return null;
  if (form.material_specs !== undefined && form.material_specs !== null) return null;
  return form as FormShape;
}

function parseShape(
  raw: unknown,
): { success: true; data: FormShape } | { success: false; details: ValidationDetail[] } {
  const shape = calculationFormSchema.safeParse(raw);
  if (shape.success) return shape;
  const details = shape.error.issues.map((issue) => ({
    param: issue.path.length > 0 ? issue.path.map(String).join('.') : 'body',
    msg: issue.message,
  }));
  return { success: false, details: uniqueByParam(details) };
}

/** Validates calculation form data with the Indonesian messages of SPEC.md §5, one detail per field. */
export function validateCalculationForm(raw: unknown): FormValidation {
  const plain = plainShape(raw);
  return validateShape(plain ? { success: true, data: plain } : parseShape(raw));
}

/** validateCalculationForm with every form through the schema: the reference its shortcut is tested against. */
export function validateCalculationFormBySchema(raw: unknown): FormValidation {
  return validateShape(parseShape(raw));
}

function validateShape(shape: ReturnType<typeof parseShape>): FormValidation {
  if (!shape.success) return shape;
  const form = shape.data;
  const details: ValidationDetail[] = [];
  const fail = (param: string, msg: string) => details.push({ param, msg });
  // A text that is no number is reported as such, before (and instead of) what its NaN fails further down.
  // A text without any digit gets the field's own message where SPEC.md §5 has one ("abc" as volume: "harus diisi
  // dan lebih dari 0"), never a silent 0.
  const malformed: ValidationDetail[] = [];
  const numberOf = (param: string, value: unknown) => {
    const number = readFormNumber(value, PERCENT_FORM_FIELDS.has(param));
    if (Number.isNaN(number)) {
      const noDigits = typeof value === 'string' && !/\d/.test(value);
      malformed.push({ param, msg: (noDigits && NO_NUMBER_MESSAGES[param]) || messages.notANumber });
    }
    return number;
  };
  const optionalNumber = (param: string, value: unknown) => (isBlank(value) ? null : numberOf(param, value));
  const requiredNumber = (param: string, value: unknown) => (isBlank(value) ? 0 : numberOf(param, value));

  const manualVolume = optionalNumber('manual_volume', form.manual_volume);
  const volumeParam = manualVolume !== null ? 'manual_volume' : 'volume';
  const volume = manualVolume ?? requiredNumber('volume', form.volume);
  if (!(volume > 0)) fail(volumeParam, messages.volume);
  else if (volume > LIMITS.volume) fail(volumeParam, messages.volumeTooLarge);

  const productivity = requiredNumber('productivity', form.productivity);
  if (!(productivity > 0)) fail('productivity', messages.productivity);
  else if (productivity > LIMITS.productivity) fail('productivity', messages.productivityTooLarge);

  let profit = 0;
  if (isBlank(form.profit_percentage)) fail('profit_percentage', messages.profitRequired);
  else {
    profit = numberOf('profit_percentage', form.profit_percentage);
    if (profit < 0) fail('profit_percentage', messages.profitNegative);
    else if (profit >= 100) fail('profit_percentage', messages.profitTooHigh);
  }

  // A ratio left out is 1:1. One cleared in the form is no ratio (SPEC.md §5): without both crew counts it sizes
  // the crew, so it is asked for instead of silently priced as 1:1; with both counts it forms the groups one to one.
  const ratioText = isBlank(form.worker_ratio) ? '1:1' : String(form.worker_ratio).trim();
  const ratio = parseWorkerRatio(ratioText);
  const ratioCleared = typeof form.worker_ratio === 'string' && form.worker_ratio.trim() === '';
  if (!ratio || (ratioCleared && (isBlank(form.num_tukang) || isBlank(form.num_pekerja))))
    fail('worker_ratio', messages.workerRatioFormat);
  else if (ratio.tukang === 0 && ratio.pekerja === 0) fail('worker_ratio', messages.ratioAllZero);

  const numTukang = optionalNumber('num_tukang', form.num_tukang);
  const numPekerja = optionalNumber('num_pekerja', form.num_pekerja);
  const counted = numTukang !== null && numPekerja !== null;
  if (counted) {
    if (numTukang < 0) fail('num_tukang', messages.tukangNegative);
    else if (!Number.isInteger(numTukang) || numTukang > LIMITS.workers)
      fail('num_tukang', messages.tukangWhole);
    if (numPekerja < 0) fail('num_pekerja', messages.pekerjaNegative);
    else if (!Number.isInteger(numPekerja) || numPekerja > LIMITS.workers)
      fail('num_pekerja', messages.pekerjaWhole);
    const countsValid = !details.some((d) => d.param === 'num_tukang' || d.param === 'num_pekerja');
    if (countsValid && numTukang === 0 && numPekerja === 0) fail('num_tukang', messages.noWorkers);
    else if (countsValid && ratio && (ratio.tukang > 0 || ratio.pekerja > 0)) {
      if (completeGroups(numTukang, numPekerja, ratio) === 0)
        fail('num_tukang', messages.incompleteGroup(ratioText));
    }
  }

  const numWorkers = optionalNumber('num_workers', form.num_workers);
  if (numWorkers !== null) {
    if (!(numWorkers > 0)) fail('num_workers', messages.numWorkers);
    else if (!Number.isInteger(numWorkers) || numWorkers > LIMITS.workers)
      fail('num_workers', messages.numWorkersWhole);
  }

  const brickType = isBlank(form.brick_type) ? 'bata_merah' : String(form.brick_type);
  if (!(BRICK_TYPES as readonly string[]).includes(brickType)) fail('brick_type', messages.brickType);

  const waste = optionalNumber('custom_waste_factor', form.custom_waste_factor) ?? 0;
  if (waste < 0 || waste > 100) fail('custom_waste_factor', messages.wasteFactor);

  const projectName = (form.project_name ?? '').trim();
  if (projectName.length > LIMITS.projectName) fail('project_name', messages.projectNameTooLong);

  const specs = form.material_specs?.map((spec, index) => {
    const param = `material_specs.${index}.quantity_override`;
    const override = optionalNumber(param, spec.quantity_override);
    if (override !== null && override < 0) fail(param, messages.quantityOverride);
    return { material_id: spec.material_id, quantity_override: override };
  });

  if (malformed.length > 0 || details.length > 0)
    return { success: false, details: uniqueByParam([...malformed, ...details]) };
  return {
    success: true,
    data: {
      volume,
      productivity,
      worker_ratio: ratioText,
      num_workers: numWorkers,
      num_tukang: counted ? numTukang : null,
      num_pekerja: counted ? numPekerja : null,
      brick_type: brickType as BrickType,
      profit_percentage: profit,
      project_name: projectName,
      custom_waste_factor: waste,
      manual_volume: manualVolume,
      ...(specs ? { material_specs: specs } : {}),
    },
  };
}

function uniqueByParam(details: ValidationDetail[]): ValidationDetail[] {
  const seen = new Set<string>();
  return details.filter((d) => (seen.has(d.param) ? false : (seen.add(d.param), true)));
}

export class CalculationValidationError extends Error {
  readonly details: ValidationDetail[];
  constructor(details: ValidationDetail[]) {
    super(details[0]?.msg ?? 'Data yang dikirim tidak valid.');
    this.name = 'CalculationValidationError';
    this.details = details;
  }
}
