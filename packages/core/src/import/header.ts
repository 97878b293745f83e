import { parseIdNumber } from '../format/number';
import { cellText, type TableCell } from './cells';

// The header row of a price list: the titles estimators give their columns, in any order, with their list's title
// lines above it. A row number column (No) is known so that it is never read as the item code.

export type Field = 'number' | 'code' | 'name' | 'spec' | 'unit' | 'price' | 'kind' | 'role';
export type Columns = Partial<Record<Field, number>>;

const HEADERS: [Field, string[]][] = [
  ['number', ['no', 'nomor', 'no urut', 'nomor urut']],
  ['kind', ['kategori', 'jenis item', 'kelompok', 'kind', 'tipe item', 'jenis sumber daya']],
  [
    'code',
    ['kode', 'code', 'kode item', 'kode barang', 'kode bahan', 'kode material', 'kode upah', 'kode alat'],
  ],
  [
    'name',
    [
      'nama',
      'nama utama',
      'uraian',
      'name',
      'nama item',
      'nama barang',
      'nama bahan',
      'nama material',
      'nama alat',
      'nama upah',
      'nama tenaga kerja',
      'nama pekerjaan',
      'nama sumber daya',
      'uraian pekerjaan',
      'uraian bahan',
      'uraian barang',
      'uraian material',
      'uraian item',
      'material',
      'bahan',
      'barang',
      'item',
      'deskripsi',
    ],
  ],
  ['spec', ['jenis', 'spesifikasi', 'spec', 'merk', 'merek', 'type', 'tipe', 'ukuran']],
  ['unit', ['satuan', 'unit', 'sat']],
  ['price', ['harga', 'harga satuan', 'harga pu', 'price', 'harga dasar', 'hsd', 'upah']],
  ['role', ['peran', 'role']],
];

/** The columns a price list cannot be read without, as the header error names them. */
export const REQUIRED_COLUMNS: [Field, string][] = [
  ['name', 'nama'],
  ['unit', 'satuan'],
  ['price', 'harga'],
];

/** "Harga Satuan (Rp)" → "harga satuan", "Sat." → "sat". */
export function headerKey(cell: string): string {
  return cell
    .toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "Harga Total", "Upah Jumlah": a row's total, never its price. */
const TOTAL_TITLE = /^(harga|upah) (total|jumlah)\b/;

function fieldOf(cell: string): Field | null {
  const key = headerKey(cell);
  if (!key) return null;
  for (const [field, names] of HEADERS) if (names.includes(key)) return field;
  if (TOTAL_TITLE.test(key)) return null;
  if (key.startsWith('harga ') || key.startsWith('upah ')) return 'price';
  return null;
}

/**
 * The fields a second column is refused for instead of one being taken: a list with "Harga Lama" and "Harga Baru"
 * (or "Harga 2025" and "Harga 2026") was priced from the first, without a word, and a price counts per its unit. A
 * second name, spec, code, kind or role column is read as before (the first one): the preview shows each row's
 * name, and matching the catalogue checks a code against its name.
 */
const SINGLE_COLUMN: [Field, string][] = [
  ['price', 'harga'],
  ['unit', 'satuan'],
];

/**
 * The first of `fields` that two or more of a header row's titles name, with its label and those titles; null when
 * each is named once at most.
 */
export function namedTwice<F extends string>(
  cells: string[],
  fieldOfTitle: (cell: string) => F | null | undefined,
  fields: readonly (readonly [F, string])[],
): { label: string; titles: string[] } | null {
  for (const [field, label] of fields) {
    const titles = cells.filter((cell) => fieldOfTitle(cell) === field);
    if (titles.length > 1) return { label, titles };
  }
  return null;
}

/** The column of each field a row's titles name (the first column for a field named twice). */
function mapColumns(cells: string[]): Columns {
  const columns: Columns = {};
  cells.forEach((cell, index) => {
    const field = fieldOf(cell);
    if (field && columns[field] === undefined) columns[field] = index;
  });
  return columns;
}

/** How far down a header row is looked for: the lines above it are the list's title ("DAFTAR HARGA … 2026"). */
const HEADER_SEARCH_ROWS = 10;

export type HeaderSearch =
  | { kind: 'header'; index: number; columns: Columns }
  /** A row of titles (no number, two known titles) that misses a needed column: reading it by position is a guess. */
  | { kind: 'incomplete'; index: number; missing: string[]; unknown: string[] }
  /** A header naming the price (or the unit) twice: which column is meant is not guessed. */
  | { kind: 'twice'; index: number; label: string; titles: string[] }
  | null;

/**
 * The header among the first non-empty rows (it names a name, a unit and a price column) and its row index; else
 * the first row of titles that misses one; null for a table without a header.
 */
export function findHeader(table: TableCell[][]): HeaderSearch {
  let incomplete: HeaderSearch = null;
  let seen = 0;
  for (let index = 0; index < table.length && seen < HEADER_SEARCH_ROWS; index += 1) {
    const cells = table[index]!.map(cellText);
    if (cells.every((cell) => !cell)) continue;
    seen += 1;
    const columns = mapColumns(cells);
    const missing = REQUIRED_COLUMNS.filter(([field]) => columns[field] === undefined);
    if (missing.length === 0) {
      const twice = namedTwice(cells, fieldOf, SINGLE_COLUMN);
      return twice ? { kind: 'twice', index, ...twice } : { kind: 'header', index, columns };
    }
    const titles = cells.filter(Boolean);
    const onlyTitles = titles.every((cell) => Number.isNaN(parseIdNumber(cell)));
    if (!incomplete && onlyTitles && Object.keys(columns).length >= 2)
      incomplete = {
        kind: 'incomplete',
        index,
        missing: missing.map(([, label]) => label),
        unknown: titles.filter((cell) => !fieldOf(cell)),
      };
  }
  return incomplete;
}
