import type { jsPDF } from 'jspdf';
import type { CellHookData, RowInput } from 'jspdf-autotable';
import {
  DOCUMENT_SHEETS,
  buildProjectDocuments,
  cellDecimals,
  exportLabels,
  formatNumber,
  formatRupiah,
  type ProjectDocumentInput,
  type SheetCell,
  type SheetModel,
} from '@kalkulator/core';
import {
  BRAND,
  BRAND_SOFT,
  INK,
  LINE,
  MUTED,
  WHOLE_ROWS,
  pdfText,
  tableEnd,
  type PdfLib,
} from '../../export/pdf/layout';
import { keepWithRows, type TableHeading } from './pdf-keep';
import { drawSchedulePages } from './schedule-pdf';

// The project's document set as one PDF: Rekap, RAB, Analisa, Daftar Harga and Kebutuhan in A4 portrait (drawn
// from the same sheet models as the workbook), the schedule with its Gantt bars and S-curve in landscape; the
// project's name at the top and "Halaman X dari N" at the bottom of every page, table headers repeated.

export const PDF_MARGIN = 12;
export const PDF_TOP = 22;
/** Text ends above the footer's line (drawn at the page's height − 11 mm); tables at autotable's 14 mm. */
const PDF_BOTTOM = 16;
/** The signatures' columns across the page: Dibuat oleh, Diperiksa oleh, Disetujui oleh. */
const SIGNATURE_COLUMNS = 3;

/** A sheet cell as printed: rupiah, quantities and shares the Indonesian way. */
export function cellText(cell: SheetCell | null | undefined): string {
  if (!cell || cell.value === undefined) return '';
  if (typeof cell.value === 'string') return cell.value;
  switch (cell.style) {
    case 'money':
    case 'moneyStrong':
      return formatRupiah(cell.value);
    case 'coefficient':
    case 'quantity':
      // The decimals the figure has, as the workbook shows it: 0,1125 m³ × Rp 1.300.507 = Rp 146.307.
      return formatNumber(cell.value, cellDecimals(cell) ?? 0);
    case 'weight':
    case 'bar':
      // A bobot as apportioned in core (the column adds up to the 100,00 under it), the workbook's figure too.
      return formatNumber(cell.value, 2);
    default:
      return String(cell.value);
  }
}

const FIGURES = new Set<SheetCell['style']>([
  'money',
  'moneyStrong',
  'quantity',
  'coefficient',
  'weight',
  'bar',
]);

function pageWidth(doc: jsPDF) {
  return doc.internal.pageSize.getWidth();
}

/**
 * One table from a header row and the body rows under it, up to a blank row or the next header row; `heading` (the
 * text row right over it) is drawn with it, on a new page with the table when the table's first rows would not
 * fit under it. Returns the y below the table and the index of the row after it.
 */
function drawTable(
  doc: jsPDF,
  lib: PdfLib,
  rows: SheetModel['rows'],
  at: { index: number; y: number },
  heading?: TableHeading,
) {
  let index = at.index;
  const head = (rows[index] ?? []).map((cell) => pdfText(cellText(cell)));
  const body: RowInput[] = [];
  const styles: (SheetCell['style'] | undefined)[] = [];
  index += 1;
  while (index < rows.length && (rows[index]?.length ?? 0) > 0 && rows[index]![0]?.style !== 'header') {
    const cells = rows[index]!;
    styles.push(cells.find(Boolean)?.style);
    body.push(head.map((_, column) => pdfText(cellText(cells[column]))));
    index += 1;
  }
  const figureColumns = head
    .map((_, column) => column)
    .filter((column) => rows.some((cells) => FIGURES.has(cells?.[column]?.style)));
  const keep = keepWithRows(doc, { groups: styles.map((kind) => kind === 'section'), heading, top: PDF_TOP });
  lib.autoTable(doc, {
    ...WHOLE_ROWS,
    startY: at.y + (heading?.height ?? 0),
    head: [head],
    body,
    margin: { left: PDF_MARGIN, right: PDF_MARGIN, top: PDF_TOP },
    theme: 'grid',
    styles: {
      font: 'helvetica',
      fontSize: 7.5,
      cellPadding: 1.3,
      textColor: INK,
      lineColor: LINE,
      lineWidth: 0.1,
    },
    headStyles: { fillColor: INK, textColor: [255, 255, 255], fontStyle: 'bold', halign: 'center' },
    columnStyles: Object.fromEntries(
      figureColumns.map((column) => [column, { halign: 'right' as const, cellWidth: 'wrap' as const }]),
    ),
    didParseCell: (data: CellHookData) => {
      if (data.section !== 'body') return;
      const kind = styles[data.row.index];
      if (kind === 'section') {
        data.cell.styles.fillColor = BRAND_SOFT;
        data.cell.styles.fontStyle = 'bold';
      } else if (kind === 'strong' || kind === 'moneyStrong') data.cell.styles.fontStyle = 'bold';
    },
    willDrawPage: keep.willDrawPage,
    willDrawCell: keep.willDrawCell,
  });
  return { y: tableEnd(doc, at.y) + 4, index };
}

