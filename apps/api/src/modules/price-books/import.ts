import { sql, type Kysely } from 'kysely';
import {
  itemLookup,
  LABOR_UNIT,
  MAX_RUPIAH,
  parsePriceListRows,
  priceBookMessages,
  priceRowTarget,
  rupiahTooLarge,
  readDelimited,
  type ExistingItem,
  type PriceKind,
  type PriceListKind,
  type PriceListRow,
  workbookMessages,
} from '@kalkulator/core';
import type { Database } from '../../db/schema';
import { ValidationError } from '../../errors';
import { WorkbookTooLargeError, readWorkbookTable } from '../upload/sheet';
import { loadBookPrices, upsertPrices } from './service';

// A price list imported into a book: read (pasted text, a CSV's text or an .xlsx's first sheet), matched to the
// catalogue, previewed row by row, and written on confirmation in one transaction.

/**
 * The catalogue of every kind as a price list is matched to it: code, name, unit and price. A labour rate's unit is
 * OH, its price a day's wage: a row priced per hour (OJ, jam) or month is refused, never saved as the day's.
 */
async function catalogueLookups(db: Kysely<Database>) {
  const [labor, materials, equipment] = await Promise.all([
    db
      .selectFrom('labor_rates')
      .select(['id', 'code', 'name', sql.lit(LABOR_UNIT).as('unit'), 'daily_rate as price'])
      .execute(),
    db.selectFrom('materials').select(['id', 'code', 'name', 'unit', 'price']).execute(),
    db.selectFrom('equipment').select(['id', 'code', 'name', 'unit', 'price']).execute(),
  ]);
  // A book prices the catalogue's items in the catalogue's units: no form to change a unit is named (null).
  const lookup = (rows: ExistingItem[]) =>
    itemLookup(
      rows.map((row) => ({ ...row, price: Number(row.price) })),
      null,
    );
  return { labor: lookup(labor), material: lookup(materials), equipment: lookup(equipment) };
}

/**
 * Price-list rows matched to the catalogue (core's priceRowTarget: the item of the row's kind, or of any kind for a
 * row without a Kategori, by code, then name), each matched row with the item's unit and the price it has now; a
 * row in another unit than the item's, a code of one item with the name of another, a name of more than one kind,
 * a second row for an item already priced above, or a price above Rp 10.000.000.000.000 is refused with its reason,
 * never written.
 */
export async function matchRows(db: Kysely<Database>, bookId: number, rows: PriceListRow[]) {
  const lookups = await catalogueLookups(db);
  const prices = await loadBookPrices(db, bookId);
  const matched: {
    line: number;
    kind: PriceKind;
    item_id: number;
    code: string;
    name: string;
    unit: string;
    price: number;
    catalogue_price: number;
    book_price: number | null;
    current_price: number;
  }[] = [];
  const unmatched: { line: number; kind: PriceKind; code: string | null; name: string; price: number }[] = [];
  const refused: {
    line: number;
    kind: PriceKind;
    code: string | null;
    name: string;
    unit: string;
    price: number;
    msg: string;
  }[] = [];
  for (const row of rows) {
    const { kind, item, refused: reason } = priceRowTarget(lookups, row, row.line);
    const { line, name, price } = row;
    const code = row.code ?? null;
    if (reason) refused.push({ line, kind, code, name, unit: row.unit, price, msg: reason });
    // Above the most a price may be typed (a bigint column refused 10^20 with a 500; 2 × 10^13 was saved).
    else if (price > MAX_RUPIAH)
      refused.push({ line, kind, code, name, unit: row.unit, price, msg: rupiahTooLarge(MAX_RUPIAH) });
    else if (!item) unmatched.push({ line, kind, code, name, price });
    else {
      const own = prices[kind].get(item.id);
      const catalogue = item.price ?? 0;
      matched.push({
        line,
        kind,
        item_id: item.id,
        code: item.code,
        name: item.name,
        unit: item.unit ?? LABOR_UNIT,
        price,
        catalogue_price: catalogue,
        book_price: own ?? null,
        current_price: own ?? catalogue,
      });
    }
  }
  return { matched, unmatched, refused };
}

/** The matched rows' prices in one transaction: each item once (a second row for it was refused by matchRows). */
export async function writeMatched(
  db: Kysely<Database>,
  bookId: number,
  matched: { kind: PriceKind; item_id: number; price: number }[],
) {
  await db.transaction().execute(async (trx) => {
    if (matched.length > 0)
      await upsertPrices(
        trx,
        bookId,
        matched.map(({ kind, item_id, price }) => ({ kind, item_id, price })),
      );
  });
  return matched.length;
}

/** The list as sent: `pasted_data` (text, or a CSV's text read in the browser) or `xlsx_base64` (the file's bytes). */
export interface ImportSource {
  pasted_data?: string | undefined;
  xlsx_base64?: string | undefined;
  default_kind?: PriceListKind | undefined;
}

/**
 * The list's rows: an .xlsx is read as the admin's upload reads it (first sheet, numbers kept numbers), text by its
 * separator; rows without a Kategori are matched against every kind unless the request names their kind.
 */
export async function readPriceList(source: ImportSource) {
  let table: (string | number)[][];
  let commaSeparated = false;
  if (source.xlsx_base64 === undefined) {
    const read = readDelimited(source.pasted_data ?? '');
    table = read.table;
    commaSeparated = read.delimiter === ',';
  } else {
    try {
      table = await readWorkbookTable(Buffer.from(source.xlsx_base64, 'base64'));
    } catch (error) {
      const msg =
        error instanceof WorkbookTooLargeError ? workbookMessages.tooLarge : priceBookMessages.xlsxUnreadable;
      throw new ValidationError([{ param: 'xlsx_base64', msg }]);
    }
  }
  return parsePriceListRows(table, {
    ...(source.default_kind ? { defaultKind: source.default_kind } : { matchAnyKind: true }),
    commaSeparated,
  });
}
