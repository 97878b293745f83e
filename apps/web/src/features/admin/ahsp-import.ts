import {
  ahspMessages,
  BRICK_TYPE_LABELS,
  COEFFICIENT_DECIMALS,
  commaThousands,
  indexCatalogue,
  laborRoleFromName,
  listWithDan,
  normalizeItemName,
  hasSen,
  parseIdNumber,
  senMessage,
  unitConflict,
  type BrickType,
  type CatalogueEntry,
  type CatalogueIndex,
  type CatalogueKind,
  type LaborRole,
} from '@kalkulator/core';

// The AHSP import's preview as the admin resolves it: components the catalogue lacks are either created (kind, unit,
// price asked) or renamed and matched again; the import body is built only when nothing is left unresolved.

export interface PreviewComponent {
  line: number;
  code: string | null;
  name: string;
  coefficient: number;
  /** The unit the file wrote after the coefficient, if any. */
  unit?: string | null;
  /** The catalogue item, with its unit (OH for labour). */
  match: { kind: CatalogueKind; id: number; name: string; code?: string; unit?: string } | null;
  /**
   * Why the component cannot be imported as it is: its code is an item of another name (no match then; renamed
   * or created like a component not found), or its unit is not its item's (a line error to fix in the file).
   */
  problem?: string;
  /** The name in the file, when the admin renamed the component. */
  original?: string;
}

/** The job type an analysis updates (its code or name is that job type's). */
export interface ExistingJobType {
  id: number;
  code: string;
  name: string;
  category_id: number;
  category_name: string;
  /** Brick types besides bata merah whose materials the update keeps. */
  kept_brick_types: BrickType[];
}

export interface PreviewAnalysis {
  line: number;
  code: string | null;
  name: string;
  unit: string;
  components: PreviewComponent[];
  existing?: ExistingJobType | null;
  /** The code the import gives a new analysis the file gives none. */
  new_code?: string;
}

/** What the import did to one job type, in the order of the answer's job types. */
export interface ImportOutcome {
  id: number;
  updated: boolean;
  kept_brick_types: BrickType[];
}

export interface AnalysesPreview {
  analyses: PreviewAnalysis[];
  errors: { line: number; msg: string }[];
}

/** What the admin chose for a component name the catalogue lacks. */
export type Resolution =
  | { action: 'create'; kind: CatalogueKind; unit: string; price: string; role: LaborRole }
  | { action: 'rename'; name: string };

export const KIND_OPTIONS: { value: CatalogueKind; label: string }[] = [
  { value: 'material', label: 'Material (bahan)' },
  { value: 'labor', label: 'Upah (tenaga kerja)' },
  { value: 'equipment', label: 'Alat (peralatan)' },
];

export const ahspImportTexts = {
  unresolved: (count: number) =>
    `${count} komponen belum ditemukan di katalog: buat baru atau perbaiki namanya.`,
  notFound: 'Tidak ditemukan di katalog',
  stillNotFound: (name: string) => `"${name}" juga tidak ditemukan di katalog`,
  priceInvalid: 'Harga harus angka tidak negatif, misal 350.000',
  unitRequired: 'Satuan harus diisi',
  chooseCategory: 'Pilih kategori tujuan',
  lineErrors: 'Perbaiki baris yang bermasalah di berkas atau teks, lalu baca ulang.',
  notAnalyses: 'Berkas ini bukan analisa AHSP: awali setiap analisa dengan baris [AHSP];nama;satuan.',
  pasteEmpty: 'Tempel analisa AHSP terlebih dahulu',
  /** The preview's word for an analysis that becomes a new job type. */
  targetNew: 'Baru',
  /** An analysis whose code or name is an existing job type: the one it overwrites, by its own code and name. */
  targetUpdate: (code: string, name: string) => `Memperbarui ${code} ${name}`,
  /** The same, while "Perbarui analisa yang sudah ada" is not ticked: the import would refuse it. */
  targetExists: (code: string, name: string) =>
    `Sudah ada: ${code} ${name} (centang "Perbarui analisa yang sudah ada" untuk menggantikan analisanya)`,
  categoryKept: (category: string) =>
    `Tetap di kategori ${category}; kategori tujuan hanya untuk analisa baru.`,
  /** Labour differs by brick type too (batako needs fewer pekerja OH): the other types' labour is kept as well. */
  bricksKept: (brickTypes: BrickType[]) =>
    `Bahan dan upah dari berkas menggantikan bahan dan upah bata merah; bahan dan upah ${brickList(brickTypes)} tetap.`,
  /** The import's result: how many job types were added and how many updated. */
  imported: (total: number, updated: number) =>
    `${total} analisa tersimpan sebagai jenis pekerjaan (${total - updated} baru, ${updated} diperbarui):`,
  importedUpdated: (brickTypes: BrickType[]) =>
    brickTypes.length > 0 ? `diperbarui, bahan dan upah ${brickList(brickTypes)} tetap` : 'diperbarui',
  unitHeading: 'Satuan',
  /** The catalogue item's unit beside the file's when they differ or the file gives none. */
  catalogueUnit: (unit: string) => `katalog: ${unit}`,
} as const;

