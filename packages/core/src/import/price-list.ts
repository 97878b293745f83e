import type { LaborRole } from '../calculation/types';
import { ahspMessages } from '../ahsp/messages';
import { readPriceText } from '../validation/price-text';
import { cellText, type TableCell } from './cells';
import { readDelimited } from './delimited';
import { findHeader, headerKey, type Columns, type Field } from './header';
import { headerTail, headerWidth, priceSplit, spillsPastHeader } from './header-tail';

// Price lists as estimators keep them: the header row names the columns (No, Kode, Nama/Uraian, Jenis/Spesifikasi/Merk,
// Satuan, Harga Satuan, Kategori = material|upah|alat; see header.ts) in any order, with extra columns ignored; title
// lines above the header are skipped. A row of titles without a name, unit or price column is refused, not read by
// position. Without a header the old fixed order still works: [code,] name, unit, price.

export type PriceListKind = 'material' | 'labor' | 'equipment';

export interface PriceListRow {
  line: number;
  kind: PriceListKind;
  code?: string;
  name: string;
  unit: string;
  /** Whole rupiah. */
  price: number;
  /** Labour rows: the crew role the calculator prices the trade as (from a Peran column, else from the name). */
  role?: LaborRole;
  /**
   * With the option `matchAnyKind` only: the row named no kind (no Kategori column or an empty cell), so `kind` is
   * the default and the row is to be matched against every kind of the catalogue.
   */
  kindAssumed?: true;
}

export interface PriceListError {
  line: number;
  msg: string;
}

const KINDS: [PriceListKind, RegExp][] = [
  ['labor', /^(upah|tenaga( kerja)?|pekerja|labou?r|l)$/],
  ['equipment', /^(alat|peralatan|equipment|e)$/],
  ['material', /^(material|bahan|mat|m)$/],
];

function readKind(text: string): PriceListKind | null {
  const key = text
    .toLowerCase()
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return KINDS.find(([, pattern]) => pattern.test(key))?.[0] ?? null;
}

/**
 * "Jenis" titles a spec in most lists (Semen | Jenis: PCC), but the kind in some, as in this app's own previews: read
 * as the kind where no Kategori column names it and every filled cell of it is a kind (material, upah, alat), so an
 * hourly wage under "Jenis: upah" is checked as a wage, not imported as a material named "Mandor - upah".
 */
function jenisAsKind(table: TableCell[][], headerIndex: number, columns: Columns): Columns {
  const column = columns.spec;
  if (columns.kind !== undefined || column === undefined) return columns;
  if (headerKey(cellText(table[headerIndex]![column] ?? '')) !== 'jenis') return columns;
  const filled = table
    .slice(headerIndex + 1)
    .map((row) => cellText(row[column] ?? ''))
    .filter(Boolean);
  if (filled.length === 0 || !filled.every((cell) => readKind(cell) !== null)) return columns;
  const { spec: _spec, ...others } = columns;
  return { ...others, kind: column };
}

/** The role a labour rate of this name plays in the calculator's crew model. */
export function laborRoleFromName(name: string): LaborRole {
  const key = name.toLowerCase();
  if (/mandor/.test(key)) return 'mandor';
  if (/kepala/.test(key)) return 'kepala_tukang';
  if (/pekerja|buruh|kenek|kernet|laden|pembantu|helper/.test(key)) return 'pekerja';
  return 'tukang';
}

