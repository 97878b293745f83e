import { sql, type Kysely } from 'kysely';

// Units in the catalogue's spelling. The admin forms and the imports now write a unit symbol typed another way as the
// catalogue does (core's canonicalUnit: m2, M2, m^2 → m², m3 → m³, KG → kg), but materials, equipment and job types
// stored before kept "m2", "M3", "KG" …, so one unit showed two ways in the catalogue and in documents. Here they are
// respelt. Only these three tables hold a unit (labour rates and price-book prices have none); the saved projects'
// and calculations' JSON is left as the user saved it, as no migration rewrites a saved document.
//
// The mapping is canonicalUnit as it is today, copied: a migration does what it did when it was written, whatever
// core later makes of units. It runs in TypeScript over each table's distinct units rather than in SQL, since SQL
// could only approximate it (NFKC normalisation, JavaScript's \s and trim), and updates only the rows whose unit
// changes, so running it again changes nothing. updated_at is kept: the unit is the same, only written the
// catalogue's way, and an admin's form opened on it saves as before (the form writes the same spelling).

const TABLES = ['materials', 'equipment', 'job_types'] as const;

/** The symbols the catalogue writes, by their cleaned-up text (core's units.ts SYMBOLS when this was written). */
const SYMBOLS: ReadonlyMap<string, string> = new Map([
  ['m3', 'm³'],
  ['m2', 'm²'],
  ['m', 'm'],
  ['cm', 'cm'],
  ['mm', 'mm'],
  ['kg', 'kg'],
]);

/** core's canonicalUnit when this was written: "m2", "M^2", "m 2" → "m²", "M3" → "m³", "KG" → "kg"; else trimmed. */
function canonicalUnit(unit: string): string {
  const text = unit.trim();
  const cleaned = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’‘´`′]/g, "'")
    .replace(/[\s.^]/g, '');
  return SYMBOLS.get(cleaned) ?? text;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    const { rows } = await sql<{ unit: string }>`select distinct unit from ${sql.table(table)}`.execute(db);
    for (const { unit } of rows) {
      const canonical = canonicalUnit(unit);
      if (canonical === unit) continue;
      await sql`update ${sql.table(table)} set unit = ${canonical} where unit = ${unit}`.execute(db);
    }
  }
}

export async function down(): Promise<void> {
  // The old spellings are not kept: m² stays m², which every release reads as the same unit as m2 (sameUnit).
}
