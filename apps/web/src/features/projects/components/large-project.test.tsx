import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useLayoutEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readVolume } from '@kalkulator/core';
import { emptyDraft, readTypedVolume, type ProjectDraft } from '../draft';
import { FIRST_LINES } from './drawn-lines';
import { ProjectEditor } from './ProjectEditor';

// A large RAB opens at once and types as quickly as a small one: its first lines are drawn first (the rest follow),
// its schedule waits until it is scrolled near, a keystroke reads one volume, and draws one line again.

// Core's reading of a volume, counted: every keystroke read every line's volume several times (totals, checks, the
// documents). And the editor's own reading, which each line calls as it is drawn.
vi.mock('@kalkulator/core', async (original) => {
  const core = await original<typeof import('@kalkulator/core')>();
  return { ...core, readVolume: vi.fn(core.readVolume) };
});
vi.mock('../draft', async (original) => {
  const draft = await original<typeof import('../draft')>();
  return { ...draft, readTypedVolume: vi.fn(draft.readTypedVolume) };
});

const DIVISIONS = 3;
const PER_DIVISION = 20;

/** A project of 3 divisions of 20 free lines, each volume a working of its own ("7 × 2,5"). */
function largeProject(): ProjectDraft {
  return {
    ...emptyDraft('local_gedung', 'Gedung kantor'),
    divisions: Array.from({ length: DIVISIONS }, (_, d) => ({
      code: String.fromCharCode(65 + d),
      name: `PEKERJAAN ${d + 1}`,
      items: Array.from({ length: PER_DIVISION }, (_, i) => ({
        id: `line-${d}-${i}`,
        job_type_id: null,
        description: `Pekerjaan ${d + 1}.${i + 1}`,
        unit: 'm²',
        volumeText: `${d * PER_DIVISION + i + 1} × 2,5`,
        parts: null,
        freePrice: 100_000,
        priceSource: 'free' as const,
      })),
    })),
  };
}

/** The lines on the page as each commit left them, read by a part drawn after the editor (its layout effect). */
function show(draft: ProjectDraft) {
  const drawnAtCommit: number[] = [];
  function Count() {
    useLayoutEffect(() => {
      drawnAtCommit.push(document.querySelectorAll('[data-testid="project-item"]').length);
    });
    return null;
  }
  const seen = { draft };
  function Harness() {
    const [current, setCurrent] = useState(draft);
    seen.draft = current;
    return (
      <>
        <ProjectEditor draft={current} errors={{}} onChange={setCurrent} onBookChange={() => undefined} />
        <Count />
      </>
    );
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );
  return { drawnAtCommit, seen };
}

/** An IntersectionObserver that reports what a test says is near the screen. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  /** `element` scrolled near the screen. */
  static near(element: Element) {
    for (const observer of FakeIntersectionObserver.all.filter((one) => one.targets.includes(element)))
      observer.callback(
        [{ target: element, isIntersecting: true } as unknown as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
  }
}

beforeEach(() => {
  vi.mocked(readVolume).mockClear();
  vi.mocked(readTypedVolume).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  FakeIntersectionObserver.all = [];
});

describe('a large project in the editor', () => {
  it('draws its first lines in the first commit and the others after it, in order', () => {
    const { drawnAtCommit } = show(largeProject());
    expect(drawnAtCommit[0]).toBe(FIRST_LINES);
    // Then every line, in the project's order, each division's under its own heading.
    const items = screen.getAllByTestId('project-item');
    expect(items).toHaveLength(DIVISIONS * PER_DIVISION);
    expect(screen.queryByTestId('project-items-drawing')).toBeNull();
    const divisions = screen.getAllByTestId('project-division');
    expect(
      divisions.map((division) => division.querySelectorAll('[data-testid="project-item"]').length),
    ).toEqual([20, 20, 20]);
    expect(screen.getAllByTestId('project-item-description')[PER_DIVISION]).toHaveProperty(
      'value',
      'Pekerjaan 2.1',
    );
  });

  it('reads the one volume typed on a keystroke, and draws that line alone again', () => {
    const { seen } = show(largeProject());
    vi.mocked(readVolume).mockClear();
    vi.mocked(readTypedVolume).mockClear();

    const field = screen.getAllByTestId('project-item-volume')[PER_DIVISION + 4]!;
    fireEvent.change(field, { target: { value: '12 × 3' } });

    expect(seen.draft.divisions[1]!.items[4]!.volumeText).toBe('12 × 3');
    // Every other line's volume was read before: the new text alone is read now, however often it is re-totalled.
    expect(vi.mocked(readVolume).mock.calls).toEqual([['12 × 3']]);
    // The line typed into is drawn again (its "= 36"); the 59 others are not.
    const drawn = vi.mocked(readTypedVolume).mock.calls.map(([text]) => text);
    expect(new Set(drawn)).toEqual(new Set(['12 × 3']));
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe('= 36');
  });

  it('draws the schedule and documents when they are scrolled near, not as it opens', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    show(largeProject());
    expect(screen.queryByTestId('project-documents')).toBeNull();
    const slot = screen.getByTestId('project-documents-later');

    act(() => FakeIntersectionObserver.near(slot));

    expect(screen.getByTestId('project-documents')).toBeTruthy();
    expect(screen.queryByTestId('project-documents-later')).toBeNull();
  });

  it('draws a small project whole at once, documents too', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const large = largeProject();
    const lines = large.divisions.flatMap((division) => division.items).slice(0, FIRST_LINES);
    const { drawnAtCommit } = show({ ...large, divisions: [{ code: 'A', name: 'SEMUA', items: lines }] });
    expect(drawnAtCommit[0]).toBe(FIRST_LINES);
    expect(screen.getByTestId('project-documents')).toBeTruthy();
  });
});
