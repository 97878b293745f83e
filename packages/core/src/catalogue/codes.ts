// Codes for catalogue rows an admin creates without one, in the default catalogue's own pattern: materials M.01,
// M.02 …, labour L.01 …, equipment E.01 …; job types the admin writes get U.001 … (analyses not numbered by the
// AHSP, kept apart from its A.x.y numbers); categories a word from their name, like PERSIAPAN or BETON.

export type CodedKind = 'materials' | 'labor_rates' | 'equipment' | 'job_types';

export const CODE_PATTERNS: Record<CodedKind, { prefix: string; width: number }> = {
  materials: { prefix: 'M.', width: 2 },
  labor_rates: { prefix: 'L.', width: 2 },
  equipment: { prefix: 'E.', width: 2 },
  job_types: { prefix: 'U.', width: 3 },
};

/** The code after the highest `<prefix><number>` in use (`highest` null when none): M.45 → M.46, none → M.01. */
export function nextNumberedCode(kind: CodedKind, highest: number | null): string {
  const { prefix, width } = CODE_PATTERNS[kind];
  return `${prefix}${String((highest ?? 0) + 1).padStart(width, '0')}`;
}

/** The number a code of `kind`'s pattern carries (M.07 → 7), null for any other code. */
export function codeNumber(kind: CodedKind, code: string): number | null {
  const { prefix } = CODE_PATTERNS[kind];
  if (!code.startsWith(prefix)) return null;
  const digits = code.slice(prefix.length);
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}

const CATEGORY_WORDS_DROPPED = /^(pekerjaan|pek\.)\s+/i;

/**
 * A category's code from its name, like the default catalogue's: "Pekerjaan Atap Baja Ringan" → ATAP_BAJA_RINGAN.
 * `taken` says whether a code is in use; a taken one gets _2, _3 ….
 */
export function categoryCode(name: string, taken: (code: string) => boolean): string {
  const word =
    name
      .trim()
      .replace(CATEGORY_WORDS_DROPPED, '')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 32)
      .replace(/_+$/, '') || 'KATEGORI';
  if (!taken(word)) return word;
  for (let n = 2; ; n += 1) {
    const candidate = `${word}_${n}`;
    if (!taken(candidate)) return candidate;
  }
}
