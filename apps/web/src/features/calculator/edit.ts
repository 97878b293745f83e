import {
  calculateJob,
  decimalComma,
  type CalculationFormData,
  type CalculationRecord,
  type CalculationResult,
  type JobTypeDetails,
  NUMERIC_FORM_FIELDS,
} from '@kalkulator/core';

// Opening a stored result in the calculator ('Ubah' in the history) and giving its form back to the inputs.

export interface EditTarget {
  id: number | string;
  created_at: string;
  /** The version opened (an account result's updated_at): its update is refused if another device changed it. */
  updated_at?: string;
  form: CalculationFormData;
  /** The price book the result was priced with (null: the catalogue's): an edit prices with it, not the last choice. */
  price_book_id: number | null;
}

export const isLocalId = (id: EditTarget['id']): boolean => typeof id === 'string' && id.startsWith('local_');

/** The address parameter naming the stored result an edit changes: a new tab or a shared link opens the edit too. */
export const EDIT_PARAM = 'ubah';

/** Where 'Ubah' opens a stored result: its job type's calculator, naming the result. */
export const editPath = (record: CalculationRecord) =>
  `/calculate/${record.job_type.id}?${new URLSearchParams({ [EDIT_PARAM]: String(record.id) })}`;

/** The same address without the edit it names: the fresh form's (Reset, or an edit that cannot open). */
export function withoutEdit(location: { pathname: string; search: string }) {
  const search = new URLSearchParams(location.search);
  search.delete(EDIT_PARAM);
  return { pathname: location.pathname, search: `${search}` };
}

/** What an edit needs of a stored result: its id, its creation time and the form it was calculated from. */
export const editTargetOf = (record: CalculationRecord): EditTarget => ({
  id: record.id,
  created_at: record.created_at,
  updated_at: record.updated_at,
  form: record.calculation_data,
  price_book_id: record.price_book?.id ?? null,
});

const bookIdOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

/** The router state the history sends with 'Ubah'; anything else (a reload from elsewhere) is no edit. */
export function readEditTarget(state: unknown): EditTarget | null {
  const edit = (state as { edit?: Partial<EditTarget> } | null)?.edit;
  if (!edit || (typeof edit.id !== 'number' && typeof edit.id !== 'string')) return null;
  if (typeof edit.form !== 'object' || edit.form === null) return null;
  // An entry opened before edits carried their book: the book its stored form was priced with.
  const book = 'price_book_id' in edit ? edit.price_book_id : edit.form.price_book_id;
  return {
    id: edit.id,
    created_at: String(edit.created_at ?? ''),
    ...(typeof edit.updated_at === 'string' && { updated_at: edit.updated_at }),
    form: edit.form,
    price_book_id: bookIdOf(book),
  };
}

/**
 * Inputs read numbers the Indonesian way (a dot groups thousands), so a stored 12.5 goes back as "12,5". The API keeps
 * the form as the browser sent it, with plain decimal points ("0.24", toRequest), and reads "1.250" as 1,25 too: such a
 * text goes back with a comma as well. A text typed with a comma (a browser result) is given back as it is.
 */
function asInput(value: unknown): unknown {
  if (typeof value === 'number') return decimalComma(value);
  if (typeof value === 'string' && /^-?\d+\.\d+$/.test(value.trim())) return value.trim().replace('.', ',');
  return value;
}

export function toEditableForm(stored: CalculationFormData): Partial<CalculationFormData> {
  const form: Record<string, unknown> = { ...stored };
  for (const field of NUMERIC_FORM_FIELDS) {
    if (form[field] === null || form[field] === undefined) delete form[field];
    else form[field] = asInput(form[field]);
  }
  if (stored.material_specs)
    form.material_specs = stored.material_specs.map((spec) => ({
      ...spec,
      ...(spec.quantity_override !== undefined && spec.quantity_override !== null
        ? { quantity_override: asInput(spec.quantity_override) }
        : {}),
    }));
  return form as Partial<CalculationFormData>;
}

/** A browser result recomputed in the browser: same id and creation time, new figures. */
export function recomputeLocal(
  jobType: JobTypeDetails,
  target: EditTarget,
  form: CalculationFormData,
  now = new Date().toISOString(),
): CalculationResult {
  const result = calculateJob(jobType, form, { isLocal: true });
  return { ...result, id: target.id, is_local: true, created_at: target.created_at || now, updated_at: now };
}
