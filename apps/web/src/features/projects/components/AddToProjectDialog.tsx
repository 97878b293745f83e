import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import toast from '../../../lib/toast';
import {
  formatRupiah,
  formatVolume,
  lineName,
  type BrickType,
  type CalculationResult,
} from '@kalkulator/core';
import { Button } from '../../../components/ui/Button';
import { apiClient, isNoResponse, operationMessage } from '../../../lib/api-client';
import { missingOffline } from '../../../lib/offline';
import { storageFailureMessage } from '../../../lib/storage-full';
import { useAuth } from '../../auth';
import { usePriceBooks } from '../../price-books/api';
import { useProjects } from '../api/queries';
import { useQueryClient } from '@tanstack/react-query';
import { PROJECTS_KEY } from '../api/keys';
import { createAccountProject, newCreateKey } from '../api/mutations';
import {
  divisionForCategory,
  draftFromServer,
  emptyDraft,
  newItemId,
  nextDivisionCode,
  projectBody,
  type DraftItem,
  type ProjectDraft,
  type ServerProject,
} from '../draft';
import { findLocalProject, listLocalProjects, newLocalId, saveLocalProject } from '../local';
import { catalogueItem } from './AddItem';
import { ModalPanel } from './ModalPanel';
import {
  keptUnsavedOf,
  listKeptProjects,
  readServerCopy,
  readUnsaved,
  unsavedOf,
  writeUnsaved,
} from '../account-copies';
import { projectTexts } from '../texts';

const control =
  'block w-full min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200';
const NEW = 'new';

export interface AddToProjectProps {
  jobTypeId: number;
  /** The quantity, in the job type's unit. */
  volume: number;
  /** From the job calculator: its result, so the line may carry this calculation's own cost per unit. */
  result?: CalculationResult;
  /** The job type's category: the line goes into the project's division of that name, else a new one so named. */
  categoryName?: string;
  /** The job type's name and unit, said beside the volume (the result carries them when there is one). */
  jobTypeName?: string;
  unit?: string;
  /** A wall (a job type with brick variants): the calculator's "Jenis bata", which the line is priced with and keeps. */
  brickType?: BrickType | null;
  /**
   * The price book the calculator priced with (the result's by default): a new project made here takes it, so its
   * line costs what the user just saw. An existing project's line is priced with that project's own book.
   */
  priceBook?: { id: number; name: string } | null;
  onClose(): void;
}

/**
 * A calculation's own cost per unit as frozen A, B, C (labour, materials, equipment per unit of volume), with the
 * brick type it was calculated with.
 */
export function calculationItem(
  jobTypeId: number,
  volumeText: string,
  result: CalculationResult,
  brickType: BrickType | null = null,
): DraftItem {
  const volume = result.input.volume || 1;
  const { summary } = result;
  return {
    id: newItemId(),
    job_type_id: jobTypeId,
    ...(brickType && { brickType }),
    description: lineName(result.job_type.name, brickType),
    unit: result.job_type.unit,
    volumeText,
    parts: {
      A: Math.round(summary.total_labor_cost / volume),
      B: Math.round(summary.total_material_cost / volume),
      C: Math.round((summary.total_equipment_cost ?? 0) / volume),
    },
    freePrice: null,
    priceSource: 'calculation',
  };
}

/**
 * Which prices an AHSP line gets, said before it is added: the project's book may not be the calculator's, and the
 * line's figure then differs from the one on the screen behind.
 */
export function pricingNote({
  book,
  bookName,
  newProject,
  calculatorBook,
}: {
  /** The book the line is priced with: null for the catalogue's prices, undefined while it is not known yet. */
  book: number | null | undefined;
  bookName: string | undefined;
  newProject: boolean;
  /** The calculator's book (null: the catalogue's), or undefined when no calculation is behind the dialog. */
  calculatorBook: { id: number; name: string } | null | undefined;
}): string | null {
  if (book === undefined) return null;
  const source = book === null ? 'katalog nasional' : bookName && `daftar harga ${bookName}`;
  if (!source) return 'Daftar harga proyek ini sudah dihapus atau tidak tersedia.';
  if (newProject)
    return `Harga dari ${source}${book === null ? '' : '; proyek baru memakai daftar harga ini'}.`;
  const calculator =
    calculatorBook === undefined || (calculatorBook?.id ?? null) === book
      ? ''
      : `; kalkulasi ini memakai ${calculatorBook ? `daftar harga ${calculatorBook.name}` : 'katalog nasional'}`;
  return `Harga dari ${source}, yang dipakai proyek ini${calculator}.`;
}

