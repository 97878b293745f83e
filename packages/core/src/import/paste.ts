import { parseIdNumber } from '../format/number';

// Rows pasted from a spreadsheet or read from CSV/XLSX into material rows. Prices are read the Indonesian
// way ("Rp 1.250.000,50", "75.000"); every bad row is reported with its line number and nothing else is dropped.

export interface PastedMaterialRow {
  line: number;
  code?: string;
  name: string;
  unit: string;
  price: number;
}

export interface PasteError {
  line: number;
  msg: string;
}

export const pasteMessages = {
  empty: 'Tidak ada baris untuk dibaca',
  columns: 'Baris harus berisi nama, satuan dan harga (dipisah tab atau titik koma)',
  name: 'Nama material kosong',
  unit: 'Satuan kosong',
  price: (text: string) => `Harga "${text}" bukan angka`,
  negative: 'Harga tidak boleh negatif',
  tooMany: 'Maksimal 2.000 baris sekali tempel',
} as const;

const HEADER = /^(kode|nama|name|material|bahan)$/i;

/**
 * Splits delimited text into rows of cells: tab, semicolon or comma (whichever the first line uses, in that
 * order), with "quoted" cells that may hold the delimiter or "" for a quote. Line numbers are kept by index.
 */
export function splitDelimited(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const first = lines.find((line) => line.trim()) ?? '';
  const delimiter = first.includes('\t') ? '\t' : first.includes(';') ? ';' : ',';
  return lines.map((line) => {
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    for (let index = 0; index < line.length; index += 1) {
      const character = line[index]!;
      if (quoted && character === '"' && line[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (quoted && character === '"') {
        quoted = false;
      } else if (!quoted && character === '"' && cell.trim() === '') {
        quoted = true;
      } else if (!quoted && character === delimiter) {
        cells.push(cell.trim());
        cell = '';
      } else {
        cell += character;
      }
    }
    cells.push(cell.trim());
    return cells;
  });
}

/**
 * Material rows from a table of cells (pasted text, CSV or a spreadsheet). Three columns: name, unit, price;
 * four: code, name, unit, price. A header row is skipped; empty rows are ignored; line numbers start at 1.
 */
export function parseMaterialRows(table: string[][]): { rows: PastedMaterialRow[]; errors: PasteError[] } {
  const rows: PastedMaterialRow[] = [];
  const errors: PasteError[] = [];
  table.forEach((raw, index) => {
    const line = index + 1;
    const cells = raw.map((cell) => cell.trim());
    if (cells.every((cell) => !cell)) return;
    if (rows.length === 0 && errors.length === 0 && HEADER.test(cells[0] ?? '')) return;
    if (cells.filter(Boolean).length < 3 && cells.length < 3)
      return void errors.push({ line, msg: pasteMessages.columns });
    const [code, name, unit, priceText] = cells.length >= 4 ? cells : [undefined, ...cells];
    if (!name) return void errors.push({ line, msg: pasteMessages.name });
    if (!unit) return void errors.push({ line, msg: pasteMessages.unit });
    const price = parseIdNumber(priceText ?? '');
    if (Number.isNaN(price)) return void errors.push({ line, msg: pasteMessages.price(priceText ?? '') });
    if (price < 0) return void errors.push({ line, msg: pasteMessages.negative });
    rows.push({ line, ...(code && { code }), name, unit, price: Math.round(price) });
  });
  if (rows.length === 0 && errors.length === 0) errors.push({ line: 1, msg: pasteMessages.empty });
  if (table.length > 2000) errors.push({ line: 2001, msg: pasteMessages.tooMany });
  return { rows, errors };
}

/** Rows pasted from a spreadsheet: tab or semicolon separated (comma when neither is used). */
export function parsePastedMaterials(text: string): { rows: PastedMaterialRow[]; errors: PasteError[] } {
  return parseMaterialRows(splitDelimited(text));
}
