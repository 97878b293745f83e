import {
  messages,
  normalizeDecimalInput,
  readFormNumber,
  validateCalculationForm,
  type CalculationFormData,
  NUMERIC_FORM_FIELDS,
  PERCENT_FORM_FIELDS,
} from '@kalkulator/core';

// Which fields each step of the form holds, and the form data as the API and core read it.

export const STEP_FIELDS: Record<number, string[]> = {
  1: ['volume', 'manual_volume', 'project_name'],
  2: ['productivity', 'worker_ratio', 'num_workers', 'num_tukang', 'num_pekerja'],
  3: ['profit_percentage', 'custom_waste_factor', 'brick_type', 'material_specs'],
};

export const STEP_TITLES = ['Volume & Proyek', 'Tenaga Kerja', 'Material & Keuntungan'] as const;

/** A form input left empty (never typed, or cleared). */
export const isEmptyInput = (value: unknown): boolean => value === '' || value == null;

/** Decimal commas typed the Indonesian way ("12,5") become dots; everything else is sent as typed. */
export function toRequest(form: CalculationFormData): CalculationFormData {
  const request: CalculationFormData = { ...form };
  for (const field of NUMERIC_FORM_FIELDS) {
    const value = request[field];
    if (typeof value !== 'string') continue;
    // "20%" in a percentage field means 20.
    const text = PERCENT_FORM_FIELDS.has(field) ? value.trim().replace(/\s*%$/, '') : value.trim();
    (request as unknown as Record<string, unknown>)[field] = normalizeDecimalInput(text);
  }
  // Counting the crew, a count left empty is none (the validator counts only when both are given).
  if (isEmptyInput(request.num_tukang) !== isEmptyInput(request.num_pekerja)) {
    if (isEmptyInput(request.num_tukang)) request.num_tukang = '0';
    else request.num_pekerja = '0';
  }
  request.material_specs = form.material_specs?.map((spec) => ({
    ...spec,
    quantity_override:
      typeof spec.quantity_override === 'string'
        ? normalizeDecimalInput(spec.quantity_override.trim())
        : spec.quantity_override,
  }));
  if (!request.material_specs) delete request.material_specs;
  return request;
}

/**
 * Numeric fields whose text is not one number once read the Indonesian way ("12,5,3", "1e3"), by the rule the
 * server reads them with (core's readFormNumber). Here a text without any digit says "not a number" too, where
 * the validator would give the field's own message.
 */
function malformedNumbers(form: CalculationFormData): Record<string, string> {
  const request = toRequest(form) as unknown as Record<string, unknown>;
  const errors: Record<string, string> = {};
  for (const field of NUMERIC_FORM_FIELDS) {
    const value = request[field];
    if (typeof value === 'string' && value.trim() !== '' && Number.isNaN(readFormNumber(value)))
      errors[field] = messages.notANumber;
  }
  return errors;
}

/** Field → message, for the fields of the given steps. */
export function fieldErrors(form: CalculationFormData, steps: number[]): Record<string, string> {
  const wanted = new Set(steps.flatMap((step) => STEP_FIELDS[step] ?? []));
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(malformedNumbers(form)))
    if (wanted.has(field)) errors[field] = message;
  const result = validateCalculationForm(toRequest(form));
  if (result.success) return errors;
  for (const detail of result.details) {
    const field = detail.param.split('.')[0] ?? detail.param;
    if (wanted.has(field) && !(detail.param in errors)) errors[detail.param] = detail.msg;
  }
  return errors;
}

export function stepOfField(param: string): number {
  const field = param.split('.')[0] ?? param;
  const entry = Object.entries(STEP_FIELDS).find(([, fields]) => fields.includes(field));
  return entry ? Number(entry[0]) : 1;
}
