import { strFromU8, unzipSync } from 'fflate';
import { HyperFormula } from 'hyperformula';

// Test helper: reads an .xlsx back (sheet names, every cell's formula and cached value) and recomputes every
// formula with HyperFormula, an engine independent of the code that wrote the workbook.

export interface ReadCell {
  formula?: string;
  /** The value the writer stored beside the formula (what a viewer that never recalculates shows). */
  cached?: number | string;
}

export interface ReadWorkbook {
  names: string[];
  sheets: Map<string, Map<string, ReadCell>>;
  files: Record<string, Uint8Array>;
}

const columnIndex = (letters: string) =>
  [...letters].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0) - 1;

export function readXlsx(bytes: Uint8Array): ReadWorkbook {
  const files = unzipSync(bytes);
  const text = (path: string) => strFromU8(files[path] ?? new Uint8Array());
  const workbook = new DOMParser().parseFromString(text('xl/workbook.xml'), 'application/xml');
  const names = [...workbook.getElementsByTagName('sheet')].map((sheet) => sheet.getAttribute('name') ?? '');
  const sheets = new Map<string, Map<string, ReadCell>>();
  names.forEach((name, index) => {
    const xml = new DOMParser().parseFromString(
      text(`xl/worksheets/sheet${index + 1}.xml`),
      'application/xml',
    );
    if (xml.getElementsByTagName('parsererror').length) throw new Error(`sheet ${name} is not XML`);
    const cells = new Map<string, ReadCell>();
    for (const cell of xml.getElementsByTagName('c')) {
      const at = cell.getAttribute('r') ?? '';
      const formula = cell.getElementsByTagName('f')[0]?.textContent ?? undefined;
      const v = cell.getElementsByTagName('v')[0]?.textContent;
      const inline = cell.getElementsByTagName('t')[0]?.textContent;
      cells.set(at, { formula, cached: v !== undefined && v !== null ? Number(v) : (inline ?? undefined) });
    }
    sheets.set(name, cells);
  });
  return { names, sheets, files };
}

/** HyperFormula over the workbook's formulas and typed values; `value(sheet, "F12")` reads a recomputed cell. */
export function recompute(book: ReadWorkbook) {
  const data: Record<string, (string | number | null)[][]> = {};
  for (const [name, cells] of book.sheets) {
    const rows: (string | number | null)[][] = [];
    for (const [at, cell] of cells) {
      const match = /^([A-Z]+)(\d+)$/.exec(at)!;
      const row = Number(match[2]) - 1;
      const column = columnIndex(match[1]!);
      rows[row] ??= [];
      rows[row]![column] = cell.formula ? `=${cell.formula}` : (cell.cached ?? null);
    }
    data[name] = Array.from(rows, (row) => Array.from(row ?? [], (value) => value ?? null));
  }
  const engine = HyperFormula.buildFromSheets(data, { licenseKey: 'gpl-v3' });
  return {
    value(sheet: string, at: string): unknown {
      const match = /^([A-Z]+)(\d+)$/.exec(at)!;
      return engine.getCellValue({
        sheet: engine.getSheetId(sheet)!,
        row: Number(match[2]) - 1,
        col: columnIndex(match[1]!),
      });
    },
    destroy: () => engine.destroy(),
  };
}
