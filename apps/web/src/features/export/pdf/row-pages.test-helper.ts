import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import type { PdfLib } from './layout';

/**
 * The PDF library, noting the pages each body row of every table is drawn on. A row autotable splits across a
 * page break is drawn on two (its remainder carries the same row input), so `splitRows()` names it.
 */
export function pageRecordingLib() {
  const pagesOfRow = new Map<unknown, { text: string; pages: Set<number> }>();
  const lib: PdfLib = {
    jsPDF,
    autoTable: (doc, options) =>
      autoTable(doc, {
        ...options,
        didDrawCell: (data) => {
          options.didDrawCell?.(data);
          if (data.section !== 'body') return;
          const text = Array.isArray(data.row.raw) ? data.row.raw.slice(0, 2).join(' ') : '';
          const seen = pagesOfRow.get(data.row.raw) ?? { text, pages: new Set<number>() };
          seen.pages.add(doc.getCurrentPageInfo().pageNumber);
          pagesOfRow.set(data.row.raw, seen);
        },
      }),
  };
  const splitRows = () =>
    [...pagesOfRow.values()]
      .filter((row) => row.pages.size > 1)
      .map((row) => `${row.text} (pages ${[...row.pages].join(', ')})`);
  return { lib, splitRows, rowCount: () => pagesOfRow.size };
}
