import {
  projectBodySchema,
  readVolume,
  type BrickType,
  type PricedItem,
  type PricedProject,
} from '@kalkulator/core';
import { priceDraft, projectBody, type DraftItem, type ProjectDraft } from './draft';

// What the version another device saved holds apart from this device's draft, for the choice of versions after a
// refused Simpan. Two versions only (the one both started from is not kept): each difference says what each holds,
// never who changed it.

/** The project's own fields compared, in the editor's order. */
export const CONFLICT_FIELDS = [
  'name',
  'location',
  'owner',
  'contractor',
  'description',
  'fiscal_year',
  'start_date',
  'overhead_percentage',
  'ppn_percentage',
  'rounding',
  'price_book_id',
] as const;
export type ConflictField = (typeof CONFLICT_FIELDS)[number];
/** A field as the account reads it (texts trimmed, numbers read); as typed when it cannot be read. */
export type FieldValue = string | number | null;

/** Which version holds something the other does not: the other device's, or this device's draft. */
export type Side = 'theirs' | 'mine';

export interface Quantity {
  /** The volume as read; null when what is typed cannot be read (then `text` is shown). */
  volume: number | null;
  text: string;
  unit: string;
}

export type LineChange =
  | { what: 'name'; theirs: string; mine: string }
  | { what: 'volume'; theirs: Quantity; mine: Quantity }
  /** The harga satuan F of each version. */
  | { what: 'price'; theirs: number; mine: number }
  /** The line sits in another division (by code). */
  | { what: 'division'; theirs: string; mine: string }
  /** The brick type of a wall with variants (none: bata merah, the default). */
  | { what: 'brick'; theirs: BrickType | null; mine: BrickType | null }
  | { what: 'schedule' };

export type VersionDifference =
  | { kind: 'field'; field: ConflictField; theirs: FieldValue; mine: FieldValue }
  /** A division one version alone has, with the lines only it holds (counted here, not listed one by one). */
  | { kind: 'division'; only: Side; code: string; name: string; items: number }
  | { kind: 'division-name'; code: string; theirs: string; mine: string }
  | { kind: 'line'; only: Side; division: string; name: string }
  | { kind: 'line-changed'; division: string; name: string; changes: LineChange[] };

function fieldValue(draft: ProjectDraft, field: ConflictField): FieldValue {
  const typed = projectBody(draft)[field];
  const read = projectBodySchema.shape[field].safeParse(typed);
  const value: unknown = read.success ? read.data : typed;
  if (typeof value === 'string') return value.trim() || null;
  return typeof value === 'number' ? value : null;
}

function quantity(item: DraftItem): Quantity {
  const read = readVolume(item.volumeText);
  return { volume: read.ok ? read.value : null, text: item.volumeText.trim(), unit: item.unit.trim() };
}

const sameQuantity = (a: Quantity, b: Quantity) =>
  a.unit === b.unit && (a.volume !== null && b.volume !== null ? a.volume === b.volume : a.text === b.text);

/** What a line's price is frozen from: its job type's A, B, C, or a free line's typed F. */
const priceOrigin = (item: DraftItem) =>
  JSON.stringify([item.job_type_id, item.job_type_id === null ? item.freePrice : item.parts]);

interface Placed {
  item: DraftItem;
  division: string;
  priced: PricedItem | undefined;
}

/** Every line of `draft` by id, with its division's code and its price as the version itself prices it. */
function linesOf(draft: ProjectDraft, priced: PricedProject): Map<string, Placed> {
  const lines = new Map<string, Placed>();
  draft.divisions.forEach((division, at) =>
    division.items.forEach((item, index) =>
      lines.set(item.id, { item, division: division.code, priced: priced.divisions[at]?.items[index] }),
    ),
  );
  return lines;
}

function lineChanges(theirs: Placed, mine: Placed): LineChange[] {
  const changes: LineChange[] = [];
  const [a, b] = [theirs.item, mine.item];
  if (a.description.trim() !== b.description.trim())
    changes.push({ what: 'name', theirs: a.description.trim(), mine: b.description.trim() });
  const [qa, qb] = [quantity(a), quantity(b)];
  if (!sameQuantity(qa, qb)) changes.push({ what: 'volume', theirs: qa, mine: qb });
  // Another overhead prices every catalogue line anew: said once, as the overhead's own difference.
  const [fa, fb] = [theirs.priced?.unit_price.F ?? 0, mine.priced?.unit_price.F ?? 0];
  if (priceOrigin(a) !== priceOrigin(b) && fa !== fb) changes.push({ what: 'price', theirs: fa, mine: fb });
  if (theirs.division !== mine.division)
    changes.push({ what: 'division', theirs: theirs.division, mine: mine.division });
  if ((a.brickType ?? null) !== (b.brickType ?? null))
    changes.push({ what: 'brick', theirs: a.brickType ?? null, mine: b.brickType ?? null });
  if (JSON.stringify(a.schedule ?? null) !== JSON.stringify(b.schedule ?? null))
    changes.push({ what: 'schedule' });
  return changes;
}

/** The divisions and lines `own` holds that `other` has not (its lines in a division of its own counted there). */
function onlyIn(own: ProjectDraft, other: ProjectDraft, side: Side, otherLines: Map<string, Placed>) {
  const codes = new Set(other.divisions.map((division) => division.code));
  const differences: VersionDifference[] = [];
  for (const division of own.divisions) {
    const alone = division.items.filter((item) => !otherLines.has(item.id));
    if (!codes.has(division.code)) {
      differences.push({
        kind: 'division',
        only: side,
        code: division.code,
        name: division.name,
        items: alone.length,
      });
      continue;
    }
    for (const item of alone)
      differences.push({ kind: 'line', only: side, division: division.code, name: item.description.trim() });
  }
  return differences;
}

/**
 * What `theirs` (the version the account holds) holds apart from `mine` (the draft here): the project's fields, the
 * divisions' names, the lines both hold, matched by id (name, volume, harga satuan, division, brick type, schedule),
 * in the other version's order; then what only the other version holds, then what only this draft holds.
 */
export function versionDifferences(
  theirs: ProjectDraft,
  mine: ProjectDraft,
  /** Each version as priceDraft prices it, when the caller has it already (the comparison shows both totals). */
  priced: { theirs: PricedProject; mine: PricedProject } = {
    theirs: priceDraft(theirs),
    mine: priceDraft(mine),
  },
): VersionDifference[] {
  const differences: VersionDifference[] = [];
  for (const field of CONFLICT_FIELDS) {
    const [a, b] = [fieldValue(theirs, field), fieldValue(mine, field)];
    if (a !== b) differences.push({ kind: 'field', field, theirs: a, mine: b });
  }
  const mineByCode = new Map(mine.divisions.map((division) => [division.code, division]));
  for (const division of theirs.divisions) {
    const other = mineByCode.get(division.code);
    if (other && other.name.trim() !== division.name.trim())
      differences.push({
        kind: 'division-name',
        code: division.code,
        theirs: division.name,
        mine: other.name,
      });
  }
  const [theirLines, myLines] = [linesOf(theirs, priced.theirs), linesOf(mine, priced.mine)];
  for (const [id, line] of theirLines) {
    const other = myLines.get(id);
    const changes = other ? lineChanges(line, other) : [];
    if (changes.length > 0)
      differences.push({
        kind: 'line-changed',
        division: line.division,
        name: line.item.description.trim(),
        changes,
      });
  }
  differences.push(...onlyIn(theirs, mine, 'theirs', myLines), ...onlyIn(mine, theirs, 'mine', theirLines));
  return differences;
}
