import type { jsPDF } from 'jspdf';
import type { UserOptions } from 'jspdf-autotable';
import { exportLabels, type ReportTable, type SingleReport } from '@kalkulator/core';
import {
  BRAND_SOFT,
  INK,
  LINE,
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

const cells = (rows: string[][]) => rows.map((row) => row.map(pdfText));

export const tableStyle = {
  theme: 'grid',
  margin: { left: PAGE.margin, right: PAGE.margin, top: PAGE.top, bottom: 18 },
  styles: {
    font: 'helvetica',
    fontSize: 8.5,
    cellPadding: 2,
    lineColor: LINE,
    lineWidth: 0.2,
    textColor: INK,
  },
  headStyles: { fillColor: INK, textColor: [255, 255, 255], fontStyle: 'bold' },
  footStyles: { fillColor: BRAND_SOFT, textColor: INK, fontStyle: 'bold' },
  alternateRowStyles: { fillColor: [248, 250, 252] },
} satisfies Partial<UserOptions>;

function drawCostTable(doc: jsPDF, lib: PdfLib, y: number, table: ReportTable) {
  lib.autoTable(doc, {
    ...tableStyle,
    startY: y,
    head: [cells([table.head])[0] ?? []],
    body: cells(table.body),
    foot: [cells([table.foot])[0] ?? []],
    showFoot: 'lastPage',
    didParseCell: alignRight([1, 2, 3, 4]),
    columnStyles: {
      0: { cellWidth: 'auto' },
      1: { halign: 'right' },
      2: { halign: 'right' },
      3: { halign: 'right' },
      4: { halign: 'right', cellWidth: 30 },
    },
  });
}

/** The single report of SPEC.md §9. Returns the document; the caller saves it. */
export function renderSingleReport(lib: PdfLib, report: SingleReport): jsPDF {
  const doc = new lib.jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait' });
  doc.setProperties({
    title: report.title,
    creator: exportLabels.appName,
    subject: report.record.jobTypeName,
  });
  let y = drawHeader(doc, report.title, `${exportLabels.appName} · dicetak ${report.printedAt}`);

  y = drawSectionTitle(doc, y, exportLabels.projectInfo);
  lib.autoTable(doc, {
    ...tableStyle,
    theme: 'plain',
    startY: y,
    body: cells(report.info),
    styles: { ...tableStyle.styles, fontSize: 9, cellPadding: 1.4 },
    columnStyles: { 0: { cellWidth: 58, textColor: MUTED }, 1: { fontStyle: 'bold' } },
  });
  y = tableEnd(doc, y) + 8;

  y = drawSectionTitle(doc, y, exportLabels.laborDetail);
  if (report.labor) {
    drawCostTable(doc, lib, y, report.labor);
    y = tableEnd(doc, y) + 8;
  } else {
    y = drawParagraph(doc, y + 3, exportLabels.noLabor, { color: MUTED }) + 6;
  }

  y = startSection(doc, y, 200);
  y = drawSectionTitle(doc, y, exportLabels.materialDetail);
  if (report.materials) {
    drawCostTable(doc, lib, y, report.materials);
    y = tableEnd(doc, y) + 8;
  } else {
    y = drawParagraph(doc, y + 3, exportLabels.noMaterials, { color: MUTED }) + 6;
  }

  y = startSection(doc, y, 220);
  y = drawSectionTitle(doc, y, exportLabels.summary);
  lib.autoTable(doc, {
    ...tableStyle,
    theme: 'plain',
    startY: y,
    body: report.summary.map((line) => [pdfText(line.label), pdfText(line.value)]),
    styles: { ...tableStyle.styles, fontSize: 9.5, cellPadding: 1.8 },
    columnStyles: { 0: { cellWidth: 110 }, 1: { halign: 'right' } },
    didParseCell: (data) => {
      const line = report.summary[data.row.index];
      if (!line?.strong) return;
      data.cell.styles.fontStyle = 'bold';
      const rab = line.label === 'TOTAL RAB';
      data.cell.styles.fillColor = rab ? INK : BRAND_SOFT;
      data.cell.styles.textColor = rab ? [255, 255, 255] : INK;
    },
  });
  y = tableEnd(doc, y) + 6;
  if (y > PAGE.footer - 22) {
    doc.addPage();
    y = PAGE.top;
  }
  y = drawParagraph(doc, y, `${exportLabels.terbilang}: ${report.terbilang}`, { italic: true });
  drawParagraph(doc, y + 1, report.note, { size: 7.5, color: MUTED });

  drawFooters(doc, report.printedAt);
  return doc;
}
