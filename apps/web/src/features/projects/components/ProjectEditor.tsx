import {
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import toast from '../../../lib/toast';
import { Button } from '../../../components/ui/Button';
import {
  draftErrors,
  moved,
  movedDivision,
  removedDivision,
  newItemId,
  nextDivisionCode,
  priceDraft,
  settingsProblem,
  type DraftEdit,
  type ProjectDraft,
} from '../draft';
import { DivisionEditor, divisionLabel, LARGE_PROJECT_LINES, type DivisionActions } from './DivisionEditor';
import { drawnPerDivision, FIRST_LINES, useDrawnLines, useNearScreen } from './drawn-lines';
import { offerUndo } from './undo-toast';
import { ProjectSettings } from './ProjectSettings';
import { Rekap } from './Rekap';
import { ProjectDocuments } from '../documents/ProjectDocuments';
import { rabImportTexts } from '../texts';
import { keptChangeTexts } from '../save-texts';

/** "Impor baris RAB", loaded when it opens (with the .xlsx reader it loads in turn only for a workbook). */
const ImportLinesDialog = lazy(() => import('./ImportLinesDialog'));

/** What an import added: its lines by id, and the divisions it made by their keys on screen (their codes may change). */
interface Imported {
  lines: ReadonlySet<string>;
  divisions: ReadonlySet<string>;
}

/**
 * `draft` without what an import added, as the project stands now (edited, moved since): its lines, and each division
 * it made that is left empty (one given lines of the user's own stays). `keys` are the divisions' keys, kept in step.
 */
function withoutImport(draft: ProjectDraft, keys: string[], imported: Imported) {
  const divisions = draft.divisions.map((division) =>
    division.items.some((item) => imported.lines.has(item.id))
      ? { ...division, items: division.items.filter((item) => !imported.lines.has(item.id)) }
      : division,
  );
  const kept = divisions.map(
    (division, at) => division.items.length > 0 || !imported.divisions.has(keys[at] ?? ''),
  );
  return {
    draft: { ...draft, divisions: divisions.filter((_, at) => kept[at]) },
    keys: keys.filter((_, at) => kept[at]),
  };
}

/** The whole project: header, divisions with their lines, and the rekap, re-totalled on every keystroke. */
export function ProjectEditor({
  draft,
  errors,
  onChange,
  onBookChange,
}: {
  draft: ProjectDraft;
  errors: Record<string, string>;
  onChange(draft: ProjectDraft): void;
  /** Another price book chosen: the page shows the difference and applies it on confirmation. */
  onBookChange(bookId: number | null): void;
}) {
  const priced = useMemo(() => priceDraft(draft), [draft]);
  // What is wrong as it is typed (a code used twice, overhead above 15 %), beside what the server said on Simpan.
  const live = useMemo(() => draftErrors(draft), [draft]);
  const shown = { ...errors, ...live };
  // An overhead or PPN the editor calls invalid prices nothing: the lines, rekap and documents wait for it.
  const waiting = useMemo(() => settingsProblem(draft), [draft]);
  const [importing, setImporting] = useState(false);
  // Each division's own key while it is on screen, kept through moves and removals: its code is typed into, so the
  // code cannot be its key (each letter would make a new field and lose the focus).
  const keys = useRef<string[]>([]);
  while (keys.current.length < draft.divisions.length) keys.current.push(newItemId());
  keys.current.length = draft.divisions.length;

  // The project as it stands and where its changes go, for the changes below, which are made once: a division or
  // line left as it was keeps the same props and is not drawn again (DivisionEditor, ItemRow are memo).
  const latest = useRef({ draft, onChange });
  latest.current = { draft, onChange };
  const edit = useCallback<DraftEdit>((change) => {
    const next = change(latest.current.draft);
    // A second change before this one is drawn builds on it.
    latest.current.draft = next;
    latest.current.onChange(next);
  }, []);
  const current = useCallback(() => latest.current.draft, []);
  // The imports' undos on screen: taken back with this editor (closed, or drawn anew after Simpan), where they
  // would change a project no longer shown.
  const importUndos = useRef(new Set<string>());
  useEffect(() => {
    const undos = importUndos.current;
    return () => {
      for (const undo of undos) toast.dismiss(undo);
      undos.clear();
    };
  }, []);
  const importButtonId = useId();
  const lines = draft.divisions.reduce((count, division) => count + division.items.length, 0);
  const { drawn, drawAll } = useDrawnLines(lines);
  // The schedule of a project too large to draw at once (its chart alone froze the page for a second) is drawn when
  // it is scrolled near, after the lines.
  const [documentsWait] = useState(() => lines > FIRST_LINES);
  const documents = useNearScreen(documentsWait);

  /** The import's toast, with "Urungkan": 200 lines pasted into the wrong project go again in one tap. */
  function offerImportUndo(count: number, imported: Imported) {
    offerUndo({
      id: `rab-import-added-${newItemId()}`,
      message: rabImportTexts.added(count),
      testId: 'rab-import-added',
      undoTestId: 'rab-import-undo',
      pending: importUndos.current,
      success: true,
      onUndo: () => {
        edit((now) => {
          const without = withoutImport(now, keys.current, imported);
          keys.current = without.keys;
          return without.draft;
        });
        document.getElementById(importButtonId)?.focus();
        toast.success(keptChangeTexts.importUndone(count));
      },
    });
  }
  const root = useRef<HTMLDivElement>(null);
  /**
   * "+ Tambah bagian": the new division's name takes the focus, its placeholder name selected, so the name typed
   * replaces it at once (on a phone the keyboard opens for it, as wanted here).
   */
  function addDivision() {
    flushSync(() =>
      onChange({
        ...draft,
        divisions: [
          ...draft.divisions,
          { code: nextDivisionCode(draft.divisions), name: 'PEKERJAAN BARU', items: [] },
        ],
      }),
    );
    const names = root.current?.querySelectorAll<HTMLTextAreaElement>(
      '[data-testid="project-division-name"]',
    );
    const name = names?.[names.length - 1];
    name?.focus();
    name?.select();
  }
  const actions = useMemo<DivisionActions>(() => {
    const divisionsEdit = (change: (divisions: ProjectDraft['divisions']) => ProjectDraft['divisions']) =>
      edit((current) => ({ ...current, divisions: change(current.divisions) }));
    return {
      drawAll,
      change: (index, change) =>
        divisionsEdit((divisions) => divisions.map((other, at) => (at === index ? change(other) : other))),
      move: (index, step) => {
        keys.current = moved(keys.current, index, step);
        divisionsEdit((divisions) => movedDivision(divisions, index, step));
      },
      remove: (index) => {
        keys.current.splice(index, 1);
        divisionsEdit((divisions) => removedDivision(divisions, index));
      },
      moveItem: (from, item, to) => {
        if (from === to) return;
        divisionsEdit((divisions) => {
          const line = divisions[from]!.items[item]!;
          return divisions.map((division, at) =>
            at === from
              ? { ...division, items: division.items.filter((_, i) => i !== item) }
              : at === to
                ? { ...division, items: [...division.items, line] }
                : division,
          );
        });
      },
    };
  }, [edit, drawAll]);
  // The division codes in order, the same list while none changes (each line's "move to" offers them).
  const codesKey = JSON.stringify(draft.divisions.map((division) => division.code));
  const codes = useMemo(() => JSON.parse(codesKey) as string[], [codesKey]);
  // Each division as a line's "Pindahkan" offers it ("B. PEKERJAAN DINDING"): a division's name being typed reaches
  // the other divisions' lines a moment later (when React is idle), so the keystroke shows at once in a large RAB.
  const labelsKey = useDeferredValue(JSON.stringify(draft.divisions.map(divisionLabel)));
  const labels = useMemo(() => JSON.parse(labelsKey) as string[], [labelsKey]);
  // The schedule, S-curve and purchasing list follow the typing a moment later (React draws them when it is idle),
  // so a keystroke in a large RAB shows at once.
  const later = useDeferredValue(draft);
  const laterWaiting = useMemo(() => settingsProblem(later), [later]);

  const drawnLines = drawnPerDivision(draft.divisions, drawn);

  return (
    <div ref={root} className="space-y-5">
      <ProjectSettings draft={draft} errors={shown} onChange={onChange} onBookChange={onBookChange} />
      {draft.divisions.map((division, index) => (
        <DivisionEditor
          key={keys.current[index]}
          drawn={drawnLines[index]}
          large={lines > LARGE_PROJECT_LINES}
          division={division}
          priced={waiting ? undefined : priced.divisions[index]}
          index={index}
          codes={codes}
          labels={labels}
          errors={shown}
          actions={actions}
          bookId={draft.price_book_id ?? null}
        />
      ))}
      <Button variant="secondary" className="w-full" data-testid="project-add-division" onClick={addDivision}>
        + Tambah bagian
      </Button>
      <Button
        id={importButtonId}
        variant="secondary"
        className="w-full"
        data-testid="project-import-lines"
        onClick={() => setImporting(true)}
      >
        {rabImportTexts.open}
      </Button>
      {importing && (
        <Suspense fallback={null}>
          <ImportLinesDialog
            draft={draft}
            onClose={() => setImporting(false)}
            onApply={(next, count) => {
              const before = new Set(
                draft.divisions.flatMap((division) => division.items.map((item) => item.id)),
              );
              const made = next.divisions.slice(draft.divisions.length).map(() => newItemId());
              const imported = {
                lines: new Set(
                  next.divisions.flatMap((division) =>
                    division.items.flatMap((item) => (before.has(item.id) ? [] : [item.id])),
                  ),
                ),
                divisions: new Set(made),
              };
              // The divisions it makes get their keys now, so "Urungkan" knows them wherever they are moved.
              keys.current = [...keys.current.slice(0, draft.divisions.length), ...made];
              // The whole import is one change of the draft: one save, one version to go back to.
              onChange(next);
              setImporting(false);
              offerImportUndo(count, imported);
            }}
          />
        </Suspense>
      )}
      <Rekap draft={draft} priced={priced} waiting={waiting} />
      {drawn === Infinity && documents.near ? (
        <ProjectDocuments draft={later} current={current} edit={edit} waiting={laterWaiting} />
      ) : (
        <div
          ref={documents.slot}
          className="min-h-40"
          aria-hidden="true"
          data-testid="project-documents-later"
        />
      )}
    </div>
  );
}
