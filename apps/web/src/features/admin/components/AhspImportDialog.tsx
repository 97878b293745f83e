import { useMemo, useState } from 'react';
import toast from '../../../lib/toast';
import { Link } from 'react-router';
import { sameUnit, type CatalogueKind, type JobType } from '@kalkulator/core';
import { Button } from '../../../components/ui/Button';
import { apiClient, operationMessage, toastApiError, validationDetails } from '../../../lib/api-client';
import { adminTexts, importTexts } from '../texts';
import {
  ahspImportTexts,
  applyRenames,
  buildIndex,
  firstResolution,
  importBody,
  previewCoefficient,
  refusalMessages,
  resolutionProblem,
  unmatchedNames,
  type AnalysesPreview,
  type ImportOutcome,
  type PreviewAnalysis,
  type PreviewComponent,
  type Resolution,
} from '../ahsp-import';
import { useAdminWrite } from '../api/mutations';
import { useAdminCategories, useAdminEquipment, useAdminLaborRates, useAdminMaterials } from '../api/queries';
import { uploadPriceList } from '../api/upload';
import { control } from './AssignmentColumn';
import { Dialog } from './Dialog';
import { MissingComponent } from './MissingComponent';
import { UploadProgress } from './UploadProgress';

const KIND_NAMES: Record<CatalogueKind, string> = { labor: 'Upah', material: 'Material', equipment: 'Alat' };

const EXAMPLE = [
  '[AHSP];A.4.4.1.9;Pasangan dinding bata merah 1/2 batu 1PC:4PP;m²',
  'Pekerja;0,300',
  'Tukang batu;0,100',
  'Bata merah;70',
].join('\n');

/** The catalogue item a component prices, or why it cannot: a code of another item, another unit, none found. */
function MatchLabel({ component }: { component: PreviewComponent }) {
  const { match, problem } = component;
  if (problem)
    return (
      <span className="font-semibold text-red-700" data-testid="ahsp-component-problem">
        {problem}
      </span>
    );
  return match ? (
    <span className="text-emerald-800">
      {KIND_NAMES[match.kind]}: {match.name}
    </span>
  ) : (
    <span className="font-semibold text-amber-800">{ahspImportTexts.notFound}</span>
  );
}

/** The unit the file gives a component, with the catalogue's when it differs or the file gives none. */
function UnitLabel({ component }: { component: PreviewComponent }) {
  const { unit, match } = component;
  const catalogue = match?.unit && !(unit && sameUnit(unit, match.unit)) ? match.unit : null;
  return (
    <span data-testid="ahsp-component-unit">
      {unit ?? (catalogue ? '' : '—')}
      {catalogue && (
        <span className={unit ? 'text-red-700' : 'text-slate-500'}>
          {unit ? ' · ' : ''}
          {ahspImportTexts.catalogueUnit(catalogue)}
        </span>
      )}
    </span>
  );
}

/**
 * The code an analysis is written with: the file's, else the one the import gives a new job type; none for an update
 * by name, which keeps its job type's (the target below names it).
 */
function AnalysisCode({ analysis }: { analysis: PreviewAnalysis }) {
  const code = analysis.code || (analysis.new_code && importTexts.givenCode(analysis.new_code));
  if (!code) return null;
  return (
    <span className="font-mono text-slate-500" data-testid="ahsp-analysis-code">
      {code} ·{' '}
    </span>
  );
}

/**
 * Whether an analysis becomes a new job type or overwrites an existing one (named by its own code and name), and
 * what such an update keeps: its category and the other bricks' materials.
 */
function TargetLabel({ analysis, updateExisting }: { analysis: PreviewAnalysis; updateExisting: boolean }) {
  const existing = analysis.existing;
  if (!existing)
    return (
      <p className="text-xs font-semibold text-emerald-800" data-testid="ahsp-analysis-target">
        {ahspImportTexts.targetNew}
      </p>
    );
  return (
    <div className="space-y-0.5 text-xs" data-testid="ahsp-analysis-target">
      <p className={updateExisting ? 'font-semibold text-amber-800' : 'font-semibold text-red-700'}>
        {updateExisting
          ? ahspImportTexts.targetUpdate(existing.code, existing.name)
          : ahspImportTexts.targetExists(existing.code, existing.name)}
      </p>
      <p className="text-slate-600">{ahspImportTexts.categoryKept(existing.category_name)}</p>
      {existing.kept_brick_types.length > 0 && (
        <p className="text-slate-600">{ahspImportTexts.bricksKept(existing.kept_brick_types)}</p>
      )}
    </div>
  );
}

