import { normalizeItemName } from '../ahsp/matching';
import { sameUnit } from '../catalogue/units';
import type { BrickType } from '../calculation/types';
import type { RabDivisionRead, RabLineProblem, RabRowRead, RabTableReading } from './import-lines';
import { rabNamesAgree } from './import-lines-names';

// The rows of an imported RAB against the catalogue and the project: a row becomes a catalogue line of the job type
// with its code, else its name, and the same unit (m3 is m³: sameUnit), priced by the AHSP analysis as "Tambah item"
// prices it; any other row becomes a free line at the file's harga satuan, or is refused without one. A code is not
// proof on its own (other tools number by other schemes): a row whose uraian is another work than its code's job
// type takes the job type its name is, else keeps the code's with `nameConflict` said, for the estimator to choose.
// Divisions join the project's own of the same name; the others are added after them.

export const rabMatchMessages = {
  notInCatalogue: 'Tidak ada di katalog: item bebas dengan harga satuan dari berkas',
  otherUnit: (code: string, name: string, unit: string) =>
    `${code} ${name} di katalog bersatuan ${unit}: item bebas dengan harga satuan dari berkas`,
  twoJobTypes: (count: number) =>
    `Nama sama dengan ${count} jenis pekerjaan bersatuan sama di katalog (tulis kodenya): item bebas dengan harga satuan dari berkas`,
  noPrice: 'Tidak cocok dengan jenis pekerjaan katalog dan tidak ada harga satuan untuk item bebas',
  codeOtherName: (code: string, catalogueName: string, name: string) =>
    `Kode cocok, uraian berbeda: ${code} di katalog adalah "${catalogueName}", berkas menulis "${name}"`,
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
    | {
        jobType: RabJobType;
        brickType: BrickType | null;
        note: null;
        /** Matched by its code alone, its uraian another work (codeOtherName); null when the names agree. */
        nameConflict: string | null;
      }
    /** A free line at the file's price; `note` says why it is not a catalogue line. */
    | { jobType: null; brickType: null; note: string; nameConflict: null }
  );

/** "— bata merah", "- batako", "(hebel)": the brick a wall's line names at its end, after the job type's name. */
const BRICK_END = /\s*(?:[-–—:,]|\()\s*(bata\s*merah|bata\s*ringan|hebel|aac|batako|conblock)\s*\)?\s*$/i;

const BRICK_WORDS: [RegExp, BrickType][] = [
  [/hebel|bata\s*ringan|\baac\b/i, 'bata_ringan'],
  [/batako|conblock/i, 'batako'],
  [/bata\s*merah/i, 'bata_merah'],
];

/** The brick types a text names: ["bata_ringan"] for "dinding hebel", all three for the catalogue's own list. */
const bricksNamed = (text: string) =>
  BRICK_WORDS.filter(([words]) => words.test(text)).map(([, brickType]) => brickType);

/** The text without a bracketed list of several bricks, as the catalogue's "(bata merah, batako atau bata ringan)". */
const withoutBrickLists = (text: string) =>
  text.replace(/\([^()]*\)/g, (list) => (bricksNamed(list).length > 1 ? ' ' : list)).trim();

/**
 * The brick type a wall's line names (bata merah, the calculator's default, when it names none). The catalogue's
 * name lists every brick, so only a suffix at the end, or the words left once that name and such a list are taken
 * out, say which brick the line is.
 */
function brickOf(name: string, jobTypeName: string): BrickType {
  const line = withoutBrickLists(name);
  const end = BRICK_END.exec(line);
  if (end) return bricksNamed(end[1]!)[0]!;
  const rest = normalizeItemName(line).replace(normalizeItemName(withoutBrickLists(jobTypeName)), ' ');
  const named = bricksNamed(rest);
  return named.length === 1 ? named[0]! : 'bata_merah';
}

function grouped(jobTypes: readonly RabJobType[], keys: (jobType: RabJobType) => string[]) {
  const map = new Map<string, RabJobType[]>();
  for (const jobType of jobTypes)
    for (const key of new Set(keys(jobType))) {
      const list = map.get(key);
      if (list) list.push(jobType);
      else map.set(key, [jobType]);
    }
  return map;
}

/**
 * The names a job type is known by: its own, and for a wall with brick variants also without its list of bricks
 * ("Pasangan dinding 1/2 batu campuran 1PC:4PP"), as an estimator's file writes it, often with the brick after it.
 */
const namesOf = (jobType: RabJobType) => [
  normalizeItemName(jobType.name),
  ...(jobType.has_brick_variants ? [normalizeItemName(withoutBrickLists(jobType.name))] : []),
];

/** A row's name as it may match a job type's: as written, without the brick at its end, without brick lists. */
const rowNames = (name: string) => {
  const bare = withoutBrickLists(name);
  return [name, name.replace(BRICK_END, ''), bare, bare.replace(BRICK_END, '')].map(normalizeItemName);
};

/** Each row as a catalogue line or a free line, and the rows refused (no match and no usable price). */
export function matchRabRows(
  rows: readonly RabRowRead[],
  jobTypes: readonly RabJobType[],
): { planned: RabPlannedRow[]; refused: RabLineProblem[] } {
  const byCode = grouped(jobTypes, (jobType) => [jobType.code.trim().toLowerCase()]);
  const byName = grouped(jobTypes, namesOf);
  const planned: RabPlannedRow[] = [];
  const refused: RabLineProblem[] = [];
  for (const row of rows) {
    const coded = row.code ? (byCode.get(row.code.trim().toLowerCase()) ?? []) : [];
    const named = [...new Set(rowNames(row.name).flatMap((name) => byName.get(name) ?? []))];
    const sameUnitCoded = coded.filter((jobType) => sameUnit(jobType.unit, row.unit));
    const sameUnitNamed = named.filter((jobType) => sameUnit(jobType.unit, row.unit));
    const byItsCode = sameUnitCoded[0];
    const byItsName = sameUnitNamed.length === 1 ? sameUnitNamed[0] : undefined;
    // The code's job type when the names agree; else the one the row's name is; else the code's, pointed out.
    const agrees = byItsCode && (byItsCode === byItsName || rabNamesAgree(row.name, byItsCode.name));
    const jobType = agrees ? byItsCode : (byItsName ?? byItsCode);
    if (jobType) {
      const brickType = jobType.has_brick_variants ? brickOf(row.name, jobType.name) : null;
      const nameConflict =
        jobType === byItsCode && !agrees
          ? rabMatchMessages.codeOtherName(jobType.code, jobType.name, row.name)
          : null;
      planned.push({ ...row, jobType, brickType, note: null, nameConflict });
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
    else planned.push({ ...row, jobType: null, brickType: null, note, nameConflict: null });
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

/**
 * Everything the preview shows: the divisions with their rows, the refused rows (reading and matching), skips.
 * Rows `keep` leaves out (a row of another work than its code's, without a price of its own) are `left`, placed in
 * no division, so a division that receives none of the rest is not added.
 */
export function planRabImport(
  reading: RabTableReading,
  jobTypes: readonly RabJobType[],
  placement: RabPlacement,
  keep: (row: RabPlannedRow) => boolean = () => true,
): { targets: RabTargetDivision[]; refused: RabLineProblem[]; left: RabPlannedRow[] } {
  const { planned, refused } = matchRabRows(reading.rows, jobTypes);
  return {
    targets: placeRabRows(planned.filter(keep), reading.divisions, placement),
    refused: [...reading.refused, ...refused].sort((a, b) => a.line - b.line),
    left: planned.filter((row) => !keep(row)),
  };
}
