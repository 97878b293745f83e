import { ahspMessages } from '../ahsp/messages';
import { formatNumber } from '../format/format';
import { parseIdNumber } from '../format/number';
import { cellText, type TableCell } from '../import/cells';
import { headerKey } from '../import/header';
import { commaThousands } from '../import/price-list';
import { hasSen, rupiahTooLarge, senMessage } from '../validation/rupiah';
import { readVolume } from './volume';

// The columns and cells of an imported RAB (import-lines.ts): the titles estimators give the columns, the header
// row found under the title lines, and a volume and a harga satuan read from text or a spreadsheet's number.

export const RAB_IMPORT_MAX_ROWS = 2000;
/** The most a free line's harga satuan may be (as the project's free items). */
const MAX_PRICE = 1e13;

export const rabImportMessages = {
  noHeader:
    'Baris judul kolom tidak ditemukan: beri tabel baris judul seperti No, Uraian Pekerjaan, Kode AHSP, Volume, Satuan, Harga Satuan.',
  headerColumns: (missing: string[]) =>
    `Kolom ${missing.join(', ')} tidak ditemukan di baris judul. Beri judul kolom seperti Uraian, Volume, Satuan, Harga Satuan.`,
  tooMany: `Maksimal ${formatNumber(RAB_IMPORT_MAX_ROWS)} baris sekali impor`,
  empty: 'Tidak ada baris pekerjaan untuk dibaca',
  name: 'Uraian kosong',
  unit: 'Satuan kosong',
  /** The project's own limits of a line (projectItemSchema): a longer one could not be saved. */
  nameTooLong: 'Uraian maksimal 500 karakter',
  unitTooLong: 'Satuan maksimal 20 karakter',
  volumeEmpty: 'Volume kosong: baris pekerjaan perlu volume',
  volumeAmbiguous: (text: string, decimal: string, grouped: string) =>
    `Volume "${text}" meragukan: koma diikuti tiga angka bisa berarti ribuan atau desimal. Tulis ${decimal} atau ${grouped}.`,
  price: (text: string) => `Harga satuan "${text}" bukan angka`,
  negative: 'Harga satuan tidak boleh negatif',
} as const;

export type RabField = 'number' | 'code' | 'name' | 'volume' | 'unit' | 'price' | 'division';

const RAB_HEADERS: [RabField, string[]][] = [
  ['number', ['no', 'nomor', 'no urut', 'nomor urut']],
  [
    'code',
    ['kode', 'kode ahsp', 'kode analisa', 'no analisa', 'nomor analisa', 'kode pekerjaan', 'kode item'],
  ],
  [
    'name',
    [
      'uraian',
      'uraian pekerjaan',
      'jenis pekerjaan',
      'nama',
      'nama pekerjaan',
      'pekerjaan',
      'item pekerjaan',
      'uraian kegiatan',
      'deskripsi',
    ],
  ],
  ['volume', ['volume', 'vol', 'kuantitas', 'qty', 'banyaknya']],
  ['unit', ['satuan', 'sat', 'unit']],
  ['price', ['harga satuan', 'harga satuan rp', 'harga', 'harga rp', 'harga satuan pekerjaan', 'hsp']],
  ['division', ['bagian', 'divisi', 'kelompok pekerjaan', 'nama bagian']],
];

const REQUIRED: [RabField, string][] = [
  ['name', 'Uraian'],
  ['volume', 'Volume'],
  ['unit', 'Satuan'],
];

export type RabColumns = Partial<Record<RabField, number>>;

function rabColumns(cells: string[]): RabColumns {
  const columns: RabColumns = {};
  cells.forEach((cell, index) => {
    const key = headerKey(cell);
    const field = RAB_HEADERS.find(([, names]) => names.includes(key))?.[0];
    if (field && columns[field] === undefined) columns[field] = index;
  });
  return columns;
}

/** The header among the first ten filled rows (title lines above it are the RAB's heading), or an error. */
export function findRabHeader(
  table: TableCell[][],
): { index: number; columns: RabColumns } | { error: string } {
  let seen = 0;
  // The first row of two known titles that misses a needed column, named if no full header follows.
  let incomplete: string | null = null;
  for (let index = 0; index < table.length && seen < 10; index += 1) {
    const cells = table[index]!.map(cellText);
    if (cells.every((cell) => !cell)) continue;
    seen += 1;
    const columns = rabColumns(cells);
    const missing = REQUIRED.filter(([field]) => columns[field] === undefined).map(([, title]) => title);
    if (missing.length === 0) return { index, columns };
    if (Object.keys(columns).length >= 2) incomplete ??= rabImportMessages.headerColumns(missing);
  }
  return { error: incomplete ?? rabImportMessages.noHeader };
}

/**
 * Cells that show the file writes numbers the Indonesian way: a dot grouping thousands ("1.250.000") or a decimal
 * comma that is not followed by exactly three digits ("0,15", "12,5"). Such a file's "12,500" is twelve and a half.
 */
export function writesDecimalComma(texts: string[]): boolean {
  return texts.some((text) => {
    const bare = text
      .replace(/rp\.?/gi, '')
      .replace(/[\s\u00a0]/g, '')
      .replace(/[.,]-$/, '');
    return (
      /^\d{1,3}(\.\d{3})+(,\d+)?$/.test(bare) || /^\d+,(\d{1,2}|\d{4,})$/.test(bare) || /^0,\d+$/.test(bare)
    );
  });
}

const decimalText = (value: number) => String(value).replace('.', ',');

type VolumeCell = { volume: number; volumeText: string } | { msg: string };

export function readVolumeCell(cell: TableCell | undefined, decimalComma: boolean): VolumeCell {
  const text = cellText(cell);
  if (!text) return { msg: rabImportMessages.volumeEmpty };
  const ambiguous = typeof cell === 'string' && !decimalComma ? commaThousands(text) : null;
  if (ambiguous)
    return {
      msg: rabImportMessages.volumeAmbiguous(text, decimalText(parseIdNumber(text)), ambiguous.grouped),
    };
  const reading = readVolume(typeof cell === 'number' ? cell : text);
  if (!reading.ok) return { msg: reading.msg };
  return { volume: reading.value, volumeText: reading.text ?? decimalText(reading.value) };
}

type PriceCell = { price: number | null; problem: string | null } | { msg: string };

export function readPriceCell(cell: TableCell | undefined): PriceCell {
  const text = cellText(cell);
  if (!text) return { price: null, problem: null };
  const ambiguous = typeof cell === 'string' ? commaThousands(text) : null;
  if (ambiguous) return { msg: ahspMessages.priceCommaThousands(text, ambiguous.grouped, ambiguous.plain) };
  const price = parseIdNumber(cell);
  if (Number.isNaN(price)) return { msg: rabImportMessages.price(text) };
  if (price < 0) return { msg: rabImportMessages.negative };
  if (price > MAX_PRICE) return { price, problem: rupiahTooLarge(MAX_PRICE, 'Harga satuan') };
  return { price, problem: hasSen(price) ? senMessage('Harga satuan') : null };
}
