import { parseIdNumber } from '../format/number';
import { cellText, type TableCell } from '../import/cells';
import { readDelimited } from '../import/delimited';
import { isUnitText } from '../catalogue/units';
import { ahspMessages, MAX_COEFFICIENT } from './messages';
import { coefficientMarks, readCoefficientCell, type CoefficientMarks } from './coefficient';

export { coefficientAmbiguity, coefficientMessages } from './coefficient';

// Unit-price analyses in the block form Indonesian RAB tools export: a line `[AHSP];<name>;<unit>` (or
// `[AHSP];<code>;<name>;<unit>`, the code cell possibly empty) followed by one line per component `<component name>;<coefficient>`,
// optionally with the component's unit after the coefficient (`Semen Portland (PC);7,42;zak`) or before it, as the
// AHSP tables print it (`Semen Portland (PC);kg;6,24`: a known unit's spelling in the second cell). Separated by
// `;`, tab or `,`; coefficients with a decimal comma or point, by the file's mark (coefficient.ts); quoted names may
// hold the separator or "". Title lines above the first block (no coefficient in them) are skipped.

export interface ParsedComponent {
  line: number;
  name: string;
  /** A catalogue code written before the name (`<code>;<name>;<coefficient>`), when the file has one. */
  code: string | null;
  coefficient: number;
  /**
   * The unit written after the coefficient, when the file has one: the coefficient counts in it, so it is checked
   * against the catalogue item's unit (7,42 zak of semen is not 7,42 kg).
   */
  unit: string | null;
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
 * With `,` as the separator a decimal comma splits a coefficient in two (`Semen,9,6`): two cells of digits right after
 * the name are read back as one number, also when the unit follows them (`Semen Portland (PC),6,24,kg` is 6,24 kg,
 * `Tukang batu,0,150,OH` 0,150 OH). A third number after them (`Pekerja,1,2,3`) leaves the cells as they are: which
 * two belong together is not guessed.
 */
function joinSplitDecimal(cells: string[]): string[] {
  const isNumber = (cell: string | undefined) => cell !== undefined && !Number.isNaN(parseIdNumber(cell));
  // The first number after a text cell (the name, or the code and the name) is the coefficient's whole part.
  const at = cells.findIndex((cell, index) => index > 0 && isNumber(cell) && !isNumber(cells[index - 1]));
  if (at < 0) return cells;
  const [whole, fraction, after] = [cells[at]!, cells[at + 1], cells[at + 2]];
  if (!/^\d+$/.test(whole) || fraction === undefined || !/^\d+$/.test(fraction) || isNumber(after))
    return cells;
  return [...cells.slice(0, at), `${whole},${fraction}`, ...cells.slice(at + 2)];
}

/** Where a component line's name, coefficient and unit stand (the unit's place may hold nothing, or a price). */
interface ComponentCells {
  values: TableCell[];
  nameAt: number;
  coefficientAt: number;
  unitPlace: number;
}

function componentCells(cells: TableCell[], delimiterIsComma: boolean): ComponentCells | null {
  let values = cells.filter((cell, index) => cell !== '' || index < 2);
  if (delimiterIsComma) values = joinSplitDecimal(values.map(cellText));
  if (values.length < 2) return null;
  // name;coefficient[;unit…] or code;name;coefficient[;unit…], and the AHSP tables' order with the unit before
  // the coefficient (Uraian, Satuan, Koefisien): name;unit;coefficient or code;name;unit;coefficient. A spreadsheet's
  // number is taken as it is.
  const text = (at: number) => values[at] !== undefined && Number.isNaN(parseIdNumber(values[at]));
  const number = (at: number) => values[at] !== undefined && !Number.isNaN(parseIdNumber(values[at]));
  const unitAt = (at: number) => text(at) && isUnitText(cellText(values[at]));
  const [nameAt, coefficientAt, unitPlace] =
    unitAt(1) && number(2)
      ? [0, 2, 1]
      : text(1) && unitAt(2) && number(3)
        ? [1, 3, 2]
        : text(1) && number(2)
          ? [1, 2, 3]
          : [0, 1, 2];
  return { values, nameAt, coefficientAt, unitPlace };
}

function readComponent(
  found: ComponentCells | null,
  line: number,
  marks: CoefficientMarks,
): ParsedComponent | LineError {
  if (!found) return { line, msg: ahspMessages.componentFields };
  const { values, nameAt, coefficientAt, unitPlace } = found;
  const code = nameAt === 1 ? cellText(values[0]) : null;
  const name = cellText(values[nameAt]);
  const coefficientCell = values[coefficientAt]!;
  if (!name) return { line, msg: ahspMessages.componentName };
  // By the file's decimal mark: an English-format file's "6.240" is 6,24 kg of semen, not 6240.
  const coefficient = readCoefficientCell(coefficientCell, marks);
  if (typeof coefficient !== 'number') return { line, msg: coefficient.msg };
  if (Number.isNaN(coefficient)) return { line, msg: ahspMessages.coefficient(cellText(coefficientCell)) };
  if (!(coefficient > 0)) return { line, msg: ahspMessages.coefficientPositive };
  if (coefficient > MAX_COEFFICIENT) return { line, msg: ahspMessages.coefficientTooLarge };
  // The unit's cell holds it when it is text (a price or an amount column after the coefficient is a number).
  const unitCell = cellText(values[unitPlace]);
  const unit = unitCell !== '' && Number.isNaN(parseIdNumber(unitCell)) ? unitCell : null;
  return { line, name, code: code || null, coefficient, unit };
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
  const commaSeparated = options.commaSeparated ?? false;
  const rows = table.map((raw) => {
    const cells = raw.map((cell) => (typeof cell === 'number' ? cell : cell.trim()));
    while (cells.length > 0 && cells.at(-1) === '') cells.pop();
    const component = cells.length > 0 && !MARKER.test(cellText(cells[0]));
    return { cells, found: component ? componentCells(cells, commaSeparated) : null };
  });
  // The file's decimal mark is read from its coefficients as a whole: one cell's "6.240" does not tell it.
  const marks = coefficientMarks(
    rows.flatMap(({ found }) => (found ? [found.values[found.coefficientAt]!] : [])),
    commaSeparated,
  );
  rows.forEach(({ cells, found }, index) => {
    const line = index + 1;
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
    const component = readComponent(found, line, marks);
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
