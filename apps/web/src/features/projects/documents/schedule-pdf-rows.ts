import type { jsPDF } from 'jspdf';
import type { ProjectDocumentInput } from '@kalkulator/core';
import { pdfText } from '../../export/pdf/layout';

// The schedule's rows as printed: each line's name in at most two lines of the Uraian column, the row as tall as
// its name, and the rows dealt out to pages by height, a division's row never the last on its page.

export const ROW = 5;
/** A row whose name takes two lines. */
export const TALL_ROW = 8;
/** The Uraian's font size (pt). */
export const NAME_SIZE = 7;

export interface ScheduleRow {
  kind: 'division' | 'item';
  number: string;
  /** The name as printed, one or two lines. */
  lines: string[];
  height: number;
  weight?: number;
  days?: number;
  start?: number;
  end?: number;
}

/**
 * A name in at most two lines of `width`: wrapped, and when it runs longer the second line keeps its end ("…ringan)
 * - batako", "…sedalam 1-2 m"), the words between given up for "...". The end is what tells lines apart.
 */
export function nameLines(doc: jsPDF, name: string, width: number): string[] {
  const text = pdfText(name);
  if (doc.getTextWidth(text) <= width) return [text];
  const lines = doc.splitTextToSize(text, width) as string[];
  if (lines.length <= 2) return lines;
  const first = lines[0]!;
  // The longest end that fits after "...", found by halving (a width is measured a handful of times, not per letter).
  let from = first.length;
  let to = text.length;
  while (from < to) {
    const middle = Math.floor((from + to) / 2);
    if (doc.getTextWidth(`...${text.slice(middle).trimStart()}`) <= width) to = middle;
    else from = middle + 1;
  }
  // Start at a word when the cut falls inside one and the word after it is short.
  const tail = text.slice(from);
  const space = tail.indexOf(' ');
  const atWord = from > 0 && text[from - 1] !== ' ' && space > 0 && space < 10;
  return [first, `...${(atWord ? tail.slice(space + 1) : tail).trimStart()}`];
}

/** One row per division and line, each name measured once in the font it is drawn in. */
export function scheduleRows(doc: jsPDF, input: ProjectDocumentInput, nameWidth: number): ScheduleRow[] {
  const rows: ScheduleRow[] = [];
  const row = (kind: ScheduleRow['kind'], name: string) => {
    doc.setFont('helvetica', kind === 'division' ? 'bold' : 'normal');
    doc.setFontSize(NAME_SIZE);
    const lines = nameLines(doc, name, nameWidth);
    return { kind, lines, height: lines.length > 1 ? TALL_ROW : ROW };
  };
  let at = 0;
  input.priced.divisions.forEach((division) => {
    rows.push({ ...row('division', division.name), number: division.code });
    division.items.forEach((_, i) => {
      const item = input.schedule.items[at]!;
      at += 1;
      rows.push({
        ...row('item', item.description),
        number: String(i + 1),
        weight: item.printedWeight,
        days: item.days,
        start: item.start,
        end: item.end,
      });
    });
  });
  return rows;
}

/** The rows of each page, `room` mm of them a page; a division's row goes on with its first line. */
export function schedulePages(rows: ScheduleRow[], room: number): ScheduleRow[][] {
  const pages: ScheduleRow[][] = [];
  let page: ScheduleRow[] = [];
  let used = 0;
  rows.forEach((row, at) => {
    const next = rows[at + 1];
    const need = row.height + (row.kind === 'division' && next ? next.height : 0);
    if (page.length > 0 && used + need > room) {
      pages.push(page);
      page = [];
      used = 0;
    }
    page.push(row);
    used += row.height;
  });
  if (page.length > 0 || pages.length === 0) pages.push(page);
  return pages;
}
