import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { clashingDefaults, type NamedRow, type SeedKind, type SkippedDefault } from './name-clashes';
import type { SeedCatalogue } from './types';

export interface SeedReport {
  seeded: boolean;
  categories: number;
  jobTypes: number;
  materials: number;
  laborRates: number;
  equipment: number;
  /** Default rows not written because another row of their kind has their name (the catalogue names each once). */
  skipped: SkippedDefault[];
}

/**
 * Writes the catalogue keyed by code: rows are upserted by their code and a job type's assignments are replaced,
 * so running it twice changes nothing and ids never matter. With `missingOnly`, only rows whose code the database
 * lacks are added (with their assignments) and nothing that exists is touched: an admin's prices, names and
 * coefficients stay as they are. A default row whose name another row of its kind has is left out and reported
 * (skipped), never written as a twin; an analysis or category link to it goes to the row with that name when its
 * code is gone.
 */
export async function upsertCatalogue(
  db: Kysely<Database>,
  catalogue: SeedCatalogue,
  { missingOnly = false }: { missingOnly?: boolean } = {},
): Promise<SeedReport> {
  const written = { categories: 0, jobTypes: 0, materials: 0, laborRates: 0, equipment: 0 };
  const skipped: SkippedDefault[] = [];
  await db.transaction().execute(async (trx) => {
    /** The default rows of a table left out for their name (code → the row that has it), noted as skipped. */
    const clashesOf = async (
      table: 'job_categories' | 'materials' | 'labor_rates' | 'equipment' | 'job_types',
      kind: SeedKind,
      defaults: { code: string; name: string }[],
    ) => {
      const existing = await trx.selectFrom(table).select(['id', 'code', 'name']).execute();
      const clashes = clashingDefaults(existing, defaults, missingOnly);
      for (const row of defaults) {
        const holder = clashes.get(row.code);
        if (holder) skipped.push({ kind, code: row.code, name: row.name, existing_code: holder.code });
      }
      return clashes;
    };
    /**
     * code → id of every row of the table with one of these codes (written now or already there); a default left
     * out whose code is gone answers with the row that has its name.
     */
    const idsOf = async (
      table: 'job_categories' | 'materials' | 'labor_rates' | 'equipment',
      codes: string[],
      clashes: Map<string, NamedRow>,
    ) => {
      const ids = new Map<string, number>();
      if (codes.length === 0) return ids;
      const rows = await trx.selectFrom(table).select(['id', 'code']).where('code', 'in', codes).execute();
      for (const row of rows) ids.set(row.code, row.id);
      for (const [code, holder] of clashes) if (!ids.has(code)) ids.set(code, holder.id);
      return ids;
    };
    const now = new Date();
    const categoryIds = new Map<string, number>();
    const categoryClashes = await clashesOf('job_categories', 'categories', catalogue.categories);
    for (const category of catalogue.categories) {
      if (categoryClashes.has(category.code)) continue;
      const row = await trx
        .insertInto('job_categories')
        .values({ code: category.code, name: category.name, description: category.description })
        .onConflict((conflict) =>
          missingOnly
            ? conflict.column('code').doNothing()
            : conflict
                .column('code')
                .doUpdateSet({ name: category.name, description: category.description, updated_at: now }),
        )
        .returning('id')
        .executeTakeFirst();
      if (row) written.categories += 1;
    }
    for (const [code, id] of await idsOf(
      'job_categories',
      catalogue.categories.map((c) => c.code),
      categoryClashes,
    ))
      categoryIds.set(code, id);

    const materialIds = new Map<string, number>();
    const materialClashes = await clashesOf('materials', 'materials', catalogue.materials);
    for (const material of catalogue.materials) {
      if (materialClashes.has(material.code)) continue;
      const values = {
        name: material.name,
        unit: material.unit,
        price: material.price,
        description: material.description ?? null,
      };
      const row = await trx
        .insertInto('materials')
        .values({ code: material.code, ...values })
        .onConflict((conflict) =>
          missingOnly
            ? conflict.column('code').doNothing()
            : conflict.column('code').doUpdateSet({ ...values, updated_at: now }),
        )
        .returning('id')
        .executeTakeFirst();
      if (row) written.materials += 1;
    }
    for (const [code, id] of await idsOf(
      'materials',
      catalogue.materials.map((row) => row.code),
      materialClashes,
    ))
      materialIds.set(code, id);

    const rateIds = new Map<string, number>();
    const rateClashes = await clashesOf('labor_rates', 'laborRates', catalogue.laborRates);
    for (const rate of catalogue.laborRates) {
      if (rateClashes.has(rate.code)) continue;
      const values = {
        role: rate.role,
        name: rate.name,
        daily_rate: rate.daily_rate,
        description: rate.source,
      };
      const row = await trx
        .insertInto('labor_rates')
        .values({ code: rate.code, ...values })
        .onConflict((conflict) =>
          missingOnly
            ? conflict.column('code').doNothing()
            : conflict.column('code').doUpdateSet({ ...values, updated_at: now }),
        )
        .returning('id')
        .executeTakeFirst();
      if (row) written.laborRates += 1;
    }
    for (const [code, id] of await idsOf(
      'labor_rates',
      catalogue.laborRates.map((row) => row.code),
      rateClashes,
    ))
      rateIds.set(code, id);

    const equipmentIds = new Map<string, number>();
    const equipmentClashes = await clashesOf('equipment', 'equipment', catalogue.equipment);
    for (const item of catalogue.equipment) {
      if (equipmentClashes.has(item.code)) continue;
      const values = {
        name: item.name,
        unit: item.unit,
        price: item.price,
        description: item.description ?? item.source,
      };
      const row = await trx
        .insertInto('equipment')
        .values({ code: item.code, ...values })
        .onConflict((conflict) =>
          missingOnly
            ? conflict.column('code').doNothing()
            : conflict.column('code').doUpdateSet({ ...values, updated_at: now }),
        )
        .returning('id')
        .executeTakeFirst();
      if (row) written.equipment += 1;
    }
    for (const [code, id] of await idsOf(
      'equipment',
      catalogue.equipment.map((row) => row.code),
      equipmentClashes,
    ))
      equipmentIds.set(code, id);

    const jobTypeClashes = await clashesOf('job_types', 'jobTypes', catalogue.jobTypes);
    for (const jobType of catalogue.jobTypes) {
      if (jobTypeClashes.has(jobType.code)) continue;
      const values = {
        category_id: lookup(categoryIds, jobType.category, jobType.code),
        name: jobType.name,
        unit: jobType.unit,
        description: jobType.description,
        default_productivity: jobType.default_productivity,
        default_worker_ratio: jobType.default_worker_ratio,
      };
      const inserted = await trx
        .insertInto('job_types')
        .values({ code: jobType.code, ...values })
        .onConflict((conflict) =>
          missingOnly
            ? conflict.column('code').doNothing()
            : conflict.column('code').doUpdateSet({ ...values, updated_at: now }),
        )
        .returning('id')
        .executeTakeFirst();
      // An existing job type keeps its analysis when only missing rows are added.
      if (!inserted) continue;
      written.jobTypes += 1;
      const { id } = inserted;

      await trx.deleteFrom('job_type_labor').where('job_type_id', '=', id).execute();
      if (jobType.labor.length > 0) {
        await trx
          .insertInto('job_type_labor')
          .values(
            onePerRow(
              jobType.labor.map((line) => ({
                job_type_id: id,
                labor_rate_id: lookup(rateIds, line.rate, jobType.code),
                coefficient: line.coefficient,
                brick_type: line.brick_type ?? null,
              })),
              (line) => [line.labor_rate_id, line.brick_type],
            ),
          )
          .execute();
      }
      await trx.deleteFrom('job_type_materials').where('job_type_id', '=', id).execute();
      if (jobType.materials.length > 0) {
        await trx
          .insertInto('job_type_materials')
          .values(
            onePerRow(
              jobType.materials.map((line) => ({
                job_type_id: id,
                material_id: lookup(materialIds, line.material, jobType.code),
                quantity_per_unit: line.quantity_per_unit,
                brick_type: line.brick_type ?? null,
              })),
              (line) => [line.material_id, line.brick_type],
            ),
          )
          .execute();
      }
      await trx.deleteFrom('job_type_equipment').where('job_type_id', '=', id).execute();
      const equipmentLines = jobType.equipment ?? [];
      if (equipmentLines.length > 0) {
        await trx
          .insertInto('job_type_equipment')
          .values(
            onePerRow(
              equipmentLines.map((line) => ({
                job_type_id: id,
                equipment_id: lookup(equipmentIds, line.equipment, jobType.code),
                quantity_per_unit: line.quantity_per_unit,
              })),
              (line) => [line.equipment_id],
            ),
          )
          .execute();
      }
    }
  });
  return { seeded: true, ...written, skipped };
}

