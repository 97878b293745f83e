import { projectTexts } from '../texts';

/**
 * Offline, a job type whose analysis this device does not keep (keptJobTypeDetails): "butuh koneksi" beside it, said
 * before the tap, not as a failure after it. The project's search and the calculators' hand-off show it alike.
 */
export function NeedsConnectionBadge({ testId }: { testId: string }) {
  return (
    <span
      className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900"
      data-testid={testId}
    >
      {projectTexts.searchNeedsConnection}
    </span>
  );
}

/** Why a job type marked "butuh koneksi" cannot be added now. */
export function NeedsConnectionNote({ id, testId }: { id?: string; testId: string }) {
  return (
    <p id={id} className="text-xs text-amber-800" data-testid={testId}>
      {projectTexts.searchNeedConnectionNote}
    </p>
  );
}
