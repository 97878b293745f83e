import { useEffect, useRef, useState, type ReactNode, type Ref, type RefObject } from 'react';
import { Button, buttonClass } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../admin/components/ConfirmDialog';
import type { ProjectDraft, ServerProject } from '../draft';
import { conflictTexts, projectTexts } from '../texts';
import { useVersionComparison, VersionComparison } from './VersionComparison';

// The account project's fixed "Simpan" bar, and the choice of versions it points to after another device saved.

export const saveBarTexts = {
  saved: 'Semua perubahan tersimpan di akun.',
  saving: 'Menyimpan...',
  save: 'Simpan',
  conflict: 'Disimpan di perangkat lain — pilih versi di atas.',
  stale: 'Belum tersimpan ke akun, sementara proyek ini disimpan di perangkat lain — pilih versi di atas.',
  showChoice: 'Lihat pilihan',
  conflictTitle: 'Proyek ini disimpan di perangkat lain',
  staleTitle: 'Perubahan di perangkat ini belum tersimpan',
};

/** The CSS variable with the fixed bar's height, which the shell's footer keeps clear of it. */
export const FIXED_BAR_HEIGHT = '--fixed-bar-height';
/** Room kept between a focused field and the bar's top edge. */
const FOCUS_GAP = 16;

/** Whether the user is typing in a field, which a notice does not take the focus (and the keyboard) away from. */
function typing(element: Element | null): boolean {
  if (element instanceof HTMLTextAreaElement) return true;
  if (!(element instanceof HTMLInputElement)) return false;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'file'].includes(element.type);
}

/** Scrolls `target` into view (without motion when the user asks for less) and moves the focus to it. */
export function bringToView(target: HTMLElement) {
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.focus({ preventScroll: true });
  target.scrollIntoView?.({ block: 'center', behavior: still ? 'auto' : 'smooth' });
}

/**
 * A choice the editor waits for (versions in conflict, the project deleted elsewhere): an alert at the page's top,
 * focusable, so it is brought into view and focused when it appears.
 */
export function ProjectNotice({
  ref,
  title,
  testId,
  children,
}: {
  ref: RefObject<HTMLDivElement | null>;
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="space-y-2 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200 focus:outline-2 focus:outline-offset-2 focus:outline-amber-600"
      data-testid={testId}
    >
      <h2 className="font-semibold">{title}</h2>
      {children}
    </div>
  );
}

/**
 * Saved on another device meanwhile (a refused Simpan, or changes kept here for an older version): which version to
 * keep. Drawn at the top of a long RAB while the user is at its foot, so it is brought into view and focused when it
 * appears, unless the user is typing in a field (the bar says it, with a way to it). It shows what the other version
 * holds and what each choice does to it before either is made; "Muat versi terbaru" asks first, as it throws away
 * what no revision keeps.
 */
export function ConflictNotice({
  stale,
  theirs,
  mine,
  onMine,
  onTheirs,
  ref,
}: {
  stale: boolean;
  /** The version the account holds (the 409's project, or the newer version read with changes kept here). */
  theirs: ServerProject;
  /** The project as typed on this device. */
  mine: ProjectDraft;
  onMine(): void;
  onTheirs(): void;
  ref: RefObject<HTMLDivElement | null>;
}) {
  const comparison = useVersionComparison(theirs, mine);
  const [asking, setAsking] = useState(false);
  const theirsButton = useRef<HTMLButtonElement>(null);
  // Batal (or Escape) gives the focus back to "Muat versi terbaru" even where a tap did not focus it (Safari).
  const returnFocus = useRef(false);
  useEffect(() => {
    if (ref.current && !typing(document.activeElement)) bringToView(ref.current);
  }, [ref]);
  useEffect(() => {
    if (asking || !returnFocus.current) return;
    returnFocus.current = false;
    theirsButton.current?.focus();
  }, [asking]);
  return (
    <>
      <ProjectNotice
        ref={ref}
        title={stale ? saveBarTexts.staleTitle : saveBarTexts.conflictTitle}
        testId="project-conflict"
      >
        <p>{stale ? projectTexts.staleUnsaved : projectTexts.conflict}</p>
        <VersionComparison theirs={theirs} comparison={comparison} />
        <p data-testid="project-conflict-mine-note">{conflictTexts.mineConsequence}</p>
        <p data-testid="project-conflict-theirs-note">{conflictTexts.theirsConsequence}</p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={onMine} data-testid="project-conflict-mine">
            {conflictTexts.mine}
          </Button>
          <button
            ref={theirsButton}
            type="button"
            className={buttonClass('secondary')}
            onClick={() => setAsking(true)}
            data-testid="project-conflict-theirs"
          >
            {conflictTexts.theirs}
          </button>
        </div>
      </ProjectNotice>
      {/* Beside the notice, not in it: its alert would announce the question a second time. */}
      {asking && (
        <ConfirmDialog
          title={conflictTexts.discardTitle}
          confirmLabel={conflictTexts.discardConfirm}
          onClose={() => {
            returnFocus.current = true;
            setAsking(false);
          }}
          onConfirm={() => {
            // Back on the choice first, as the dialog would leave it: the page then keeps it on Simpan once the
            // notice goes.
            theirsButton.current?.focus({ preventScroll: true });
            setAsking(false);
            onTheirs();
          }}
        >
          {conflictTexts.discardConsequence(comparison.theirsTotal)}
        </ConfirmDialog>
      )}
    </>
  );
}

/**
 * While the bar is on screen its height is kept clear at the page's foot: a field reached with Tab (or a phone
 * keyboard's "next") scrolls above it, not under it, and the shell's footer ends above it.
 */
function useKeepClear(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const measure = () => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      root.style.setProperty(FIXED_BAR_HEIGHT, `${height}px`);
      root.style.setProperty('scroll-padding-bottom', `${height + FOCUS_GAP}px`);
    };
    measure();
    // Its text wraps to more lines on a narrow phone, and changes with the save's state.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(FIXED_BAR_HEIGHT);
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [bar]);
}

/**
 * "Simpan" and whether the account has every change. Never `disabled`: a button disabled under the focus drops it to
 * the page, so while saving (or with nothing to save) it only says so and does nothing. After another device saved,
 * Simpan would be refused again: the bar says so and leads to the choice instead.
 */
export function SaveBar({
  dirty,
  saving,
  choice,
  onSave,
  onShowChoice,
  saveRef,
}: {
  dirty: boolean;
  saving: boolean;
  choice: 'conflict' | 'stale' | null;
  onSave(): void;
  onShowChoice(): void;
  saveRef: Ref<HTMLButtonElement>;
}) {
  const bar = useRef<HTMLDivElement>(null);
  useKeepClear(bar);
  const idle = !dirty || saving;
  const state = choice ? saveBarTexts[choice] : dirty ? projectTexts.unsaved : saveBarTexts.saved;
  return (
    <div
      ref={bar}
      className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur"
      data-testid="project-save-bar"
    >
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-3">
        <p role="status" className="text-sm text-slate-600" data-testid="project-save-state">
          {state}
        </p>
        {choice ? (
          <Button variant="secondary" onClick={onShowChoice} data-testid="project-conflict-show">
            {saveBarTexts.showChoice}
          </Button>
        ) : (
          <button
            ref={saveRef}
            type="button"
            onClick={() => !idle && onSave()}
            aria-disabled={idle}
            className={buttonClass('primary')}
            data-testid="project-save"
          >
            {saving ? saveBarTexts.saving : saveBarTexts.save}
          </button>
        )}
      </div>
    </div>
  );
}
