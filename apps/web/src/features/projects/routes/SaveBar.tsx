import { useEffect, useRef, type Ref, type RefObject } from 'react';
import { Button, buttonClass } from '../../../components/ui/Button';
import { projectTexts } from '../texts';

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
 * Saved on another device meanwhile (a refused Simpan, or changes kept here for an older version): which version to
 * keep. Drawn at the top of a long RAB while the user is at its foot, so it is brought into view and focused when it
 * appears, unless the user is typing in a field (the bar says it, with a way to it).
 */
export function ConflictNotice({
  stale,
  onMine,
  onTheirs,
  ref,
}: {
  stale: boolean;
  onMine(): void;
  onTheirs(): void;
  ref: RefObject<HTMLDivElement | null>;
}) {
  useEffect(() => {
    if (ref.current && !typing(document.activeElement)) bringToView(ref.current);
  }, [ref]);
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="space-y-2 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200 focus:outline-2 focus:outline-offset-2 focus:outline-amber-600"
      data-testid="project-conflict"
    >
      <h2 className="font-semibold">{stale ? saveBarTexts.staleTitle : saveBarTexts.conflictTitle}</h2>
      <p>{stale ? projectTexts.staleUnsaved : projectTexts.conflict}</p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onMine} data-testid="project-conflict-mine">
          Simpan versi saya
        </Button>
        <Button variant="secondary" onClick={onTheirs} data-testid="project-conflict-theirs">
          Muat versi terbaru
        </Button>
      </div>
    </div>
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
            className={buttonClass('primary', 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60')}
            data-testid="project-save"
          >
            {saving ? saveBarTexts.saving : saveBarTexts.save}
          </button>
        )}
      </div>
    </div>
  );
}
