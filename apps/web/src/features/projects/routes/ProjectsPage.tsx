import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import toast from '../../../lib/toast';
import { formatDateTime, formatRupiah } from '@kalkulator/core';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { EmptyState, ErrorState, Skeleton } from '../../../components/ui/Feedback';
import { describeApiError, isNoResponse, operationMessage, toastApiError } from '../../../lib/api-client';
import { missingOffline } from '../../../lib/offline';
import { useDocumentTitle } from '../../../lib/document-title';
import { onOtherTabChange } from '../../../lib/other-tabs';
import { keepInBrowser } from '../../../lib/storage-full';
import { useAuth } from '../../auth';
import {
  newCreateKey,
  useCreateProject,
  useDeleteProject,
  useDuplicateProject,
  useSyncProjects,
} from '../api/mutations';
import { useProjects, type ProjectSummary } from '../api/queries';
import { emptyDraft, priceDraft, settingsProblem, type ProjectDraft } from '../draft';
import {
  LOCAL_PROJECTS_KEY,
  findLocalProject,
  listLocalProjects,
  newLocalId,
  removeLocalProjects,
  settleSyncedLocalProjects,
  saveLocalProject,
  syncFailureMessages,
} from '../local';
import { ConfirmDialog } from '../../admin/components/ConfirmDialog';
import { projectTexts } from '../texts';
import { keptChangeTexts } from '../save-texts';
import { listKeptProjects, readUnsaved } from '../account-copies';

const input =
  'block w-full min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200';

interface Row {
  id: number | string;
  name: string;
  location: string | null;
  updated_at?: string;
  /** Null: the project's overhead or PPN is invalid, so it has no total to show yet. */
  total: number | null;
  item_count: number;
  local: boolean;
  /** An account project with changes on this device not yet saved to the account. */
  unsaved?: boolean;
  /** An account project listed offline from its copy on this device. */
  kept?: boolean;
}

const localRow = (draft: ProjectDraft): Row => ({
  id: draft.id,
  name: draft.name,
  location: draft.location || null,
  ...(draft.updated_at && { updated_at: draft.updated_at }),
  total: settingsProblem(draft) ? null : priceDraft(draft).totals.rounded,
  item_count: draft.divisions.reduce((sum, division) => sum + division.items.length, 0),
  local: true,
});
const keptRow = (draft: ReturnType<typeof listKeptProjects>[number]): Row => ({
  ...localRow(draft),
  local: false,
  kept: true,
  unsaved: draft.unsaved,
});
const serverRow = (project: ProjectSummary): Row => ({
  ...project,
  local: false,
  unsaved: readUnsaved(project.id) !== null,
});

const CREATE_ID = 'project-create';
const NAME_ERROR_ID = 'project-new-name-error';

