import type { Kysely, Transaction } from 'kysely';
import {
  crewDefaults,
  indexCatalogue,
  laborRoleFromName,
  normalizeItemName,
  sameUnit,
  type CatalogueEntry,
  type CatalogueKind,
  type LaborRole,
  type LineError,
  type ParsedAnalysis,
  type ValidationDetail,
} from '@kalkulator/core';
import type { Database } from '../../db/schema';
import { ValidationError } from '../../errors';
import { newCode } from '../admin/catalogue-writes';
import { existingItems, matchImported } from '../admin/import-match';
import { adminMessages } from '../admin/schemas';
import { ahspImportMessages, type ImportAnalysesBody } from './schemas';

// The AHSP analyses import: components matched to the catalogue (core's matching), previewed, then written as job
// types with their labour, material and equipment coefficients in one transaction.

type Db = Kysely<Database> | Transaction<Database>;

const TABLES = { labor: 'labor_rates', material: 'materials', equipment: 'equipment' } as const;

/** Every labour rate, material and piece of equipment by kind, id, code and name (labour first). */
export async function catalogueEntries(db: Db): Promise<CatalogueEntry[]> {
  const [labor, materials, equipment] = await Promise.all([
    db.selectFrom('labor_rates').select(['id', 'code', 'name']).orderBy('code').execute(),
    db.selectFrom('materials').select(['id', 'code', 'name']).orderBy('code').execute(),
    db.selectFrom('equipment').select(['id', 'code', 'name']).orderBy('code').execute(),
  ]);
  return [
    ...labor.map((row) => ({ kind: 'labor' as const, ...row })),
    ...materials.map((row) => ({ kind: 'material' as const, ...row })),
    ...equipment.map((row) => ({ kind: 'equipment' as const, ...row })),
  ];
}

/** Parsed analyses with each component's catalogue match (or null): the preview, nothing written. */
export async function previewAnalyses(db: Db, parsed: { analyses: ParsedAnalysis[]; errors: LineError[] }) {
  const index = indexCatalogue(await catalogueEntries(db));
  return {
    analyses: parsed.analyses.map((analysis) => ({
      ...analysis,
      components: analysis.components.map((component) => ({ ...component, match: index.match(component) })),
    })),
    errors: parsed.errors,
  };
}

const lineOf = (line: number | undefined, message: string) =>
  line !== undefined && line > 0 ? `Baris ${line}: ${message}` : message;

async function createMissing(trx: Transaction<Database>, body: ImportAnalysesBody, known: CatalogueEntry[]) {
  const index = indexCatalogue(known);
  const created: CatalogueEntry[] = [];
  const details: ValidationDetail[] = [];
  for (const [position, item] of body.create_missing.entries()) {
    const existing = index.match({ name: item.name });
    if (existing && existing.kind === item.kind) continue; // already in the catalogue: nothing to create
    if (item.kind !== 'labor' && !item.unit) {
      details.push({ param: `create_missing.${position}.unit`, msg: adminMessages.unitRequired });
      continue;
    }
    const code = await newCode(trx, TABLES[item.kind], item.name);
    const row =
      item.kind === 'labor'
        ? await trx
            .insertInto('labor_rates')
            .values({
              code,
              name: item.name,
              role: item.role ?? laborRoleFromName(item.name),
              daily_rate: item.price,
              description: null,
            })
            .returning(['id', 'code', 'name'])
            .executeTakeFirstOrThrow()
        : await trx
            .insertInto(TABLES[item.kind])
            .values({ code, name: item.name, unit: item.unit!, price: item.price, description: null })
            .returning(['id', 'code', 'name'])
            .executeTakeFirstOrThrow();
    created.push({ kind: item.kind, ...row });
  }
  return { created, details };
}

interface ResolvedLine {
  kind: CatalogueKind;
  id: number;
  coefficient: number;
}

/** Each component's catalogue item; the same item twice in one analysis adds up its coefficients. */
function resolveComponents(
  analysis: ImportAnalysesBody['analyses'][number],
  position: number,
  entries: CatalogueEntry[],
  details: ValidationDetail[],
): ResolvedLine[] {
  const index = indexCatalogue(entries);
  const ids = new Set(entries.map((entry) => `${entry.kind}:${entry.id}`));
  const lines = new Map<string, ResolvedLine>();
  analysis.components.forEach((component, j) => {
    const param = `analyses.${position}.components.${j}`;
    let match: { kind: CatalogueKind; id: number } | null = null;
    if (component.match) {
      if (!ids.has(`${component.match.kind}:${component.match.id}`)) {
        details.push({ param, msg: lineOf(component.line, ahspImportMessages.matchMissing(component.name)) });
        return;
      }
      match = component.match;
    } else {
      match = index.match(component);
    }
    if (!match) {
      details.push({ param, msg: lineOf(component.line, ahspImportMessages.unresolved(component.name)) });
      return;
    }
    const key = `${match.kind}:${match.id}`;
    const line = lines.get(key);
    if (line) line.coefficient += component.coefficient;
    else lines.set(key, { kind: match.kind, id: match.id, coefficient: component.coefficient });
  });
  return [...lines.values()];
}

