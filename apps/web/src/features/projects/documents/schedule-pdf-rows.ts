import type { jsPDF } from 'jspdf';
import type { ProjectDocumentInput } from '@kalkulator/core';
import { pdfText } from '../../export/pdf/layout';

// The schedule's rows as printed: each line's whole name wrapped in the Uraian column on as many lines as it takes,
// the row as tall as its name, and the rows dealt out to pages by height, a division's row never the last on its page.

export const ROW = 5;
/** A row whose name takes two lines; each further line adds NAME_LEADING. */
export const TALL_ROW = 8;
/** The Uraian's font size (pt). */
export const NAME_SIZE = 7;
/** Between the baselines of a name's lines: 7 pt × jsPDF's line height 1.15. */
export const NAME_LEADING = 2.84;

export interface ScheduleRow {
  kind: 'division' | 'item';
  number: string;
  /** The whole name as printed, one line or more. */
  lines: string[];
  height: number;
  weight?: number;
  days?: number;
  start?: number;
  end?: number;
}

/** A name wrapped in lines of `width`, every word kept (as the RAB page and the Excel sheet print it). */
export function nameLines(doc: jsPDF, name: string, width: number): string[] {
  const text = pdfText(name);
  if (doc.getTextWidth(text) <= width) return [text];
  return doc.splitTextToSize(text, width) as string[];
}

/** A row's height for a name of `lines` lines: 5 mm for one, 8 mm for two, a line's leading more for each after. */
export function rowHeight(lines: number): number {
  return lines > 1 ? TALL_ROW + (lines - 2) * NAME_LEADING : ROW;
}

/** One row per division and line, each name measured once in the font it is drawn in. */
export function scheduleRows(doc: jsPDF, input: ProjectDocumentInput, nameWidth: number): ScheduleRow[] {
  const rows: ScheduleRow[] = [];
  const row = (kind: ScheduleRow['kind'], name: string) => {
    doc.setFont('helvetica', kind === 'division' ? 'bold' : 'normal');
    doc.setFontSize(NAME_SIZE);
    const lines = nameLines(doc, name, nameWidth);
    return { kind, lines, height: rowHeight(lines.length) };
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
