import { parseIdNumber } from '../format/number';
import { cellText, type TableCell } from '../import/cells';
import { readDelimited } from '../import/delimited';
import { headerWidth, spillsPastHeader } from '../import/header-tail';
import {
  decimalMark,
  findRabHeader,
  rabImportMessages,
  RAB_IMPORT_MAX_ROWS,
  readPriceCell,
  readVolumeCell,
  type RabField,
} from './import-lines-cells';
import {
  codedName,
  divisionCode,
  headerTail,
  startsSignatures,
  titleInNumber,
  TOTAL_ROW,
} from './import-lines-rows';

export { RAB_IMPORT_MAX_ROWS, rabImportMessages, type RabField } from './import-lines-cells';

// The lines of a RAB brought from Excel or another tool, as a table of cells: the header row names the columns
// (No, Uraian, Kode AHSP, Volume, Satuan, Harga Satuan, an optional Bagian; Jumlah Harga and others are ignored),
// division rows without a volume ("A | PEKERJAAN PERSIAPAN", or "A. PEKERJAAN PERSIAPAN" in the No cell of a merged
// title) start a division; the header's units and column numbering under it, the rows of sums, tax and terbilang
// under each division and the signatures after the table are skipped (import-lines-rows.ts). Nothing is guessed: a
// row that cannot be read is refused with its line.

export interface RabDivisionRead {
  /** The code the file gives it (A, I, 1), or null. */
  code: string | null;
  name: string;
  line: number;
}

export interface RabRowRead {
  line: number;
  /** The index of its division in `divisions`; null for a row before any division row. */
  division: number | null;
  code: string | null;
  name: string;
  unit: string;
  volume: number;
  /** The volume as the editor keeps it: "12,5", or the working as written ("3 × 4 × 0,15"). */
  volumeText: string;
  /** The file's harga satuan, null when its cell is empty. */
  price: number | null;
  /** Why the price cannot be a free line's price (sen, too large); a catalogue line does not use it. */
  priceProblem: string | null;
}

export interface RabLineProblem {
  line: number;
  text: string;
  msg: string;
}

export interface RabTableReading {
  /** A problem with the whole table (no header, too many rows): nothing else is read. */
  error: string | null;
  divisions: RabDivisionRead[];
  rows: RabRowRead[];
  refused: RabLineProblem[];
  /** Rows of sums, tax, terbilang and the column numbering: read as no item, said in the preview. */
  skipped: { line: number; text: string }[];
  emptyRows: number;
}

const divisionKey = (name: string) => name.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The lines of a RAB table (a paste, a CSV file, a spreadsheet's first sheet); line numbers start at 1. With
 * `commaSeparated` (a table read from comma-separated text) a row with filled cells past the titles is refused.
 */
export function readRabTable(
  table: TableCell[][],
  options: { commaSeparated?: boolean } = {},
): RabTableReading {
  const reading: RabTableReading = {
    error: null,
    divisions: [],
    rows: [],
    refused: [],
    skipped: [],
    emptyRows: 0,
  };
  const header = findRabHeader(table);
  if ('error' in header) return { ...reading, error: header.error };
  if (table.length - header.index - 1 > RAB_IMPORT_MAX_ROWS)
    return { ...reading, error: rabImportMessages.tooMany };
  const { columns } = header;
  const body = table.slice(header.index + 1);
  const columnTexts = (column: number | undefined) =>
    column === undefined ? [] : body.flatMap((row) => (typeof row[column] === 'string' ? [row[column]] : []));
  const mark = decimalMark(columnTexts(columns.volume), columnTexts(columns.price));
  const cellAt = (cells: TableCell[], field: RabField) =>
    columns[field] === undefined ? undefined : cells[columns[field]];
  const at = (cells: TableCell[], field: RabField) => cellText(cellAt(cells, field));
  const tail = headerTail(body);
  const width = headerWidth(table, header.index, tail);
  let current: number | null = null;
  let signed = false;
  const divisionNamed = (code: string | null, name: string, line: number) => {
    const key = divisionKey(name);
    const found = reading.divisions.findIndex((division) => divisionKey(division.name) === key);
    if (found >= 0) return found;
    reading.divisions.push({ code, name, line });
    return reading.divisions.length - 1;
  };

  body.forEach((cells, offset) => {
    const line = header.index + offset + 2;
    const texts = cells.map(cellText);
    if (texts.every((text) => !text)) return void (reading.emptyRows += 1);
    const skip = () => void reading.skipped.push({ line, text: texts.filter(Boolean).join(' | ') });
    if (tail.has(offset) || signed) return skip();
    const name = at(cells, 'name');
    const [volumeText, unit, priceText, code] = [
      at(cells, 'volume'),
      at(cells, 'unit'),
      at(cells, 'price'),
      at(cells, 'code'),
    ];
    const label = name || texts.find((text) => text && Number.isNaN(parseIdNumber(text))) || '';
    const volume = readVolumeCell(cellAt(cells, 'volume'), mark);
    if (TOTAL_ROW.test(label) && 'msg' in volume) return void reading.skipped.push({ line, text: label });
    // Everything from "Mengetahui," or "Sleman, 12 Januari 2026" on is signatures: names, titles, places.
    if ('msg' in volume && startsSignatures(texts)) signed = true;
    if (signed) return skip();
    if (!volumeText && !unit && !priceText && !code) {
      const division = name
        ? codedName(name, divisionCode(at(cells, 'number')))
        : titleInNumber(at(cells, 'number'));
      if (!division) return skip();
      current = divisionNamed(division.code, division.name, line);
      return;
    }
    const refuse = (msg: string) => void reading.refused.push({ line, text: name || label, msg });
    // Before the cells are judged: an unquoted "12,5" put 12 in the volume and 5 in the unit (header-tail.ts).
    if (spillsPastHeader(cells, width, options.commaSeparated ?? false))
      return refuse(rabImportMessages.extraCells);
    if (!name) return refuse(rabImportMessages.name);
    if (name.length > 500) return refuse(rabImportMessages.nameTooLong);
    if ('msg' in volume) return refuse(volume.msg);
    if (!unit) return refuse(rabImportMessages.unit);
    if (unit.length > 20) return refuse(rabImportMessages.unitTooLong);
    const price = readPriceCell(cellAt(cells, 'price'), mark);
    if ('msg' in price) return refuse(price.msg);
    const bagian = at(cells, 'division');
    const named = bagian ? codedName(bagian, null) : null;
    reading.rows.push({
      line,
      division: named ? divisionNamed(named.code, named.name, line) : current,
      code: code || null,
      name,
      unit,
      ...volume,
      price: price.price,
      priceProblem: price.problem,
    });
  });
  if (reading.rows.length === 0 && reading.refused.length === 0) reading.error = rabImportMessages.empty;
  return reading;
}

/** The lines of pasted text or a .csv/.txt file: a UTF-8 BOM dropped, `;`, tab or `,` between cells. */
export function readRabText(text: string): RabTableReading {
  const { table, delimiter } = readDelimited(text);
  return readRabTable(table, { commaSeparated: delimiter === ',' });
}