/** Unit-price analyses in the [AHSP] block form other RAB tools export, previewed, resolved and imported. */
export function AhspImportDialog({ onClose }: { onClose(): void }) {
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<{ percent: number; done: boolean } | null>(null);
  const [preview, setPreview] = useState<AnalysesPreview | null>(null);
  const [resolutions, setResolutions] = useState(new Map<string, Resolution>());
  const [categoryId, setCategoryId] = useState('');
  const [updateExisting, setUpdateExisting] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);
  const [imported, setImported] = useState<{ jobTypes: JobType[]; outcomes: ImportOutcome[] } | null>(null);
  const [reading, setReading] = useState(false);
  const categories = useAdminCategories().data ?? [];
  const materials = useAdminMaterials().data;
  const labor = useAdminLaborRates().data;
  const equipment = useAdminEquipment().data;
  const index = useMemo(
    () =>
      buildIndex([
        ...(labor ?? []).map((row) => ({
          kind: 'labor' as const,
          id: row.id,
          code: row.code,
          name: row.name,
        })),
        ...(materials ?? []).map((row) => ({
          kind: 'material' as const,
          id: row.id,
          code: row.code,
          name: row.name,
          unit: row.unit,
        })),
        ...(equipment ?? []).map((row) => ({
          kind: 'equipment' as const,
          id: row.id,
          code: row.code,
          name: row.name,
          unit: row.unit,
        })),
      ]),
    [labor, materials, equipment],
  );
  const analyses = preview ? applyRenames(preview, resolutions, index) : [];
  const unmatched = unmatchedNames(analyses);
  const unresolved = unmatched.filter(({ key }) => resolutionProblem(resolutions.get(key)) !== null);
  const importAnalyses = useAdminWrite(async (body: ReturnType<typeof importBody>) => {
    const { data } = await apiClient.post<{
      job_types: JobType[];
      outcomes?: ImportOutcome[];
      message: string;
    }>('/ahsp/import', body);
    setImported({ jobTypes: data.job_types, outcomes: data.outcomes ?? [] });
    return data;
  });

  function show(answer: AnalysesPreview) {
    setPreview(answer);
    setRefused([]);
    setImported(null);
    const next = new Map<string, Resolution>();
    for (const component of unmatchedNames(answer.analyses))
      next.set(component.key, firstResolution(component));
    setResolutions(next);
  }

  /** A new text or file: the preview (and what was refused of it) is of the old one, never imported. */
  function forgetPreview() {
    setPreview(null);
    setRefused([]);
    setProgress(null);
  }

  async function readText() {
    if (!text.trim()) return void toast.error(ahspImportTexts.pasteEmpty);
    setReading(true);
    try {
      show((await apiClient.post<AnalysesPreview>('/ahsp/parse', { text })).data);
    } catch (error) {
      toastApiError(error);
    } finally {
      setReading(false);
    }
  }

  async function upload() {
    if (!file) return void toast.error(adminTexts.chooseFile);
    setReading(true);
    setProgress({ percent: 0, done: false });
    try {
      const answer = await uploadPriceList(file, (percent) => setProgress({ percent, done: false }));
      setProgress({ percent: 100, done: true });
      if (answer.format !== 'ahsp') return void toast.error(ahspImportTexts.notAnalyses);
      show({ analyses: answer.analyses as AnalysesPreview['analyses'], errors: answer.errors });
    } catch (error) {
      setProgress(null);
      toastApiError(error);
    } finally {
      setReading(false);
    }
  }

  function submit() {
    if (!categoryId) return void toast.error(ahspImportTexts.chooseCategory);
    setRefused([]);
    importAnalyses.mutate(importBody(analyses, resolutions, Number(categoryId), updateExisting), {
      onError: (error) => {
        const details = refusalMessages(validationDetails(error), analyses);
        setRefused(details);
        if (details.length === 0) toast.error(operationMessage(error, adminTexts.importFailed));
      },
    });
  }

  const blocked = !preview || preview.errors.length > 0 || unresolved.length > 0 || analyses.length === 0;
  return (
    <Dialog
      title="Impor analisa AHSP"
      onClose={onClose}
      testId="ahsp-import-dialog"
      // Pasted analyses, or a preview with the components typed in to resolve it; nothing once imported.
      dirty={!imported && (text.trim() !== '' || preview !== null)}
      wide
    >
      {imported ? (
        <section className="space-y-3" data-testid="ahsp-imported">
          <p className="text-sm text-slate-700" data-testid="ahsp-imported-summary">
            {ahspImportTexts.imported(
              imported.jobTypes.length,
              imported.outcomes.filter((outcome) => outcome.updated).length,
            )}
          </p>
          <ul className="space-y-1 text-sm">
            {imported.jobTypes.map((jobType, position) => {
              const outcome = imported.outcomes[position];
              return (
                <li key={jobType.id}>
                  <Link
                    className="font-semibold text-brand-700 hover:underline"
                    to={`/calculate/${jobType.id}`}
                    data-testid="ahsp-imported-link"
                  >
                    {jobType.name}
                  </Link>{' '}
                  <span className="text-slate-500">
                    ({jobType.code}
                    {outcome?.updated && `, ${ahspImportTexts.importedUpdated(outcome.kept_brick_types)}`})
                  </span>
                </li>
              );
            })}
          </ul>
          <div className="flex justify-end">
            <Button onClick={onClose}>Selesai</Button>
          </div>
        </section>
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-slate-600">
            Satu blok per analisa: baris <code>[AHSP];kode;nama;satuan</code> (kode boleh tidak ada), lalu
            satu baris per komponen <code>nama;koefisien</code>, <code>nama;koefisien;satuan</code> atau,
            seperti tabel AHSP, <code>nama;satuan;koefisien</code>. Pemisah titik koma, tab atau koma;
            koefisien dengan koma atau titik desimal. Satuan komponen harus sama dengan satuan item
            katalognya.
          </p>
          <label className="block space-y-1.5 text-sm font-medium text-slate-700">
            <span>Tempel analisa</span>
            <textarea
              data-testid="ahsp-text"
              rows={7}
              value={text}
              placeholder={EXAMPLE}
              onChange={(event) => {
                setText(event.target.value);
                forgetPreview();
              }}
              className="block w-full rounded-xl border border-slate-300 px-3 py-2 font-mono text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
            />
          </label>
          <div className="flex flex-wrap items-end gap-2">
            <Button onClick={() => void readText()} disabled={reading} data-testid="ahsp-read">
              {reading ? 'Membaca...' : 'Baca analisa'}
            </Button>
            <span className="text-sm text-slate-500">atau</span>
            <input
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              data-testid="ahsp-file"
              aria-label="Berkas CSV atau XLSX berisi blok [AHSP]"
              className="text-sm file:mr-3 file:min-h-11 file:rounded-xl file:border-0 file:bg-slate-100 file:px-4 file:font-semibold"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                forgetPreview();
              }}
            />
            <Button
              variant="secondary"
              onClick={() => void upload()}
              disabled={reading || !file}
              data-testid="ahsp-upload"
            >
              Unggah dan baca
            </Button>
          </div>
          {progress && <UploadProgress percent={progress.percent} done={progress.done} />}

          {preview && (
            <section className="space-y-4" data-testid="ahsp-preview" aria-label="Pratinjau analisa">
              {preview.errors.length > 0 && (
                <div
                  className="rounded-xl bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
                  data-testid="ahsp-errors"
                >
                  <p className="font-semibold">{ahspImportTexts.lineErrors}</p>
                  <ul className="mt-1 list-disc pl-5">
                    {preview.errors.map((error) => (
                      <li key={`${error.line}-${error.msg}`} data-testid="ahsp-error">
                        Baris {error.line}: {error.msg}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              {analyses.map((analysis) => (
                <article
                  key={analysis.line}
                  className="rounded-xl ring-1 ring-slate-200"
                  data-testid="ahsp-analysis"
                >
                  <header className="space-y-1 bg-slate-50 px-3 py-2">
                    <h3 className="text-sm font-bold text-slate-900">
                      <AnalysisCode analysis={analysis} />
                      {analysis.name} <span className="font-normal text-slate-500">per {analysis.unit}</span>
                    </h3>
                    <TargetLabel analysis={analysis} updateExisting={updateExisting} />
                  </header>
                  <table className="hidden w-full text-left text-sm sm:table">
                    <thead className="text-xs uppercase text-slate-500">
                      <tr>
                        <th className="px-3 py-1.5">Baris</th>
                        <th className="px-3 py-1.5">Komponen</th>
                        <th className="px-3 py-1.5 text-right">Koefisien</th>
                        <th className="px-3 py-1.5">{ahspImportTexts.unitHeading}</th>
                        <th className="px-3 py-1.5">Katalog</th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-slate-100">
                      {analysis.components.map((component) => (
                        <tr key={component.line} data-testid="ahsp-component">
                          <td className="px-3 py-1.5 text-slate-500">{component.line}</td>
                          <td className="px-3 py-1.5">{component.name}</td>
                          <td
                            className="px-3 py-1.5 text-right tabular-nums"
                            data-testid="ahsp-component-coefficient"
                          >
                            {previewCoefficient(component.coefficient)}
                          </td>
                          <td className="px-3 py-1.5">
                            <UnitLabel component={component} />
                          </td>
                          <td className="px-3 py-1.5">
                            <MatchLabel component={component} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                  <ul className="divide-y divide-slate-100 sm:hidden">
                    {analysis.components.map((component) => (
                      <li key={component.line} className="px-3 py-2 text-sm">
                        <div className="flex justify-between gap-3">
                          <span className="min-w-0 font-medium">
                            <span className="text-slate-500">{component.line}.</span> {component.name}
                          </span>
                          <span className="shrink-0 tabular-nums">
                            {previewCoefficient(component.coefficient)} <UnitLabel component={component} />
                          </span>
                        </div>
                        <MatchLabel component={component} />
                      </li>
                    ))}
                  </ul>
                </article>
              ))}
              {unmatched.length > 0 && (
                <section
                  className="space-y-3 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200"
                  aria-label="Komponen belum ditemukan"
                >
                  <p className="text-sm font-semibold text-amber-900" data-testid="ahsp-unresolved">
                    {ahspImportTexts.unresolved(unmatched.length)}
                  </p>
                  {unmatched.map((component) => (
                    <div key={component.key} className="space-y-1">
                      <MissingComponent
                        name={component.name}
                        // A found item refused (a code of another item, another unit) says why below instead.
                        renamed={component.renamed && !component.problem}
                        resolution={resolutions.get(component.key) ?? firstResolution(component)}
                        onChange={(resolution) =>
                          setResolutions(new Map(resolutions).set(component.key, resolution))
                        }
                      />
                      {component.problem && (
                        <p className="px-1 text-xs text-red-700" data-testid="ahsp-missing-problem">
                          {component.problem}
                        </p>
                      )}
                    </div>
                  ))}
                </section>
              )}
              <label className="block text-sm font-medium text-slate-700">
                Kategori tujuan (untuk analisa baru)
                <select
                  className={control}
                  value={categoryId}
                  onChange={(event) => setCategoryId(event.target.value)}
                  data-testid="ahsp-category"
                >
                  <option value="">Pilih kategori...</option>
                  {categories.map((category) => (
                    <option key={category.id} value={category.id}>
                      {category.name}
                    </option>
                  ))}
                </select>
              </label>
              <label className="flex min-h-11 items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  className="h-5 w-5 accent-brand-500"
                  checked={updateExisting}
                  onChange={(event) => setUpdateExisting(event.target.checked)}
                />
                Perbarui analisa yang sudah ada (kode atau nama sama)
              </label>
              {refused.length > 0 && (
                <ul
                  className="list-disc rounded-xl bg-red-50 p-3 pl-8 text-sm text-red-800 ring-1 ring-red-200"
                  data-testid="ahsp-refused"
                >
                  {refused.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              )}
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button variant="secondary" onClick={onClose}>
                  Batal
                </Button>
                <Button
                  data-testid="ahsp-import"
                  disabled={blocked || !categoryId || importAnalyses.isPending}
                  onClick={submit}
                >
                  {importAnalyses.isPending ? 'Mengimpor...' : `Impor ${analyses.length} analisa`}
                </Button>
              </div>
            </section>
          )}
        </div>
      )}
    </Dialog>
  );
}
