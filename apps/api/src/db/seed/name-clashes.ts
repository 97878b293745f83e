// The catalogue names each category, material, labour rate, piece of equipment and job type once (the admin forms
// and imports refuse a twin name, ignoring case and surrounding spaces). The default catalogue is written by code,
// so a default row whose code is gone may meet its own name under an admin's code: "Air kerja" deleted as M.05 and
// added again as M.90. Writing M.05 back would make two "Air kerja", whose price then could not be changed ("Nama
// sudah digunakan oleh M.90") and an import by name would reach only one of them.

export type SeedKind = 'categories' | 'jobTypes' | 'materials' | 'laborRates' | 'equipment';

/** A default row left out because another row of its kind has its name. */
export interface SkippedDefault {
  kind: SeedKind;
  code: string;
  name: string;
  /** The code of the row that has the name. */
  existing_code: string;
}

export interface NamedRow {
  id: number;
  code: string;
  name: string;
}

/** Names compared as the admin forms compare them (refuseTakenItemName): case and surrounding spaces ignored. */
const nameKey = (name: string) => name.trim().toLowerCase();

/**
 * The default rows (by code) that may not be written, each with the row that has its name once the catalogue is
 * written. A default row whose code exists is rewritten with its default name (unless only missing rows are added),
 * so its current name frees up; the admin's own rows, and the default rows left out, keep theirs. Leaving one out
 * keeps its current name, which may be another default's: repeated until nothing changes.
 */
export function clashingDefaults(
  existing: NamedRow[],
  defaults: { code: string; name: string }[],
  missingOnly: boolean,
): Map<string, NamedRow> {
  const defaultCodes = new Set(defaults.map((row) => row.code));
  const present = new Set(existing.map((row) => row.code));
  const clashes = new Map<string, NamedRow>();
  for (let changed = true; changed;) {
    changed = false;
    const kept = new Map<string, NamedRow>();
    for (const row of existing) {
      const rewritten = !missingOnly && defaultCodes.has(row.code) && !clashes.has(row.code);
      if (!rewritten && !kept.has(nameKey(row.name))) kept.set(nameKey(row.name), row);
    }
    for (const row of defaults) {
      if (clashes.has(row.code) || (missingOnly && present.has(row.code))) continue;
      const holder = kept.get(nameKey(row.name));
      if (!holder || holder.code === row.code) continue;
      clashes.set(row.code, holder);
      changed = true;
    }
  }
  return clashes;
}
