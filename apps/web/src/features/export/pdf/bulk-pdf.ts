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

/** The bulk report of SPEC.md §9: a row per result, the TOTAL row and the statistics. */
export function renderBulkReport(lib: PdfLib, report: BulkReport): jsPDF {
  const doc = new lib.jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait' });
  doc.setProperties({ title: report.title, creator: exportLabels.appName, subject: report.projectLabel });
  let y = drawHeader(doc, report.title, `${exportLabels.appName} · dicetak ${report.printedAt}`);
  y = drawParagraph(doc, y, `Proyek: ${report.projectLabel}`, { bold: true, size: 10 });
  y = drawParagraph(doc, y, `${report.records.length} kalkulasi`, { color: MUTED }) + 2;

  lib.autoTable(doc, {
    ...tableStyle,
    startY: y,
    head: [report.head.map(pdfText)],
    body: report.body.map((row) => row.map(pdfText)),
    foot: [report.foot.map(pdfText)],
    showFoot: 'lastPage',
    showHead: 'everyPage',
    didParseCell: alignRight([0, 2, 3, 4, 5, 6]),
    styles: { ...tableStyle.styles, fontSize: 7.5, cellPadding: 1.6 },
    columnStyles: {
      0: { cellWidth: 9, halign: 'right' },
      1: { cellWidth: 'auto' },
      2: { cellWidth: 19, halign: 'right' },
      3: { cellWidth: 24, halign: 'right' },
      4: { cellWidth: 24, halign: 'right' },
      5: { cellWidth: 24, halign: 'right' },
      6: { cellWidth: 25, halign: 'right' },
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
