import {
  decimalComma,
  DEFAULT_OVERHEAD_PERCENTAGE,
  DEFAULT_PPN_PERCENTAGE,
  overheadPercentageSchema,
  priceProject,
  projectAmountDetails,
  projectBodySchema,
  readVolume,
  type BrickType,
  type FrozenParts,
  type ItemSchedule,
  type ProjectDivisionInput,
  type PricedProject,
  type ProjectRounding,
  type VolumeReading,
} from '@kalkulator/core';

// A project as the editor holds it: what was typed (volumes with their working) and each line's frozen A/B/C. The
// same draft is kept in the browser for a guest, and is sent whole to PUT /api/projects/{id} for an account.

export interface DraftItem {
  id: string;
  job_type_id: number | null;
  description: string;
  unit: string;
  /** As typed: "12,5" or "3 × 4 × 0,15". */
  volumeText: string;
  /** A, B, C per unit frozen when the line was priced (catalogue lines). */
  parts: FrozenParts | null;
  /** A free line's typed harga satuan (F). */
  freePrice: number | null;
  priceSource: 'ahsp' | 'calculation' | 'free';
  /** A wall (a job type with brick variants): the line's brick type; absent in lines added before (bata merah). */
  brickType?: BrickType | null;
  /** What the user set for the line's schedule (duration, start, work groups); derived where absent. */
  schedule?: ItemSchedule | null;
}

export interface DraftDivision {
  code: string;
  name: string;
  items: DraftItem[];
}

export interface ProjectDraft {
  /** A server id, or "local_…" for a project kept in this browser. */
  id: number | string;
  name: string;
  location: string;
  owner: string;
  contractor: string;
  description: string;
  fiscal_year: string;
  start_date: string;
  overhead_percentage: string;
  ppn_percentage: string;
  rounding: ProjectRounding;
  /** The price book new lines and re-pricing take their prices from (null or absent: the catalogue's). */
  price_book_id?: number | null;
  version?: number;
  divisions: DraftDivision[];
  updated_at?: string;
}

/** A change to the project, made on the project as it stands when it is applied (not as some screen last drew it). */
export type DraftEdit = (change: (draft: ProjectDraft) => ProjectDraft) => void;

export const ROUNDING_LABELS: Record<ProjectRounding, string> = {
  none: 'Tanpa pembulatan',
  '1000': 'Ke Rp 1.000 terdekat',
  '10000': 'Ke Rp 10.000 terdekat',
  '100000': 'Ke Rp 100.000 terdekat',
  'down-1000': 'Ke bawah, Rp 1.000',
  'down-10000': 'Ke bawah, Rp 10.000',
  'down-100000': 'Ke bawah, Rp 100.000',
};

/** The next division's code: the numbering the codes follow (A, B, C … or I, II, III …), else the first free letter. */
export function nextDivisionCode(divisions: DraftDivision[]): string {
  const sequence = divisionSequence(divisions);
  if (sequence) return sequence(divisions.length);
  const used = new Set(divisions.map((division) => division.code));
  for (let index = 0; index < 26; index += 1) {
    const code = String.fromCharCode(65 + index);
    if (!used.has(code)) return code;
  }
  return String(divisions.length + 1);
}

const divisionWords = (name: string) =>
  name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word && word !== 'pekerjaan' && word !== 'pek');

/**
 * The division a job of a category goes into by default: the first whose name carries the category's own word
 * (a "Pekerjaan Pasangan Dinding" job into "PEKERJAAN PASANGAN"), none when no name does.
 */
export function divisionForCategory(
  divisions: { code: string; name: string }[],
  categoryName: string | undefined,
): string | undefined {
  const key = divisionWords(categoryName ?? '')[0];
  if (!key) return undefined;
  return divisions.find((division) => divisionWords(division.name).includes(key))?.code;
}

export function newItemId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function emptyDraft(id: number | string, name: string): ProjectDraft {
  return {
    id,
    name,
    location: '',
    owner: '',
    contractor: '',
    description: '',
    fiscal_year: String(new Date().getFullYear()),
    start_date: '',
    overhead_percentage: String(DEFAULT_OVERHEAD_PERCENTAGE),
    ppn_percentage: String(DEFAULT_PPN_PERCENTAGE),
    rounding: '1000',
    divisions: [{ code: 'A', name: 'PEKERJAAN PERSIAPAN', items: [] }],
  };
}

