import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { priceDraft, emptyDraft, type DraftItem, type ProjectDraft } from '../draft';
import { scheduleProject } from '@kalkulator/core';
import { ScheduleEditor } from '../documents/ScheduleEditor';
import { LARGE_PROJECT_LINES } from './DivisionEditor';
import { ProjectEditor } from './ProjectEditor';

// What a screen reader is given in the editor: a division's name says what is wrong with it, and the lines of an
// ordinary RAB are all in the accessibility tree (only a large project's lines off screen are left to the browser to
// skip, `content-visibility: auto`, which Chromium leaves out of that tree).

const line = (id: string, description: string): DraftItem => ({
  id,
  job_type_id: null,
  description,
  unit: 'm²',
  volumeText: '2',
  parts: null,
  freePrice: 100_000,
  priceSource: 'free',
});

/** A project of `divisions` divisions of `perDivision` free lines each. */
function project(divisions: number, perDivision: number): ProjectDraft {
  return {
    ...emptyDraft('local_gedung', 'Gedung kantor'),
    divisions: Array.from({ length: divisions }, (_, d) => ({
      code: String.fromCharCode(65 + d),
      name: `PEKERJAAN ${d + 1}`,
      items: Array.from({ length: perDivision }, (_, i) =>
        line(`line-${d}-${i}`, `Pekerjaan ${d + 1}.${i + 1}`),
      ),
    })),
  };
}

/** The editor of `draft`, as the project page holds it; `set` changes the project from outside. */
function showEditor(draft: ProjectDraft) {
  const outside: { set?: (change: (draft: ProjectDraft) => ProjectDraft) => void } = {};
  function Harness() {
    const [current, setCurrent] = useState(draft);
    outside.set = setCurrent;
    return <ProjectEditor draft={current} errors={{}} onChange={setCurrent} onBookChange={() => undefined} />;
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );
  return (change: (draft: ProjectDraft) => ProjectDraft) => act(() => outside.set!(change));
}

const skipped = (element: Element) => element.className.includes('[content-visibility:auto]');

describe("a division's name left empty", () => {
  it('is described by the note under it that says why', () => {
    showEditor(project(2, 1));
    const name = screen.getByLabelText('Nama bagian 2');
    expect(name.getAttribute('aria-describedby')).toBeNull();
    fireEvent.change(name, { target: { value: '' } });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const note = document.getElementById(name.getAttribute('aria-describedby') ?? '');
    expect(note?.getAttribute('role')).toBe('alert');
    expect(note?.textContent).toBe('Nama bagian harus diisi (maks. 200 karakter)');
    // The other division's name says nothing wrong and is described by nothing.
    expect(screen.getByLabelText('Nama bagian 1').getAttribute('aria-describedby')).toBeNull();
  });
});

describe("the lines' content-visibility", () => {
  it('is left out in an ordinary RAB: every line is whole for a screen reader', () => {
    showEditor(project(3, 10));
    const lines = screen.getAllByTestId('project-item');
    expect(lines).toHaveLength(30);
    expect(lines.filter(skipped)).toEqual([]);
  });

  it(`is set on every line once the whole project has more than ${LARGE_PROJECT_LINES}, though no division has`, async () => {
    // Two divisions of 75 lines: 150 in all, each division well under the limit.
    const set = showEditor(project(2, LARGE_PROJECT_LINES / 2));
    await waitFor(() => expect(screen.getAllByTestId('project-item')).toHaveLength(LARGE_PROJECT_LINES));
    expect(screen.getAllByTestId('project-item').filter(skipped)).toEqual([]);

    // One line more, in the second division: the first division's lines are skipped off screen too.
    set((draft) => ({
      ...draft,
      divisions: draft.divisions.map((division, at) =>
        at === 1
          ? { ...division, items: [...division.items, line('extra', 'Pekerjaan tambahan')] }
          : division,
      ),
    }));
    const lines = screen.getAllByTestId('project-item');
    expect(lines).toHaveLength(LARGE_PROJECT_LINES + 1);
    expect(lines.filter((one) => !skipped(one))).toEqual([]);
    expect(lines[0]!.className).toContain('focus-within:[content-visibility:visible]');

    // And back under the limit: whole again.
    set((draft) => ({
      ...draft,
      divisions: draft.divisions.map((division, at) =>
        at === 0 ? { ...division, items: division.items.slice(1) } : division,
      ),
    }));
    expect(screen.getAllByTestId('project-item').filter(skipped)).toEqual([]);
  });
});

describe("the schedule rows' content-visibility", () => {
  const showSchedule = (draft: ProjectDraft) =>
    render(
      <ScheduleEditor
        draft={draft}
        schedule={scheduleProject(priceDraft(draft), () => undefined)}
        edit={() => undefined}
      />,
    );

  it('is left out in an ordinary RAB', () => {
    showSchedule(project(2, 10));
    expect(screen.getAllByTestId('schedule-line')).toHaveLength(20);
    expect(screen.getAllByTestId('schedule-line').filter(skipped)).toEqual([]);
  });

  it(`is set on every row of a project of more than ${LARGE_PROJECT_LINES} lines`, () => {
    showSchedule(project(2, LARGE_PROJECT_LINES / 2 + 1));
    const rows = screen.getAllByTestId('schedule-line');
    expect(rows).toHaveLength(LARGE_PROJECT_LINES + 2);
    expect(rows.filter((row) => !skipped(row))).toEqual([]);
  });
});
