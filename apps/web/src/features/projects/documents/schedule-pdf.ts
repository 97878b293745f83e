import type { jsPDF } from 'jspdf';
import {
  addDays,
  documentTexts,
  formatDate,
  formatNumber,
  type ProjectDocumentInput,
} from '@kalkulator/core';
import { BRAND, BRAND_SOFT, INK, LINE, MUTED, pdfText } from '../../export/pdf/layout';
import { NAME_LEADING, NAME_SIZE, ROW, scheduleRows, schedulePages } from './schedule-pdf-rows';

// The schedule in A4 landscape: one row per line with its bobot and duration, its weeks drawn as a Gantt bar, the
// planned weekly and cumulative progress under the weeks, and the cumulative S-curve drawn over the bars. Long
// projects continue on further pages: lines down, weeks across (at most WEEKS_PER_PAGE a page). The S-curve's 0% and
// 100% stand in a column of their own right of the weeks, inside the page's margin.

const MARGIN = 12;
const TOP = 22;
const HEAD = 9;
const WEEKS_PER_PAGE = 20;
const COLUMNS = { number: 9, description: 66, weight: 15, days: 13 };
const LEFT = COLUMNS.number + COLUMNS.description + COLUMNS.weight + COLUMNS.days;
/** Room right of the weeks for the S-curve's "100%" (6 pt: 5.4 mm wide). */
const AXIS = 7;
/** From a row's top to the baseline of a line of text centred in it (3.5 mm in a 5 mm row). */
const baseline = (height: number) => height / 2 + 1;
const BAR: [number, number, number] = [59, 130, 246];
const CURVE: [number, number, number] = [220, 38, 38];