// The overhead and PPN as the account reads them ("12,5", "11%"; empty: the default), checked by the same schemas.
const SETTING_SCHEMAS = {
  overhead_percentage: overheadPercentageSchema,
  ppn_percentage: projectBodySchema.shape.ppn_percentage,
} as const;
const SETTING_DEFAULTS = {
  overhead_percentage: DEFAULT_OVERHEAD_PERCENTAGE,
  ppn_percentage: DEFAULT_PPN_PERCENTAGE,
} as const;

function readSetting(draft: ProjectDraft, field: keyof typeof SETTING_SCHEMAS) {
  return SETTING_SCHEMAS[field].safeParse(draft[field]);
}

/**
 * The draft's overhead, PPN and rounding as numbers. A field the editor calls invalid reads as its default here:
 * the screens check `settingsProblem` first and show no figure priced with it.
 */
export function draftSettings(draft: ProjectDraft) {
  const read = (field: keyof typeof SETTING_SCHEMAS) => {
    const setting = readSetting(draft, field);
    return setting.success ? setting.data : SETTING_DEFAULTS[field];
  };
  return {
    overhead_percentage: read('overhead_percentage'),
    ppn_percentage: read('ppn_percentage'),
    rounding: draft.rounding,
  };
}

/**
 * The first of the overhead and PPN the editor calls invalid, in its words ("Overhead & keuntungan (%): Overhead
 * maksimal 15%"), or null: until it is fixed, the rekap and the documents wait rather than use another value.
 */
export function settingsProblem(draft: ProjectDraft): string | null {
  for (const field of ['overhead_percentage', 'ppn_percentage'] as const) {
    const setting = readSetting(draft, field);
    if (!setting.success) return `${PROJECT_FIELD_LABELS[field]}: ${setting.error.issues[0]?.message ?? ''}`;
  }
  return null;
}

/** Each volume text as read, so far. */
const volumeReadings = new Map<string, VolumeReading>();
/** The most texts kept: a whole 2 000-line RAB's and what is typed meanwhile, far below a tab's memory. */
const KEPT_READINGS = 20_000;

/**
 * A line's volume as typed, read once per text: every keystroke re-totals, checks and draws the project, each reading
 * every line's volume, while one text changes. Core's reading depends on the text alone.
 */
export function readTypedVolume(text: string): VolumeReading {
  const kept = volumeReadings.get(text);
  if (kept) return kept;
  const reading = readVolume(text);
  if (volumeReadings.size >= KEPT_READINGS) volumeReadings.clear();
  volumeReadings.set(text, reading);
  return reading;
}

/** The draft's divisions as core prices them: volumes read from what was typed (one that cannot be read counts 0). */
export function draftInputs(draft: ProjectDraft): ProjectDivisionInput[] {
  return draft.divisions.map((division) => ({
    code: division.code,
    name: division.name,
    items: division.items.map((item) => {
      const volume = readTypedVolume(item.volumeText);
      return {
        id: item.id,
        job_type_id: item.job_type_id,
        brick_type: item.brickType ?? null,
        description: item.description,
        unit: item.unit,
        volume: volume.ok ? volume.value : 0,
        parts: item.parts,
        free_price: item.freePrice,
        price_source: item.priceSource,
        schedule: item.schedule ?? null,
      };
    }),
  }));
}

/** Totals, division weights and the rekap of the draft as it stands; a volume that cannot be read counts 0. */
export function priceDraft(draft: ProjectDraft): PricedProject {
  return priceProject(draftInputs(draft), draftSettings(draft));
}