/**
 * An account project as its editor opens it offline: from its copy on this device, with the changes not yet saved
 * to the account at that version. The line always joins those changes (`unsaved`), to be saved with Simpan online.
 */
function keptDraft(id: number): { draft: ProjectDraft; unsaved: true; kept: true } | undefined {
  const copy = readServerCopy(id);
  if (!copy) return undefined;
  return { draft: { ...(keptUnsavedOf(id, copy.version) ?? copy), id }, unsaved: true, kept: true };
}

/**
 * The project the line goes into: a browser project, or an account project as its editor holds it, with the
 * changes not yet saved to the account (`unsaved`), which the line joins instead of replacing them. Offline (or
 * with no answer), an account project kept on this device is read from its copy, as the editor does.
 */
async function loadDraft(
  id: string,
  offline: boolean,
): Promise<{ draft: ProjectDraft; unsaved: boolean; kept?: boolean } | undefined> {
  if (id.startsWith('local_')) {
    const draft = findLocalProject(id);
    return draft && { draft, unsaved: false };
  }
  const kept = offline ? keptDraft(Number(id)) : undefined;
  if (kept) return kept;
  let project: ServerProject;
  try {
    ({ project } = (await apiClient.get<{ project: ServerProject }>(`/projects/${id}`)).data);
  } catch (error) {
    const fallback = isNoResponse(error) ? keptDraft(Number(id)) : undefined;
    if (fallback) return fallback;
    throw error;
  }
  const unsaved = unsavedOf(project.id, project.version);
  return unsaved
    ? { draft: { ...unsaved, id: project.id }, unsaved: true }
    : { draft: draftFromServer(project), unsaved: false };
}

