import type { ReactNode } from 'react';
import toast from '../../../lib/toast';
import { projectTexts } from '../texts';

/** How long "Urungkan" is offered: long enough to read the toast and reach the button. */
const UNDO_MS = 10_000;

/**
 * A toast saying what was just done, with "Urungkan" for UNDO_MS (a line removed, a RAB imported): the undo runs
 * once however often it is tapped. `pending` holds the undos on screen, for the editor to take back when it goes.
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
  const undo = () => {
    if (undone) return;
    undone = true;
    pending.delete(id);
    toast.dismiss(id);
    onUndo();
  };
  const content = () => (
    <span className="flex items-center gap-3" data-testid={testId}>
      {message}
      <button
        type="button"
        className="min-h-11 shrink-0 rounded-lg bg-slate-900 px-3 text-sm font-semibold text-white"
        onClick={undo}
        data-testid={undoTestId}
      >
        {projectTexts.undo}
      </button>
    </span>
  );
  if (success) toast.success(content, { id, duration: UNDO_MS });
  else toast(content, { id, duration: UNDO_MS });
}