/**
 * A coefficient as the preview prints it: the value read, with the decimal comma and no thousands point. An English
 * file's "6.240" shows 6,24, what is stored; a coefficient read as 6240 shows 6240, never the file's "6.240" again.
 */
export function previewCoefficient(value: number): string {
  return value.toLocaleString('id-ID', { maximumFractionDigits: COEFFICIENT_DECIMALS, useGrouping: false });
}

/** "batako dan bata ringan (hebel)". */
function brickList(brickTypes: BrickType[]): string {
  const names = brickTypes.map((brickType) => BRICK_TYPE_LABELS[brickType].toLowerCase());
  return listWithDan(names);
}

/**
 * A first guess for a new item: kind and unit from the name (Sewa …/Molen → alat per hari, Pekerja → upah), the
 * unit the file wrote when it has one.
 */
export function guessResolution(name: string, unit?: string | null): Resolution {
  const key = name.toLowerCase();
  const labor = /^(pekerja|tukang|kepala|mandor|operator|pembantu|buruh)/.test(key);
  const equipment = /sewa|molen|mixer|stamper|vibrator|pompa|excavator|alat|perancah|scaffold/.test(key);
  const kind: CatalogueKind = labor ? 'labor' : equipment ? 'equipment' : 'material';
  return {
    action: 'create',
    kind,
    unit: unit?.trim() || (kind === 'equipment' ? 'hari' : ''),
    price: '',
    role: laborRoleFromName(name),
  };
}

/**
 * The components of every analysis after the renames, matched again where they had no match. A renamed component
 * drops the file's code (it was another item's, or none) and is checked against its new item's unit.
 */
export function applyRenames(
  preview: AnalysesPreview,
  resolutions: Map<string, Resolution>,
  index: CatalogueIndex,
): PreviewAnalysis[] {
  return preview.analyses.map((analysis) => ({
    ...analysis,
    components: analysis.components.map((component) => {
      if (component.match) return component;
      const resolution = resolutions.get(normalizeItemName(component.name));
      if (resolution?.action !== 'rename' || !resolution.name.trim()) return component;
      const match = index.match({ name: resolution.name });
      const renamed: PreviewComponent = {
        ...component,
        code: null,
        original: component.name,
        name: resolution.name.trim(),
        match,
      };
      delete renamed.problem; // the file's code and name are no longer what is matched
      const problem = unitConflict(renamed, match);
      return problem ? { ...renamed, problem } : renamed;
    }),
  }));
}

/** A component still to be resolved: no catalogue item, or a renamed one whose item is in another unit. */
const unresolvedComponent = (component: PreviewComponent) =>
  !component.match || (component.original !== undefined && component.problem !== undefined);

/**
 * The components still to be resolved (after renames), one per name as in the file, in file order, with the
 * file's unit and why the preview refused its match (a code of another item, a unit other than the item's).
 */
