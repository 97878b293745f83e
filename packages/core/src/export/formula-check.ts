import type { SheetModel } from './sheet-model';

// Test helper: evaluates the few formulas the sheets use (cell refs, + − × ÷, ROUND, ROUNDDOWN, SUM, AVERAGE, IF with >),
// so a test can check that every formula gives the value stored beside it, as a spreadsheet would.

function cellValue(sheet: SheetModel, ref: string): number {
  const match = /^\$?([A-Z])\$?(\d+)$/.exec(ref);
  if (!match) throw new Error(`bad reference ${ref}`);
  const cell = sheet.rows[Number(match[2]) - 1]?.[(match[1] ?? 'A').charCodeAt(0) - 65];
  if (cell?.formula) return evaluate(sheet, cell.formula);
  return typeof cell?.value === 'number' ? cell.value : 0;
}

function range(sheet: SheetModel, text: string): number[] {
  const [from, to] = text.split(':');
  const column = from?.[0] ?? 'A';
  const values: number[] = [];
  for (let row = Number(from?.slice(1)); row <= Number(to?.slice(1)); row += 1) {
    values.push(cellValue(sheet, `${column}${row}`));
  }
  return values;
}

export function evaluate(sheet: SheetModel, formula: string): number {
  let source = formula;
  source = source.replace(/SUM\(([A-Z]\d+:[A-Z]\d+)\)/g, (_, r: string) =>
    String(range(sheet, r).reduce((a, b) => a + b, 0)),
  );
  source = source.replace(/AVERAGE\(([A-Z]\d+:[A-Z]\d+)\)/g, (_, r: string) => {
    const values = range(sheet, r);
    return String(values.reduce((a, b) => a + b, 0) / values.length);
  });
  source = source.replace(/\$?[A-Z]\$?\d+/g, (ref) => `(${cellValue(sheet, ref)})`);
  source = source
    .replace(/ROUNDDOWN\(/g, 'floor(')
    .replace(/ROUND\(/g, 'round(')
    .replace(/IF\(/g, 'when(');
  const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
  const floor = (value: number, digits: number) => Math.floor(value * 10 ** digits) / 10 ** digits;
  const when = (condition: boolean, a: number, b: number) => (condition ? a : b);
  if (!/^[\d\s().+\-*/,<>=a-z]*$/.test(source)) throw new Error(`unexpected formula ${formula}`);
  return Function('round', 'floor', 'when', `return (${source});`)(round, floor, when) as number;
}
