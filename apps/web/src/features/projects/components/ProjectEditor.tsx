import { lazy, Suspense, useMemo, useRef, useState } from 'react';
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
  type ProjectDraft,
} from '../draft';
import { DivisionEditor } from './DivisionEditor';
import { ProjectSettings } from './ProjectSettings';
import { Rekap } from './Rekap';
import { ProjectDocuments } from '../documents/ProjectDocuments';
import { rabImportTexts } from '../texts';

/** "Impor baris RAB", loaded when it opens (with the .xlsx reader it loads in turn only for a workbook). */
const ImportLinesDialog = lazy(() => import('./ImportLinesDialog'));

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
  const setDivisions = (divisions: ProjectDraft['divisions']) => onChange({ ...draft, divisions });
  // Each division's own key while it is on screen, kept through moves and removals: its code is typed into, so the
  // code cannot be its key (each letter would make a new field and lose the focus).
  const keys = useRef<string[]>([]);
  while (keys.current.length < draft.divisions.length) keys.current.push(newItemId());
  keys.current.length = draft.divisions.length;

  function moveItem(from: number, item: number, to: number) {
    if (from === to) return;
    const line = draft.divisions[from]!.items[item]!;
    setDivisions(
      draft.divisions.map((division, at) =>
        at === from
          ? { ...division, items: division.items.filter((_, i) => i !== item) }
          : at === to
            ? { ...division, items: [...division.items, line] }
            : division,
      ),
    );
  }

  return (
    <div className="space-y-5">
      <ProjectSettings draft={draft} errors={shown} onChange={onChange} onBookChange={onBookChange} />
      {draft.divisions.map((division, index) => (
        <DivisionEditor
          key={keys.current[index]}
          division={division}
          priced={waiting ? undefined : priced.divisions[index]}
          index={index}
          divisions={draft.divisions}
          errors={shown}
          onChange={(next) => setDivisions(draft.divisions.map((other, at) => (at === index ? next : other)))}
          onMove={(step) => {
            keys.current = moved(keys.current, index, step);
            setDivisions(movedDivision(draft.divisions, index, step));
          }}
          onRemove={() => {
            keys.current.splice(index, 1);
            setDivisions(removedDivision(draft.divisions, index));
          }}
          onMoveItem={(item, to) => moveItem(index, item, to)}
          bookId={draft.price_book_id ?? null}
        />
      ))}
      <Button
        variant="secondary"
        className="w-full"
        data-testid="project-add-division"
        onClick={() =>
          setDivisions([
            ...draft.divisions,
            { code: nextDivisionCode(draft.divisions), name: 'PEKERJAAN BARU', items: [] },
          ])
        }
      >
        + Tambah bagian
      </Button>
      <Button
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
              // The whole import is one change of the draft: one save, one version to go back to.
              onChange(next);
              setImporting(false);
              toast.success(rabImportTexts.added(count));
            }}
          />
        </Suspense>
      )}
      <Rekap draft={draft} priced={priced} waiting={waiting} />
      <ProjectDocuments draft={draft} onChange={onChange} waiting={waiting} />
    </div>
  );
}
