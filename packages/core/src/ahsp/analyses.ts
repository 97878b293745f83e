import { parseIdNumber } from '../format/number';
import { cellText, type TableCell } from '../import/cells';
import { readDelimited } from '../import/delimited';
import { ahspMessages, MAX_COEFFICIENT } from './messages';

// Unit-price analyses in the block form Indonesian RAB tools export: a line `[AHSP];<name>;<unit>` (or
// `[AHSP];<code>;<name>;<unit>`, the code cell possibly empty) followed by one line per component `<component name>;<coefficient>`. Separated by
// `;`, tab or `,`; coefficients with a decimal comma or point; quoted names may hold the separator or "". Title lines
// above the first block (no coefficient in them) are skipped.

export interface ParsedComponent {
  line: number;
  name: string;
  /** A catalogue code written before the name (`<code>;<name>;<coefficient>`), when the file has one. */
  code: string | null;
  coefficient: number;
}

export interface ParsedAnalysis {
  line: number;
  code: string | null;
  name: string;
  unit: string;
  components: ParsedComponent[];
}

export interface LineError {
  line: number;
  msg: string;
}

const MARKER = /^\[\s*ahsp\s*\]$/i;
const MAX_LINES = 5000;
/** Lines above the first [AHSP] line that are no component are the file's title, as far down as this. */
const TITLE_LINES = 10;

/** True when a table holds AHSP blocks (an upload is then read as analyses, not as a price list). */
export function hasAnalysisBlocks(table: TableCell[][]): boolean {
  return table.some((cells) => MARKER.test(cellText(cells[0])));
}

/**
 * With `,` as the separator a decimal comma splits a coefficient in two (`Semen,9,6`): two trailing cells of
 * digits are read back as one number.
 */
function joinSplitDecimal(cells: string[]): string[] {
  const last = cells.at(-1) ?? '';
  const before = cells.at(-2) ?? '';
  const name = cells.at(-3) ?? '';
  if (cells.length >= 3 && /^\d+$/.test(before) && /^\d+$/.test(last) && Number.isNaN(parseIdNumber(name)))
    return [...cells.slice(0, -2), `${before},${last}`];
  return cells;
}

function readComponent(
  cells: TableCell[],
  line: number,
  delimiterIsComma: boolean,
): ParsedComponent | LineError {
  let values = cells.filter((cell, index) => cell !== '' || index < 2);
  if (delimiterIsComma) values = joinSplitDecimal(values.map(cellText));
  if (values.length < 2) return { line, msg: ahspMessages.componentFields };
  // name;coefficient[;unit…]  or  code;name;coefficient[;unit…]; a spreadsheet's number is taken as it is.
  const codeFirst =
    values.length >= 3 && Number.isNaN(parseIdNumber(values[1])) && !Number.isNaN(parseIdNumber(values[2]));
  const [code, name, coefficientCell] = codeFirst
    ? [cellText(values[0]), cellText(values[1]), values[2]!]
    : [null, cellText(values[0]), values[1]!];
  if (!name) return { line, msg: ahspMessages.componentName };
  const coefficient = parseIdNumber(coefficientCell);
  if (Number.isNaN(coefficient)) return { line, msg: ahspMessages.coefficient(cellText(coefficientCell)) };
  if (!(coefficient > 0)) return { line, msg: ahspMessages.coefficientPositive };
  if (coefficient > MAX_COEFFICIENT) return { line, msg: ahspMessages.coefficientTooLarge };
  return { line, name, code: code || null, coefficient };
}

/**
 * Analyses from a table of cells (pasted text, CSV or a spreadsheet's rows, whose numeric cells are numbers); line
 * numbers start at 1.
 */
export function parseAnalysisRows(
  table: TableCell[][],
  options: { commaSeparated?: boolean } = {},
): { analyses: ParsedAnalysis[]; errors: LineError[] } {
  const analyses: ParsedAnalysis[] = [];
  const errors: LineError[] = [];
  let current: ParsedAnalysis | null = null;
  /** The line of the [AHSP] header refused last, whose component lines are refused with it. */
  let refusedHeader: number | null = null;
  let linesBeforeBlocks = 0;
  table.forEach((raw, index) => {
    const line = index + 1;
    const cells = raw.map((cell) => (typeof cell === 'number' ? cell : cell.trim()));
    while (cells.length > 0 && cells.at(-1) === '') cells.pop();
    if (cells.length === 0) return;
    if (MARKER.test(cellText(cells[0]))) {
      const fields = cells.slice(1).map(cellText);
      // An empty code cell (`[AHSP];;nama;satuan`) is what a spreadsheet writes for a code left out.
      const [code, name, unit] = fields.length >= 3 ? fields : [null, ...fields];
      refusedHeader = null;
      if (!name || !unit) {
        errors.push({ line, msg: ahspMessages.headerFields });
        current = null;
        refusedHeader = line;
        return;
      }
      current = { line, code: code || null, name, unit, components: [] };
      analyses.push(current);
      return;
    }
    if (refusedHeader !== null) {
      // Its header refused, the block is refused whole: each of its lines is named, none dropped unsaid.
      errors.push({ line, msg: ahspMessages.componentUnderRefusedHeader(refusedHeader) });
      return;
    }
    const component = readComponent(cells, line, options.commaSeparated ?? false);
    if (!current) {
      const title = analyses.length === 0 && (linesBeforeBlocks += 1) <= TITLE_LINES;
      if (title && 'msg' in component) return;
      errors.push({ line, msg: ahspMessages.componentBeforeHeader });
      return;
    }
    if ('msg' in component) errors.push(component);
    else (current as ParsedAnalysis).components.push(component);
  });
  for (const analysis of analyses) {
    if (analysis.components.length === 0)
      errors.push({ line: analysis.line, msg: ahspMessages.noComponents(analysis.name) });
  }
  if (analyses.length === 0 && errors.length === 0) errors.push({ line: 1, msg: ahspMessages.empty });
  if (table.length > MAX_LINES) errors.push({ line: MAX_LINES + 1, msg: ahspMessages.tooMany });
  return { analyses, errors: errors.sort((a, b) => a.line - b.line) };
}

/** Analyses pasted or read from a text file (a UTF-8 BOM is dropped). */
export function parseAnalysisText(text: string): { analyses: ParsedAnalysis[]; errors: LineError[] } {
  const { table, delimiter } = readDelimited(text);
  return parseAnalysisRows(table, { commaSeparated: delimiter === ',' });
}