/** Title, project block, tables and the lines between them, from one sheet model. */
function drawSheet(doc: jsPDF, lib: PdfLib, sheet: SheetModel) {
  let y = PDF_TOP;
  const width = pageWidth(doc) - 2 * PDF_MARGIN;
  const ensure = (height: number) => {
    if (y + height > doc.internal.pageSize.getHeight() - PDF_BOTTOM) {
      doc.addPage('a4', 'portrait');
      y = PDF_TOP;
    }
  };
  const rows = sheet.rows;
  let index = 0;
  while (index < rows.length) {
    const row = rows[index] ?? [];
    const first = row.find(Boolean);
    if (row.length === 0 || !first) {
      y += 2;
      index += 1;
      continue;
    }
    if (first.style === 'header') {
      ({ y, index } = drawTable(doc, lib, rows, { index, y }));
      continue;
    }
    const texts = row.map((cell) => pdfText(cellText(cell)));
    if (first.style === 'title') {
      ensure(10);
      doc.setFont('helvetica', 'bold');
      doc.setFontSize(12);
      doc.setTextColor(...INK);
      doc.text(texts.filter(Boolean).join(' '), pageWidth(doc) / 2, y, { align: 'center' });
      doc.setDrawColor(...BRAND);
      doc.setLineWidth(0.6);
      doc.line(PDF_MARGIN, y + 2, pageWidth(doc) - PDF_MARGIN, y + 2);
      y += 8;
    } else if (first.style === 'label' && row.length === 1 && (texts[0] ?? '').includes(': ')) {
      // "Proyek: …" of the project block, the label and its value in two columns.
      const [label, ...value] = (texts[0] ?? '').split(': ');
      ensure(5);
      doc.setFontSize(8.5);
      doc.setFont('helvetica', 'bold');
      doc.text(label ?? '', PDF_MARGIN, y);
      doc.setFont('helvetica', 'normal');
      doc.text(`: ${doc.splitTextToSize(value.join(': '), width - 32)[0] ?? ''}`, PDF_MARGIN + 30, y);
      y += 4.5;
    } else if (row.length > 2) {
      // Signatures: place and date, roles (Dibuat / Diperiksa / Disetujui) and names, each in a third of the page
      // as its column (B, C, D) stands; a long name wraps within its third.
      doc.setFontSize(8.5);
      doc.setFont('helvetica', first.style === 'label' ? 'bold' : 'normal');
      const third = width / SIGNATURE_COLUMNS;
      const cells = row.flatMap((cell, column) => {
        if (!cell) return [];
        const slot = Math.min(SIGNATURE_COLUMNS - 1, Math.max(0, column - 1));
        const lines = doc.splitTextToSize(texts[column] ?? '', third - 4) as string[];
        return [{ x: PDF_MARGIN + 2 + slot * third, lines }];
      });
      const height = Math.max(1, ...cells.map((cell) => cell.lines.length)) * 4 + 1;
      ensure(height + 3);
      for (const cell of cells) doc.text(cell.lines, cell.x, y);
      y += height;
    } else {
      const note = first.style === 'note';
      doc.setFont('helvetica', note ? 'italic' : 'bold');
      doc.setFontSize(note ? 7.5 : 8.5);
      const lines = doc.splitTextToSize(texts.filter(Boolean).join(' '), width) as string[];
      const draw = (at: number) => {
        doc.setFont('helvetica', note ? 'italic' : 'bold');
        doc.setFontSize(note ? 7.5 : 8.5);
        doc.setTextColor(...(note ? MUTED : INK));
        doc.text(lines, PDF_MARGIN, at);
        doc.setTextColor(...INK);
      };
      const height = lines.length * 4 + 1;
      index += 1;
      // A heading right over a table (an analysis's "A.4.4.1.9 - 1 m² …") goes with the table's first rows.
      if (rows[index]?.[0]?.style === 'header') {
        ({ y, index } = drawTable(doc, lib, rows, { index, y }, { height, draw }));
        continue;
      }
      ensure(height + 1);
      draw(y);
      y += height;
      continue;
    }
    index += 1;
  }
}

/** The project's name at the top and "Halaman X dari N" at the bottom of every page, drawn once all exist. */
function drawPageFrames(doc: jsPDF, projectName: string, printedAt: string) {
  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    const width = pageWidth(doc);
    const height = doc.internal.pageSize.getHeight();
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(8);
    doc.setTextColor(...MUTED);
    doc.text(pdfText(`RAB ${projectName}`), PDF_MARGIN, 10);
    doc.setFont('helvetica', 'normal');
    doc.text(pdfText(exportLabels.appName), width - PDF_MARGIN, 10, { align: 'right' });
    doc.setDrawColor(...LINE);
    doc.setLineWidth(0.3);
    doc.line(PDF_MARGIN, 12, width - PDF_MARGIN, 12);
    doc.line(PDF_MARGIN, height - 11, width - PDF_MARGIN, height - 11);
    doc.text(pdfText(`${exportLabels.footerCredit} · ${printedAt}`), PDF_MARGIN, height - 7);
    doc.text(exportLabels.page(page, pages), width - PDF_MARGIN, height - 7, { align: 'right' });
  }
  doc.setTextColor(...INK);
}

const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The whole PDF. Between sheets it hands the page back to the browser (the progress shows, taps still answer);
 * `onProgress(done, total)` counts the sheets drawn.
 */
export async function renderProjectPdf(
  lib: PdfLib,
  input: ProjectDocumentInput,
  options: { printedAt: string; onProgress?: (done: number, total: number) => void },
): Promise<jsPDF> {
  const sheets = buildProjectDocuments(input).filter((sheet) => sheet.name !== DOCUMENT_SHEETS.schedule);
  const total = sheets.length + 1;
  const doc = new lib.jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait', compress: true });
  doc.setProperties({ title: pdfText(`RAB ${input.project.name}`), creator: exportLabels.appName });
  for (const [at, sheet] of sheets.entries()) {
    if (at > 0) doc.addPage('a4', 'portrait');
    drawSheet(doc, lib, sheet);
    options.onProgress?.(at + 1, total);
    await yieldToPage();
  }
  drawSchedulePages(doc, input);
  options.onProgress?.(total, total);
  drawPageFrames(doc, input.project.name, options.printedAt);
  return doc;
}
