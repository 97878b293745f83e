import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Link, useParams } from 'react-router';
import toast from '../../../lib/toast';
import { Button } from '../../../components/ui/Button';
import { EmptyState, ErrorState, Skeleton } from '../../../components/ui/Feedback';
import {
  describeApiError,
  isConflict,
  isNoResponse,
  isNotFound,
  isUnauthorized,
  operationMessage,
  validationDetails,
} from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { keepInBrowser } from '../../../lib/storage-full';
import { useAuth } from '../../auth';
import { isOwnLostSave, useReprice, useSaveProject, type RepriceAnswer } from '../api/mutations';
import { useProject } from '../api/queries';
import {
  projectFieldError,
  draftErrors,
  draftFromServer,
  settingsProblem,
  type ProjectDraft,
  type ServerProject,
} from '../draft';
import { findLocalProject, LOCAL_PROJECTS_KEY, saveLocalProject } from '../local';
import {
  forgetUnsaved,
  keptUnsavedOf,
  readServerCopy,
  readUnsaved,
  unsavedKey,
  staleUnsavedOf,
  unsavedOf,
  writeServerCopy,
  writeUnsaved,
} from '../account-copies';
import { previewBookSwitch } from '../book-switch';
import { sameProjectContent } from '../project-content';
import { ProjectEditor } from '../components/ProjectEditor';
import { RepriceDialog } from '../components/RepriceDialog';
import { Revisions, revisionsKey } from '../components/Revisions';
import { PROJECTS_KEY, projectKeys } from '../api/keys';
import { useQueryClient } from '@tanstack/react-query';
import { projectTexts } from '../texts';
import { bringToView, ConflictNotice, SaveBar } from './SaveBar';
import { GoneNotice } from './GoneNotice';

function Header({ draft, children }: { draft: ProjectDraft; children?: React.ReactNode }) {
  useDocumentTitle(draft.name || projectTexts.title);
  return (
    <header className="space-y-2">
      <nav className="text-sm text-slate-500" aria-label="Breadcrumb">
        <Link to="/projects" className="font-medium text-brand-700 hover:underline">
          Proyek
        </Link>
      </nav>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{draft.name || 'Proyek tanpa nama'}</h1>
      {children}
    </header>
  );
}

/**
 * Where a project kept in this browser is, and how it reaches an account. A guest is asked to log in; a logged-in
 * user was asked the same for a project made before logging in, though what moves it is the projects list's
 * "Sinkronkan ke akun", which this names.
 */
function LocalNote() {
  const loggedIn = useAuth((state) => state.isAuthenticated);
  return (
    <p className="text-sm text-slate-600" data-testid="project-local-note">
      {loggedIn ? (
        <>
          Proyek ini disimpan di browser ini, belum di akun Anda. Untuk memindahkannya ke akun, buka{' '}
          <Link to="/projects" className="font-medium text-brand-700 underline">
            daftar Proyek
          </Link>{' '}
          lalu tekan “Sinkronkan ke akun”.
        </>
      ) : (
        projectTexts.guestNote
      )}
    </p>
  );
}

/**
 * Whether moving to another book would change anything the user should see first: a line's price, a line left at its
 * old price, or the total. A project without catalogue lines yet takes the book at once, without a "Rp 0 → Rp 0" to
 * confirm.
 */
function changesAnything(answer: RepriceAnswer): boolean {
  return answer.changes.length > 0 || answer.missing.length > 0 || answer.before.total !== answer.after.total;
}