function readRole(text: string | undefined, name: string): LaborRole {
  const key = (text ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (key === 'tukang' || key === 'pekerja' || key === 'mandor') return key;
  if (key === 'kepalatukang') return 'kepala_tukang';
  return laborRoleFromName(name);
}

export interface PriceListOptions {
  /** Kind of the rows without a Kategori column (the materials screen: material). */
  defaultKind?: PriceListKind;
  /** Mark the rows that name no kind (`kindAssumed`): a price book matches them against every kind. */
  matchAnyKind?: boolean;
  maxRows?: number;
  /**
   * The table was read from text separated by commas: a row with filled cells past the header's titles is refused
   * (an unquoted 65,000 split in two; see spillsPastHeader).
   */
  commaSeparated?: boolean;
}

/** The columns of a list without a header: [code,] name, unit, price. */
const FIXED_COLUMNS = 4;

// The "65,000" rule moved beside the number reader (format/number.ts): the price fields refuse it too now.
export { commaThousands } from '../format/number';

// The column numbering moved beside the header's other rows (header-tail.ts); still exported from here.
export { isColumnNumbering } from './header-tail';

/**
 * Price-list rows from a table of cells (pasted text, CSV or a spreadsheet, whose numeric cells are numbers);
 * line numbers start at 1.
 */
export function parsePriceListRows(
  table: TableCell[][],
  options: PriceListOptions = {},
): { rows: PriceListRow[]; errors: PriceListError[] } {
  const defaultKind = options.defaultKind ?? 'material';
  const maxRows = options.maxRows ?? 2000;
  const rows: PriceListRow[] = [];
  const errors: PriceListError[] = [];
  const found = findHeader(table);
  // A header that cannot be read as it is refuses the whole list: missing columns, a price (or unit) named twice, a
  // price title split into parts in the row below (priceSplit).
  const headerError =
    found?.kind === 'incomplete'
      ? ahspMessages.headerColumns(found.missing, found.unknown)
      : found?.kind === 'twice'
        ? ahspMessages.columnTwice(found.label, found.titles)
        : null;
  if (found && headerError) return { rows, errors: [{ line: found.index + 1, msg: headerError }] };
  const header = found?.kind === 'header' ? jenisAsKind(table, found.index, found.columns) : null;
  const split = found && header ? priceSplit(table, found.index, header.price) : null;
  if (found && split)
    return {
      rows,
      errors: [{ line: found.index + 1, msg: ahspMessages.priceSplit(split.title, split.subtitles) }],
    };
  // The header's second row ("Satuan | Jumlah" under a merged "Harga", or "(Rp)") and its column numbering.
  const tail = found ? headerTail(table.slice(found.index + 1)) : new Set<number>();
  const width = found && header ? headerWidth(table, found.index, tail) : FIXED_COLUMNS;
  const commaSeparated = options.commaSeparated ?? false;
  table.forEach((raw, index) => {
    // The header row and any title lines above it are not items.
    if (found && index <= found.index) return;
    const line = index + 1;
    const cells = raw.map(cellText);
    if (cells.every((cell) => !cell)) return;
    // The row of column numbers RAB sheets put under their titles (1 | 2 | 3 | 4, or (1) | (2) …) is not an item,
    // nor is a two-row header's second row.
    if (found && tail.has(index - found.index - 1)) return;
    if (spillsPastHeader(raw, width, commaSeparated))
      return void errors.push({ line, msg: ahspMessages.extraCells(header ? 'header' : 'fixed') });
    const at = (field: Field) => {
      const column = header?.[field];
      return column === undefined ? undefined : (cells[column] ?? '');
    };
    let code: string | undefined;
    let name: string;
    let unit: string;
    let priceCell: TableCell | undefined;
    let kindText: string | undefined;
    if (header) {
      code = at('code') || undefined;
      const spec = at('spec');
      name = [at('name') ?? '', spec ?? ''].filter(Boolean).join(' - ');
      unit = at('unit') ?? '';
      priceCell = header.price === undefined ? undefined : raw[header.price];
      kindText = at('kind');
    } else {
      const filled = cells.length;
      if (filled < 3) return void errors.push({ line, msg: ahspMessages.columns });
      [code, name, unit] = (filled >= 4 ? cells : [undefined, ...cells]) as [
        string | undefined,
        string,
        string,
      ];
      priceCell = raw[filled >= 4 ? 3 : 2];
      code = code || undefined;
    }
    let kind = defaultKind;
    const kindAssumed = options.matchAnyKind === true && !kindText;
    if (kindText) {
      const read = readKind(kindText);
      if (!read) return void errors.push({ line, msg: ahspMessages.kind(kindText) });
      kind = read;
    }
    if (!name) return void errors.push({ line, msg: ahspMessages.name });
    if (!unit) return void errors.push({ line, msg: ahspMessages.unit });
    // The rule of every typed price (a "65,000" is refused, sen too); a spreadsheet's number is taken as it is.
    const read = readPriceText(priceCell ?? '');
    if (!read.ok) return void errors.push({ line, msg: read.msg });
    const price = read.price;
    rows.push({
      line,
      kind,
      ...(code && { code }),
      name,
      unit,
      price,
      ...(kind === 'labor' && { role: readRole(at('role'), name) }),
      ...(kindAssumed && { kindAssumed: true as const }),
    });
  });
  if (rows.length === 0 && errors.length === 0) errors.push({ line: 1, msg: ahspMessages.empty });
  if (table.length > maxRows + 1) errors.push({ line: maxRows + 1, msg: ahspMessages.priceListTooMany });
  return { rows, errors };
}

/** Price-list rows from pasted text or a text file, its separator read from it (tab, semicolon or comma). */
export function parsePriceListText(
  text: string,
  options: Omit<PriceListOptions, 'commaSeparated'> = {},
): { rows: PriceListRow[]; errors: PriceListError[] } {
  const { table, delimiter } = readDelimited(text);
  return parsePriceListRows(table, { ...options, commaSeparated: delimiter === ',' });
}
