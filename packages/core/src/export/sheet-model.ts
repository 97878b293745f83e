import { roundRupiah } from '../format/number';

// Spreadsheet layouts the way Indonesian RAB sheets are drawn: No, Uraian, Volume, Satuan, Harga Satuan,
// Jumlah Harga, sections A (tenaga kerja) and B (material), subtotals as SUM and the RAB from the HPP as live
// formulas. Formula cells carry the value the formula gives, so viewers that never recalculate show it too.

export type CellStyle =
  | 'title'
  | 'subtitle'
  | 'label'
  | 'text'
  | 'header'
  | 'section'
  | 'money'
  | 'moneyStrong'
  | 'quantity'
  | 'percent'
  | 'strong'
  | 'note';

export interface SheetCell {
  value?: string | number;
  /** Without the leading "=". `value` holds the result. */
  formula?: string;
  style?: CellStyle;
}

export interface SheetModel {
  name: string;
  /** Column widths in characters. */
  columns: number[];
  rows: (SheetCell | null)[][];
  /** "A1:F1" ranges. */
  merges: string[];
}

export const COLUMN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const ref = (column: number, row: number) => `${COLUMN[column]}${row}`;

export class SheetBuilder {
  rows: (SheetCell | null)[][] = [];
  merges: string[] = [];
  /** 1-based number of the next row. */
  get next() {
    return this.rows.length + 1;
  }
  add(cells: (SheetCell | null)[], mergeFrom?: number, mergeTo?: number): number {
    const row = this.next;
    this.rows.push(cells);
    if (mergeFrom !== undefined && mergeTo !== undefined) {
      this.merges.push(`${ref(mergeFrom, row)}:${ref(mergeTo, row)}`);
    }
    return row;
  }
  blank() {
    this.rows.push([]);
  }
}

/**
 * The stored quantity is rounded to 4 decimals while the cost was priced from the exact one: when
 * ROUND(quantity × price) would miss the stored cost, the sheet shows the quantity the cost was priced from.
 */
export function pricedQuantity(quantity: number, price: number, cost: number): number {
  if (price <= 0 || roundRupiah(quantity * price) === cost) return quantity;
  return cost / price;
}

export const text = (value: string, style: CellStyle = 'text'): SheetCell => ({ value, style });
export const money = (value: number, style: CellStyle = 'money'): SheetCell => ({ value, style });