/** A project kept in this browser (a guest's, or one made before logging in): every change is stored at once. */
function LocalProject({ id }: { id: string }) {
  const [draft, setDraft] = useState(() => findLocalProject(id));
  const queryClient = useQueryClient();
  const [switching, setSwitching] = useState<Awaited<ReturnType<typeof previewBookSwitch>> | null>(null);
  // Another tab (or "Tambah ke proyek") changed the project: this tab shows the same, so neither overwrites the
  // other's changes with an older copy.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === LOCAL_PROJECTS_KEY) setDraft(findLocalProject(id));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [id]);
  // Gone from this browser: most often moved to the account by "Sinkronkan ke akun", under a new address.
  if (!draft)
    return (
      <EmptyState title={projectTexts.notFound}>
        <p>{projectTexts.localGone}</p>
        <Link to="/projects" className="mt-3 inline-block font-medium text-brand-700 underline">
          {projectTexts.toProjects}
        </Link>
      </EmptyState>
    );
  const change = (next: ProjectDraft) => {
    setDraft(next);
    // Storage full: the change stays on screen, and a toast says it is not stored until a later change is.
    keepInBrowser(() => saveLocalProject(next), { editing: true });
  };
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <Header draft={draft}>
        <LocalNote />
      </Header>
      <ProjectEditor
        draft={draft}
        errors={{}}
        onChange={change}
        onBookChange={(bookId) => {
          // Another book's totals need the project's overhead and PPN: one the editor calls invalid waits.
          const problem = settingsProblem(draft);
          if (problem) return void toast.error(problem);
          void previewBookSwitch(queryClient, draft, bookId)
            .then((preview) => {
              if (!changesAnything(preview.answer)) {
                change(preview.apply(draft));
                return void toast.success(projectTexts.bookSwitched);
              }
              setSwitching(preview);
            })
            .catch((error: unknown) => toast.error(operationMessage(error, projectTexts.bookSwitchFailed)));
        }}
      />
      {switching && (
        <RepriceDialog
          diff={switching.answer}
          title={projectTexts.bookSwitchTitle}
          afterLabel={projectTexts.bookSwitchAfter}
          applyEmpty
          applying={false}
          onClose={() => setSwitching(null)}
          onApply={() => {
            change(switching.apply(draft));
            setSwitching(null);
            toast.success(projectTexts.bookSwitched);
          }}
        />
      )}
    </div>
  );
}

/** An account project deleted on another device, opened again with changes still kept for it here. */
function GoneProject({ id, draft }: { id: number; draft: ProjectDraft }) {
  const notice = useRef<HTMLDivElement>(null);
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <Header draft={draft} />
      <GoneNotice ref={notice} id={id} draft={draft} />
    </div>
  );
}

/**
 * The changes kept here for a version older than the account's `project`, when that newer version is this device's
 * own save whose answer never came: they were typed after that save, so they are changes of its version (kept for
 * it, so the other tabs read the same), not a conflict with another device. Null when there are none.
 */
function keptOnOwnLostSave(id: number, project: ServerProject): ProjectDraft | null {
  const older = staleUnsavedOf(id, project.version);
  if (!older || !isOwnLostSave(project)) return null;
  const rebased = { ...older, id, version: project.version };
  if (sameProjectContent(rebased, draftFromServer(project))) {
    forgetUnsaved(id);
    return null;
  }
  keepInBrowser(() => writeUnsaved(rebased));
  return rebased;
}

/**
 * What takes the focus in the editor drawn anew for a version made here, the control that made it having gone with
 * the old editor: Simpan (after a save, or the choice of versions), "Versi sebelumnya" after a restore, "Perbarui
 * harga" or the price-book choice after new prices are applied.
 */
type Refocus = 'save' | 'revisions' | 'reprice' | 'book';

/**
 * An account project in the editor. Online, `project` is the server's answer; offline it is absent and the editor
 * starts from the last copy the server sent here (`base`), so the RAB is read, edited and exported without signal.
 * Changes are kept in the browser until the account has them, shared with the project's other tabs.
 */
