import { isLaborUnit, LABOR_UNIT } from '../ahsp/matching';
import { ahspMessages } from '../ahsp/messages';
import { sameUnit } from '../catalogue/units';
import type { PriceListKind } from './price-list';

// Which catalogue item an imported row means (README: matched by code, then name), for the admin's imports and a
// price book's alike. A code naming one item and a name naming another is a conflict the import refuses: writing
// either way would change the wrong item or give two items one code. Pure: the server reads the catalogue once and
// hands its rows in.

export interface ExistingItem {
  id: number;
  code: string;
  name: string;
  /**
   * The unit the analyses' coefficients count in and the price is per: a material's or equipment's own, a labour
   * rate's OH (LABOR_UNIT: the wage is a day's).
   */
  unit?: string;
  /** Materials and equipment: the price; labour rates: the daily wage. */
  price?: number;
}

export interface ItemLookup {
  /**
   * The form a unit is changed in ("material", "peralatan"), named when an import row brings another unit; null
   * where the unit is not the importer's to change (a price book, labour's OH): the row is to be priced per the
   * catalogue's unit.
   */
  unitForm: string | null;
  /** The items earlier rows of this import update, by id, with the line that updates each. */
  claimed: Map<number, number>;
  byCode: Map<string, ExistingItem>;
  byName: Map<string, ExistingItem>;
}

export type ImportMatch =
  { item: ExistingItem | undefined; conflict?: undefined } | { conflict: string; item?: undefined };

const nameKey = (name: string) => name.trim().toLowerCase();

/** The items of one table by lowercase code and by trimmed lowercase name, built once for the whole import. */
export function itemLookup(items: readonly ExistingItem[], unitForm: string | null): ItemLookup {
  return {
    unitForm,
    claimed: new Map(),
    byCode: new Map(items.map((item) => [item.code.toLowerCase(), item])),
    byName: new Map(items.map((item) => [nameKey(item.name), item])),
  };
}

/** The row's code first, then its name; a code and a name of two different items is a conflict. */
export function matchImported(lookup: ItemLookup, row: { code?: string | null; name: string }): ImportMatch {
  const byCode = row.code ? lookup.byCode.get(row.code.toLowerCase()) : undefined;
  const byName = lookup.byName.get(nameKey(row.name));
  if (byCode && byName && byCode.id !== byName.id)
    return { conflict: ahspMessages.codeNameConflict(row.code!, byCode.name, row.name, byName.code) };
  return { item: byCode ?? byName };
}

/**
 * An import updates a price, never the unit: the analyses' coefficients count in the catalogue's unit (11,5 kg of
 * semen, 0,04 OH of mandor), so a row priced per zak refused here keeps them from costing 50 times as much, and a
 * mandor's Rp 25.000 per hour (OJ, jam) or Rp 4.500.000 per month is never saved as his day's wage. Another spelling
 * of the same unit (m3 for m³, buah for bh: catalogue/units.ts; O.H., orang hari, HOK or hari for OH) is no other
 * unit; a row without a unit is taken per the catalogue's. The problem, or null.
 */
function unitProblem(
  item: ExistingItem,
  row: { unit?: string | undefined },
  form: string | null,
): string | null {
  const unit = row.unit?.trim();
  if (item.unit === undefined || !unit) return null;
  if (item.unit === LABOR_UNIT ? isLaborUnit(unit) : sameUnit(unit, item.unit)) return null;
  return form === null
    ? ahspMessages.unitPerCatalogue(unit, item.unit, item.name)
    : ahspMessages.unitDiffers(unit, item.unit, item.name, form);
}

/**
 * What importing one row (of file line `line`) does to the catalogue: adds an item (no `item`), updates `item`'s
 * price, or is refused (`refused`): a code and a name of two items, another unit than the item's, an existing item
 * while updates are off, or an item an earlier row of the import already updates.
 */
export function importTarget(
  lookup: ItemLookup,
  row: { code?: string | null; name: string; unit?: string | undefined },
  line: number,
  updateExisting: boolean,
): { item?: ExistingItem; refused?: string } {
  const match = matchImported(lookup, row);
  if (match.conflict) return { refused: match.conflict };
  const item = match.item;
  if (!item) return {};
  const unit = unitProblem(item, row, lookup.unitForm);
  if (unit) return { refused: unit };
  if (!updateExisting) return { refused: ahspMessages.rowExists };
  const earlier = lookup.claimed.get(item.id);
  if (earlier !== undefined) return { refused: ahspMessages.sameItemTwice(earlier) };
  lookup.claimed.set(item.id, line);
  return { item };
}

/**
 * The line a row is reported under: the file line it carries (`line`, sent by the import dialog as its preview
 * shows it: "Baris 4" for the fourth line of a file with a header), else its position in the list from 1.
 */
export function importLine(row: unknown, index: number): number {
  const line = (row as { line?: unknown } | null)?.line;
  return typeof line === 'number' && Number.isInteger(line) && line > 0 ? line : index + 1;
}

const KIND_ORDER: PriceListKind[] = ['labor', 'material', 'equipment'];
const KIND_WORDS: Record<PriceListKind, string> = { labor: 'upah', material: 'material', equipment: 'alat' };

/**
 * A price row matched to the item it prices in a catalogue of every kind: the item of its kind (its Kategori), or,
 * for a row without one (`kindAssumed`), of whichever kind has its code, else its name. A row whose code or name is
 * in more than one kind is refused asking for the Kategori column, as is a code of one kind with the name of
 * another; no item leaves `item` out (the row is not in the catalogue).
 */
export function priceRowTarget(
  lookups: Record<PriceListKind, ItemLookup>,
  row: { kind: PriceListKind; kindAssumed?: boolean; code?: string | null; name: string; unit?: string },
  line: number,
): { kind: PriceListKind; item?: ExistingItem; refused?: string } {
  if (!row.kindAssumed) return { kind: row.kind, ...importTarget(lookups[row.kind], row, line, true) };
  const code = row.code?.toLowerCase();
  const byCode = code ? KIND_ORDER.filter((kind) => lookups[kind].byCode.has(code)) : [];
  const byName = KIND_ORDER.filter((kind) => lookups[kind].byName.has(nameKey(row.name)));
  const kinds = byCode.length > 0 ? byCode : byName;
  if (kinds.length === 0) return { kind: row.kind };
  if (kinds.length > 1)
    return {
      kind: row.kind,
      refused: ahspMessages.kindAmbiguous(
        row.name,
        kinds.map((k) => KIND_WORDS[k]),
      ),
    };
  const kind = kinds[0]!;
  const namedElsewhere = byName.find((other) => other !== kind);
  if (namedElsewhere && !byName.includes(kind)) {
    const codeOwner = lookups[kind].byCode.get(code!)!;
    const nameOwner = lookups[namedElsewhere].byName.get(nameKey(row.name))!;
    return {
      kind,
      refused: ahspMessages.codeNameConflict(row.code!, codeOwner.name, row.name, nameOwner.code),
    };
  }
  return { kind, ...importTarget(lookups[kind], row, line, true) };
}
