import type { jsPDF } from 'jspdf';
import type { UserOptions } from 'jspdf-autotable';
import { exportLabels, type ReportTable, type SingleReport } from '@kalkulator/core';
import {
  BRAND_SOFT,
  INK,
  LINE,
  MUTED,
  PAGE,
  WHOLE_ROWS,
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

/** Space between sections; with the paddings below a job of 4 labour lines and 6 materials fits one page. */
const GAP = 7;
/** Lowest y a block may reach: the tables' bottom margin, above the footer. */
const BOTTOM = PAGE.height - 18;

export const tableStyle = {
  ...WHOLE_ROWS,
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
    styles: { ...tableStyle.styles, cellPadding: { vertical: 1.3, horizontal: 2 } },
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

/** RINGKASAN BIAYA, the terbilang and the note; returns the y below them. */
function drawSummary(doc: jsPDF, lib: PdfLib, top: number, report: SingleReport): number {
  let y = drawSectionTitle(doc, top, exportLabels.summary);
  lib.autoTable(doc, {
    ...tableStyle,
    theme: 'plain',
    startY: y,
    body: report.summary.map((line) => [pdfText(line.label), pdfText(line.value)]),
    styles: { ...tableStyle.styles, fontSize: 9, cellPadding: { vertical: 1, horizontal: 1.8 } },
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
  y = tableEnd(doc, y) + 5;
  y = drawParagraph(doc, y, `${exportLabels.terbilang}: ${report.terbilang}`, { italic: true });
  return drawParagraph(doc, y + 1, report.note, { size: 7.5, color: MUTED });
}

/** The single report of SPEC.md §9. Returns the document; the caller saves it. */
export function renderSingleReport(lib: PdfLib, report: SingleReport): jsPDF {
  const doc = new lib.jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait', compress: true });
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
    styles: { ...tableStyle.styles, fontSize: 8.5, cellPadding: { vertical: 0.7, horizontal: 1.4 } },
    columnStyles: { 0: { cellWidth: 58, textColor: MUTED }, 1: { fontStyle: 'bold' } },
  });
  y = tableEnd(doc, y) + GAP;

  y = drawSectionTitle(doc, y, exportLabels.laborDetail);
  if (report.labor) {
    drawCostTable(doc, lib, y, report.labor);
    y = tableEnd(doc, y);
    // What OH means, right under the table (drawParagraph's y is the baseline).
    if (report.laborNote) y = drawParagraph(doc, y + 3.2, report.laborNote, { size: 7.5, color: MUTED }) - 2;
    y += GAP;
  } else {
    y = drawParagraph(doc, y + 3, exportLabels.noLabor, { color: MUTED }) + GAP - 2;
  }

  y = startSection(doc, y, 200);
  y = drawSectionTitle(doc, y, exportLabels.materialDetail);
  if (report.materials) {
    drawCostTable(doc, lib, y, report.materials);
    y = tableEnd(doc, y) + GAP;
  } else {
    y = drawParagraph(doc, y + 3, exportLabels.noMaterials, { color: MUTED }) + GAP - 2;
  }

  // C. Peralatan only when the result has equipment (results from before it existed print as they always did).
  if (report.equipment) {
    y = startSection(doc, y, 200);
    y = drawSectionTitle(doc, y, exportLabels.equipmentDetail);
    drawCostTable(doc, lib, y, report.equipment);
    y = tableEnd(doc, y) + GAP;
  }

  // SPEC.md §9: past 220 mm the summary starts a new page; it also does when it would not fit whole (a summary
  // without its TOTAL RAB or terbilang on the next page), measured by drawing it once on a scratch page.
  y = startSection(doc, y, 220);
  const scratch = new lib.jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait' });
  if (y + drawSummary(scratch, lib, PAGE.top, report) - PAGE.top > BOTTOM) {
    doc.addPage();
    y = PAGE.top;
  }
  drawSummary(doc, lib, y, report);

  drawFooters(doc, report.printedAt);
  return doc;
}
