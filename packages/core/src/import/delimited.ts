// Delimited text (a paste from a spreadsheet, a CSV file) into rows of cells, RFC 4180 style: a "quoted" cell may
// hold the separator, "" for a quote and line breaks (Excel copies a cell with Alt+Enter as "Semen\n50 kg"). A row
// is one record, so line numbers are the rows a spreadsheet shows. A quote that never closes is read as written.

export type Delimiter = '\t' | ';' | ',';

/** Where a quote closes a quoted cell: before the separator, the line's end or the text's end (spaces aside). */
function closesCell(text: string, after: number, delimiter: Delimiter): boolean {
  let index = after;
  while (text[index] === ' ') index += 1;
  return index >= text.length || text[index] === delimiter || text[index] === '\n';
}

/** The rows of `text` (line breaks already "\n"), each cell trimmed, a line break inside a cell read as a space. */
function readRecords(text: string, delimiter: Delimiter): string[][] {
  const rows: string[][] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let quoteStart = -1;
  let quotedBefore = '';
  // Once a quote ran to the end unclosed, later quoted cells end with their line, so no quote scans the text again.
  let unclosedSeen = false;
  const endCell = () => {
    cells.push(cell.replace(/\s*\n\s*/g, ' ').trim());
    cell = '';
  };
  for (let index = 0; index <= text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      const malformed =
        character === undefined ||
        (character === '\n' && unclosedSeen) ||
        (character === '"' &&
          text[index + 1] !== '"' &&
          !closesCell(text, index + 1, delimiter) &&
          cell.includes('\n'));
      if (malformed) {
        // The quote never closes (before the end, or at the end of a cell): it was a quote mark, not a quoted cell.
        if (character === undefined) unclosedSeen = true;
        quoted = false;
        cell = `${quotedBefore}"`;
        index = quoteStart;
      } else if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') {
        quoted = false;
      } else {
        cell += character;
      }
      continue;
    }
    if (character === undefined || character === '\n') {
      endCell();
      rows.push(cells);
      cells = [];
    } else if (character === '"' && cell.trim() === '') {
      quoted = true;
      quoteStart = index;
      quotedBefore = cell;
      cell = '';
    } else if (character === delimiter) {
      endCell();
    } else {
      cell += character;
    }
  }
  return rows;
}

const DELIMITERS: Delimiter[] = ['\t', ';', ','];

/**
 * How often each separator stands in a line outside quoted cells. A quote opens a cell after the line's start or
 * any separator ("Semen; 50 kg",zak,65000 holds two commas and no semicolon); elsewhere, or when it does not close
 * on the line, it is a quote mark (6/12").
 */
function separatorsOutsideQuotes(line: string): Record<Delimiter, number> {
  const counts: Record<Delimiter, number> = { '\t': 0, ';': 0, ',': 0 };
  let quotedAt = -1;
  let cellStart = true;
  for (let index = 0; index <= line.length; index += 1) {
    const character = line[index];
    if (quotedAt >= 0) {
      if (character === undefined) {
        index = quotedAt;
        quotedAt = -1;
        cellStart = false;
      } else if (character === '"' && line[index + 1] === '"') index += 1;
      else if (character === '"') quotedAt = -1;
    } else if (character === '\t' || character === ';' || character === ',') {
      counts[character] += 1;
      cellStart = true;
    } else if (character === '"' && cellStart) {
      quotedAt = index;
    } else if (character !== ' ') {
      cellStart = false;
    }
  }
  return counts;
}

/** How many non-empty lines the separator is guessed from: title lines above a header are outvoted. */
const GUESS_LINES = 10;

/**
 * The separator: the first of tab, semicolon and comma standing (outside quoted cells) in at least half of the first
 * lines, else the one in most of them. Commas are tried last because names and decimals hold them ("Semen, 50 kg",
 * "0,75"); a title line above the header ("DAFTAR HARGA KAB. SLEMAN 2026") is outvoted.
 */
function guessDelimiter(text: string): Delimiter {
  const lines: Record<Delimiter, number>[] = [];
  for (let start = 0; start < text.length && lines.length < GUESS_LINES;) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const line = text.slice(start, end);
    if (line.trim()) lines.push(separatorsOutsideQuotes(line));
    start = end + 1;
  }
  const counts = DELIMITERS.map(
    (delimiter) => [delimiter, lines.filter((line) => line[delimiter] > 0).length] as const,
  );
  const majority = counts.find(([, count]) => count > 0 && count * 2 >= lines.length);
  if (majority) return majority[0];
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best), [',', 0] as const)[0];
}

/** The rows of delimited text and the separator read: a UTF-8 BOM is dropped, CRLF and CR read as line breaks. */
export function readDelimited(text: string): { table: string[][]; delimiter: Delimiter } {
  const clean = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const delimiter = guessDelimiter(clean);
  return { table: readRecords(clean, delimiter), delimiter };
}

/** Splits delimited text into rows of cells (see readDelimited); a row's index + 1 is its line number. */
export function splitDelimited(text: string): string[][] {
  return readDelimited(text).table;
}
