import { normalizeItemName } from '../ahsp/matching';
import { sameUnit } from '../catalogue/units';
import type { BrickType } from '../calculation/types';
import type { RabDivisionRead, RabLineProblem, RabRowRead, RabTableReading } from './import-lines';

// The rows of an imported RAB against the catalogue and the project: a row becomes a catalogue line of the job type
// with its code, else its name, and the same unit (m3 is m³: sameUnit), priced by the AHSP analysis as "Tambah item"
// prices it; any other row becomes a free line at the file's harga satuan, or is refused without one. Divisions
// join the project's own of the same name; the others are added after them.

export const rabMatchMessages = {
  notInCatalogue: 'Tidak ada di katalog: item bebas dengan harga satuan dari berkas',
  otherUnit: (code: string, name: string, unit: string) =>
    `${code} ${name} di katalog bersatuan ${unit}: item bebas dengan harga satuan dari berkas`,
  twoJobTypes: (count: number) =>
    `Nama sama dengan ${count} jenis pekerjaan bersatuan sama di katalog (tulis kodenya): item bebas dengan harga satuan dari berkas`,
  noPrice: 'Tidak cocok dengan jenis pekerjaan katalog dan tidak ada harga satuan untuk item bebas',
} as const;

export interface RabJobType {
  id: number;
  code: string;
  name: string;
  unit: string;
  has_brick_variants?: boolean;
}

export type RabPlannedRow = RabRowRead &
  (
    | { jobType: RabJobType; brickType: BrickType | null; note: null }
    /** A free line at the file's price; `note` says why it is not a catalogue line. */
    | { jobType: null; brickType: null; note: string }
  );

/** " — bata ringan", "- Hebel": the brick a wall's line names after the job type's name. */
const BRICK_SUFFIX = /\s*[-–—]\s*(bata\s*merah|bata\s*ringan|hebel|batako)\s*$/i;

/** The brick type a wall's line names (bata merah, the calculator's default, when it names none). */
function brickOf(name: string): BrickType {
  if (/hebel|bata\s*ringan|\baac\b/i.test(name)) return 'bata_ringan';
  if (/batako|conblock/i.test(name)) return 'batako';
  return 'bata_merah';
}

function grouped(jobTypes: readonly RabJobType[], key: (jobType: RabJobType) => string) {
  const map = new Map<string, RabJobType[]>();
  for (const jobType of jobTypes) {
    const list = map.get(key(jobType));
    if (list) list.push(jobType);
    else map.set(key(jobType), [jobType]);
  }
  return map;
}

/** Each row as a catalogue line or a free line, and the rows refused (no match and no usable price). */
export function matchRabRows(
  rows: readonly RabRowRead[],
  jobTypes: readonly RabJobType[],
): { planned: RabPlannedRow[]; refused: RabLineProblem[] } {
  const byCode = grouped(jobTypes, (jobType) => jobType.code.trim().toLowerCase());
  const byName = grouped(jobTypes, (jobType) => normalizeItemName(jobType.name));
  const planned: RabPlannedRow[] = [];
  const refused: RabLineProblem[] = [];
  for (const row of rows) {
    const coded = row.code ? (byCode.get(row.code.trim().toLowerCase()) ?? []) : [];
    const named = [
      ...new Set([
        ...(byName.get(normalizeItemName(row.name)) ?? []),
        ...(byName.get(normalizeItemName(row.name.replace(BRICK_SUFFIX, ''))) ?? []),
      ]),
    ];
    const sameUnitCoded = coded.filter((jobType) => sameUnit(jobType.unit, row.unit));
    const sameUnitNamed = named.filter((jobType) => sameUnit(jobType.unit, row.unit));
    const jobType = sameUnitCoded[0] ?? (sameUnitNamed.length === 1 ? sameUnitNamed[0] : undefined);
    if (jobType) {
      const brickType = jobType.has_brick_variants ? brickOf(row.name) : null;
      planned.push({ ...row, jobType, brickType, note: null });
      continue;
    }
    const other = coded[0] ?? named[0];
    const note =
      sameUnitNamed.length > 1
        ? rabMatchMessages.twoJobTypes(sameUnitNamed.length)
        : other
          ? rabMatchMessages.otherUnit(other.code, other.name, other.unit)
          : rabMatchMessages.notInCatalogue;
    if (row.price === null) refused.push({ line: row.line, text: row.name, msg: rabMatchMessages.noPrice });
    else if (row.priceProblem) refused.push({ line: row.line, text: row.name, msg: row.priceProblem });
    else planned.push({ ...row, jobType: null, brickType: null, note });
  }
  return { planned, refused };
}

