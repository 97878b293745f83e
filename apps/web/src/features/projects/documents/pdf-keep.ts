import type { jsPDF } from 'jspdf';
import type { CellHookData, HookData, Row } from 'jspdf-autotable';

// A heading and a group's row ("A TENAGA KERJA", "B PEKERJAAN DINDING") never end a page with what they head on
// the next: each starts a new page unless the rows under it fit below it. Autotable has no "keep with next", so
// once it has measured every row (the first willDrawPage) a group row's cells claim the height of the rows it keeps,
// and autotable's own fit test moves the row on; the cells get their height back before they are drawn.

/** Body rows a heading or a group row keeps on its page, itself included: fewer when its group is shorter. */
export const KEEP_ROWS = 3;

/** A heading drawn over a table: `height` mm from its baseline to the table's top. */
export interface TableHeading {
  height: number;
  draw: (y: number) => void;
}

/** The height of the rows kept together from `from`: up to KEEP_ROWS, ending before the next group row. */
function keptHeight(rows: Row[], groups: boolean[], from: number) {
  let height = 0;
  for (let at = from; at < Math.min(rows.length, from + KEEP_ROWS); at += 1) {
    if (at > from && groups[at]) break;
    height += rows[at]!.height;
  }
  return height;
}

/**
 * Hooks of a table whose body rows `groups` marks as group rows: `heading` is drawn over it, with its head row and
 * first rows, on a new page (at `top`) when they would not fit below the table's startY.
 */
export function keepWithRows(
  doc: jsPDF,
  { groups, heading, top }: { groups: boolean[]; heading?: TableHeading; top: number },
) {
  const startPage = doc.getCurrentPageInfo().pageNumber;
  let measured = false;
  return {
    willDrawPage: (data: HookData) => {
      if (measured) return;
      measured = true;
      const { table, settings } = data;
      const cursor = data.cursor!;
      const pageHeight = doc.internal.pageSize.getHeight();
      const headHeight = table.getHeadHeight(table.columns);
      const tallest = pageHeight - settings.margin.top - settings.margin.bottom - headHeight;
      table.body.forEach((row, at) => {
        if (!groups[at]) return;
        const claim = Math.min(keptHeight(table.body, groups, at), tallest);
        for (const cell of Object.values(row.cells)) cell.height = claim;
      });
      const lead = headHeight + (table.body.length ? keptHeight(table.body, groups, 0) : 0);
      // Autotable itself moves a table whose head would not fit to the next page (at margin.top).
      let moved = doc.getCurrentPageInfo().pageNumber !== startPage;
      if (!moved && cursor.y + lead > pageHeight - settings.margin.bottom) {
        doc.addPage('a4', 'portrait');
        moved = true;
      }
      if (moved) cursor.y = top + (heading?.height ?? 0);
      heading?.draw(cursor.y - heading.height);
    },
    willDrawCell: (data: CellHookData) => {
      if (data.section === 'body' && groups[data.row.index]) data.cell.height = data.row.height;
    },
  };
}
