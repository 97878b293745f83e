import {
  normalizeItemName,
  planRabImport,
  readVolume,
  sameUnit,
  type JobTypeDetails,
  type RabJobType,
  type RabLineProblem,
  type RabPlannedRow,
  type RabTableReading,
} from '@kalkulator/core';
import { catalogueLine, freeLine } from './components/AddItem';
import { nextDivisionCode, priceDraft, type DraftDivision, type DraftItem, type ProjectDraft } from './draft';

// "Impor baris RAB" in the editor: core reads the file and plans each row (import-lines-match.ts: job types by code
// or name, divisions joined by name); here each planned row becomes the draft line "Tambah item" would add, priced
// with the project's settings for the preview, and the whole import is applied to the draft as one change (one
// save, one version).

export interface RabPreviewLine {
  row: RabPlannedRow;
  item: DraftItem;
  /** The line's harga satuan in the project (the AHSP's F with the project's overhead, or the free price). */
  F: number;
  amount: number;
  /** A line of the same uraian, volume and unit is in the division already (the file imported before?). */
  inProject: boolean;
}

export interface RabPreviewDivision {
  code: string;
  name: string;
  /** The project's division the lines join, or null for one the import adds. */
  existing: number | null;
  lines: RabPreviewLine[];
}

export interface RabImportPreview {
  divisions: RabPreviewDivision[];
  refused: RabLineProblem[];
  /** Lines to add, of which `catalogue` priced by the AHSP analysis. */
  count: number;
  catalogue: number;
  /** Lines the division holds already (`inProject`): still added, but pointed out. */
  inProject: number;
  /** The sum of their amounts (before PPN). */
  total: number;
}

/** The draft line of a planned row: a catalogue line priced by its analysis, else a free line at the file's price. */
function draftLine(row: RabPlannedRow, details: ReadonlyMap<number, JobTypeDetails>): DraftItem {
  const analysis = row.jobType ? details.get(row.jobType.id) : undefined;
  if (analysis) return catalogueLine(analysis, row.volumeText, row.brickType);
  return freeLine(row.name, row.unit, row.price, row.volumeText);
}

/** Whether `division` has a line of the same uraian, volume and unit as `item` (case, spacing and m3/m³ aside). */
function alreadyIn(division: DraftDivision | undefined, item: DraftItem, volume: number): boolean {
  const name = normalizeItemName(item.description);
  return (division?.items ?? []).some((other) => {
    if (normalizeItemName(other.description) !== name || !sameUnit(other.unit, item.unit)) return false;
    const reading = readVolume(other.volumeText);
    return reading.ok && reading.value === volume;
  });
}

/** What the import would add to `draft`; rows before any division row go to `unplacedTo` (null: a new division). */
export function rabImportPreview(
  draft: ProjectDraft,
  reading: RabTableReading,
  jobTypes: readonly RabJobType[],
  details: ReadonlyMap<number, JobTypeDetails>,
  unplacedTo: number | null,
): RabImportPreview {
  const { targets, refused } = planRabImport(reading, jobTypes, {
    divisions: draft.divisions,
    nextCode: (divisions) => nextDivisionCode(divisions.map((division) => ({ ...division, items: [] }))),
    unplacedTo,
  });
  const added = targets.map((target) => ({
    ...target,
    items: target.rows.map((row) => draftLine(row, details)),
  }));
  // The new lines alone, priced with the project's overhead: each line's F and amount, and their sum.
  const priced = priceDraft({
    ...draft,
    divisions: added.map(({ code, name, items }) => ({ code, name, items })),
  });
  const divisions = added.map(({ code, name, existing, rows, items }, at) => ({
    code,
    name,
    existing,
    lines: items.map((item, index) => ({
      row: rows[index]!,
      item,
      F: priced.divisions[at]!.items[index]!.unit_price.F,
      amount: priced.divisions[at]!.items[index]!.amount,
      inProject: existing !== null && alreadyIn(draft.divisions[existing], item, rows[index]!.volume),
    })),
  }));
  const lines = divisions.flatMap((division) => division.lines);
  return {
    divisions,
    refused,
    count: lines.length,
    catalogue: lines.filter((line) => line.item.job_type_id !== null).length,
    inProject: lines.filter((line) => line.inProject).length,
    total: priced.totals.subtotal,
  };
}

/** The draft with the preview's lines: appended to the divisions they join, new divisions after the project's. */
export function importedDraft(draft: ProjectDraft, preview: RabImportPreview): ProjectDraft {
  const items = (division: RabPreviewDivision) => division.lines.map((line) => line.item);
  const joined = draft.divisions.map((division, index) => {
    const adds = preview.divisions.filter((target) => target.existing === index).flatMap(items);
    return adds.length > 0 ? { ...division, items: [...division.items, ...adds] } : division;
  });
  const appended = preview.divisions
    .filter((target) => target.existing === null)
    .map((target) => ({ code: target.code, name: target.name, items: items(target) }));
  return { ...draft, divisions: [...joined, ...appended] };
}