export default function ProjectsPage() {
  useDocumentTitle(projectTexts.title);
  const navigate = useNavigate();
  const loggedIn = useAuth((state) => state.isAuthenticated);
  const [search, setSearch] = useState('');
  const [name, setName] = useState('');
  const [locals, setLocals] = useState(listLocalProjects);
  const [removing, setRemoving] = useState<Row | null>(null);
  // "+ Buat proyek" without a name: said under the field, which gets the focus, not in a toast that goes.
  const [nameError, setNameError] = useState<string | null>(null);
  const nameField = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  // A project deleted and where its row was: once the row has left the list (an account's list answers a moment
  // later), the focus goes to the row now in its place instead of the page.
  const deletedRow = useRef<{ id: Row['id']; index: number } | null>(null);
  const projects = useProjects(search, loggedIn);
  const create = useCreateProject();
  // One key for this form until a project is made: "+ Buat proyek" tapped again after an answer lost on a bad signal
  // gets the project the first tap made, not a second one.
  const [createKey, setCreateKey] = useState(newCreateKey);
  const remove = useDeleteProject();
  const duplicate = useDuplicateProject();
  const sync = useSyncProjects();
  // One sync at a time: a double tap lands before the button shows itself busy (the mutation's state reaches the
  // screen a moment later), and the second sync found everything "sudah ada di akun".
  const syncing = useRef(false);
  // The browser's projects as other tabs change them (an edit, a new project, one deleted or synced there).
  useEffect(() => onOtherTabChange([LOCAL_PROJECTS_KEY], () => setLocals(listLocalProjects())), []);

  // Offline, the account's list cannot come: the account projects opened on this device are listed from their copies.
  const offline = loggedIn && missingOffline(projects);
  const term = search.trim().toLowerCase();
  const matches = (draft: ProjectDraft) => !term || draft.name.toLowerCase().includes(term);
  const rows = [
    ...locals.filter(matches).map(localRow),
    ...(offline ? listKeptProjects().filter(matches).map(keptRow) : (projects.data ?? []).map(serverRow)),
  ];

  useEffect(() => {
    const gone = deletedRow.current;
    if (!gone || rows.some((row) => row.id === gone.id)) return;
    deletedRow.current = null;
    const shown = list.current?.querySelectorAll<HTMLElement>('[data-testid="project-row"]') ?? [];
    const row = shown[gone.index] ?? shown[gone.index - 1];
    // The next project's "Hapus" (an account project listed offline has only its link), else "+ Buat proyek".
    const target =
      row?.querySelector<HTMLElement>('[data-testid="project-delete"]') ??
      row?.querySelector<HTMLElement>('a') ??
      document.getElementById(CREATE_ID);
    target?.focus();
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(projectTexts.nameRequired);
      return void nameField.current?.focus();
    }
    if (!loggedIn) {
      const draft = emptyDraft(newLocalId(), name.trim());
      // Storage full: no project is made (one opened unstored would lose every change), and the toast says why.
      if (!keepInBrowser(() => saveLocalProject(draft))) return;
      return void navigate(`/projects/${draft.id}`);
    }
    create.mutate(
      { draft: emptyDraft(0, name.trim()), key: createKey },
      {
        onSuccess: (project) => {
          setCreateKey(newCreateKey());
          toast.success(projectTexts.created);
          void navigate(`/projects/${project.id}`);
        },
        onError: (error) =>
          toast.error(
            isNoResponse(error)
              ? projectTexts.createOffline
              : operationMessage(error, 'Gagal membuat proyek'),
          ),
      },
    );
  }

  function duplicateRow(row: Row) {
    if (row.local) {
      // As stored now: another tab may have changed it since this list was read.
      const original = findLocalProject(String(row.id));
      if (!original) return void setLocals(listLocalProjects());
      const copy = { ...original, id: newLocalId(), name: `${original.name} (salinan)` };
      if (!keepInBrowser(() => saveLocalProject(copy))) return;
      setLocals(listLocalProjects());
      return void toast.success(projectTexts.duplicated);
    }
    // The account copies what it has: changes kept on this device and not saved yet are not in the copy.
    duplicate.mutate(Number(row.id), {
      onSuccess: () =>
        row.unsaved
          ? toast(projectTexts.duplicatedSavedOnly, { icon: 'ℹ️', duration: 8000 })
          : toast.success(projectTexts.duplicated),
      onError: (error) => toastApiError(error),
    });
  }

  function confirmRemove() {
    if (!removing) return;
    const place = { id: removing.id, index: rows.findIndex((row) => row.id === removing.id) };
    if (removing.local) {
      deletedRow.current = place;
      removeLocalProjects([removing.id]);
      setLocals(listLocalProjects());
      setRemoving(null);
      return void toast.success(projectTexts.deleted);
    }
    remove.mutate(Number(removing.id), {
      onSuccess: () => {
        deletedRow.current = place;
        setRemoving(null);
        toast.success(projectTexts.deleted);
      },
      onError: (error) => toastApiError(error),
    });
  }

  function syncLocals() {
    if (syncing.current) return;
    // The projects as stored now, not as this page read them: another tab may have changed them since.
    const sent = listLocalProjects();
    setLocals(sent);
    if (sent.length === 0) return;
    syncing.current = true;
    sync.mutate(sent, {
      onSettled: () => {
        syncing.current = false;
      },
      onSuccess: (answer) => {
        const failed = new Set(answer.failed.map((failure) => failure.local_id));
        const handed = settleSyncedLocalProjects(
          sent.filter((draft) => !failed.has(String(draft.id))),
          answer.projects ?? [],
        );
        setLocals(listLocalProjects());
        toast.success(projectTexts.synced(answer.synced, answer.skipped));
        // Changes made here that the account project does not hold yet wait in it, to be saved: said, not left to find.
        for (const name of handed) toast(keptChangeTexts.syncKeptUnsaved(name), { duration: 10_000 });
        // Its prices kept, but "Perbarui harga" and new lines now price from the catalogue: said, not left to find.
        for (const gone of answer.book_gone ?? []) {
          const name = sent.find((draft) => String(draft.id) === gone.local_id)?.name ?? gone.local_id;
          toast(projectTexts.syncBookGone(name), { duration: 10_000 });
        }
        for (const message of syncFailureMessages(answer.failed, sent)) toast.error(message);
      },
      onError: (error) => toast.error(operationMessage(error, 'Gagal menyinkronkan proyek')),
    });
  }

  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{projectTexts.title}</h1>
        <p className="mt-1 text-sm text-slate-600">{projectTexts.subtitle}</p>
        {!loggedIn && <p className="mt-2 text-sm text-slate-600">{projectTexts.guestNote}</p>}
      </header>
      <Card className="p-5">
        <form className="flex flex-col gap-2 sm:flex-row sm:items-end" onSubmit={submit}>
          <label className="flex-1 text-sm font-medium text-slate-700">
            <span className="mb-1 block">Nama proyek baru</span>
            <input
              ref={nameField}
              className={input}
              placeholder="Misal: Rumah Pak Budi"
              value={name}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? NAME_ERROR_ID : undefined}
              onChange={(event) => {
                setName(event.target.value);
                setNameError(null);
              }}
              data-testid="project-new-name"
            />
          </label>
          <Button id={CREATE_ID} type="submit" disabled={create.isPending} data-testid="project-create">
            + Buat proyek
          </Button>
        </form>
        {nameError && (
          <p
            id={NAME_ERROR_ID}
            role="alert"
            className="mt-1 text-sm text-red-700"
            data-testid={NAME_ERROR_ID}
          >
            {nameError}
          </p>
        )}
      </Card>
      {loggedIn && locals.length > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-brand-50 p-3 text-sm ring-1 ring-brand-200">
          <span>{locals.length} proyek tersimpan di browser ini, belum di akun.</span>
          <Button onClick={syncLocals} disabled={sync.isPending} data-testid="project-sync">
            Sinkronkan ke akun
          </Button>
        </div>
      )}
      <label className="block text-sm">
        <span className="sr-only">Cari proyek</span>
        <input
          className={input}
          placeholder="Cari proyek (nama, lokasi, pemilik)"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          data-testid="project-search"
        />
      </label>
      {offline && (
        <p role="status" className="text-sm text-amber-800" data-testid="projects-offline-note">
          {rows.length > 0 ? projectTexts.offlineList : projectTexts.offlineListEmpty}
        </p>
      )}
      {!offline && loggedIn && projects.isPending ? (
        <Skeleton className="h-40" />
      ) : !offline && loggedIn && projects.isError ? (
        <ErrorState
          message={describeApiError(projects.error)[0] ?? ''}
          onRetry={() => void projects.refetch()}
        />
      ) : rows.length === 0 ? (
        !offline && <EmptyState title={projectTexts.noProjects} />
      ) : (
        <ul ref={list} className="space-y-3">
          {rows.map((row) => (
            <li key={String(row.id)} data-testid="project-row">
              <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <Link
                    to={`/projects/${row.id}`}
                    className="inline-block py-2 font-semibold text-brand-700 hover:underline"
                  >
                    {row.name}
                  </Link>
                  <p className="text-xs text-slate-500">
                    {[
                      row.location,
                      `${row.item_count} item`,
                      row.local ? 'di browser ini' : row.kept ? projectTexts.keptHere : 'di akun',
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                    {row.updated_at && ` · diubah ${formatDateTime(row.updated_at)}`}
                  </p>
                  {row.unsaved && (
                    <p className="text-xs font-semibold text-amber-800" data-testid="project-row-unsaved">
                      {projectTexts.unsavedHere}
                    </p>
                  )}
                </div>
                <div className="flex items-center justify-between gap-2 sm:justify-end">
                  <span className="font-bold tabular-nums" data-testid="project-row-total">
                    {row.total === null ? '—' : formatRupiah(row.total)}
                  </span>
                  {/* Offline, an account project is only opened: copying or deleting it needs the account. */}
                  {!row.kept && (
                    <>
                      <Button
                        variant="ghost"
                        onClick={() => duplicateRow(row)}
                        aria-label={`Gandakan ${row.name}`}
                      >
                        Gandakan
                      </Button>
                      <Button
                        variant="ghost"
                        className="text-red-700!"
                        onClick={() => setRemoving(row)}
                        aria-label={`Hapus ${row.name}`}
                        data-testid="project-delete"
                      >
                        Hapus
                      </Button>
                    </>
                  )}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {/* A modal over the list, wherever the row is: on a phone a confirmation drawn after the list sat a screen
          below the tapped "Hapus", and nothing seemed to happen. */}
      {removing && (
        <ConfirmDialog
          title={projectTexts.deleteTitle}
          confirmLabel={projectTexts.deleteTitle}
          busy={remove.isPending}
          onClose={() => setRemoving(null)}
          onConfirm={confirmRemove}
        >
          {projectTexts.deleteConfirm(removing.name)}
        </ConfirmDialog>
      )}
    </div>
  );
}
