import { ahspMessages } from '../ahsp/messages';
import { formatNumber, formatQuantity } from '../format/format';
import {
  bareNumber,
  decimalComma,
  decimalMarkShown,
  parseIdNumber,
  pointThousands,
  swapDecimalMarks,
} from '../format/number';
import { cellText, type TableCell } from '../import/cells';
import { headerKey, namedTwice } from '../import/header';
import { priceSplit } from '../import/header-tail';
import { commaThousands } from '../import/price-list';
import { hasSen, MAX_RUPIAH, rupiahTooLarge } from '../validation/rupiah';
import { readVolume } from './volume';

// The columns and cells of an imported RAB (import-lines.ts): the titles estimators give the columns, the header
// row found under the title lines, and a volume and a harga satuan read from text or a spreadsheet's number.

export const RAB_IMPORT_MAX_ROWS = 2000;
export const rabImportMessages = {
  noHeader:
    'Baris judul kolom tidak ditemukan: beri tabel baris judul seperti No, Uraian Pekerjaan, Kode AHSP, Volume, Satuan, Harga Satuan.',
  headerColumns: (missing: string[]) =>
    `Kolom ${missing.join(', ')} tidak ditemukan di baris judul. Beri judul kolom seperti Uraian, Volume, Satuan, Harga Satuan.`,
  /** A price, volume or unit named by two columns ("Harga Satuan", "Harga Satuan Penawaran"): neither is taken. */
  columnTwice: ahspMessages.columnTwice,
  /** "Harga Satuan" merged over "Bahan | Upah | Jumlah": which part is the harga satuan is not guessed. */
  priceSplit: ahspMessages.priceSplit,
  /** A comma file's row with filled cells past the titles: an unquoted 12,5 or 65,000 split in two. */
  extraCells: ahspMessages.extraCells('header'),
  tooMany: `Maksimal ${formatNumber(RAB_IMPORT_MAX_ROWS)} baris sekali impor`,
  empty: 'Tidak ada baris pekerjaan untuk dibaca',
  name: 'Uraian kosong',
  unit: 'Satuan kosong',
  /** The project's own limits of a line (projectItemSchema): a longer one could not be saved. */
  nameTooLong: 'Uraian maksimal 500 karakter',
  unitTooLong: 'Satuan maksimal 20 karakter',
  volumeEmpty: 'Volume kosong: baris pekerjaan perlu volume',
  /** "12,500" or "12.500" in a file whose other numbers do not show its decimal mark. */
  volumeAmbiguous: (text: string, comma: boolean, decimal: string, whole: string) =>
    `Volume "${text}" meragukan: ${comma ? 'koma' : 'titik'} diikuti tiga angka bisa berarti ribuan atau desimal, dan angka lain di berkas tidak menunjukkan tanda desimalnya. Tulis ${decimal} atau ${whole}.`,
  price: (text: string) => `Harga satuan "${text}" bukan angka`,
  negative: 'Harga satuan tidak boleh negatif',
  /** A price with sen, as read ("748.000,55"): a free line needs whole rupiah. */
  priceSen: (price: number) =>
    `Harga satuan terbaca ${formatQuantity(price, 6)}: harus rupiah bulat tanpa sen (tulis ${formatNumber(Math.floor(price))} atau ${formatNumber(Math.ceil(price))}).`,
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

/** "Harga Satuan Bahan", "Harga Upah", "Harga Total": a part of the harga satuan, or the row's total. */
const NOT_THE_PRICE = new Set([
  'bahan',
  'material',
  'upah',
  'tenaga',
  'pekerja',
  'alat',
  'peralatan',
  'total',
  'jumlah',
]);

function rabField(cell: string): RabField | null {
  const key = headerKey(cell);
  const field = RAB_HEADERS.find(([, names]) => names.includes(key))?.[0];
  if (field) return field;
  // "Harga Satuan Penawaran", "Harga Kontrak": another harga satuan, so that a second one is seen (RAB_SINGLE).
  const words = key.split(' ');
  return words[0] === 'harga' && !words.some((word) => NOT_THE_PRICE.has(word)) ? 'price' : null;
}

/**
 * The fields a second column is refused for: "Harga Satuan" beside "Harga Satuan Penawaran" was read from the
 * first without a word, and the volume counts in the unit. A second name or code column is read as before (the
 * first one): the preview shows each row's uraian beside the catalogue item its code names.
 */
const RAB_SINGLE: [RabField, string][] = [
  ['price', 'harga satuan'],
  ['volume', 'volume'],
  ['unit', 'satuan'],
];

export type RabColumns = Partial<Record<RabField, number>>;

function rabColumns(cells: string[]): RabColumns {
  const columns: RabColumns = {};
  cells.forEach((cell, index) => {
    const field = rabField(cell);
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
    if (missing.length === 0) {
      const twice = namedTwice(cells, rabField, RAB_SINGLE);
      if (twice) return { error: rabImportMessages.columnTwice(twice.label, twice.titles) };
      const split = priceSplit(table, index, columns.price);
      if (split) return { error: rabImportMessages.priceSplit(split.title, split.subtitles) };
      return { index, columns };
    }
    if (Object.keys(columns).length >= 2) incomplete ??= rabImportMessages.headerColumns(missing);
  }
  return { error: incomplete ?? rabImportMessages.noHeader };
}

export type DecimalMark = ',' | '.';

/** "12.500", "12,500", "1.250": three digits after one mark may be thousands or decimals. */
const AMBIGUOUS = /^[1-9]\d{0,2}[.,]\d{3}$/;

/**
 * The decimal mark the file writes, from its volumes and prices that show one (the mark most of them show; the
 * comma on a tie, as Indonesian files), or null when none does. A harga satuan is never written to three decimals,
 * so a price "95.000" shows Indonesian thousands; a volume "1.575" shows nothing.
 */
export function decimalMark(volumes: string[], prices: string[]): DecimalMark | null {
  const marks = [
    ...volumes.map(decimalMarkShown),
    ...prices.map((text) => decimalMarkShown(text) ?? (pointThousands(text) ? ',' : null)),
  ];
  const commas = marks.filter((mark) => mark === ',').length;
  const points = marks.filter((mark) => mark === '.').length;
  if (commas === 0 && points === 0) return null;
  return points > commas ? '.' : ',';
}

type VolumeCell = { volume: number; volumeText: string } | { msg: string };

/** A volume cell read by the file's decimal mark; "12.500" or "12,500" in a file that shows none is refused. */
export function readVolumeCell(cell: TableCell | undefined, mark: DecimalMark | null): VolumeCell {
  const written = cellText(cell);
  if (!written) return { msg: rabImportMessages.volumeEmpty };
  const bare = bareNumber(written);
  if (typeof cell === 'string' && mark === null && AMBIGUOUS.test(bare)) {
    const decimal = decimalComma(Number(bare.replace(',', '.')));
    return {
      msg: rabImportMessages.volumeAmbiguous(written, bare.includes(','), decimal, bare.replace(/[.,]/, '')),
    };
  }
  const text = typeof cell === 'string' && mark === '.' ? swapDecimalMarks(written) : written;
  const reading = readVolume(typeof cell === 'number' ? cell : text);
  if (!reading.ok) return { msg: reading.msg };
  return { volume: reading.value, volumeText: reading.text ?? decimalComma(reading.value) };
}

type PriceCell = { price: number | null; problem: string | null } | { msg: string };

/** A harga satuan read by the file's decimal mark: "65,000" is refused unless the file writes decimal points. */
export function readPriceCell(cell: TableCell | undefined, mark: DecimalMark | null): PriceCell {
  const written = cellText(cell);
  if (!written) return { price: null, problem: null };
  const pointFile = typeof cell === 'string' && mark === '.';
  const ambiguous = typeof cell === 'string' && !pointFile ? commaThousands(written) : null;
  if (ambiguous)
    return { msg: ahspMessages.priceCommaThousands(written, ambiguous.grouped, ambiguous.plain) };
  const price = parseIdNumber(pointFile ? swapDecimalMarks(written) : cell);
  if (Number.isNaN(price)) return { msg: rabImportMessages.price(written) };
  if (price < 0) return { msg: rabImportMessages.negative };
  if (price > MAX_RUPIAH) return { price, problem: rupiahTooLarge(MAX_RUPIAH, 'Harga satuan') };
  return { price, problem: hasSen(price) ? rabImportMessages.priceSen(price) : null };
}