function AccountProject({
  base,
  project,
  refocusAfter,
}: {
  base: ProjectDraft & { id: number };
  project?: ServerProject;
  /** Set when this editor is drawn anew for a version made here: the control to focus, the old one gone. */
  refocusAfter: RefObject<Refocus | null>;
}) {
  const id = base.id;
  const loggedIn = useAuth((state) => state.isAuthenticated);
  // Offline, changes kept for a newer version than the copy (one taken here whose copy was not kept) open too: they
  // are the latest work here, which typing on the older copy would overwrite.
  const [opened] = useState(() =>
    project
      ? (unsavedOf(id, base.version) ?? keptOnOwnLostSave(id, project))
      : keptUnsavedOf(id, base.version),
  );
  // The version the changes in this editor are of.
  const version = opened?.version ?? base.version;
  // Changes made here on an older version (offline) while another device saved: shown, with the choice of which
  // version to keep, instead of dropped without a word.
  const [stale, setStale] = useState(() => (project && !opened ? staleUnsavedOf(id, base.version) : null));
  const [draft, setDraft] = useState<ProjectDraft>(opened ?? stale ?? base);
  const [dirty, setDirty] = useState(opened !== null || stale !== null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<ServerProject | null>(stale ? (project ?? null) : null);
  // Deleted from the account on another device: the changes here wait for the user's choice (GoneNotice).
  const [gone, setGone] = useState(false);
  // Opened offline, then the account's same version arrived: this editor stays (what is typed but not yet a line
  // is kept, and the keyboard stays open). Changes kept here for an older version surface as on opening online.
  const [answered, setAnswered] = useState(project !== undefined);
  if (project && !answered) {
    setAnswered(true);
    const older = dirty ? null : staleUnsavedOf(id, base.version);
    if (older) {
      setStale(older);
      setDraft(older);
      setDirty(true);
      setConflict(project);
    }
  }
  const [diff, setDiff] = useState<RepriceAnswer | null>(null);
  // Another price book being previewed (undefined: a plain "Perbarui harga" with the project's own book).
  const [switchTo, setSwitchTo] = useState<number | null | undefined>(undefined);
  const save = useSaveProject();
  const queryClient = useQueryClient();
  const reprice = useReprice();

  // Every account project opened here can be opened again offline.
  useEffect(() => {
    if (project) writeServerCopy({ ...draftFromServer(project), id });
  }, [project, id]);

  // Another tab of this project (or "Tambah ke proyek") changed the unsaved copy: this tab shows the same, so
  // neither overwrites the other's changes. One that saved it to the account: this tab reads the new version.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== unsavedKey(id)) return;
      const unsaved = unsavedOf(id, version);
      if (unsaved) {
        setDraft(unsaved);
        setDirty(true);
      } else void queryClient.invalidateQueries({ queryKey: projectKeys.one(id) });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [id, version, queryClient]);

  // The project as typed now, for a save answered after more was typed; and the version a save made, while this
  // editor is not yet drawn anew for it.
  const typed = useRef(draft);
  typed.current = draft;
  const savedAs = useRef<number | undefined>(undefined);
  const onScreen = useRef(true);
  useEffect(() => {
    onScreen.current = true;
    return () => {
      onScreen.current = false;
    };
  }, []);

  // A save takes away what had the focus (the choice of versions, or the whole editor drawn anew for the saved
  // version): it stays on Simpan rather than falling to the page. A restore and applied prices draw the editor anew
  // too: the focus goes to the new "Versi sebelumnya", "Perbarui harga" or price-book choice.
  const saveButton = useRef<HTMLButtonElement>(null);
  const notice = useRef<HTMLDivElement>(null);
  const goneNotice = useRef<HTMLDivElement>(null);
  const editor = useRef<HTMLDivElement>(null);
  const repriceButton = useRef<HTMLButtonElement>(null);
  const revisionsToggle = useRef<HTMLElement>(null);
  const [refocus, setRefocus] = useState(0);
  const holdsFocus = () => {
    const focused = document.activeElement;
    return (
      focused === null ||
      focused === document.body ||
      focused === saveButton.current ||
      notice.current?.contains(focused) === true
    );
  };
  // In the same commit that draws the new Simpan (layout effects): the focus never rests on the page meanwhile,
  // where a screen reader would announce the page and a key press would go nowhere. The editor drawn anew for a
  // version made here takes the target its predecessor left; that one may have refocused its own control just
  // before it went (the answer and the new version can reach the screen in either order). Simpan, fixed at the
  // screen's foot, is in view already; the others are scrolled to. No list of versions shown yet: Simpan.
  useLayoutEffect(() => {
    const target = refocusAfter.current;
    if (!target) return;
    refocusAfter.current = null;
    const focused = document.activeElement;
    if (focused !== null && focused !== document.body) return;
    const shown =
      target === 'revisions'
        ? revisionsToggle.current
        : target === 'reprice'
          ? repriceButton.current
          : target === 'book'
            ? editor.current?.querySelector<HTMLElement>('[data-testid="project-price-book"]')
            : null;
    if (shown) shown.focus();
    else saveButton.current?.focus({ preventScroll: true });
  }, [refocusAfter]);
  useLayoutEffect(() => {
    if (refocus > 0) saveButton.current?.focus({ preventScroll: true });
  }, [refocus]);
  /** Runs `leave` (which removes what has the focus), the focus then on Simpan. */
  function keepFocus(leave: () => void) {
    const held = holdsFocus();
    leave();
    if (held) setRefocus((count) => count + 1);
  }

  function change(edited: ProjectDraft) {
    // Typed after a save answered: a change of the version it made.
    const next =
      savedAs.current === undefined || edited.version === savedAs.current
        ? edited
        : { ...edited, version: savedAs.current };
    typed.current = next;
    setDraft(next);
    setDirty(true);
    // Kept in the browser until the account has it: a dropped signal or a closed tab loses nothing.
    keepInBrowser(() => writeUnsaved({ ...next, id }));
  }

  /** Whether more was typed since `sent` went to the account. */
  const typedSince = (sent: ProjectDraft) =>
    typed.current !== sent && !sameProjectContent(typed.current, sent);

  /**
   * The account has `sent` as the version `answer`: what was typed since stays, as unsaved changes of that version,
   * kept for it before the editor is drawn anew for the version (it opens with them); else the kept copy goes.
   */
  function settleSave(answer: ServerProject, sent: ProjectDraft) {
    savedAs.current = answer.version;
    refocusAfter.current = holdsFocus() ? 'save' : null;
    if (!typedSince(sent)) forgetUnsaved(id);
    else keepInBrowser(() => writeUnsaved({ ...typed.current, id, version: answer.version }));
    took(answer);
  }

  /**
   * The account's `next` version, taken here, is the page's at once (not once it is read back, which a lost signal
   * stops): the editor is drawn anew for it, and it is the copy kept for offline, so the changes typed on it, kept
   * for its version, open with that copy offline. A newer version read meanwhile stays.
   */
  function took(next: ServerProject) {
    queryClient.setQueryData<ServerProject>(projectKeys.one(id), (current) =>
      current && current.version > next.version ? current : next,
    );
  }

  /** "Versi sebelumnya" read again: versions saved elsewhere meanwhile added theirs. */
  function refreshRevisions() {
    void queryClient.invalidateQueries({ queryKey: revisionsKey(id) });
  }

  function saved(next: ServerProject) {
    savedAs.current = undefined;
    forgetUnsaved(id);
    setDraft(draftFromServer(next));
    setDirty(false);
    setErrors({});
    setConflict(null);
    took(next);
  }

  // mutateAsync, not mutate's callbacks: the saved version re-keys this editor (a new AccountProject) before the
  // mutation settles, and React Query drops the callbacks of a component gone, so the kept copy stayed and no
  // toast came. What follows a save runs whether or not this editor is still on screen.
  async function submit(overwrite = false) {
    // What the account would refuse is already shown beside its field: said once more, and nothing sent.
    const [wrong] = Object.entries(draftErrors(draft));
    if (wrong) return void toast.error(projectFieldError(draft, wrong));
    let next: ServerProject;
    const sent = draft;
    try {
      next = await save.mutateAsync({ draft, overwrite, settle: (answer) => settleSave(answer, sent) });
    } catch (error) {
      if (isConflict(error)) {
        // Another device saved: the version it replaced is one more earlier version, listed without a reload.
        refreshRevisions();
        return setConflict((error.response?.data as { project: ServerProject }).project);
      }
      // The only 404 of a project's PUT: deleted on another device. Said with what can become of the changes.
      if (isNotFound(error)) {
        setConflict(null);
        return setGone(true);
      }
      // An ended session is already said by the 401's own toast (lib/api-client.ts): not twice.
      if (isUnauthorized(error)) return;
      const details = validationDetails(error);
      setErrors(details);
      const first = Object.entries(details)[0];
      return void toast.error(
        first ? projectFieldError(draft, first) : operationMessage(error, 'Gagal menyimpan proyek'),
      );
    }
    // The project's price book was deleted meanwhile: the account saved the project on the catalogue instead, its
    // lines at their prices (the API's `book_gone`; the saved project says the same, sent with a book and stored
    // without one), which the user would otherwise learn only from the price-book choice.
    if (typeof sent.price_book_id === 'number' && next.price_book_id === null)
      toast(projectTexts.bookGoneSaved, { icon: 'ℹ️', duration: 8000 });
    else toast.success(projectTexts.saved);
    // Drawn anew for the saved version already, with what was typed since (settleSave).
    if (!onScreen.current) return;
    if (!typedSince(sent)) return keepFocus(() => saved(next));
    const version = next.version;
    keepFocus(() => {
      setDraft((current) => ({ ...current, version }));
      setErrors({});
      setConflict(null);
    });
  }

  /** The re-pricing or book-switch preview closed: applied, overtaken, or cancelled. */
  function closeDiff() {
    setDiff(null);
    setSwitchTo(undefined);
  }

  /** Re-prices with the project's book, or moves the project to `bookId` (a book switch). */
  async function applyReprice(bookId = switchTo) {
    // Its version may reach the screen before its answer does, the dialog and its opener going with this editor.
    refocusAfter.current = bookId !== undefined ? 'book' : 'reprice';
    let answer: RepriceAnswer;
    try {
      answer = await reprice.mutateAsync({
        id,
        apply: true,
        ...(bookId !== undefined && { bookId }),
      });
    } catch (error) {
      // Saved on another device meanwhile: its version opens, to be re-priced again if wanted.
      if (isConflict(error)) {
        closeDiff();
        void queryClient.invalidateQueries({ queryKey: projectKeys.one(id) });
      } else refocusAfter.current = null;
      return void toast.error(describeApiError(error)[0] ?? '');
    }
    if (answer.project) saved(answer.project);
    closeDiff();
    toast.success(bookId !== undefined ? projectTexts.bookSwitched : projectTexts.repriced);
  }

  async function openReprice() {
    if (dirty) return void toast.error(projectTexts.unsaved);
    reprice.mutate(
      { id, apply: false },
      { onSuccess: setDiff, onError: (e) => toast.error(describeApiError(e)[0] ?? '') },
    );
  }

  return (
    <div ref={editor} className="mx-auto max-w-5xl space-y-5">
      <Header draft={draft}>
        {!project && (
          <p role="status" className="text-sm text-amber-800" data-testid="project-offline-note">
            {projectTexts.offlineCopy}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {/* The editor drawn anew for applied prices focuses it by its ref. */}
          <Button
            ref={repriceButton}
            variant="secondary"
            onClick={() => void openReprice()}
            data-testid="project-reprice"
            disabled={!loggedIn || !project}
          >
            Perbarui harga
          </Button>
        </div>
      </Header>
      {gone && <GoneNotice ref={goneNotice} id={id} draft={draft} />}
      {conflict && (
        // Another refusal (a newer version saved meanwhile) is brought into view again.
        <ConflictNotice
          key={conflict.version}
          ref={notice}
          stale={stale !== null}
          theirs={conflict}
          mine={draft}
          onMine={() => void submit(true)}
          onTheirs={() => {
            // Another version than this editor's draws a new editor, which gives the focus to its Simpan.
            if (conflict.version !== base.version) refocusAfter.current = holdsFocus() ? 'save' : null;
            keepFocus(() => saved(conflict));
            refreshRevisions();
          }}
        />
      )}
      <ProjectEditor
        draft={draft}
        errors={errors}
        onChange={change}
        onBookChange={(bookId) => {
          if (dirty) return void toast.error(projectTexts.unsaved);
          reprice.mutate(
            { id, apply: false, bookId },
            {
              onSuccess: (answer) => {
                // Nothing the book would price differently (no catalogue line yet): it is taken at once.
                if (!changesAnything(answer)) return void applyReprice(bookId);
                setSwitchTo(bookId);
                setDiff(answer);
              },
              onError: (e) => toast.error(describeApiError(e)[0] ?? ''),
            },
          );
        }}
      />
      <Revisions
        projectId={id}
        unsaved={dirty}
        toggleRef={revisionsToggle}
        onRestored={(next) => {
          refocusAfter.current = 'revisions';
          saved(next);
          void queryClient.invalidateQueries({ queryKey: PROJECTS_KEY });
        }}
      />
      <SaveBar
        dirty={dirty}
        saving={save.isPending}
        choice={conflict ? (stale ? 'stale' : 'conflict') : null}
        // Deleted from the account, a Simpan would be refused again: it leads to the choice instead.
        onSave={() => (gone && goneNotice.current ? bringToView(goneNotice.current) : void submit())}
        onShowChoice={() => notice.current && bringToView(notice.current)}
        saveRef={saveButton}
      />
      {diff && (
        <RepriceDialog
          diff={diff}
          // Today's prices come from the project's own price book when it has one, else from the catalogue.
          {...(draft.price_book_id && { title: projectTexts.repriceBookTitle })}
          {...(switchTo !== undefined && {
            title: projectTexts.bookSwitchTitle,
            afterLabel: projectTexts.bookSwitchAfter,
            applyEmpty: true,
          })}
          applying={reprice.isPending}
          onClose={closeDiff}
          onApply={() => void applyReprice()}
        />
      )}
    </div>
  );
}

function ServerProjectPage({ id }: { id: number }) {
  const query = useProject(id);
  const refocusAfter = useRef<Refocus | null>(null);
  const { refetch } = query;
  const offlineCopy = useMemo(() => (query.data ? null : readServerCopy(id)), [query.data, id]);
  // Once opened from the copy, it stays on screen while the account's version is asked for again.
  const noAnswer = query.isError && isNoResponse(query.error);
  const [fromCopy, setFromCopy] = useState(false);
  if (noAnswer && offlineCopy && !fromCopy) setFromCopy(true);
  // Offline, the project opens from its copy; the signal back, the account's version takes over.
  useEffect(() => {
    const online = () => void refetch();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [refetch]);
  // Keyed by version alone: the offline copy replaced by the account's same version keeps the editor and what is
  // typed in it; only another version (saved here or on another device) opens a new editor.
  if (query.data)
    return (
      <AccountProject
        key={`${id}-${query.data.version}`}
        base={{ ...draftFromServer(query.data), id }}
        project={query.data}
        refocusAfter={refocusAfter}
      />
    );
  if (offlineCopy && (noAnswer || (fromCopy && query.isFetching)))
    return (
      <AccountProject
        key={`${id}-${offlineCopy.version}`}
        base={{ ...offlineCopy, id }}
        refocusAfter={refocusAfter}
      />
    );
  // Deleted on another device while changes were kept for it here: they are offered as a new project.
  const keptChanges = query.isError && isNotFound(query.error) ? readUnsaved(id) : null;
  if (keptChanges) return <GoneProject id={id} draft={keptChanges} />;
  if (query.isError)
    return (
      <ErrorState
        message={describeApiError(query.error, { suppressNotFound: true })[0] ?? projectTexts.notFound}
        onRetry={() => void query.refetch()}
      />
    );
  return <Skeleton className="h-96" />;
}

export default function ProjectPage() {
  const { projectId = '' } = useParams();
  if (projectId.startsWith('local_')) return <LocalProject key={projectId} id={projectId} />;
  const id = Number(projectId);
  if (!Number.isSafeInteger(id) || id <= 0) return <EmptyState title={projectTexts.notFound} />;
  return <ServerProjectPage id={id} />;
}