/** The body of POST/PUT /api/projects (and of a browser project synced to the account). */
export function projectBody(draft: ProjectDraft) {
  return {
    name: draft.name,
    location: draft.location || null,
    owner: draft.owner || null,
    contractor: draft.contractor || null,
    description: draft.description || null,
    fiscal_year: draft.fiscal_year.trim() ? draft.fiscal_year.trim() : null,
    start_date: draft.start_date || null,
    overhead_percentage: draft.overhead_percentage,
    ppn_percentage: draft.ppn_percentage,
    rounding: draft.rounding,
    price_book_id: draft.price_book_id ?? null,
    ...(draft.version !== undefined && { version: draft.version }),
    divisions: draft.divisions.map((division) => ({
      code: division.code,
      name: division.name,
      items: division.items.map((item) => ({
        id: item.id,
        job_type_id: item.job_type_id,
        description: item.description,
        unit: item.unit,
        volume: item.volumeText,
        ...(item.brickType && { brick_type: item.brickType }),
        price_source: item.priceSource,
        unit_price: item.job_type_id === null ? item.freePrice : item.parts,
        ...(item.schedule && { schedule: item.schedule }),
      })),
    })),
  };
}

/**
 * What the account would refuse in the draft's own fields and its divisions' codes and names, as it is typed
 * (param → message, the API's 422 details): a code used twice, overhead above 15 %, an empty name, a line whose
 * amount (or the total with it) passes Rp 9 kuadriliun. The lines keep their own notes beside each volume; the
 * schema reads the project without them, so this stays quick on a 1 000-line project.
 */
