import { memo, useEffect, useState } from 'react';
import {
  MAX_ITEM_DAYS,
  parseIdNumber,
  scheduleMessages,
  type ItemSchedule,
  type ProjectSchedule,
} from '@kalkulator/core';
import { LARGE_PROJECT_LINES } from '../components/DivisionEditor';
import type { DraftEdit, DraftItem, ProjectDraft } from '../draft';
import { documentScreenTexts as texts } from '../texts';

// Each line's place in the schedule: work groups, duration and start, typed or (left empty) derived from the job
// type's productivity and the previous line of its division. A value that cannot be right is refused in place.

const input =
  'block w-full min-h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm tabular-nums focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200';

/** A large project's schedule row off screen, about as tall as it is drawn. */
const offScreenSkipped =
  '[contain-intrinsic-size:auto_120px] [content-visibility:auto] sm:[contain-intrinsic-size:auto_64px]';

type Field = 'crews' | 'days' | 'start';
const LIMITS: Record<Field, { min: number; max: number; message: string }> = {
  crews: { min: 1, max: 100, message: scheduleMessages.crews },
  days: { min: 1, max: MAX_ITEM_DAYS, message: scheduleMessages.days },
  start: { min: 1, max: MAX_ITEM_DAYS, message: scheduleMessages.start },
};

function ScheduleInput({
  field,
  label,
  value,
  placeholder,
  onValue,
}: {
  field: Field;
  label: string;
  value: number | null | undefined;
  placeholder: string;
  onValue(value: number | null): void;
}) {
  const [text, setText] = useState(value === null || value === undefined ? '' : String(value));
  const [error, setError] = useState('');
  // A value changed elsewhere (a restored revision, another tab's copy) replaces what is shown here.
  useEffect(() => {
    setText((shown) => {
      const parsed = shown.trim() === '' ? null : parseIdNumber(shown.trim());
      return parsed === (value ?? null) || (parsed !== null && !Number.isInteger(parsed))
        ? shown
        : value === null || value === undefined
          ? ''
          : String(value);
    });
  }, [value]);
  function commit(next: string) {
    setText(next);
    const trimmed = next.trim();
    if (trimmed === '') {
      setError('');
      return onValue(null);
    }
    // Read the Indonesian way, as the server reads it: "2.000" is two thousand days, not two.
    const number = parseIdNumber(trimmed);
    const limit = LIMITS[field];
    if (!Number.isInteger(number) || number < limit.min || number > limit.max) return setError(limit.message);
    setError('');
    onValue(number);
  }
  return (
    <label className="block text-xs text-slate-600">
      <span>{label}</span>
      <input
        className={`${input} ${error ? 'border-red-500' : ''}`}
        inputMode="numeric"
        value={text}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        onChange={(event) => commit(event.target.value)}
        data-testid={`schedule-${field}`}
      />
      {error && (
        <span role="alert" className="mt-1 block text-xs text-red-700">
          {error}
        </span>
      )}
    </label>
  );
}

/** Sets part of one line's schedule; an empty schedule is none (derived again). */
function setSchedule(edit: DraftEdit, division: number, item: number, patch: ItemSchedule) {
  edit((draft) => ({
    ...draft,
    divisions: draft.divisions.map((d, at) =>
      at !== division
        ? d
        : {
            ...d,
            items: d.items.map((line, i) => {
              if (i !== item) return line;
              const next = { ...line.schedule, ...patch };
              const empty = [next.days, next.start, next.crews].every(
                (value) => value === null || value === undefined,
              );
              return { ...line, schedule: empty ? null : next };
            }),
          },
    ),
  }));
}

/**
 * One line's work groups, duration and start, with what they come to; drawn again only when the line or its place
 * in the schedule changes (typing a volume elsewhere in a long RAB leaves most lines as they are).
 */
const ScheduleLine = memo(function ScheduleLine({
  line,
  division,
  item,
  start,
  days,
  productivity,
  edit,
  skipOffScreen,
}: {
  line: DraftItem;
  division: number;
  item: number;
  /** Where the schedule puts the line: its first day (from 0) and its days. */
  start: number;
  days: number;
  /** Units a day of one group, when the duration comes from it. */
  productivity: number | null;
  edit: DraftEdit;
  /** Left to the browser to skip while off screen: the project is large (LARGE_PROJECT_LINES). */
  skipOffScreen: boolean;
}) {
  const set = (patch: ItemSchedule) => setSchedule(edit, division, item, patch);
  return (
    <div
      // In a large project, off screen, not laid out or painted (as the editor's lines): a long schedule costs nothing
      // while typing. In a smaller one the rows stay whole for screen readers (LARGE_PROJECT_LINES).
      className={`grid grid-cols-3 gap-2 rounded-xl bg-slate-50 p-2 sm:grid-cols-[1fr_6rem_7rem_7rem] ${skipOffScreen ? offScreenSkipped : ''}`}
      data-testid="schedule-line"
    >
      <p className="col-span-3 text-sm text-slate-800 sm:col-span-1 sm:self-center">
        {item + 1}. {line.description}{' '}
        <span className="text-xs text-slate-500" data-testid="schedule-derived">
          (hari ke-{start + 1}, {days} hari
          {productivity ? `, ${productivity.toLocaleString('id-ID')} ${line.unit}/hari per kelompok` : ''})
        </span>
      </p>
      <ScheduleInput
        field="crews"
        label={texts.crews}
        value={line.schedule?.crews}
        placeholder="1"
        onValue={(crews) => set({ crews })}
      />
      <ScheduleInput
        field="days"
        label={texts.days}
        value={line.schedule?.days}
        placeholder={String(days)}
        onValue={(days) => set({ days })}
      />
      <ScheduleInput
        field="start"
        label={texts.start}
        value={
          line.schedule?.start === null || line.schedule?.start === undefined ? null : line.schedule.start + 1
        }
        placeholder={String(start + 1)}
        onValue={(start) => set({ start: start === null ? null : start - 1 })}
      />
    </div>
  );
});

export function ScheduleEditor({
  draft,
  schedule,
  edit,
}: {
  draft: ProjectDraft;
  schedule: ProjectSchedule;
  /** Applied to the project as it stands: this list may be drawn a moment after the latest keystroke elsewhere. */
  edit: DraftEdit;
}) {
  let at = 0;
  const large =
    draft.divisions.reduce((lines, division) => lines + division.items.length, 0) > LARGE_PROJECT_LINES;
  return (
    <div className="space-y-3" data-testid="schedule-editor">
      {draft.divisions.map((division, d) => (
        <div key={`${d}-${division.code}`} className="space-y-2">
          <h3 className="text-sm font-semibold text-slate-800">
            {division.code}. {division.name}
          </h3>
          {division.items.map((line, i) => {
            const planned = schedule.items[at]!;
            at += 1;
            return (
              <ScheduleLine
                key={line.id}
                line={line}
                division={d}
                item={i}
                start={planned.start}
                days={planned.days}
                productivity={planned.basis === 'productivity' ? planned.productivity : null}
                edit={edit}
                skipOffScreen={large}
              />
            );
          })}
        </div>
      ))}
    </div>
  );
}
