import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ProjectDocumentInput } from '@kalkulator/core';
import { emptyDraft, type ProjectDraft } from '../draft';
import { freeLine } from '../routes/project-page.test-helper';
import { ProjectDocuments } from './ProjectDocuments';

// The documents of a project whose division codes are doubled wait for them, and say so where the buttons are.

const line = (description: string) => freeLine(description, 1_000_000);

const exported = vi.hoisted(() => [] as { kind: string; input: ProjectDocumentInput }[]);
/** While set, an export waits for it to be called (the file still being made). */
const hold = vi.hoisted(() => ({ release: null as (() => void) | null, holding: false }));
vi.mock('./export-run', () => ({
  exportProjectDocument: (kind: string, input: ProjectDocumentInput) => {
    exported.push({ kind, input });
    if (!hold.holding) return Promise.resolve('rab.xlsx');
    return new Promise((resolve) => {
      hold.release = () => resolve('rab.xlsx');
    });
  },
}));

function show(draft: ProjectDraft, current?: () => ProjectDraft) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ProjectDocuments draft={draft} edit={() => undefined} {...(current && { current })} />
    </QueryClientProvider>,
  );
}

describe('the project documents', () => {
  it('wait for division codes used twice, saying which, with Excel and PDF not offered', () => {
    show({
      ...emptyDraft('local_gudang', 'Gudang'),
      divisions: [
        { code: 'A', name: 'PERSIAPAN', items: [line('Mobilisasi')] },
        { code: 'A', name: 'BETON', items: [line('Sewa molen')] },
      ],
    });
    expect(screen.getByTestId('project-documents-codes').textContent).toBe(
      'Excel dan PDF menunggu kode bagian yang benar. Bagian A (BETON): Kode bagian sudah dipakai bagian lain: setiap bagian perlu kode sendiri.',
    );
    expect(screen.getByTestId('project-export-xlsx')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('project-export-pdf')).toHaveProperty('disabled', true);
  });

  it('offers them once every division has its own code', () => {
    show({
      ...emptyDraft('local_gudang', 'Gudang'),
      divisions: [
        { code: 'A', name: 'PERSIAPAN', items: [line('Mobilisasi')] },
        { code: 'B', name: 'BETON', items: [line('Sewa molen')] },
      ],
    });
    expect(screen.queryByTestId('project-documents-codes')).toBeNull();
    expect(screen.getByTestId('project-export-xlsx')).toHaveProperty('disabled', false);
  });
});

describe('a download in progress', () => {
  it('keeps the focus on the pressed button and starts no second file', async () => {
    show({
      ...emptyDraft('local_gudang', 'Gudang'),
      divisions: [{ code: 'A', name: 'A', items: [line('Mobilisasi')] }],
    });
    exported.length = 0;
    hold.holding = true;
    const button = screen.getByTestId('project-export-xlsx');
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(exported).toHaveLength(1));
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button).toHaveProperty('disabled', false);
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    fireEvent.click(screen.getByTestId('project-export-pdf'));
    expect(exported).toHaveLength(1);
    hold.holding = false;
    hold.release?.();
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('false'));
    expect(document.activeElement).toBe(button);
    exported.length = 0;
  });
});

describe("the documents' tabs", () => {
  const gudang: ProjectDraft = {
    ...emptyDraft('local_gudang', 'Gudang'),
    divisions: [{ code: 'A', name: 'PERSIAPAN', items: [line('Mobilisasi')] }],
  };

  it('are one Tab stop, chosen with ←, →, Home and End, their panel named by the chosen tab', () => {
    show(gudang);
    const schedule = screen.getByRole('tab', { name: 'Jadwal & Kurva S' });
    const resources = screen.getByRole('tab', { name: 'Kebutuhan bahan & upah' });
    expect([schedule.tabIndex, resources.tabIndex]).toEqual([0, -1]);
    const panel = () => screen.getByRole('tabpanel');
    expect(schedule.getAttribute('aria-controls')).toBe(panel().id);
    expect(panel().getAttribute('aria-labelledby')).toBe(schedule.id);

    schedule.focus();
    fireEvent.keyDown(schedule, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(resources);
    expect(resources.getAttribute('aria-selected')).toBe('true');
    expect([schedule.tabIndex, resources.tabIndex]).toEqual([-1, 0]);
    expect(screen.getByRole('tabpanel', { name: 'Kebutuhan bahan & upah' })).toBe(panel());
    // Past the last tab → the first; Home and End.
    fireEvent.keyDown(resources, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(schedule);
    fireEvent.keyDown(schedule, { key: 'End' });
    expect(document.activeElement).toBe(resources);
    fireEvent.keyDown(resources, { key: 'Home' });
    expect(document.activeElement).toBe(schedule);
    fireEvent.keyDown(schedule, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(resources);
  });

  it("name each division of the schedule with a heading under the section's (h3 under h2)", () => {
    show(gudang);
    expect(screen.getByRole('heading', { level: 2, name: 'Dokumen proyek' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'A. PERSIAPAN' })).toBeTruthy();
    expect(screen.queryAllByRole('heading', { level: 4 })).toEqual([]);
  });

  it('makes the file from the project as it stands when the lists on screen are a moment behind the typing', async () => {
    const shown: ProjectDraft = {
      ...emptyDraft('local_gudang', 'Gudang'),
      divisions: [{ code: 'A', name: 'PERSIAPAN', items: [line('Mobilisasi')] }],
    };
    // The volume typed a moment ago: 3 ls, not the 1 the lists were drawn with.
    const typed: ProjectDraft = {
      ...shown,
      divisions: [{ ...shown.divisions[0]!, items: [{ ...line('Mobilisasi'), volumeText: '3' }] }],
    };
    show(shown, () => typed);
    fireEvent.click(screen.getByTestId('project-export-xlsx'));
    await waitFor(() => expect(exported).toHaveLength(1));
    expect(exported[0]!.input.priced.divisions[0]!.items[0]!.volume).toBe(3);
    expect(exported[0]!.input.priced.totals.subtotal).toBe(3_000_000);
  });
});
