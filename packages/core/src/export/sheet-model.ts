import { COEFFICIENT_DECIMALS, QUANTITY_DECIMALS } from '../format/format';
import { decimalsOf } from '../format/number';

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
  /** A volume or quantity: the decimals it has, up to four (0,1125 m³). */
  | 'quantity'
  /** An AHSP coefficient: the decimals it has, up to six (0,01375 OH). */
  | 'coefficient'
  | 'percent'
  | 'strong'
  | 'note'
  /** A share in % written 0–100 with two decimals (bobot, as apportioned: the workbook shows what the PDF prints). */
  | 'weight'
  /** A schedule week the item works in: filled, with its share in % (the Gantt bar of the sheet). */
  | 'bar';

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
  /** Printed across (the schedule); portrait otherwise. */
  landscape?: boolean;
  /** Rows repeated at the top of every printed page, e.g. "5:6". */
  printTitles?: string;
  /** Printed at the top of every page (the project's name). */
  pageHeader?: string;
  /** A chart drawn on the sheet (the schedule's S-curve over its weekly bars). */
  chart?: SheetChart;
}

/** Columns (bars) and a line over the same categories, each a row range of the sheet ("G7:L7"). */
export interface SheetChart {
  title: string;
  categories: string;
  columns: { name: string; values: string };
  line: { name: string; values: string };
  /** Where it sits: 0-based column and row of its top-left and bottom-right corners. */
  from: { column: number; row: number };
  to: { column: number; row: number };
  /** The value axis runs 0 to this (100 for %). */
  max?: number;
}

export const COLUMN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** 0 → A, 25 → Z, 26 → AA (a schedule has a column per week). */
export const columnName = (index: number): string =>
  index < 26 ? (COLUMN[index] ?? 'A') : columnName(Math.floor(index / 26) - 1) + columnName(index % 26);
export const ref = (column: number, row: number) => `${columnName(column)}${row}`;

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

const MOST_DECIMALS: Partial<Record<CellStyle, number>> = {
  quantity: QUANTITY_DECIMALS,
  coefficient: COEFFICIENT_DECIMALS,
};

/**
 * The decimals a quantity or coefficient cell is printed with, the PDF's and the workbook's alike: those its value
 * has, up to the style's most (0,1125 m³ → 4, 12 m³ → 0); null for cells of other styles.
 */
export function cellDecimals(cell: SheetCell): number | null {
  const most = cell.style && MOST_DECIMALS[cell.style];
  if (most === undefined || typeof cell.value !== 'number') return null;
  return decimalsOf(cell.value, most);
}

export const text = (value: string, style: CellStyle = 'text'): SheetCell => ({ value, style });
export const money = (value: number, style: CellStyle = 'money'): SheetCell => ({ value, style });
