import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { STEP_COUNT, useCalculationSession, type CalculatorView } from './store';

// The calculator's steps and its result are entries of the browser's history, so a phone's Back walks from the
// result to step 3, 2, 1 and only then leaves the page, as it does on every other screen. Each entry the calculator
// adds keeps, in its history state, the views of the entries it added before it on this page (`views`, the last
// being its own) and the key of the entry the page was opened with (`entry`).

export interface CalculatorTrail {
  views: CalculatorView[];
  /** The key of the entry the calculator was opened with: it names an edit's draft across the added entries. */
  entry: string;
}

const isView = (value: unknown): value is CalculatorView =>
  value === 'hasil' || (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= STEP_COUNT);

/** The calculator's trail in a history entry's state; none in an entry the calculator did not write. */
export function readTrail(state: unknown): CalculatorTrail | null {
  const trail = (state as { calculator?: Partial<CalculatorTrail> } | null)?.calculator;
  if (!trail || typeof trail.entry !== 'string' || !Array.isArray(trail.views)) return null;
  const views = trail.views.filter(isView);
  return views.length > 0 ? { views, entry: trail.entry } : null;
}

/** Further along the form: a later step, or the result after any step. */
const rank = (view: CalculatorView) => (view === 'hasil' ? STEP_COUNT + 1 : view);

export function viewOf(state: { showResults: boolean; currentCalculation: unknown; activeStep: number }) {
  return state.showResults && state.currentCalculation ? 'hasil' : (state.activeStep as CalculatorView);
}

/**
 * Keeps the open view and the history entry in step, once the form `draftKey` of job type `jobTypeId` is open:
 * - a move forward (Lanjut, Hitung) adds an entry;
 * - a move back (Kembali, Ubah Input, a step with an error) goes back to the entry of that view when this page added
 *   one, else it rewrites the current entry;
 * - an entry reached by Back or Forward, or the page opened on one (a reload, a return to the page), opens its view.
 *   A result is kept with the form for a while (store.ts), so a reload on it shows it again; one no longer at hand
 *   (kept too long, or back from an edit of another result) opens the kept form at its step: step 1 once calculated,
 *   ready for the next variant, as before the steps were entries; that entry is rewritten in place, so the entries
 *   before and after it stay where they were.
 */
export function useStepHistory(jobTypeId: number, draftKey: string) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const view = useCalculationSession(viewOf);
  const ready = useCalculationSession(
    (state) => state.jobTypeId === jobTypeId && state.draftKey === draftKey,
  );
  // The entry whose view has been taken in (none yet: the page's first entry is taken in too).
  const seen = useRef<string | null>(null);
  // A move through history is on its way: nothing more is written until it lands, then the view open by then is
  // compared with the entry it landed on (two quick taps make one entry each, in order).
  const moving = useRef(false);

  useEffect(() => {
    if (!ready) return;
    const trail = readTrail(location.state);
    const shown = trail?.views.at(-1);
    let open = view;
    // Back, Forward or a reload open the entry's view; a move of this page's own only lands. A view the entry names
    // but that cannot open (its result is gone) rewrites the entry in place: moving through history from there
    // would take Back and Forward away from the user (Forward would bounce back for ever).
    let inPlace = false;
    if (seen.current !== location.key) {
      seen.current = location.key;
      moving.current = false;
      // Pushed or replaced: this page's own write landing. Back, Forward, a reload or this page's own step back
      // (which lands on the view already open) are POPs.
      if (navigationType === 'POP' && shown !== undefined && shown !== view) {
        useCalculationSession.getState().showView(shown);
        open = viewOf(useCalculationSession.getState());
        inPlace = true;
      }
    }
    if (moving.current || shown === open) return;
    moving.current = true;
    const views = trail?.views ?? [];
    const write = (next: CalculatorView[], replace: boolean) =>
      void navigate(
        { pathname: location.pathname, search: location.search, hash: location.hash },
        {
          replace,
          state: {
            ...(location.state as object | null),
            calculator: { views: next, entry: trail?.entry ?? location.key },
          },
        },
      );
    if (!inPlace && shown !== undefined && rank(open) > rank(shown)) return write([...views, open], false);
    const earlier = views.lastIndexOf(open);
    if (!inPlace && earlier >= 0) return void navigate(earlier - (views.length - 1));
    write([...views.slice(0, -1), open], true);
  }, [ready, view, location, navigationType, navigate]);
}
