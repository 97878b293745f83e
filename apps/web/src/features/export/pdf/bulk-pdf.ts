import type { jsPDF } from 'jspdf';
import { exportLabels, type BulkReport } from '@kalkulator/core';
import { tableStyle } from './single-pdf';
import {
  MUTED,
  PAGE,
  alignRight,
  drawFooters,
  drawHeader,
  drawParagraph,
  drawSectionTitle,
  pdfText,
  startSection,
  tableEnd,
  type PdfLib,
} from './layout';

const FONT_SIZE = 7.5;
const CELL_PADDING = 1.6;
/** The volume and money columns (2 onwards) are as wide as their widest figure, at least this. */
const MIN_VOLUME_WIDTH = 19;
const MIN_MONEY_WIDTH = 24;
/** The widest figure a money column is laid out for even when the report's are smaller (SPEC: billions). */
const WIDEST_MONEY = 'Rp 999.999.999.999';
/** What the Pekerjaan column keeps at least; the figures' font shrinks before it gets narrower. */
const MIN_TEXT_WIDTH = 40;
const TABLE_WIDTH = PAGE.width - 2 * PAGE.margin;

/**
 * Widths of the figure columns so that every figure, bold in the TOTAL row, stays on one line: the widest text of
 * each column (at least Rp 999.999.999.999 for money) plus the padding. When they leave the Pekerjaan column less
 * than MIN_TEXT_WIDTH the figures are set smaller. Returns the widths and the font size of the figures.
 */
export function bulkColumnWidths(doc: jsPDF, rows: readonly (readonly string[])[]) {
  let fontSize = FONT_SIZE;
  for (;;) {
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(fontSize);
    const widths: Record<number, number> = {};
    const figureColumns = Array.from(
      { length: Math.max(0, (rows[0]?.length ?? 7) - 2) },
      (_, index) => index + 2,
    );
    for (const column of figureColumns) {
      const texts = rows.map((row) => pdfText(row[column] ?? ''));
      if (column > 2) texts.push(WIDEST_MONEY);
      const widest = Math.max(...texts.map((text) => doc.getTextWidth(text)));
      // A little slack: autotable wraps a text as wide as the cell's inner width.
      widths[column] = Math.max(
        column === 2 ? MIN_VOLUME_WIDTH : MIN_MONEY_WIDTH,
        Math.ceil((widest + 2 * CELL_PADDING + 0.6) * 10) / 10,
      );
    }
    const figures = Object.values(widths).reduce((sum, width) => sum + width, 0);
    if (TABLE_WIDTH - 9 - figures >= MIN_TEXT_WIDTH || fontSize <= 5.5) return { widths, fontSize };
    fontSize -= 0.5;
  }
}

/** The bulk report of SPEC.md §9: a row per result, the TOTAL row and the statistics. */
export function renderBulkReport(lib: PdfLib, report: BulkReport): jsPDF {
  const doc = new lib.jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait', compress: true });
  doc.setProperties({ title: report.title, creator: exportLabels.appName, subject: report.projectLabel });
  let y = drawHeader(doc, report.title, `${exportLabels.appName} · dicetak ${report.printedAt}`);
  y = drawParagraph(doc, y, `Proyek: ${report.projectLabel}`, { bold: true, size: 10 });
  y = drawParagraph(doc, y, `${report.records.length} kalkulasi`, { color: MUTED }) + 2;

  const { widths, fontSize } = bulkColumnWidths(doc, [...report.body, report.foot, report.head]);
  const figure = (column: number) => ({ cellWidth: widths[column], halign: 'right' as const });
  const alignFigures = alignRight([0, 2, 3, 4, 5, 6]);
  lib.autoTable(doc, {
    ...tableStyle,
    startY: y,
    head: [report.head.map(pdfText)],
    body: report.body.map((row) => row.map(pdfText)),
    foot: [report.foot.map(pdfText)],
    showFoot: 'lastPage',
    showHead: 'everyPage',
    didParseCell: (data) => {
      alignFigures(data);
      // Head, body and the TOTAL row alike (columnStyles reach the body only).
      if (data.column.index >= 2) data.cell.styles.fontSize = fontSize;
    },
    styles: { ...tableStyle.styles, fontSize: FONT_SIZE, cellPadding: CELL_PADDING },
    columnStyles: {
      0: { cellWidth: 9, halign: 'right' },
      1: { cellWidth: 'auto' },
      ...Object.fromEntries(report.head.slice(2).map((_, index) => [index + 2, figure(index + 2)])),
    },
  });
  y = tableEnd(doc, y) + 8;

  y = startSection(doc, y, 220);
  y = drawSectionTitle(doc, y, exportLabels.statistics);
  lib.autoTable(doc, {
    ...tableStyle,
    theme: 'plain',
    startY: y,
    body: report.statistics.map(([label, value]) => [pdfText(label), pdfText(value)]),
    styles: { ...tableStyle.styles, fontSize: 9.5, cellPadding: 1.6 },
    columnStyles: { 0: { cellWidth: 110 }, 1: { halign: 'right', fontStyle: 'bold' } },
  });
  y = tableEnd(doc, y) + 6;
  if (y > PAGE.footer - 16) {
    doc.addPage();
    y = PAGE.top;
  }
  drawParagraph(doc, y, `${exportLabels.terbilang} (Total RAB): ${report.terbilang}`, { italic: true });

  drawFooters(doc, report.printedAt);
  return doc;
}
