import { fireEvent, render, screen } from '@testing-library/react';
import { scheduleMessages, scheduleProject } from '@kalkulator/core';
import { describe, expect, it } from 'vitest';
import { emptyDraft, priceDraft, type DraftItem, type ProjectDraft } from '../draft';
import { ScheduleEditor } from './ScheduleEditor';

// A line's duration, groups and start are typed the Indonesian way: a dot groups thousands ("2.000" days is two
// thousand, not two), as the server reads them.

const line: DraftItem = {
  id: 'pagar',
  job_type_id: null,
  description: 'Pagar seng',
  unit: 'm',
  volumeText: '20',
  parts: null,
  freePrice: 100_000,
  priceSource: 'free',
};

function showSchedule() {
  let draft: ProjectDraft = {
    ...emptyDraft('local_gudang', 'Gudang'),
    divisions: [{ code: 'A', name: 'PERSIAPAN', items: [line] }],
  };
  render(
    <ScheduleEditor
      draft={draft}
      schedule={scheduleProject(priceDraft(draft), () => undefined)}
      edit={(change) => {
        draft = change(draft);
      }}
    />,
  );
  return () => draft.divisions[0]!.items[0]!.schedule;
}

describe('a line typed into the schedule', () => {
  it('reads "2.000" days as two thousand, and "1.500" as fifteen hundred', () => {
    const schedule = showSchedule();
    fireEvent.change(screen.getByTestId('schedule-days'), { target: { value: '2.000' } });
    expect(schedule()?.days).toBe(2000);
    fireEvent.change(screen.getByTestId('schedule-days'), { target: { value: '1.500' } });
    expect(schedule()?.days).toBe(1500);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses part of a day and a duration past the limit, keeping the last one taken', () => {
    const schedule = showSchedule();
    fireEvent.change(screen.getByTestId('schedule-days'), { target: { value: '12' } });
    fireEvent.change(screen.getByTestId('schedule-days'), { target: { value: '2,5' } });
    expect(screen.getByRole('alert').textContent).toBe(scheduleMessages.days);
    fireEvent.change(screen.getByTestId('schedule-days'), { target: { value: '10.000' } });
    expect(screen.getByRole('alert').textContent).toBe(scheduleMessages.days);
    expect(schedule()?.days).toBe(12);
  });
});