const SEEDED_KEY = 'default_catalogue_seeded_at';

/** Seeds the default catalogue on first start only: an admin's later edits and deletions are never undone. */
export async function seedOnce(db: Kysely<Database>, catalogue: SeedCatalogue): Promise<SeedReport> {
  const marker = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', SEEDED_KEY)
    .executeTakeFirst();
  if (marker)
    return {
      seeded: false,
      categories: 0,
      jobTypes: 0,
      materials: 0,
      laborRates: 0,
      equipment: 0,
      skipped: [],
    };
  const report = await upsertCatalogue(db, catalogue);
  await db
    .insertInto('app_meta')
    .values({ key: SEEDED_KEY, value: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  return report;
}

const VERSION_KEY = 'default_catalogue_version';

/** A fingerprint of the default catalogue's codes: it changes when a release adds rows. */
export function catalogueVersion(catalogue: SeedCatalogue): string {
  const codes = [
    ...catalogue.categories.map((row) => `c:${row.code}`),
    ...catalogue.materials.map((row) => `m:${row.code}`),
    ...catalogue.laborRates.map((row) => `l:${row.code}`),
    ...catalogue.equipment.map((row) => `e:${row.code}`),
    ...catalogue.jobTypes.map((row) => `j:${row.code}`),
  ].sort();
  return createHash('sha256').update(codes.join('|')).digest('hex').slice(0, 16);
}

/**
 * On an installation seeded by an earlier release, adds the default rows it does not have yet (by code), once per
 * catalogue version: an admin's edits are never touched, and a default row an admin deleted comes back only when a
 * later release changes the catalogue again.
 */
export async function seedNewDefaults(
  db: Kysely<Database>,
  catalogue: SeedCatalogue,
): Promise<SeedReport | null> {
  const version = catalogueVersion(catalogue);
  const stored = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', VERSION_KEY)
    .executeTakeFirst();
  if (stored?.value === version) return null;
  const report = await upsertCatalogue(db, catalogue, { missingOnly: true });
  await db
    .insertInto('app_meta')
    .values({ key: VERSION_KEY, value: version })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: version }))
    .execute();
  return report;
}

/**
 * One line per item (and brick type) of an analysis, the first: a default left out for its name counts with the row
 * that has the name, which the same analysis may name already when an admin gave one default item another's name.
 */
function onePerRow<T>(lines: T[], key: (line: T) => unknown[]): T[] {
  const seen = new Set<string>();
  return lines.filter((line) => {
    const text = JSON.stringify(key(line));
    if (seen.has(text)) return false;
    seen.add(text);
    return true;
  });
}

function lookup(ids: Map<string, number>, code: string, owner: string): number {
  const id = ids.get(code);
  if (id === undefined) throw new Error(`Seed: job type ${owner} refers to unknown code ${code}`);
  return id;
}
