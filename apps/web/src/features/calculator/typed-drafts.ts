import { DEFAULT_FORM_DATA } from '@kalkulator/core';

// Whether this browser keeps calculator input a logout would throw away (it forgets every draft, auth/store.ts):
// read straight from the drafts' keys (lib/drafts.ts "draft:", this feature's store "calculator:…"), so the account
// menu that asks needs neither the store nor the drafts module.

const CALCULATOR_DRAFTS = 'draft:calculator:';
const JOB_FORM = `${CALCULATOR_DRAFTS}job:`;
const EDIT_FORM = `${CALCULATOR_DRAFTS}edit:`;

/**
 * Fields whose kept value says nothing was typed: the job type fills in its productivity and crew ratio, and the
 * price book is a choice remembered apart.
 */
const PREFILLED = new Set(['productivity', 'worker_ratio', 'price_book_id']);

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/**
 * A job calculator's kept form holds something typed (a name, a volume, a crew, specs, another profit or waste) that
 * was not saved as a result since (the store marks the draft `saved` until the form changes again).
 */
function typedJobForm(raw: string): boolean {
  let draft: { formData?: unknown; saved?: unknown } | null;
  try {
    draft = JSON.parse(raw) as { formData?: unknown; saved?: unknown } | null;
  } catch {
    return false;
  }
  const form = draft?.formData;
  if (draft?.saved === true || typeof form !== 'object' || form === null) return false;
  const defaults = DEFAULT_FORM_DATA as unknown as Record<string, unknown>;
  return Object.entries(form).some(([field, value]) => {
    if (PREFILLED.has(field)) return false;
    if (field === 'material_specs') return Array.isArray(value);
    const fallback = defaults[field];
    return blank(fallback) ? !blank(value) : !blank(value) && String(value) !== String(fallback);
  });
}

/** The calculators as their pages name them, by their draft's key (`draft:calculator:<key>`, and its `:biaya`). */
const CALCULATOR_NAMES: Record<string, string> = {
  job: 'Kalkulator pekerjaan',
  panjang: 'Kalkulator Panjang',
  luas: 'Kalkulator Luas',
  volume: 'Kalkulator Volume',
  balok: 'Kalkulator Struktur',
  footplate: 'Kalkulator Footplate',
  bata: 'Kalkulator Bata',
  plester: 'Kalkulator Plesteran',
};

/**
 * The calculators whose input a logout would lose, by name (the logout's question names them): a job calculator's typed form not saved as a result (a guest's
 * carried into the account too), or a specialised calculator's values, which are kept only once changed and
 * forgotten by its Reset (its saved results keep their figures, not the form to go on with). The edit of a stored
 * result is left out: what it started from is stored, and its draft cannot tell a change from a look.
 */
export function typedCalculators(): string[] {
  const names = new Set<string>();
  try {
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index) ?? '';
      if (!key.startsWith(CALCULATOR_DRAFTS) || key.startsWith(EDIT_FORM)) continue;
      if (key.startsWith(JOB_FORM) && !typedJobForm(localStorage.getItem(key) ?? '')) continue;
      const calculator = key.slice(CALCULATOR_DRAFTS.length).split(':')[0] ?? '';
      names.add(CALCULATOR_NAMES[calculator] ?? 'Kalkulator');
    }
  } catch {
    // Storage unreadable: nothing this check can name.
  }
  return [...names].sort((a, b) => a.localeCompare(b, 'id'));
}

/** Whether a logout would lose calculator input (see typedCalculators). */
export function hasTypedCalculatorWork(): boolean {
  return typedCalculators().length > 0;
}