export function unmatchedNames(analyses: PreviewAnalysis[]): {
  key: string;
  name: string;
  renamed: boolean;
  unit: string | null;
  problem: string | null;
}[] {
  const names = new Map<
    string,
    { key: string; name: string; renamed: boolean; unit: string | null; problem: string | null }
  >();
  for (const analysis of analyses)
    for (const component of analysis.components) {
      if (!unresolvedComponent(component)) continue;
      const key = normalizeItemName(component.original ?? component.name);
      names.set(key, {
        key,
        name: component.name,
        renamed: component.original !== undefined,
        unit: component.unit ?? null,
        problem: component.problem ?? null,
      });
    }
  return [...names.values()];
}

/** The first resolution offered: a name to type for a code of another item, else a guess at a new item. */
export function firstResolution(component: { name: string; unit: string | null; problem: string | null }) {
  return component.problem
    ? ({ action: 'rename', name: '' } as const)
    : guessResolution(component.name, component.unit);
}

/** The first problem of a "create" resolution, or null when it can be sent. */
export function resolutionProblem(resolution: Resolution | undefined): string | null {
  if (!resolution || resolution.action === 'rename') return ahspImportTexts.notFound;
  const typed = resolution.price.trim();
  const ambiguous = commaThousands(typed);
  if (ambiguous) return ahspMessages.priceCommaThousands(typed, ambiguous.grouped, ambiguous.plain);
  const price = parseIdNumber(typed);
  if (!Number.isFinite(price) || price < 0) return ahspImportTexts.priceInvalid;
  if (hasSen(price)) return senMessage();
  if (resolution.kind !== 'labor' && !resolution.unit.trim()) return ahspImportTexts.unitRequired;
  return null;
}

export function buildIndex(entries: CatalogueEntry[]) {
  return indexCatalogue(entries);
}

/** POST /api/ahsp/import's body, or the names still unresolved. */
export function importBody(
  analyses: PreviewAnalysis[],
  resolutions: Map<string, Resolution>,
  categoryId: number,
  updateExisting: boolean,
) {
  const missing = unmatchedNames(analyses);
  const create_missing = missing.map(({ key, name }) => {
    const resolution = resolutions.get(key) as Extract<Resolution, { action: 'create' }>;
    return {
      name,
      kind: resolution.kind,
      ...(resolution.kind !== 'labor' && { unit: resolution.unit.trim() }),
      price: resolution.price.trim(),
      ...(resolution.kind === 'labor' && { role: resolution.role }),
    };
  });
  return {
    category_id: categoryId,
    update_existing: updateExisting,
    create_missing,
    analyses: analyses.map((analysis) => ({
      line: analysis.line,
      code: analysis.code,
      name: analysis.name,
      unit: analysis.unit,
      components: analysis.components.map((component) => ({
        line: component.line,
        // A component to be created is found by its name: a code the catalogue gives another item stays out.
        code: component.match ? component.code : null,
        name: component.name,
        coefficient: component.coefficient,
        ...(component.unit && { unit: component.unit }),
        ...(component.match && { match: { kind: component.match.kind, id: component.match.id } }),
      })),
    })),
  };
}

/**
 * The server's refusal of an import, each message with the line of the analysis or component it is about ("Baris 7:
 * Nama maksimal 200 karakter"); messages that already name their line are kept as they are.
 */
export function refusalMessages(details: Record<string, string>, analyses: PreviewAnalysis[]): string[] {
  return Object.entries(details).map(([param, msg]) => {
    if (/^Baris \d+/.test(msg)) return msg;
    const path = /^analyses\.(\d+)(?:\.components\.(\d+))?/.exec(param);
    if (!path) return msg;
    const analysis = analyses[Number(path[1])];
    const line = path[2] === undefined ? analysis?.line : analysis?.components[Number(path[2])]?.line;
    return line ? `Baris ${line}: ${msg}` : msg;
  });
}
