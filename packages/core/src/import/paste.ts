import { parseIdNumber } from '../format/number';

// Rows pasted from a spreadsheet (tab or semicolon separated) into material rows. Prices are read the Indonesian
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

function splitRow(line: string): string[] {
  const separator = line.includes('\t') ? '\t' : ';';
  return line.split(separator).map((cell) => cell.trim());
}

/** Three columns: name, unit, price. Four: code, name, unit, price. A header row is skipped. */
export function parsePastedMaterials(text: string): { rows: PastedMaterialRow[]; errors: PasteError[] } {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const rows: PastedMaterialRow[] = [];
  const errors: PasteError[] = [];
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (!raw.trim()) return;
    const cells = splitRow(raw);
    if (rows.length === 0 && errors.length === 0 && HEADER.test(cells[0] ?? '')) return;
    if (cells.length < 3) return void errors.push({ line, msg: pasteMessages.columns });
    const [code, name, unit, priceText] = cells.length >= 4 ? cells : [undefined, ...cells];
    if (!name) return void errors.push({ line, msg: pasteMessages.name });
    if (!unit) return void errors.push({ line, msg: pasteMessages.unit });
    const price = parseIdNumber(priceText ?? '');
    if (Number.isNaN(price)) return void errors.push({ line, msg: pasteMessages.price(priceText ?? '') });
    if (price < 0) return void errors.push({ line, msg: pasteMessages.negative });
    rows.push({ line, ...(code && { code }), name, unit, price: Math.round(price) });
  });
  if (rows.length === 0 && errors.length === 0) errors.push({ line: 1, msg: pasteMessages.empty });
  if (lines.length > 2000) errors.push({ line: 2001, msg: pasteMessages.tooMany });
  return { rows, errors };
}