export interface RabTargetDivision {
  code: string;
  name: string;
  /** The index of the project's division the rows join; null for a division the import adds. */
  existing: number | null;
  rows: RabPlannedRow[];
}

export interface RabPlacement {
  /** The project's divisions, as code and name. */
  divisions: readonly { code: string; name: string }[];
  /** The next division code after `divisions` (the editor's numbering: A, B, C or I, II, III). */
  nextCode(divisions: readonly { code: string; name: string }[]): string;
  /** The project's division the rows before any division row join; null: a new division named `unplacedName`. */
  unplacedTo: number | null;
}

/** The name of the division the import adds for rows that come before any division row, in a project without one. */
export const RAB_UNPLACED_DIVISION = 'PEKERJAAN';

const sameName = (a: string, b: string) => normalizeItemName(a) === normalizeItemName(b);

/**
 * Where the planned rows go, in the file's order: each division of the file joins the project's division of the
 * same name (case and spacing ignored), whatever its code; the others are appended with the next codes. Divisions
 * that receive no row are left out.
 */
export function placeRabRows(
  planned: readonly RabPlannedRow[],
  fileDivisions: readonly RabDivisionRead[],
  placement: RabPlacement,
): RabTargetDivision[] {
  const project = placement.divisions;
  const all = [...project];
  const targets: RabTargetDivision[] = [];
  const byFileDivision = new Map<number | null, RabTargetDivision>();
  const joined = (read: RabDivisionRead | null): number | null => {
    if (read === null) {
      const to = placement.unplacedTo;
      return to !== null && to >= 0 && to < project.length ? to : null;
    }
    // By name only: codes are each document's own numbering ("A" is Persiapan in one RAB, Tanah in another).
    const byName = project.findIndex((other) => sameName(other.name, read.name));
    return byName >= 0 ? byName : null;
  };
  const targetOf = (division: number | null): RabTargetDivision => {
    const known = byFileDivision.get(division);
    if (known) return known;
    const read = division === null ? null : fileDivisions[division]!;
    const existing = joined(read);
    let target = existing === null ? undefined : targets.find((other) => other.existing === existing);
    if (!target) {
      const name = read?.name ?? RAB_UNPLACED_DIVISION;
      target =
        existing === null
          ? { code: placement.nextCode(all), name, existing: null, rows: [] }
          : { code: project[existing]!.code, name: project[existing]!.name, existing, rows: [] };
      if (existing === null) all.push({ code: target.code, name });
      targets.push(target);
    }
    byFileDivision.set(division, target);
    return target;
  };
  for (const row of planned) targetOf(row.division).rows.push(row);
  return targets;
}

/** Everything the preview shows: the divisions with their rows, the refused rows (reading and matching), skips. */
export function planRabImport(
  reading: RabTableReading,
  jobTypes: readonly RabJobType[],
  placement: RabPlacement,
): { targets: RabTargetDivision[]; refused: RabLineProblem[] } {
  const { planned, refused } = matchRabRows(reading.rows, jobTypes);
  return {
    targets: placeRabRows(planned, reading.divisions, placement),
    refused: [...reading.refused, ...refused].sort((a, b) => a.line - b.line),
  };
}
