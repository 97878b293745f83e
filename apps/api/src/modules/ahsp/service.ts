import { sql, type Kysely, type Transaction } from 'kysely';
import {
  BRICK_TYPES,
  canonicalUnit,
  crewDefaults,
  indexCatalogue,
  itemLookup,
  laborRoleFromName,
  matchImported,
  normalizeItemName,
  sameUnit,
  unitConflict,
  type BrickType,
  type CatalogueEntry,
  type CatalogueIndex,
  type CatalogueKind,
  type LaborRole,
  type LineError,
  type ParsedAnalysis,
  type ValidationDetail,
} from '@kalkulator/core';
import type { Database } from '../../db/schema';
import { ValidationError } from '../../errors';
import { newCode } from '../admin/catalogue-codes';
import { codeGiver, writeImportRow } from '../admin/import-match';
import { adminMessages } from '../admin/schemas';
import { ahspImportMessages, type ImportAnalysesBody } from './schemas';

// The AHSP analyses import: components matched to the catalogue (core's matching), previewed, then written as job
// types with their labour, material and equipment coefficients in one transaction. An analysis whose code or name is
// an existing job type updates it (with update_existing): its analysis is replaced, but it stays in its category, and
// a wall's batako and bata ringan materials stay (an [AHSP] block is one analysis: the bata merah one).

type Db = Kysely<Database> | Transaction<Database>;

const TABLES = { labor: 'labor_rates', material: 'materials', equipment: 'equipment' } as const;

/** Every labour rate, material and piece of equipment by kind, id, code, name and unit (labour first). */
export async function catalogueEntries(db: Db): Promise<CatalogueEntry[]> {
  const [labor, materials, equipment] = await Promise.all([
    db.selectFrom('labor_rates').select(['id', 'code', 'name']).orderBy('code').execute(),
    db.selectFrom('materials').select(['id', 'code', 'name', 'unit']).orderBy('code').execute(),
    db.selectFrom('equipment').select(['id', 'code', 'name', 'unit']).orderBy('code').execute(),
  ]);
  return [
    ...labor.map((row) => ({ kind: 'labor' as const, ...row })),
    ...materials.map((row) => ({ kind: 'material' as const, ...row })),
    ...equipment.map((row) => ({ kind: 'equipment' as const, ...row })),
  ];
}

/** Brick types in the calculator's order: batako before bata ringan. */
const byBrickOrder = (a: BrickType, b: BrickType) => BRICK_TYPES.indexOf(a) - BRICK_TYPES.indexOf(b);

/** An existing job type an analysis updates, as the preview names it. */
interface ExistingJobType {
  id: number;
  code: string;
  name: string;
  category_id: number;
  category_name: string;
  /** The brick types other than bata merah its materials or labour have: kept when the analysis replaces the rest. */
  kept_brick_types: BrickType[];
}

/** The job types an analysis may update, matched by code, then name (the price lists' rule, catalogue-match.ts). */
async function jobTypeLookup(db: Db) {
  const variantsOf = (table: 'job_type_materials' | 'job_type_labor') =>
    db
      .selectFrom(table)
      .select(['job_type_id', 'brick_type'])
      .where('brick_type', 'is not', null)
      .where('brick_type', '!=', 'bata_merah')
      .distinct()
      .execute();
  const [rows, materialVariants, laborVariants] = await Promise.all([
    db
      .selectFrom('job_types as jt')
      .innerJoin('job_categories as c', 'c.id', 'jt.category_id')
      .select(['jt.id', 'jt.code', 'jt.name', 'jt.category_id', 'c.name as category_name'])
      .execute(),
    variantsOf('job_type_materials'),
    variantsOf('job_type_labor'),
  ]);
  const byId = new Map<number, ExistingJobType>(
    rows.map((row) => [row.id, { ...row, kept_brick_types: [] as BrickType[] }]),
  );
  for (const variant of [...materialVariants, ...laborVariants]) {
    const kept = byId.get(variant.job_type_id)?.kept_brick_types;
    if (kept && !kept.includes(variant.brick_type!)) kept.push(variant.brick_type!);
  }
  for (const jobType of byId.values()) jobType.kept_brick_types.sort(byBrickOrder);
  const lookup = itemLookup(rows, 'job_types');
  return {
    /** The job type an analysis hits, or the refusal of a code of one job type with the name of another. */
    find(analysis: { code?: string | null; name: string }) {
      const found = matchImported(lookup, analysis);
      if (found.conflict) return { conflict: found.conflict };
      return { existing: found.item ? byId.get(found.item.id)! : null };
    },
  };
}

/**
 * Parsed analyses with each component's catalogue match (or null), and each analysis's existing job type (or
 * null: a new one, with the code it gets, `new_code`, when the file gives none): the preview, nothing written. A
 * component whose code is an item of another name gets no match and its `problem` (the admin renames it or creates
 * the item); one in another unit than its item keeps the match and is also a line error (its coefficient is to be
 * converted in the file), as is an analysis whose code and name are two job types.
 */