/** "Tambah ke proyek": the job type with the computed volume as a line of a chosen project and division. */
export default function AddToProjectDialog({
  jobTypeId,
  volume,
  result,
  categoryName,
  jobTypeName = result?.job_type.name,
  unit = result?.job_type.unit,
  brickType = null,
  priceBook = result?.price_book ?? null,
  onClose,
}: AddToProjectProps) {
  const loggedIn = useAuth((state) => state.isAuthenticated);
  const queryClient = useQueryClient();
  const projects = useProjects('', loggedIn);
  const locals = listLocalProjects();
  // Offline, the account's list cannot come: the account projects kept on this device are offered (as the projects
  // page lists them), and a project is read from its copy here instead of being asked for.
  const listOffline = loggedIn && missingOffline(projects);
  const offline = listOffline || (typeof navigator !== 'undefined' && navigator.onLine === false);
  const options = [
    ...locals.map((draft) => ({ id: String(draft.id), name: `${draft.name} (di browser ini)` })),
    // An account project by the name its editor shows, its changes not yet saved to the account included.
    ...(listOffline
      ? listKeptProjects().map((draft) => ({
          id: String(draft.id),
          name: draft.unsaved ? `${draft.name} (${projectTexts.unsavedShort})` : draft.name,
        }))
      : (projects.data ?? []).map((project) => {
          const unsaved = readUnsaved(project.id);
          return {
            id: String(project.id),
            name: unsaved ? `${unsaved.name} (${projectTexts.unsavedShort})` : project.name,
          };
        })),
  ];
  const [projectId, setProjectId] = useState(options[0]?.id ?? NEW);
  const [picked, setPicked] = useState(false);
  const initialName = result?.input.project_name || '';
  const [newName, setNewName] = useState(initialName);
  const [divisions, setDivisions] = useState<{ code: string; name: string }[] | null>(null);
  const [division, setDivision] = useState('');
  const initialDivisionName = categoryName?.toUpperCase() ?? '';
  const [divisionName, setDivisionName] = useState(initialDivisionName);
  // The chosen project's book (null: the catalogue's), read with its divisions.
  const [projectBook, setProjectBook] = useState<number | null | undefined>(undefined);
  const books = usePriceBooks();
  const [price, setPrice] = useState<'ahsp' | 'calculation'>('ahsp');
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<{ id: string; unsaved: boolean; kept?: boolean } | null>(null);
  // The line's id, one for this opening of the dialog: a "Tambahkan" tried again after an answer that never came
  // finds the line in the project already (the account may have stored it) and adds it no second time.
  const [lineId] = useState(newItemId);
  // Likewise the new account project's key: tried again, the create gets the project the first one made, not a twin.
  const [createKey] = useState(newCreateKey);
  const volumeText = formatVolume(volume).replace(/\./g, '');
  // Added: the form the focus was in is gone, so the focus goes to what comes next, inside the dialog, in the same
  // commit that draws it (after paint, a moment of it on the page's body was seen by a busy machine's test).
  const openAdded = useRef<HTMLAnchorElement>(null);
  useLayoutEffect(() => {
    if (added) openAdded.current?.focus();
  }, [added]);

  // The account's projects arrive after the dialog opens: offer the first one until the user picks.
  const firstOption = options[0]?.id;
  useEffect(() => {
    if (!picked && firstOption) setProjectId(firstOption);
  }, [picked, firstOption]);

  // The divisions of the chosen project, to add the line to one of them.
  useEffect(() => {
    setDivisions(null);
    setDivision('');
    setProjectBook(undefined);
    if (projectId === NEW) return;
    let current = true;
    loadDraft(projectId, offline)
      .then((loaded) => {
        if (!current) return;
        const found = loaded?.draft.divisions ?? [];
        setDivisions(found.map(({ code, name }) => ({ code, name })));
        setProjectBook(loaded?.draft.price_book_id ?? null);
        setDivision(divisionForCategory(found, categoryName) ?? NEW);
      })
      .catch((error: unknown) => toast.error(operationMessage(error, 'Gagal membuka proyek')));
    return () => {
      current = false;
    };
  }, [projectId, categoryName, offline]);

  const pricingBook = projectId === NEW ? (priceBook?.id ?? null) : projectBook;
  const bookName =
    priceBook && pricingBook === priceBook.id
      ? priceBook.name
      : books.data?.find((book) => book.id === pricingBook)?.name;
  // A book not named yet is said once the list of books is there (a book missing from it is gone).
  const named = pricingBook === null || bookName !== undefined || books.isSuccess;
  const note = pricingNote({
    book: named ? pricingBook : undefined,
    bookName,
    newProject: projectId === NEW,
    calculatorBook: result ? priceBook : undefined,
  });

  function chooseProject(id: string) {
    setPicked(true);
    setProjectId(id);
  }

  async function add() {
    setBusy(true);
    try {
      const loaded =
        projectId === NEW
          ? {
              // The calculator's book: the line costs here what the calculator showed.
              draft: {
                ...emptyDraft(loggedIn ? 0 : newLocalId(), newName.trim() || 'Proyek baru'),
                price_book_id: priceBook?.id ?? null,
                divisions: [],
              },
              unsaved: false,
            }
          : await loadDraft(projectId, offline);
      if (!loaded) throw new Error('missing');
      const { draft: base, unsaved } = loaded;
      const kept = 'kept' in loaded && loaded.kept === true;
      if (base.divisions.some((entry) => entry.items.some((line) => line.id === lineId))) {
        void queryClient.invalidateQueries({ queryKey: PROJECTS_KEY });
        return setAdded({ id: String(base.id), unsaved, kept });
      }
      // Priced with the project's own price book, like a line added in the project.
      const priced =
        price === 'calculation' && result
          ? calculationItem(jobTypeId, volumeText, result, brickType)
          : await catalogueItem(jobTypeId, volumeText, base.price_book_id ?? null, brickType);
      const item = { ...priced, id: lineId };
      const target = division && division !== NEW ? division : nextDivisionCode(base.divisions);
      const exists = base.divisions.some((entry) => entry.code === target);
      const draft: ProjectDraft = {
        ...base,
        divisions: exists
          ? base.divisions.map((entry) =>
              entry.code === target ? { ...entry, items: [...entry.items, item] } : entry,
            )
          : [...base.divisions, { code: target, name: divisionName.trim() || 'PEKERJAAN', items: [item] }],
      };
      let id = String(draft.id);
      if (typeof draft.id === 'string') saveLocalProject(draft);
      // Beside the project's unsaved changes, still to be saved with them in the project.
      else if (unsaved) writeUnsaved({ ...draft, id: draft.id });
      else if (projectId === NEW) id = String((await createAccountProject(draft, createKey)).id);
      else await apiClient.put(`/projects/${draft.id}`, projectBody(draft));
      void queryClient.invalidateQueries({ queryKey: PROJECTS_KEY });
      setAdded({ id, unsaved, kept });
    } catch (error) {
      toast.error(storageFailureMessage(error, operationMessage(error, 'Gagal menambahkan ke proyek')));
    } finally {
      setBusy(false);
    }
  }

  // A tap beside the dialog (easily made on a phone) closes it unless that would throw away a name typed here, or
  // hide whether the line being added got in; Batal and Escape close it at once.
  const typed = newName !== initialName || divisionName !== initialDivisionName;
  const closesOnBackdrop = !busy && (added !== null || !typed);
  return (
    <ModalPanel
      labelledBy="add-to-project-title"
      testId="add-to-project"
      className="space-y-4 sm:max-w-lg"
      onClose={onClose}
      {...(closesOnBackdrop && { onBackdrop: onClose })}
    >
      <h2 id="add-to-project-title" className="text-lg font-bold text-slate-900">
        Tambah ke proyek
      </h2>
      {added ? (
        <div className="space-y-3" data-testid="add-to-project-done">
          {/* Read with "Buka proyek", where the focus goes: the form it replaces was never announced as gone. */}
          <p id="add-to-project-added" className="text-sm text-slate-700">
            {added.kept
              ? projectTexts.addedKept
              : added.unsaved
                ? 'Item ditambahkan ke perubahan proyek yang belum disimpan. Buka proyek dan tekan Simpan untuk menyimpannya ke akun.'
                : 'Item ditambahkan ke proyek.'}
          </p>
          <div className="flex gap-2">
            <Link
              ref={openAdded}
              to={`/projects/${added.id}`}
              aria-describedby="add-to-project-added"
              className="font-semibold text-brand-700 hover:underline"
              data-testid="add-to-project-open"
            >
              Buka proyek
            </Link>
            <Button variant="secondary" onClick={onClose} className="ml-auto">
              Tutup
            </Button>
          </div>
        </div>
      ) : (
        <>
          <p className="text-sm text-slate-600" data-testid="add-to-project-line">
            {jobTypeName && (
              <span className="block font-medium text-slate-900">{lineName(jobTypeName, brickType)}</span>
            )}
            Volume {formatVolume(volume)} {unit ?? ''}
          </p>
          <label className="block space-y-1 text-sm font-medium text-slate-700">
            <span>Proyek</span>
            <select
              className={control}
              value={projectId}
              onChange={(event) => chooseProject(event.target.value)}
              data-testid="add-to-project-project"
            >
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
              <option value={NEW}>+ Proyek baru</option>
            </select>
          </label>
          {projectId === NEW ? (
            <label className="block space-y-1 text-sm font-medium text-slate-700">
              <span>Nama proyek baru</span>
              <input
                className={control}
                value={newName}
                onChange={(event) => setNewName(event.target.value)}
                data-testid="add-to-project-new-name"
              />
            </label>
          ) : (
            <label className="block space-y-1 text-sm font-medium text-slate-700">
              <span>Bagian</span>
              <select
                className={control}
                value={division}
                onChange={(event) => setDivision(event.target.value)}
                data-testid="add-to-project-division"
              >
                {(divisions ?? []).map((entry) => (
                  <option key={entry.code} value={entry.code}>
                    {entry.code}. {entry.name}
                  </option>
                ))}
                <option value={NEW}>+ Bagian baru</option>
              </select>
            </label>
          )}
          {(projectId === NEW || division === NEW) && (
            <label className="block space-y-1 text-sm font-medium text-slate-700">
              <span>Nama bagian</span>
              <input
                className={control}
                value={divisionName}
                placeholder="PEKERJAAN BETON"
                onChange={(event) => setDivisionName(event.target.value)}
                data-testid="add-to-project-division-name"
              />
            </label>
          )}
          {result && (
            <fieldset className="space-y-1 text-sm">
              <legend className="font-medium text-slate-700">Harga satuan baris ini</legend>
              <label className="flex min-h-11 items-center gap-2">
                <input type="radio" checked={price === 'ahsp'} onChange={() => setPrice('ahsp')} />
                Harga satuan AHSP (koefisien katalog)
              </label>
              <label className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  checked={price === 'calculation'}
                  onChange={() => setPrice('calculation')}
                  data-testid="add-to-project-own-cost"
                />
                Biaya per satuan kalkulasi ini ({formatRupiah(result.summary.hpp_per_unit)}/
                {result.job_type.unit}, tenaga kerja dari regu Anda)
              </label>
            </fieldset>
          )}
          {/* Kept in place (empty: hidden), so the note for another project chosen is read out. */}
          <p
            className="text-sm text-slate-600 empty:hidden"
            aria-live="polite"
            data-testid="add-to-project-price-book"
          >
            {price === 'ahsp' && note}
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              Batal
            </Button>
            <Button onClick={() => void add()} disabled={busy} data-testid="add-to-project-confirm">
              {busy ? 'Menambahkan...' : 'Tambahkan'}
            </Button>
          </div>
        </>
      )}
    </ModalPanel>
  );
}
