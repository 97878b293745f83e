import type { jsPDF } from 'jspdf';
import type { CellHookData, UserOptions } from 'jspdf-autotable';
import { exportLabels } from '@kalkulator/core';

// Shared drawing of both PDF reports: A4 portrait in millimetres, Helvetica (Latin-1 only).

export type AutoTable = (doc: jsPDF, options: UserOptions) => void;

export interface PdfLib {
  jsPDF: typeof jsPDF;
  autoTable: AutoTable;
}

/** jsPDF and its table plugin are only fetched when an export starts. */
export async function loadPdfLib(): Promise<PdfLib> {
  const [pdf, table] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  return { jsPDF: pdf.jsPDF, autoTable: table.autoTable };
}

export const PAGE = { width: 210, height: 297, margin: 15, top: 20, footer: 287 } as const;

/**
 * Every table of every PDF keeps a row on one page: autotable otherwise splits a row of wrapped lines at the
 * page break, leaving the next page a lone line ("Proyek 6 Gudang") without its number or figures. A row taller
 * than a whole page is still split; none of ours comes near it.
 */
export const WHOLE_ROWS = { rowPageBreak: 'avoid' } as const satisfies Partial<UserOptions>;

export const INK: [number, number, number] = [30, 41, 59];
export const MUTED: [number, number, number] = [100, 116, 139];
export const BRAND: [number, number, number] = [245, 158, 11];
export const BRAND_SOFT: [number, number, number] = [254, 243, 199];
export const LINE: [number, number, number] = [226, 232, 240];

const REPLACEMENTS: [RegExp, string][] = [
  // ′ is the prime of the catalogue's concrete names ("fc′ 24,9 MPa").
  [/[\u2018\u2019\u201a\u2032]/g, "'"],
  [/\u2033/g, '"'],
  [/[\u201c\u201d\u201e]/g, '"'],
  [/[\u2013\u2014\u2212]/g, '-'],
  [/\u2026/g, '...'],
  [/\u2192/g, '->'],
  [/\u2264/g, '<='],
  [/\u2265/g, '>='],
  [/[\u2000-\u200b\u202f]/g, ' '],
];

/**
 * Helvetica in jsPDF draws Latin-1 only: common typographic characters become their ASCII form and anything
 * else a "?", so a report never shows garbage. Text is drawn as text: HTML in a name stays visible as typed.
 */
export function pdfText(value: string): string {
  let text = value;
  for (const [pattern, replacement] of REPLACEMENTS) text = text.replace(pattern, replacement);
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  return text.normalize('NFC').replace(/[^\u0000-\u00ff]/g, '?');
}

export function drawHeader(doc: jsPDF, title: string, subtitle: string): number {
  doc.setFillColor(...INK);
  doc.rect(0, 0, PAGE.width, 30, 'F');
  doc.setFillColor(...BRAND);
  doc.rect(0, 30, PAGE.width, 1.4, 'F');
  doc.setTextColor(255, 255, 255);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(16);
  doc.text(pdfText(title), PAGE.margin, 14);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9);
  doc.setTextColor(203, 213, 225);
  doc.text(pdfText(subtitle), PAGE.margin, 22);
  doc.setTextColor(...INK);
  return 42;
}

export function drawSectionTitle(doc: jsPDF, y: number, title: string): number {
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(11);
  doc.setTextColor(...INK);
  doc.text(pdfText(title), PAGE.margin, y);
  doc.setDrawColor(...BRAND);
  doc.setLineWidth(0.6);
  doc.line(PAGE.margin, y + 1.8, PAGE.margin + 18, y + 1.8);
  return y + 5;
}

/** SPEC.md §9: a section starts on a new page when the position has passed `limit` (200 or 220 mm). */
export function startSection(doc: jsPDF, y: number, limit: number): number {
  if (y <= limit) return y;
  doc.addPage();
  return PAGE.top;
}

/** The y below the last table drawn by autoTable. */
export function tableEnd(doc: jsPDF, fallback: number): number {
  const last = (doc as jsPDF & { lastAutoTable?: { finalY?: number } }).lastAutoTable;
  return last?.finalY ?? fallback;
}

/** 'Halaman X dari N' and 'Dibuat oleh Kalkulator Konstruksi' on every page, drawn once all pages exist. */
export function drawFooters(doc: jsPDF, printedAt: string) {
  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    doc.setDrawColor(...LINE);
    doc.setLineWidth(0.3);
    doc.line(PAGE.margin, PAGE.footer - 5, PAGE.width - PAGE.margin, PAGE.footer - 5);
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(8);
    doc.setTextColor(...MUTED);
    doc.text(pdfText(`${exportLabels.footerCredit} · ${printedAt}`), PAGE.margin, PAGE.footer);
    doc.text(exportLabels.page(page, pages), PAGE.width - PAGE.margin, PAGE.footer, { align: 'right' });
  }
}

/** Text wrapped to the page width; returns the y below it. */
export function drawParagraph(
  doc: jsPDF,
  y: number,
  text: string,
  options: { size?: number; bold?: boolean; italic?: boolean; color?: [number, number, number] } = {},
): number {
  const size = options.size ?? 9;
  doc.setFont('helvetica', options.bold ? 'bold' : options.italic ? 'italic' : 'normal');
  doc.setFontSize(size);
  doc.setTextColor(...(options.color ?? INK));
  const lines = doc.splitTextToSize(pdfText(text), PAGE.width - 2 * PAGE.margin) as string[];
  doc.text(lines, PAGE.margin, y);
  return y + lines.length * size * 0.45 + 2;
}

/** Head and foot cells of the money columns line up with the figures under them. */
export function alignRight(columns: readonly number[]) {
  return (data: CellHookData) => {
    if (data.section !== 'body' && columns.includes(data.column.index)) data.cell.styles.halign = 'right';
  };
}
