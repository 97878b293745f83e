import {
  BRICK_TYPES,
  BRICK_TYPE_LABELS,
  lineName,
  sameUnit,
  type BrickType,
  type JobTypeDetails,
} from '@kalkulator/core';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { describeApiError, isNoAnswerOffline, isUnauthorized } from '../../../lib/api-client';
import { errorMessages } from '../../../lib/messages';
import toast from '../../../lib/toast';
import { jobTypeRemoved } from '../api/job-type-details';
import type { DraftItem } from '../draft';
import { projectTexts } from '../texts';
import { catalogueDetails, catalogueLine, projectBookGone } from './AddItem';

// A wall line's "Jenis bata", changed in place: the estimator who picked the wrong brick keeps the line, its volume
// working, its schedule and its place, and gets the job type's analysis for the other brick.

/** What keeps the line from taking the job type's analysis of today, or null: the catalogue changed under it. */
function brickProblem(line: DraftItem, details: JobTypeDetails): string | null {
  if (!details.has_brick_variants) return projectTexts.brickNoVariants;
  if (!sameUnit(details.unit, line.unit)) return projectTexts.brickUnitChanged(details.unit, line.unit);
  return null;
}

/**
 * The line as it stands with another brick: A, B, C per unit from the job type's analysis for that brick (a line
 * priced from a calculation is then an AHSP line); its name follows the brick only while it is the automatic one.
 */
export function withBrick(line: DraftItem, details: JobTypeDetails, brick: BrickType): DraftItem {
  const priced = catalogueLine(details, line.volumeText, brick);
  const automatic = line.description === lineName(details.name, line.brickType);
  return {
    ...line,
    description: automatic ? priced.description : line.description,
    parts: priced.parts,
    freePrice: null,
    priceSource: 'ahsp',
    brickType: brick,
  };
}

/** Why the job type's analysis could not be had, in the user's words; null when the session ended (said already). */
function fetchProblem(error: unknown, bookId: number | null): string | null {
  if (isUnauthorized(error)) return null;
  if (projectBookGone(error, bookId)) return projectTexts.brickBookGone;
  if (jobTypeRemoved(error)) return projectTexts.brickJobTypeGone;
  if (isNoAnswerOffline(error)) return projectTexts.brickOffline;
  return describeApiError(error)[0] ?? errorMessages.unknown;
}

/** Changes the line `id` as it stands now, wherever it is; the line before the change, or none when it is gone. */
export type LineChange = (id: string, change: (line: DraftItem) => DraftItem) => DraftItem | undefined;

/**
 * `line` re-priced with the job type's analysis for `brick` under the project's price book (`bookId`) and changed
 * with `apply` once it is known; the line is left as it is, and a toast says why, when it cannot be.
 */
export async function changeBrick(
  line: DraftItem,
  brick: BrickType,
  bookId: number | null,
  apply: LineChange,
): Promise<void> {
  if (line.job_type_id === null || brick === line.brickType) return;
  let details: JobTypeDetails;
  try {
    details = await catalogueDetails(line.job_type_id, bookId);
  } catch (error) {
    const why = fetchProblem(error, bookId);
    if (why) toast.error(projectTexts.brickNotChanged(line.description, why));
    return;
  }
  const problem = brickProblem(line, details);
  if (problem) return void toast.error(projectTexts.brickNotChanged(line.description, problem));
  const after: { line?: DraftItem } = {};
  const before = apply(line.id, (now) => (after.line = withBrick(now, details, brick)));
  // Its price was the calculation's own: say it is now the analysis's, as the line's note says ("Harga satuan AHSP").
  if (before?.priceSource === 'calculation' && after.line)
    toast(projectTexts.brickNowAhsp(after.line.description));
}

const select =
  'block min-h-11 min-w-40 flex-1 rounded-xl border border-slate-300 bg-white px-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100 disabled:text-slate-500';

/**
 * "Jenis bata" of a wall line: the brick picked shows while its analysis loads, the field disabled meanwhile; the
 * focus stays on it, though a disabled field drops it to the page.
 */
export function BrickTypeField({
  id,
  position,
  value,
  onChange,
}: {
  id: string;
  /** The line's number in its division, from 1: what its label says. */
  position: number;
  value: BrickType;
  onChange(brick: BrickType): Promise<void>;
}) {
  const [pending, setPending] = useState<BrickType | null>(null);
  const field = useRef<HTMLSelectElement>(null);
  async function pick(brick: BrickType) {
    const focused = document.activeElement === field.current;
    setPending(brick);
    try {
      await onChange(brick);
    } finally {
      flushSync(() => setPending(null));
      if (focused) field.current?.focus();
    }
  }
  return (
    // On a phone the label and field share a line; in the narrow column of a wide screen the field wraps under it.
    <div className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1">
      <label htmlFor={id} className="shrink-0 text-xs font-medium text-slate-600">
        {projectTexts.brickLabel} <span className="sr-only">item {position}</span>
      </label>
      <select
        ref={field}
        id={id}
        className={select}
        value={pending ?? value}
        disabled={pending !== null}
        aria-busy={pending !== null || undefined}
        onChange={(event) => void pick(event.target.value as BrickType)}
        data-testid="project-item-brick"
      >
        {BRICK_TYPES.map((type) => (
          <option key={type} value={type}>
            {BRICK_TYPE_LABELS[type]}
          </option>
        ))}
      </select>
    </div>
  );
}
