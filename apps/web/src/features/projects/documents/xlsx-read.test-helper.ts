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

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** Reads the workbook with plain pattern matching (no DOM), so it runs in Node and in jsdom alike. */
export function readXlsx(bytes: Uint8Array): ReadWorkbook {
  const files = unzipSync(bytes);
  const text = (path: string) => strFromU8(files[path] ?? new Uint8Array());
  const names = [...text('xl/workbook.xml').matchAll(/<sheet name="([^"]*)"/g)].map((match) =>
    unescape(match[1]!),
  );
  const sheets = new Map<string, Map<string, ReadCell>>();
  names.forEach((name, index) => {
    const xml = text(`xl/worksheets/sheet${index + 1}.xml`);
    if (!xml.includes('</worksheet>')) throw new Error(`sheet ${name} is not a worksheet`);
    const cells = new Map<string, ReadCell>();
    for (const match of xml.matchAll(/<c r="([A-Z]+\d+)"[^>]*?(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const body = match[2] ?? '';
      const formula = /<f>([\s\S]*?)<\/f>/.exec(body)?.[1];
      const value = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
      const inline = /<t[^>]*>([\s\S]*?)<\/t>/.exec(body)?.[1];
      cells.set(match[1]!, {
        formula: formula === undefined ? undefined : unescape(formula),
        cached: value !== undefined ? Number(value) : inline !== undefined ? unescape(inline) : undefined,
      });
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