export function drawSchedulePages(doc: jsPDF, input: ProjectDocumentInput) {
  const { schedule, project } = input;
  const pageWidth = 297;
  const pageHeight = 210;
  const rows = scheduleRows(doc, input, COLUMNS.description - 2);
  const pages = schedulePages(rows, pageHeight - TOP - 14 - HEAD - 2 * ROW - 12);
  const weekChunks = Math.ceil(schedule.weeks / WEEKS_PER_PAGE);
  for (let w = 0; w < weekChunks; w += 1) {
    const firstWeek = w * WEEKS_PER_PAGE;
    const weeks = Math.min(WEEKS_PER_PAGE, schedule.weeks - firstWeek);
    const weekWidth = (pageWidth - 2 * MARGIN - LEFT - AXIS) / weeks;
    for (const pageRows of pages) {
      doc.addPage('a4', 'landscape');
      let y = TOP;
      doc.setFont('helvetica', 'bold');
      doc.setFontSize(12);
      doc.setTextColor(...INK);
      doc.text(documentTexts.scheduleTitle, pageWidth / 2, y, { align: 'center' });
      doc.setDrawColor(...BRAND);
      doc.setLineWidth(0.6);
      doc.line(MARGIN, y + 2, pageWidth - MARGIN, y + 2);
      y += 7;
      doc.setFont('helvetica', 'normal');
      doc.setFontSize(8);
      const start = project.start_date ? `, mulai ${formatDate(`${project.start_date}T00:00:00`)}` : '';
      doc.text(
        pdfText(
          `${project.name}${project.location ? ` - ${project.location}` : ''}${start}. Minggu ${firstWeek + 1}-${firstWeek + weeks} dari ${schedule.weeks}.`,
        ),
        MARGIN,
        y,
      );
      y += 3;
      // Head.
      const head = y;
      doc.setFillColor(...INK);
      doc.rect(MARGIN, head, pageWidth - 2 * MARGIN, HEAD, 'F');
      doc.setTextColor(255, 255, 255);
      doc.setFont('helvetica', 'bold');
      doc.setFontSize(7);
      let x = MARGIN;
      for (const [label, width] of [
        ['No', COLUMNS.number],
        ['Uraian Pekerjaan', COLUMNS.description],
        ['Bobot (%)', COLUMNS.weight],
        ['Durasi (hr)', COLUMNS.days],
      ] as const) {
        doc.text(label, x + width / 2, head + 5.5, { align: 'center' });
        x += width;
      }
      doc.setFontSize(weekWidth < 10 ? 5.5 : 6.5);
      for (let week = 0; week < weeks; week += 1) {
        const cx = MARGIN + LEFT + (week + 0.5) * weekWidth;
        doc.text(`${weekWidth >= 14 ? 'Minggu ' : 'M'}${firstWeek + week + 1}`, cx, head + 4, {
          align: 'center',
        });
        if (project.start_date) {
          const date = addDays(project.start_date, (firstWeek + week) * 7)
            .slice(5)
            .split('-')
            .reverse()
            .join('/');
          doc.setFont('helvetica', 'normal');
          doc.text(date, cx, head + 7.6, { align: 'center' });
          doc.setFont('helvetica', 'bold');
        }
      }
      y = head + HEAD;
      const bodyTop = y;
      doc.setTextColor(...INK);
      for (const row of pageRows) {
        const { height: rowHeight } = row;
        if (row.kind === 'division') {
          doc.setFillColor(...BRAND_SOFT);
          doc.rect(MARGIN, y, pageWidth - 2 * MARGIN, rowHeight, 'F');
        }
        // The number, bobot, duration and bar centred in the row, beside its name of one line or more.
        const base = y + baseline(rowHeight);
        doc.setFont('helvetica', row.kind === 'division' ? 'bold' : 'normal');
        doc.setFontSize(NAME_SIZE);
        doc.text(pdfText(row.number), MARGIN + COLUMNS.number / 2, base, { align: 'center' });
        const nameTop = base - ((row.lines.length - 1) * NAME_LEADING) / 2;
        row.lines.forEach((line, at) => {
          doc.text(line, MARGIN + COLUMNS.number + 1, nameTop + at * NAME_LEADING);
        });
        if (row.kind === 'item') {
          const right = MARGIN + COLUMNS.number + COLUMNS.description;
          doc.text(formatNumber(row.weight ?? 0, 2), right + COLUMNS.weight - 1, base, { align: 'right' });
          doc.text(String(row.days), right + COLUMNS.weight + COLUMNS.days - 1, base, { align: 'right' });
          const from = Math.max(row.start! / 7, firstWeek);
          const to = Math.min(row.end! / 7, firstWeek + weeks);
          if (to > from) {
            doc.setFillColor(...BAR);
            doc.rect(
              MARGIN + LEFT + (from - firstWeek) * weekWidth,
              y + (rowHeight - (ROW - 2)) / 2,
              (to - from) * weekWidth,
              ROW - 2,
              'F',
            );
          }
        }
        doc.setDrawColor(...LINE);
        doc.setLineWidth(0.1);
        doc.line(MARGIN, y + rowHeight, pageWidth - MARGIN, y + rowHeight);
        y += rowHeight;
      }
      const bodyBottom = y;
      // The two progress rows under the weeks.
      for (const [label, values] of [
        ['Rencana progres mingguan (%)', schedule.planned],
        ['Rencana progres kumulatif (%)', schedule.cumulative],
      ] as const) {
        doc.setFillColor(241, 245, 249);
        doc.rect(MARGIN, y, pageWidth - 2 * MARGIN, ROW, 'F');
        doc.setFont('helvetica', 'bold');
        doc.setFontSize(7);
        doc.text(label, MARGIN + COLUMNS.number + 1, y + 3.5);
        doc.setFontSize(weekWidth < 10 ? 5 : 6);
        for (let week = 0; week < weeks; week += 1) {
          doc.text(
            formatNumber(values[firstWeek + week] ?? 0, 2),
            MARGIN + LEFT + (week + 1) * weekWidth - 0.6,
            y + 3.5,
            { align: 'right' },
          );
        }
        y += ROW;
      }
      // Grid of the weeks.
      doc.setDrawColor(...LINE);
      doc.setLineWidth(0.1);
      for (let week = 0; week <= weeks; week += 1) {
        const gx = MARGIN + LEFT + week * weekWidth;
        doc.line(gx, head, gx, y);
      }
      doc.rect(MARGIN, head, pageWidth - 2 * MARGIN, y - head);
      // The S-curve over the bars: 0 % at the bottom of the lines, 100 % at their top.
      const height = bodyBottom - bodyTop;
      if (height > 0) {
        const point = (week: number, value: number) =>
          [MARGIN + LEFT + (week - firstWeek) * weekWidth, bodyBottom - (value / 100) * height] as const;
        const before = firstWeek === 0 ? 0 : (schedule.cumulative[firstWeek - 1] ?? 0);
        let [px, py] = point(firstWeek, before);
        doc.setDrawColor(...CURVE);
        doc.setLineWidth(0.6);
        for (let week = firstWeek; week < firstWeek + weeks; week += 1) {
          const [nx, ny] = point(week + 1, schedule.cumulative[week] ?? 0);
          doc.line(px, py, nx, ny);
          doc.setFillColor(...CURVE);
          doc.circle(nx, ny, 0.6, 'F');
          [px, py] = [nx, ny];
        }
        doc.setFontSize(6);
        doc.setTextColor(...MUTED);
        const axis = MARGIN + LEFT + weeks * weekWidth + 0.8;
        doc.text('100%', axis, bodyTop + 2.2);
        doc.text('0%', axis, bodyBottom - 0.5);
      }
      doc.setTextColor(...MUTED);
      doc.setFontSize(7);
      doc.text(
        pdfText(
          'Batang biru: rencana pelaksanaan tiap item. Garis merah: kurva S (progres kumulatif rencana).',
        ),
        MARGIN,
        y + 5,
      );
      doc.setTextColor(...INK);
    }
  }
}
