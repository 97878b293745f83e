import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyDraft, type ProjectDraft } from '../draft';
import { freeLine } from '../routes/project-page.test-helper';
import { documentInputOf } from './input';
import { ScheduleChart } from './ScheduleChart';

// The schedule on a phone: the lines' names stay beside the weeks as they scroll sideways, whole however long.

const FOUNDATION = 'Beton mutu fc′ 19,3 MPa (K-225) untuk pondasi telapak';
const COLUMNS = 'Beton mutu fc′ 19,3 MPa (K-225) untuk kolom praktis 15/15';

const gudang: ProjectDraft = {
  ...emptyDraft('local_gudang', 'Gudang'),
  divisions: [
    {
      code: 'A',
      name: 'PEKERJAAN BETON',
      items: [freeLine(FOUNDATION, 1_500_000), freeLine(COLUMNS, 1_200_000), freeLine('Bekisting', 300_000)],
    },
  ],
};

function show(draft: ProjectDraft) {
  const input = documentInputOf(draft, new Map());
  render(<ScheduleChart priced={input.priced} schedule={input.schedule} startDate="2026-01-05" />);
  return input.schedule;
}

afterEach(() => vi.restoreAllMocks());

describe('the schedule chart', () => {
  it('keeps the names and the week header out of the part that scrolls sideways', () => {
    const schedule = show(gudang);
    const weeks = screen.getByTestId('schedule-chart-scroll');
    const labels = screen.getAllByTestId('schedule-line-label');
    expect(labels).toHaveLength(3);
    for (const label of labels) expect(weeks.contains(label)).toBe(false);
    expect(weeks.contains(screen.getByTestId('schedule-division-label'))).toBe(false);
    expect(weeks.contains(screen.getByText('Rencana (%)'))).toBe(false);
    // The bars, the S-curve and its figures scroll.
    expect(weeks.contains(screen.getByTestId('s-curve'))).toBe(true);
    expect(screen.getAllByTestId('schedule-bar')).toHaveLength(3);
    expect(screen.getAllByTestId('schedule-cumulative')).toHaveLength(schedule.weeks);
    // The week header sits in a row of its own that sticks under the top bar, and follows the weeks sideways.
    const head = screen.getByTestId('schedule-chart-head');
    expect(weeks.contains(head)).toBe(false);
    expect(head.className).toContain('sticky');
    expect(head.textContent).toContain('M1');
    weeks.scrollLeft = 120;
    fireEvent.scroll(weeks);
    expect(screen.getByTestId('schedule-chart-weeks').scrollLeft).toBe(120);
  });

  it('shows each long name whole, so two alike are told apart', () => {
    show(gudang);
    // As text on screen, not only in a tooltip (an SVG <title>, which a touch screen never shows).
    for (const name of [`1. ${FOUNDATION}`, `2. ${COLUMNS}`]) {
      expect(screen.getByText(name, { ignore: 'title, script, style' })).toBeTruthy();
    }
    expect(screen.getAllByTestId('schedule-line-label').map((label) => label.textContent)).toEqual([
      `1. ${FOUNDATION}`,
      `2. ${COLUMNS}`,
      '3. Bekisting',
    ]);
    expect(screen.getByTestId('schedule-labels').textContent).not.toContain('…');
  });

  it('makes the bars of a name wrapped over two lines as tall as the name', () => {
    // jsdom lays nothing out: the long names are given two lines' height (34 px) and the rest one row (24 px).
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const height = (this.textContent ?? '').length > 30 ? 34 : 24;
      return { height, width: 128, x: 0, y: 0, top: 0, left: 0, right: 128, bottom: height } as DOMRect;
    });
    show(gudang);
    const svg = screen.getByTestId('schedule-chart');
    // Division 24 + two names of 34 + one of 24 + the two footer rows of 24.
    expect(svg.getAttribute('height')).toBe(String(24 + 34 + 34 + 24 + 2 * 24));
    const bars = screen.getAllByTestId('schedule-bar').map((bar) => Number(bar.getAttribute('y')));
    // Each 12 px bar centred in its row: rows start at 24, 58 and 92.
    expect(bars).toEqual([24 + 11, 58 + 11, 92 + 6]);
  });
});
