import { useEffect, type FocusEvent, type ReactNode } from 'react';
import type { Toast } from 'react-hot-toast';
import toast from '../../../lib/toast';
import { projectTexts } from '../texts';

/** How long "Urungkan" is offered: long enough to read the toast and reach the button. */
const UNDO_MS = 10_000;

/** An undo offered, numbered in the order offered: the shortcut runs the latest. */
interface Offer {
  order: number;
  undo(): void;
}

/**
 * The undos whose toast is on screen, by toast id: Ctrl+Z (⌘Z on a Mac) runs the latest. The toaster sits after
 * the whole page (a hundred Tab presses away in a large RAB), so the shortcut is the keyboard's way to undo the line
 * just removed, the focus staying where the removal put it.
 */
const offered = new Map<string, Offer>();
let offers = 0;

const onMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** A field where Ctrl+Z is the browser's own undo of the typing, left to it. */
function typesText(target: EventTarget | null): boolean {
  if (target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLInputElement)
    return !['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit'].includes(
      target.type,
    );
  return target instanceof HTMLElement && target.isContentEditable;
}

function undoLatest(event: KeyboardEvent) {
  const key = event.key.toLowerCase();
  if (key !== 'z' || !(onMac() ? event.metaKey : event.ctrlKey) || event.shiftKey || event.altKey) return;
  if (event.defaultPrevented || event.isComposing || typesText(event.target)) return;
  // A dialog over the editor (a confirmation, an import) is about something else.
  if (event.target instanceof Element && event.target.closest('[aria-modal="true"]')) return;
  const latest = [...offered.values()].reduce<Offer | undefined>(
    (found, offer) => (found && found.order > offer.order ? found : offer),
    undefined,
  );
  if (!latest) return;
  event.preventDefault();
  latest.undo();
}

function present(id: string, offer: Offer) {
  if (offered.size === 0) document.addEventListener('keydown', undoLatest);
  offered.set(id, offer);
}

/** `offer` withdrawn from the shortcut (not a newer one of the same id, made since). */
function withdraw(id: string, offer: Offer) {
  if (offered.get(id) !== offer) return;
  offered.delete(id);
  if (offered.size === 0) document.removeEventListener('keydown', undoLatest);
}

/**
 * The toast's content: its undo is offered to the shortcut while the toast is on screen (not once timed out, taken
 * back with its editor, or pushed out by newer toasts), and its time stops while the focus is in it (`onHold`): a
 * keyboard user on "Urungkan" is not left on a button that vanishes under them (the focus falling to the page).
 */
function UndoContent({
  shown,
  id,
  offer,
  message,
  testId,
  undoTestId,
  onUndo,
  onHold,
}: {
  shown: Toast;
  id: string;
  offer: Offer;
  message: ReactNode;
  testId: string;
  undoTestId: string;
  onUndo(): void;
  onHold(held: boolean): void;
}) {
  useEffect(() => {
    if (!shown.visible) return;
    present(id, offer);
    return () => withdraw(id, offer);
  }, [shown.visible, id, offer]);
  const keys = onMac() ? '⌘Z' : 'Ctrl+Z';
  return (
    <span
      className="flex items-center gap-3"
      data-testid={testId}
      onFocus={() => onHold(true)}
      onBlur={(event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onHold(false);
      }}
    >
      {message}
      <button
        type="button"
        className="min-h-11 shrink-0 rounded-lg bg-slate-900 px-3 text-sm font-semibold text-white"
        onClick={onUndo}
        aria-keyshortcuts={onMac() ? 'Meta+Z' : 'Control+Z'}
        data-testid={undoTestId}
      >
        {projectTexts.undo}
      </button>
      {/* Said with the toast, and seen where there is a keyboard (not on a phone). */}
      <kbd className="hidden shrink-0 font-sans text-xs text-slate-500 pointer-fine:inline">{keys}</kbd>
    </span>
  );
}

/**
 * A toast saying what was just done, with "Urungkan" for UNDO_MS (a line removed, a RAB imported), and Ctrl+Z for
 * the latest while its toast is on screen and no text field has the focus: the undo runs once however often it is
 * tapped. `pending` holds the undos on screen, for the editor to take back when it goes.
 */
export function offerUndo({
  id,
  message,
  testId,
  undoTestId,
  pending,
  onUndo,
  success = false,
}: {
  id: string;
  message: ReactNode;
  testId: string;
  undoTestId: string;
  pending: Set<string>;
  onUndo(): void;
  /** Drawn as a success toast (the import's), else a plain one. */
  success?: boolean;
}) {
  pending.add(id);
  let undone = false;
  offers += 1;
  const offer: Offer = {
    order: offers,
    undo: () => {
      if (undone) return;
      undone = true;
      withdraw(id, offer);
      pending.delete(id);
      toast.dismiss(id);
      onUndo();
    },
  };
  const content = (shown: Toast) => (
    <UndoContent
      shown={shown}
      id={id}
      offer={offer}
      message={message}
      testId={testId}
      undoTestId={undoTestId}
      onUndo={offer.undo}
      // Shown again, not re-created (the same content keeps the focused button): for good while held, and for
      // UNDO_MS more once the focus leaves. Not once undone or gone: that would bring the toast back.
      onHold={(held) => {
        if (!undone && offered.get(id) === offer) show(held ? Infinity : UNDO_MS);
      }}
    />
  );
  const show = (duration: number) => {
    if (success) toast.success(content, { id, duration });
    else toast(content, { id, duration });
  };
  show(UNDO_MS);
}