export async function previewAnalyses(db: Db, parsed: { analyses: ParsedAnalysis[]; errors: LineError[] }) {
  const index = indexCatalogue(await catalogueEntries(db));
  const jobTypes = await jobTypeLookup(db);
  const giveCode = codeGiver(
    db,
    'job_types',
    parsed.analyses.map((analysis) => analysis.code),
  );
  const errors = [...parsed.errors];
  const analyses = [];
  for (const analysis of parsed.analyses) {
    const target = jobTypes.find(analysis);
    if (target.conflict) errors.push({ line: analysis.line, msg: target.conflict });
    const existing = target.existing ?? null;
    analyses.push({
      ...analysis,
      existing,
      ...(!existing && !analysis.code && { new_code: await giveCode(analysis.name) }),
      components: analysis.components.map((component) => {
        const conflict = index.codeConflict(component);
        if (conflict) return { ...component, match: null, problem: conflict };
        const match = index.match(component);
        const unit = unitConflict(component, match);
        if (unit) errors.push({ line: component.line, msg: unit });
        return { ...component, match, ...(unit && { problem: unit }) };
      }),
    });
  }
  return { analyses, errors: errors.sort((a, b) => a.line - b.line) };
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
            .values({
              code,
              name: item.name,
              unit: canonicalUnit(item.unit!),
              price: item.price,
              description: null,
            })
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

/**
 * Each component's catalogue item; the same item twice in one analysis adds up its coefficients. A code of one
 * item with the name of another, or a unit other than the item's, is refused like a component not found.
 */
function resolveComponents(
  analysis: ImportAnalysesBody['analyses'][number],
  position: number,
  index: CatalogueIndex,
  details: ValidationDetail[],
): ResolvedLine[] {
  const lines = new Map<string, ResolvedLine>();
  analysis.components.forEach((component, j) => {
    const param = `analyses.${position}.components.${j}`;
    const refuse = (message: string) => details.push({ param, msg: lineOf(component.line, message) });
    const chosen = component.match ? index.item(component.match) : null;
    if (component.match && !chosen) return refuse(ahspImportMessages.matchMissing(component.name));
    const conflict = index.codeConflict(component, component.match);
    if (conflict) return refuse(conflict);
    const match = chosen ?? index.match(component);
    if (!match) return refuse(ahspImportMessages.unresolved(component.name));
    const unit = unitConflict(component, match);
    if (unit) return refuse(unit);
    const key = `${match.kind}:${match.id}`;
    const line = lines.get(key);
    if (line) line.coefficient += component.coefficient;
    else lines.set(key, { kind: match.kind, id: match.id, coefficient: component.coefficient });
  });
  return [...lines.values()];
}

/**
 * Replaces a job type's analysis with the file's lines. A wall with brick variants keeps the labour and materials of
 * the variants the file does not give (batako, bata ringan): the file's lines replace the bata merah ones (and the
 * shared ones, which stay with the other variants as their own rows), so a line "— batako" keeps its price. Answers
 * the brick types kept.
 */
async function writeAssignments(
  trx: Transaction<Database>,
  jobTypeId: number,
  lines: ResolvedLine[],
): Promise<BrickType[]> {
  const [materials, labor] = await Promise.all([
    trx
      .selectFrom('job_type_materials')
      .select(['material_id', 'quantity_per_unit', 'brick_type'])
      .where('job_type_id', '=', jobTypeId)
      .execute(),
    trx
      .selectFrom('job_type_labor')
      .select(['labor_rate_id', 'coefficient', 'brick_type'])
      .where('job_type_id', '=', jobTypeId)
      .execute(),
  ]);
  const kept = [
    ...new Set(
      [...materials, ...labor].flatMap((row) =>
        row.brick_type && row.brick_type !== 'bata_merah' ? [row.brick_type] : [],
      ),
    ),
  ].sort(byBrickOrder);
  await trx.deleteFrom('job_type_equipment').where('job_type_id', '=', jobTypeId).execute();
  for (const table of ['job_type_materials', 'job_type_labor'] as const)
    await trx
      .deleteFrom(table)
      .where('job_type_id', '=', jobTypeId)
      .where((eb) => eb.or([eb('brick_type', 'is', null), eb('brick_type', '=', 'bata_merah')]))
      .execute();
  const keptShared = <Row extends { brick_type: BrickType | null }>(rows: Row[]) =>
    kept.flatMap((brickType) =>
      rows
        .filter((row) => row.brick_type === null)
        .map((row) => ({ ...row, job_type_id: jobTypeId, brick_type: brickType })),
    );
  // A variant with a row of its own for a shared item (tukang batu for every brick and 0,05 OH more for batako) gets
  // the two in that row, added up as they priced it: a second row would break the one row per item and brick type
  // (a 500). Added as decimals, so 0,1 + 0,05 is 0,15, not 0,15000000000000002.
  const keptMaterials = keptShared(materials);
  if (keptMaterials.length > 0)
    await trx
      .insertInto('job_type_materials')
      .values(keptMaterials)
      .onConflict((conflict) =>
        conflict.expression(sql`job_type_id, material_id, coalesce(brick_type, '')`).doUpdateSet({
          quantity_per_unit: sql`(job_type_materials.quantity_per_unit::numeric + excluded.quantity_per_unit::numeric)::float8`,
        }),
      )
      .execute();
  const keptLabor = keptShared(labor);
  if (keptLabor.length > 0)
    await trx
      .insertInto('job_type_labor')
      .values(keptLabor)
      .onConflict((conflict) =>
        conflict.expression(sql`job_type_id, labor_rate_id, coalesce(brick_type, '')`).doUpdateSet({
          coefficient: sql`(job_type_labor.coefficient::numeric + excluded.coefficient::numeric)::float8`,
        }),
      )
      .execute();
  const of = (kind: CatalogueKind) => lines.filter((line) => line.kind === kind);
  if (of('labor').length > 0)
    await trx
      .insertInto('job_type_labor')
      .values(
        of('labor').map((l) => ({
          job_type_id: jobTypeId,
          labor_rate_id: l.id,
          coefficient: l.coefficient,
          // Beside kept variants the file's labour is bata merah's, not shared with the others.
          brick_type: kept.length > 0 ? ('bata_merah' as const) : null,
        })),
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
          // Beside kept variants the file's materials are the bata merah ones, not shared with the others.
          brick_type: kept.length > 0 ? ('bata_merah' as const) : null,
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
  return kept;
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

/** What an import did to one job type: added, or updated (keeping its category and these brick variants). */
export interface ImportedJobType {
  id: number;
  updated: boolean;
  kept_brick_types: BrickType[];
}

/**
 * Writes the analyses as job types, creating the missing catalogue items first; any unresolved component or
 * existing analysis (without update_existing) refuses the whole import with 422 and writes nothing. New job types go
 * into the chosen category; an updated one stays in its own (the category is the file's destination, not a move).
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
    const index = indexCatalogue([...known, ...created]);
    const resolved = body.analyses.map((analysis, position) =>
      resolveComponents(analysis, position, index, details),
    );
    const targets: (ExistingJobType | null)[] = [];
    const jobTypes = await jobTypeLookup(trx);
    for (const [position, analysis] of body.analyses.entries()) {
      const found = jobTypes.find(analysis);
      const existing = found.existing ?? null;
      const refuse = (message: string) =>
        details.push({ param: `analyses.${position}.name`, msg: lineOf(analysis.line, message) });
      if (found.conflict) refuse(found.conflict);
      else if (existing && !body.update_existing)
        refuse(ahspImportMessages.exists(existing.code, existing.name, analysis.name));
      else if (existing && targets.some((target) => target?.id === existing.id))
        refuse(ahspImportMessages.sameJobTypeTwice(analysis.name, existing.code, existing.name));
      targets.push(existing);
    }
    if (details.length > 0) throw new ValidationError(details);

    // The preview's new codes: past the catalogue's highest U.nnn, skipping every code of the file's analyses.
    const giveCode = codeGiver(
      trx,
      'job_types',
      body.analyses.map((analysis) => analysis.code),
    );
    const outcomes: ImportedJobType[] = [];
    for (const [position, analysis] of body.analyses.entries()) {
      const lines = resolved[position]!;
      // The catalogue's spelling of the unit (m² for the file's m2): a RAB line priced from it shows no "m2" next
      // to the catalogue's "m²".
      const values = {
        name: analysis.name,
        unit: canonicalUnit(analysis.unit),
        ...crewDefaults(await laborRoles(trx, lines)),
      };
      const existing = targets[position];
      const code = analysis.code || (existing?.code ?? (await giveCode(analysis.name)));
      const id = await writeImportRow(
        { param: `analyses.${position}.code`, line: analysis.line, code },
        async () => {
          if (!existing)
            return (
              await trx
                .insertInto('job_types')
                .values({ ...values, category_id: body.category_id, code, description: null })
                .returning('id')
                .executeTakeFirstOrThrow()
            ).id;
          // The same unit spelt another way (m2 for m²) keeps the catalogue's spelling.
          const { unit } = await trx
            .selectFrom('job_types')
            .select('unit')
            .where('id', '=', existing.id)
            .executeTakeFirstOrThrow();
          if (sameUnit(unit, analysis.unit)) values.unit = canonicalUnit(unit);
          await trx
            .updateTable('job_types')
            .set({ ...values, code, updated_at: new Date() })
            .where('id', '=', existing.id)
            .execute();
          return existing.id;
        },
      );
      const kept = await writeAssignments(trx, id, lines);
      outcomes.push({ id, updated: existing !== null, kept_brick_types: kept });
    }
    const updated = outcomes.filter((outcome) => outcome.updated).length;
    return {
      outcomes,
      created: outcomes.length - updated,
      updated,
      createdItems: created.length,
    };
  });
}