async function writeAssignments(trx: Transaction<Database>, jobTypeId: number, lines: ResolvedLine[]) {
  for (const table of ['job_type_labor', 'job_type_materials', 'job_type_equipment'] as const)
    await trx.deleteFrom(table).where('job_type_id', '=', jobTypeId).execute();
  const of = (kind: CatalogueKind) => lines.filter((line) => line.kind === kind);
  if (of('labor').length > 0)
    await trx
      .insertInto('job_type_labor')
      .values(
        of('labor').map((l) => ({ job_type_id: jobTypeId, labor_rate_id: l.id, coefficient: l.coefficient })),
      )
      .execute();
  if (of('material').length > 0)
    await trx
      .insertInto('job_type_materials')
      .values(
        of('material').map((l) => ({
          job_type_id: jobTypeId,
          material_id: l.id,
          quantity_per_unit: l.coefficient,
          brick_type: null,
        })),
      )
      .execute();
  if (of('equipment').length > 0)
    await trx
      .insertInto('job_type_equipment')
      .values(
        of('equipment').map((l) => ({
          job_type_id: jobTypeId,
          equipment_id: l.id,
          quantity_per_unit: l.coefficient,
        })),
      )
      .execute();
}

async function laborRoles(trx: Transaction<Database>, lines: ResolvedLine[]) {
  const ids = lines.filter((line) => line.kind === 'labor').map((line) => line.id);
  if (ids.length === 0) return [];
  const rows = await trx.selectFrom('labor_rates').select(['id', 'role']).where('id', 'in', ids).execute();
  const roles = new Map(rows.map((row) => [row.id, row.role as LaborRole]));
  return lines
    .filter((line) => line.kind === 'labor')
    .map((line) => ({ role: roles.get(line.id) ?? 'pekerja', coefficient: line.coefficient }));
}

/**
 * Writes the analyses as job types of one category, creating the missing catalogue items first; any unresolved
 * component or existing analysis (without update_existing) refuses the whole import with 422 and writes nothing.
 */
export async function importAnalyses(db: Kysely<Database>, body: ImportAnalysesBody) {
  const category = await db
    .selectFrom('job_categories')
    .select('id')
    .where('id', '=', body.category_id)
    .executeTakeFirst();
  if (!category) throw new ValidationError([{ param: 'category_id', msg: adminMessages.categoryInvalid }]);

  const seen = new Set<string>();
  const duplicates: ValidationDetail[] = [];
  body.analyses.forEach((analysis, position) => {
    const keys = [analysis.code?.toLowerCase(), normalizeItemName(analysis.name)].filter(Boolean) as string[];
    if (keys.some((key) => seen.has(key)))
      duplicates.push({
        param: `analyses.${position}.name`,
        msg: lineOf(analysis.line, ahspImportMessages.duplicateInImport(analysis.name)),
      });
    keys.forEach((key) => seen.add(key));
  });
  if (duplicates.length > 0) throw new ValidationError(duplicates);

  // Throwing inside the transaction rolls back every row written so far.
  return db.transaction().execute(async (trx) => {
    const known = await catalogueEntries(trx);
    const { created, details } = await createMissing(trx, body, known);
    const entries = [...known, ...created];
    const resolved = body.analyses.map((analysis, position) =>
      resolveComponents(analysis, position, entries, details),
    );
    const targets: (number | null)[] = [];
    // The job type an analysis updates: by code first, then name (the price lists' rule, import-match.ts).
    const jobTypes = await existingItems(trx, 'job_types');
    for (const [position, analysis] of body.analyses.entries()) {
      const existing = matchImported(jobTypes, analysis);
      const id = existing.item?.id;
      const refuse = (message: string) =>
        details.push({ param: `analyses.${position}.name`, msg: lineOf(analysis.line, message) });
      if (existing.conflict) refuse(existing.conflict);
      else if (id && !body.update_existing) refuse(ahspImportMessages.exists(analysis.name));
      else if (id && targets.includes(id)) refuse(ahspImportMessages.sameJobTypeTwice(analysis.name));
      targets.push(id ?? null);
    }
    if (details.length > 0) throw new ValidationError(details);

    const ids: number[] = [];
    let createdCount = 0;
    for (const [position, analysis] of body.analyses.entries()) {
      const lines = resolved[position]!;
      const values = {
        category_id: body.category_id,
        name: analysis.name,
        unit: analysis.unit,
        ...crewDefaults(await laborRoles(trx, lines)),
      };
      let id = targets[position];
      if (id) {
        // The same unit spelt another way (m2 for m²) keeps the catalogue's spelling.
        const { unit } = await trx
          .selectFrom('job_types')
          .select('unit')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        if (sameUnit(unit, analysis.unit)) values.unit = unit;
        await trx
          .updateTable('job_types')
          .set({ ...values, ...(analysis.code && { code: analysis.code }), updated_at: new Date() })
          .where('id', '=', id)
          .execute();
      } else {
        ({ id } = await trx
          .insertInto('job_types')
          .values({
            ...values,
            code: analysis.code || (await newCode(trx, 'job_types', analysis.name)),
            description: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow());
        createdCount += 1;
      }
      await writeAssignments(trx, id, lines);
      ids.push(id);
    }
    return { ids, created: createdCount, updated: ids.length - createdCount, createdItems: created.length };
  });
}
