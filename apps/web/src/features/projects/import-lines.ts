import {
  itemUnitPrice,
  MAX_DIVISION_ITEMS,
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
import {
  draftSettings,
  nextDivisionCode,
  priceDraft,
  type DraftDivision,
  type DraftItem,
  type ProjectDraft,
} from './draft';

// "Impor baris RAB" in the editor: core reads the file and plans each row (import-lines-match.ts: job types by code
// or name, divisions joined by name); here each planned row becomes the draft line "Tambah item" would add, priced
// with the project's settings for the preview, and the whole import is applied to the draft as one change (one
// save, one version).
//
// "Harga satuan dari berkas": a row matching a job type keeps the file's harga satuan. A catalogue line cannot carry
// it: its price is the analysis's frozen A, B, C with the project's overhead on top (F = D + round(D × p%)), which
// "Perbarui harga" and the documents take as the analysis's. Such a row is added as the free line the file writes
// (uraian, harga satuan as F; its satuan in the catalogue's spelling, m³ for the file's m3); a row without a usable
// price in the file stays a catalogue line at the AHSP.
//
// "Kode cocok, uraian berbeda": a row matched by its code alone, its uraian another work (core's nameConflict), is
// not priced as the catalogue's item unless the estimator says so, line by line or for all: by default it is the
// free line the file writes, at its price; without a usable price it is left out (said, with its line).

/** Whose harga satuan a row matching a job type takes: the AHSP analysis (as "Tambah item") or the file's. */
export type RabPriceChoice = 'ahsp' | 'file';

/** What a row matched by its code alone, its uraian another work, becomes: the catalogue's line, or the file's. */
export type RabNameChoice = 'catalogue' | 'file';

/** A row whose code matched a job type of another work, the choice made for it, and whether it is added. */
export interface RabNameConflict {
  row: RabPlannedRow;
  /** Why it is pointed out (core's codeOtherName). */
  message: string;
  choice: RabNameChoice;
  /** "Uraian berkas" chosen without a usable price in the file: the row is not added. */
  left: boolean;
}

/** How a preview line is priced. */
export type RabLinePricing =
  /** A catalogue line at its AHSP analysis. */
  | 'ahsp'
  /** "Dari berkas" chosen, the file's price missing or unusable (sen, too large): a catalogue line at its AHSP. */
  | 'ahspNoFilePrice'
  /** "Dari berkas": a row matching a job type, added as a free line at the file's price. */
  | 'file'
  /** A row matching no job type: a free line at the file's price. */
  | 'free'
  /** A row whose code matched a job type of another work, "uraian berkas" chosen: a free line at the file's price. */
  | 'ownName';

export interface RabPreviewLine {
  row: RabPlannedRow;
  item: DraftItem;
  pricing: RabLinePricing;
  /** The line's harga satuan in the project (the AHSP's F with the project's overhead, or the free price). */
  F: number;
  /** The AHSP's F with the project's overhead of a row matching a job type (shown beside the file's), else null. */
  ahspF: number | null;
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

/** A division the import would fill past MAX_DIVISION_ITEMS: the project could not be saved with it. */
export interface RabOverfullDivision {
  code: string;
  name: string;
  /** The project's division, or null for one the import adds. */
  existing: number | null;
  /** Lines it holds already, lines the import would add, and how many of those still fit. */
  held: number;
  adding: number;
  room: number;
  /** Some of the lines are rows before any division row, which the dialog's choice may send elsewhere. */
  unplaced: boolean;
}

export interface RabImportPreview {
  divisions: RabPreviewDivision[];
  /** Divisions the import would fill past the limit: nothing is added while there is one. */
  overfull: RabOverfullDivision[];
  refused: RabLineProblem[];
  /** Lines to add, of which `catalogue` priced by the AHSP analysis. */
  count: number;
  catalogue: number;
  /** Lines of rows matching a job type; `fromFile` of them at the file's price, `noFilePrice` at the AHSP (none). */
  matched: number;
  fromFile: number;
  noFilePrice: number;
  /** Lines the division holds already (`inProject`): still added, but pointed out. */
  inProject: number;
  /** Rows whose code matched a job type of another work, in the file's order, each with its choice. */
  nameConflicts: RabNameConflict[];
  /** The sum of their amounts (before PPN). */
  total: number;
}

/** Whether the file's harga satuan of a row can be a line's price: given, whole rupiah, not too large. */
export const usableFilePrice = (row: RabPlannedRow) => row.price !== null && row.priceProblem === null;

/**
 * The unit a row's line is written in: a row matching a job type (the same unit, as sameUnit reads "m3" and "m³")
 * takes the catalogue's spelling, so one RAB does not hold both m3 and m³; any other row keeps the file's.
 */
const lineUnit = (row: RabPlannedRow) =>
  row.jobType && sameUnit(row.jobType.unit, row.unit) ? row.jobType.unit : row.unit;

/** The choice for a row: the catalogue's line for one whose names agree, else as chosen ("uraian berkas" unless). */
const nameChoiceOf = (row: RabPlannedRow, names: ReadonlyMap<number, RabNameChoice>): RabNameChoice =>
  row.nameConflict === null ? 'catalogue' : (names.get(row.line) ?? 'file');

/**
 * The draft line of a planned row: a catalogue line priced by its analysis, else (or with "dari berkas" and a usable
 * price, or "uraian berkas" for a row of another work than its code's) a free line at the file's price; with the
 * AHSP's F of a row matching a job type.
 */
function draftLine(
  row: RabPlannedRow,
  details: ReadonlyMap<number, JobTypeDetails>,
  prices: RabPriceChoice,
  names: ReadonlyMap<number, RabNameChoice>,
  overhead: number,
): { item: DraftItem; pricing: RabLinePricing; ahspF: number | null } {
  const analysis = row.jobType ? details.get(row.jobType.id) : undefined;
  const fileLine = () => freeLine(row.name, lineUnit(row), row.price, row.volumeText);
  if (nameChoiceOf(row, names) === 'file') return { item: fileLine(), pricing: 'ownName', ahspF: null };
  if (!analysis) return { item: fileLine(), pricing: 'free', ahspF: null };
  const item = catalogueLine(analysis, row.volumeText, row.brickType);
  const ahspF = itemUnitPrice({ ...item, volume: 0 }, overhead).F;
  if (prices === 'ahsp') return { item, pricing: 'ahsp', ahspF };
  if (!usableFilePrice(row)) return { item, pricing: 'ahspNoFilePrice', ahspF };
  return { item: fileLine(), pricing: 'file', ahspF };
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

/**
 * What the import would add to `draft`; rows before any division row go to `unplacedTo` (null: a new division), rows
 * matching a job type take the harga satuan `prices` says, rows matched by their code alone to a job type of another
 * work are what `names` says of their line (by default the file's free line, left out without a usable price).
 */
export function rabImportPreview(
  draft: ProjectDraft,
  reading: RabTableReading,
  jobTypes: readonly RabJobType[],
  details: ReadonlyMap<number, JobTypeDetails>,
  unplacedTo: number | null,
  prices: RabPriceChoice = 'ahsp',
  names: ReadonlyMap<number, RabNameChoice> = new Map(),
): RabImportPreview {
  const leftOut = (row: RabPlannedRow) => nameChoiceOf(row, names) === 'file' && !usableFilePrice(row);
  const { targets, refused, left } = planRabImport(
    reading,
    jobTypes,
    {
      divisions: draft.divisions,
      nextCode: (divisions) => nextDivisionCode(divisions.map((division) => ({ ...division, items: [] }))),
      unplacedTo,
    },
    (row) => !leftOut(row),
  );
  const overhead = draftSettings(draft).overhead_percentage;
  const added = targets.map((target) => {
    const lines = target.rows.map((row) => draftLine(row, details, prices, names, overhead));
    return { ...target, lines, items: lines.map((line) => line.item) };
  });
  // The new lines alone, priced with the project's overhead: each line's F and amount, and their sum.
  const priced = priceDraft({
    ...draft,
    divisions: added.map(({ code, name, items }) => ({ code, name, items })),
  });
  const divisions = added.map(({ code, name, existing, rows, lines }, at) => ({
    code,
    name,
    existing,
    lines: lines.map(({ item, pricing, ahspF }, index) => ({
      row: rows[index]!,
      item,
      pricing,
      ahspF,
      F: priced.divisions[at]!.items[index]!.unit_price.F,
      amount: priced.divisions[at]!.items[index]!.amount,
      inProject: existing !== null && alreadyIn(draft.divisions[existing], item, rows[index]!.volume),
    })),
  }));
  const lines = divisions.flatMap((division) => division.lines);
  return {
    divisions,
    overfull: overfullDivisions(draft, divisions),
    refused,
    count: lines.length,
    catalogue: lines.filter((line) => line.item.job_type_id !== null).length,
    matched: lines.filter((line) => line.ahspF !== null).length,
    fromFile: lines.filter((line) => line.pricing === 'file').length,
    noFilePrice: lines.filter((line) => line.pricing === 'ahspNoFilePrice').length,
    inProject: lines.filter((line) => line.inProject).length,
    nameConflicts: [...lines.map((line) => line.row), ...left]
      .flatMap((row) =>
        row.nameConflict === null
          ? []
          : [{ row, message: row.nameConflict, choice: nameChoiceOf(row, names), left: leftOut(row) }],
      )
      .sort((a, b) => a.row.line - b.row.line),
    total: priced.totals.subtotal,
  };
}

/**
 * The divisions the preview's lines would fill past MAX_DIVISION_ITEMS (the file imported twice into one division):
 * said before "Tambahkan", not first by "Simpan" after the lines are in.
 */
function overfullDivisions(draft: ProjectDraft, divisions: RabPreviewDivision[]): RabOverfullDivision[] {
  return divisions.flatMap(({ code, name, existing, lines }) => {
    const held = existing === null ? 0 : (draft.divisions[existing]?.items.length ?? 0);
    if (held + lines.length <= MAX_DIVISION_ITEMS) return [];
    const room = Math.max(0, MAX_DIVISION_ITEMS - held);
    const unplaced = lines.some((line) => line.row.division === null);
    return [{ code, name, existing, held, adding: lines.length, room, unplaced }];
  });
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
