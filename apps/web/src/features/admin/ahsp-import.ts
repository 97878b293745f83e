import {
  ahspMessages,
  commaThousands,
  indexCatalogue,
  laborRoleFromName,
  normalizeItemName,
  hasSen,
  parseIdNumber,
  senMessage,
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
  match: { kind: CatalogueKind; id: number; name: string } | null;
  /** The name in the file, when the admin renamed the component. */
  original?: string;
}

export interface PreviewAnalysis {
  line: number;
  code: string | null;
  name: string;
  unit: string;
  components: PreviewComponent[];
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
} as const;

/** A first guess for a new item: kind and unit from the name (Sewa …/Molen → alat per hari, Pekerja → upah). */
export function guessResolution(name: string): Resolution {
  const key = name.toLowerCase();
  const labor = /^(pekerja|tukang|kepala|mandor|operator|pembantu|buruh)/.test(key);
  const equipment = /sewa|molen|mixer|stamper|vibrator|pompa|excavator|alat|perancah|scaffold/.test(key);
  const kind: CatalogueKind = labor ? 'labor' : equipment ? 'equipment' : 'material';
  return {
    action: 'create',
    kind,
    unit: kind === 'equipment' ? 'hari' : '',
    price: '',
    role: laborRoleFromName(name),
  };
}

/** The components of every analysis after the renames, matched again where they had no match. */
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
      return {
        ...component,
        original: component.name,
        name: resolution.name.trim(),
        match: index.match({ name: resolution.name }),
      };
    }),
  }));
}

/** The components still without a catalogue item (after renames), one per name as in the file, in file order. */
export function unmatchedNames(
  analyses: PreviewAnalysis[],
): { key: string; name: string; renamed: boolean }[] {
  const names = new Map<string, { key: string; name: string; renamed: boolean }>();
  for (const analysis of analyses)
    for (const component of analysis.components) {
      if (component.match) continue;
      const key = normalizeItemName(component.original ?? component.name);
      names.set(key, { key, name: component.name, renamed: component.original !== undefined });
    }
  return [...names.values()];
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

export function buildIndex(entries: { kind: CatalogueKind; id: number; code: string; name: string }[]) {
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
        code: component.code,
        name: component.name,
        coefficient: component.coefficient,
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