export function draftErrors(draft: ProjectDraft): Record<string, string> {
  const body = projectBody(draft);
  const check = projectBodySchema.safeParse({
    ...body,
    divisions: body.divisions.map((division) => ({ ...division, items: [] })),
  });
  const errors: Record<string, string> = {};
  for (const issue of check.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  for (const detail of projectAmountDetails(draftInputs(draft), draftSettings(draft)))
    errors[detail.param] ??= detail.msg;
  return errors;
}

/**
 * What keeps the documents from being made, in the editor's words: a division code missing or used twice (the rekap
 * and the RAB would name two divisions alike, and the account would refuse the project). Null when they can be.
 */
export function documentProblem(draft: ProjectDraft): string | null {
  const wrong = Object.entries(draftErrors(draft)).find(([param]) => /^divisions\.\d+\.code$/.test(param));
  return wrong ? projectFieldError(draft, wrong) : null;
}

/** A server project (GET /api/projects/{id}) as an editable draft. */
export interface ServerProject {
  id: number;
  name: string;
  location: string | null;
  owner: string | null;
  contractor: string | null;
  description: string | null;
  fiscal_year: number | null;
  start_date: string | null;
  overhead_percentage: number;
  ppn_percentage: number;
  rounding: ProjectRounding;
  price_book_id?: number | null;
  version: number;
  updated_at: string;
  divisions: {
    code: string;
    name: string;
    total: number;
    weight: number;
    items: {
      id: string;
      job_type_id: number | null;
      brick_type?: BrickType | null;
      description: string;
      unit: string;
      volume: number;
      volume_text: string | null;
      price_source: DraftItem['priceSource'];
      unit_price: FrozenParts & { D: number; E: number; F: number };
      amount: number;
      schedule?: ItemSchedule | null;
    }[];
  }[];
  totals: PricedProject['totals'];
}

export function draftFromServer(project: ServerProject): ProjectDraft {
  return {
    id: project.id,
    name: project.name,
    location: project.location ?? '',
    owner: project.owner ?? '',
    contractor: project.contractor ?? '',
    description: project.description ?? '',
    fiscal_year: project.fiscal_year ? String(project.fiscal_year) : '',
    start_date: project.start_date ?? '',
    overhead_percentage: decimalComma(project.overhead_percentage),
    ppn_percentage: decimalComma(project.ppn_percentage),
    rounding: project.rounding,
    price_book_id: project.price_book_id ?? null,
    version: project.version,
    updated_at: project.updated_at,
    divisions: project.divisions.map((division) => ({
      code: division.code,
      name: division.name,
      items: division.items.map((item) => ({
        id: item.id,
        job_type_id: item.job_type_id,
        description: item.description,
        unit: item.unit,
        volumeText: item.volume_text ?? decimalComma(item.volume),
        parts:
          item.job_type_id === null
            ? null
            : { A: item.unit_price.A, B: item.unit_price.B, C: item.unit_price.C },
        freePrice: item.job_type_id === null ? item.unit_price.F : null,
        priceSource: item.price_source,
        brickType: item.brick_type ?? null,
        schedule: item.schedule ?? null,
      })),
    })),
  };
}

/** Moves an element of a list one place up (-1) or down (+1); the list unchanged at its ends. */
export function moved<T>(list: T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= list.length) return list;
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

const ROMAN = [
  ['X', 10],
  ['IX', 9],
  ['V', 5],
  ['IV', 4],
  ['I', 1],
] as const;

function roman(count: number): string {
  let left = count;
  let text = '';
  for (const [mark, value] of ROMAN) {
    while (left >= value) {
      text += mark;
      left -= value;
    }
  }
  return text;
}

/** The RAB's ways of numbering its divisions: A, B, C …; I, II, III …; 1, 2, 3 … */
const DIVISION_SEQUENCES: ((at: number) => string)[] = [
  (at) => (at < 26 ? String.fromCharCode(65 + at) : String(at + 1)),
  (at) => roman(at + 1),
  (at) => String(at + 1),
];

/** The numbering the divisions' codes follow from the first (A, B, C or I, II, III or 1, 2, 3), if any. */
function divisionSequence(divisions: DraftDivision[]): ((at: number) => string) | undefined {
  return DIVISION_SEQUENCES.find((code) =>
    divisions.every((division, at) => division.code.trim().toUpperCase() === code(at)),
  );
}

/**
 * A division moved up or down takes its lines and name. Codes that number the RAB (A, B, C … or I, II, III …) stay
 * in their places, so a moved division reads A, B, C, not A, C, B; codes of the estimator's own ("STR", "MEP")
 * travel with their division.
 */
export function movedDivision(divisions: DraftDivision[], index: number, step: -1 | 1): DraftDivision[] {
  const next = moved(divisions, index, step);
  if (next === divisions || !divisionSequence(divisions)) return next;
  return next.map((division, at) => ({ ...division, code: divisions[at]!.code }));
}

/** A division deleted; codes that number the RAB close up behind it (A, B, C less B reads A, B, not A, C). */
export function removedDivision(divisions: DraftDivision[], index: number): DraftDivision[] {
  const next = divisions.filter((_, at) => at !== index);
  if (!divisionSequence(divisions)) return next;
  return next.map((division, at) => ({ ...division, code: divisions[at]!.code }));
}

/** The project's own fields as the editor labels them. */
export const PROJECT_FIELD_LABELS: Record<string, string> = {
  name: 'Nama proyek',
  location: 'Lokasi / wilayah',
  owner: 'Pemilik / instansi',
  contractor: 'Kontraktor',
  description: 'Keterangan',
  fiscal_year: 'Tahun anggaran',
  start_date: 'Tanggal mulai',
  overhead_percentage: 'Overhead & keuntungan (%)',
  ppn_percentage: 'PPN (%)',
  rounding: 'Pembulatan total',
  price_book_id: 'Daftar harga proyek',
  divisions: 'Bagian',
};

/** A refused field as the editor says it: "Bagian A (PEKERJAAN PERSIAPAN), baris 2: Volume harus lebih dari 0". */
export function projectFieldError(draft: ProjectDraft, [param, msg]: [string, string]): string {
  return `${describeProjectField(draft, param)}: ${msg}`;
}

/**
 * Where a field of the project is, in the editor's words: "divisions.0.items.1.volume" → "Bagian A (PEKERJAAN
 * PERSIAPAN), baris 2"; a field of the project itself by its label ("overhead_percentage" → "Overhead & keuntungan
 * (%)").
 */
export function describeProjectField(draft: ProjectDraft, param: string): string {
  const match = /^divisions\.(\d+)(?:\.items\.(\d+))?/.exec(param);
  if (!match) return PROJECT_FIELD_LABELS[param] ?? 'Proyek';
  const division = draft.divisions[Number(match[1])];
  const where = division ? `Bagian ${division.code}${division.name ? ` (${division.name})` : ''}` : 'Bagian';
  return match[2] === undefined ? where : `${where}, baris ${Number(match[2]) + 1}`;
}
