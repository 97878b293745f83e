import { createContext, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button, buttonClass } from '../../../components/ui/Button';
import { useFocusTrap } from '../../../components/ui/useFocusTrap';
import { dialogTexts } from '../texts';

const FIRST_FIELD = 'input, select, textarea, button:not([data-close])';

/** The dialog's own way out, asking first while its form holds changes: what a form's "Batal" calls. */
const RequestClose = createContext<(() => void) | null>(null);

interface DialogProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  testId?: string;
  wide?: boolean;
  /**
   * The form inside holds changes not saved yet: its "Batal" (DialogCancel), Escape, the backdrop and ✕ ask before
   * `onClose` throws them away (a tap beside a phone's dialog, or on Batal next to Simpan, is easily made).
   */
  dirty?: boolean;
  /** The id of what the dialog asks about (a confirmation's consequence), read with its title as it opens. */
  describedBy?: string;
}

/**
 * A modal dialog: labelled by its title, closes on Batal, Escape, the backdrop or ✕ (after asking, while `dirty`),
 * focus starts inside and returns after.
 */
export function Dialog({ title, onClose, children, testId, wide, dirty = false, describedBy }: DialogProps) {
  const titleId = useId();
  const layer = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [asking, setAsking] = useState(false);
  /** What had the focus when the question came up, to give it back on "Lanjut mengedit". */
  const resume = useRef<HTMLElement | null>(null);

  // Back to the form (no longer inert once this runs): to the field being typed in, else the first one (a tap on
  // the backdrop had taken the focus out of the dialog).
  useEffect(() => {
    if (asking || !resume.current) return;
    const target = panel.current?.contains(resume.current)
      ? resume.current
      : panel.current?.querySelector<HTMLElement>(FIRST_FIELD);
    resume.current = null;
    target?.focus();
  }, [asking]);

  function requestClose() {
    // Escape or the backdrop during the question means "not now": back to the form.
    if (asking) return keepEditing();
    if (!dirty) return onClose();
    resume.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setAsking(true);
  }

  function keepEditing() {
    setAsking(false);
  }

  // Focus starts on the first field (not the close button), stays inside (the question's buttons alone while it is
  // asked: the form is inert then), and returns to the opener after.
  useFocusTrap(layer, true, requestClose, FIRST_FIELD);
  return (
    <div
      ref={layer}
      className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/50 p-0 sm:items-center sm:p-4"
    >
      <div className="absolute inset-0" aria-hidden="true" onClick={requestClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        data-testid={testId}
        inert={asking}
        className={`relative max-h-[92vh] w-full overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:rounded-2xl ${
          wide ? 'sm:max-w-3xl' : 'sm:max-w-lg'
        }`}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          {/* A long title wraps (a long word too) beside ✕, which keeps its 44 px: squeezed to 17 px on a phone. */}
          <h2 id={titleId} className="min-w-0 break-words text-lg font-bold text-slate-900">
            {title}
          </h2>
          <button
            type="button"
            data-close
            onClick={requestClose}
            aria-label="Tutup"
            className="-m-2 flex h-11 w-11 shrink-0 items-center justify-center rounded-xl text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            ✕
          </button>
        </div>
        <RequestClose.Provider value={requestClose}>{children}</RequestClose.Provider>
      </div>
      {asking && <DiscardQuestion onDiscard={onClose} onKeep={keepEditing} />}
    </div>
  );
}

/** A form's "Batal" inside a Dialog: closes it as ✕ does, so changes not saved yet are asked about first. */
export function DialogCancel() {
  const requestClose = useContext(RequestClose);
  if (!requestClose) throw new Error('DialogCancel must be inside a Dialog');
  return (
    <Button variant="secondary" onClick={requestClose} data-testid="dialog-cancel">
      Batal
    </Button>
  );
}

/**
 * "Buang perubahan?" over the dialog, asked as the admin's confirmations are (ConfirmDialog: a title, what is lost,
 * the answers named by what they do), the safe answer focused. It stays inside the dialog's layer rather than open
 * a ConfirmDialog of its own: one focus trap, the form behind inert, Escape answering "not now".
 */
function DiscardQuestion({ onDiscard, onKeep }: { onDiscard(): void; onKeep(): void }) {
  const titleId = useId();
  const consequenceId = useId();
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <div className="absolute inset-0 z-10 flex items-end justify-center bg-slate-900/30 sm:items-center sm:p-4">
      <div className="absolute inset-0" aria-hidden="true" onClick={onKeep} />
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={consequenceId}
        data-testid="discard-question"
        className="relative w-full space-y-4 rounded-t-2xl bg-white p-5 shadow-xl sm:max-w-lg sm:rounded-2xl"
      >
        <h2 id={titleId} className="text-lg font-bold text-slate-900">
          {dialogTexts.discardTitle}
        </h2>
        <p id={consequenceId} className="text-sm text-slate-700" data-testid="discard-consequence">
          {dialogTexts.discardConsequence}
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            ref={keep}
            type="button"
            className={buttonClass('secondary')}
            onClick={onKeep}
            data-testid="discard-cancel"
          >
            {dialogTexts.keepEditing}
          </button>
          <Button variant="danger" onClick={onDiscard} data-testid="discard-confirm">
            {dialogTexts.discard}
          </Button>
        </div>
      </div>
    </div>
  );
}
