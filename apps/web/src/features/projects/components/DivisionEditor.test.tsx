import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { useState } from 'react';
import { Toaster, toast as hotToast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { computeUnitPrice, type BrickType, type JobTypeDetails } from '@kalkulator/core';
import { apiClient } from '../../../lib/api-client';
import { fixtures } from '../../../test/fixtures';
import { draftErrors, emptyDraft, priceDraft, type DraftItem, type ProjectDraft } from '../draft';
import { freeLine } from '../routes/project-page.test-helper';
import { projectTexts } from '../texts';
import { catalogueLine } from './AddItem';
import { DivisionEditor } from './DivisionEditor';
import { ProjectEditor } from './ProjectEditor';

// A line's amount past Rp 9 kuadriliun is said under its volume as it is typed, as the account would refuse it.

const draft: ProjectDraft = {
  ...emptyDraft('local_x', 'Kawasan industri'),
  divisions: [
    {
      code: 'A',
      name: 'PEKERJAAN TANAH',
      items: [
        {
          id: 'g1',
          job_type_id: null,
          description: 'Galian',
          unit: 'm³',
          volumeText: '2 × 3',
          parts: null,
          freePrice: 80_000,
          priceSource: 'free',
        },
        {
          id: 'u1',
          job_type_id: null,
          description: 'Urugan kawasan',
          unit: 'm³',
          volumeText: '1.000.000',
          parts: null,
          freePrice: 10_000_000_000,
          priceSource: 'free',
        },
      ],
    },
  ],
};

describe('DivisionEditor', () => {
  it('shows the amount refused under the volume of its line, the other lines as typed', () => {
    const noop = () => {};
    render(
      <DivisionEditor
        division={draft.divisions[0]!}
        priced={priceDraft(draft).divisions[0]}
        index={0}
        codes={['A']}
        errors={draftErrors(draft)}
        actions={{ change: noop, move: noop, remove: noop, moveItem: noop }}
      />,
    );
    const [galian, urugan] = screen.getAllByTestId('project-item-volume');
    expect(galian!.getAttribute('aria-invalid')).toBe('false');
    expect(document.getElementById(galian!.getAttribute('aria-describedby')!)?.textContent).toBe('= 6');
    expect(urugan!.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(urugan!.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Jumlah harga "Urugan kawasan" terlalu besar (di atas Rp 9 kuadriliun). Periksa volume dan harga satuannya.',
    );
  });
});

describe('a volume typed with more decimals than it is kept with', () => {
  it('says under it the volume the line is priced from, as the value of an expression is said', () => {
    const noop = () => {};
    const typed = (volumeText: string): ProjectDraft => ({
      ...draft,
      divisions: [{ ...draft.divisions[0]!, items: [{ ...draft.divisions[0]!.items[0]!, volumeText }] }],
    });
    const hint = (volumeText: string) => {
      const { unmount } = render(
        <DivisionEditor
          division={typed(volumeText).divisions[0]!}
          priced={priceDraft(typed(volumeText)).divisions[0]}
          index={0}
          codes={['A']}
          errors={{}}
          actions={{ change: noop, move: noop, remove: noop, moveItem: noop }}
        />,
      );
      const field = screen.getByTestId('project-item-volume');
      const said = document.getElementById(field.getAttribute('aria-describedby')!)?.textContent;
      unmount();
      return said;
    };
    expect(hint('2,345678')).toBe('= 2,3457');
    expect(hint('2,3457')).toBe(projectTexts.volumeHint);
    expect(hint('12,5')).toBe(projectTexts.volumeHint);
  });
});

// Keyboard and phone users: a line removed by a mis-tap comes back with "Urungkan", and the focus never drops to the
// page after a removal or a move.

const start: ProjectDraft = {
  ...emptyDraft('local_ruko', 'Ruko'),
  divisions: [
    {
      code: 'A',
      name: 'PERSIAPAN',
      items: [
        freeLine('Mobilisasi', 1_000_000),
        freeLine('Direksi keet', 500_000),
        freeLine('Papan nama', 250_000),
      ],
    },
    { code: 'B', name: 'BETON', items: [freeLine('Sewa molen', 200_000)] },
  ],
};

let shown = 0;

/**
 * The project editor over `given`, with the app's toaster; `seen.draft` is the project as it stands. Its lines get
 * ids of their own: an undo toast (known by its line's id) dismissed in the test before is taken off a second later,
 * and would take this test's toast of the same id with it.
 */
function showEditor(given: ProjectDraft = start) {
  shown += 1;
  const first: ProjectDraft = {
    ...given,
    divisions: given.divisions.map((division) => ({
      ...division,
      items: division.items.map((item) => ({ ...item, id: `${item.id}~${shown}` })),
    })),
  };
  const seen: { draft: ProjectDraft } = { draft: first };
  function Harness() {
    const [draft, setDraft] = useState(first);
    seen.draft = draft;
    return <ProjectEditor draft={draft} errors={{}} onChange={setDraft} onBookChange={() => undefined} />;
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Harness />
      <Toaster />
    </QueryClientProvider>,
  );
  return seen;
}

const lines = (draft: ProjectDraft) =>
  draft.divisions.map((division) => division.items.map((item) => `${item.description} ${item.volumeText}`));
const button = (name: string) => screen.getByRole('button', { name });
/** A line's ↑, ↓ or ✕, named with its place ("Hapus item 2: Direksi keet"), wherever the line now is. */
const lineButton = (action: 'Hapus' | 'Naikkan' | 'Turunkan', name: string) =>
  screen.getByRole('button', { name: new RegExp(`^${action} item \\d+: ${name}$`) });
/** The undo offered for `name`, once the toast is on screen (its library loads with the first toast: slow when busy). */
const undoFor = async (name: string) => {
  const removed = await screen.findByText(`Item ${name} dihapus`, undefined, { timeout: 5000 });
  return within(removed.closest('[data-testid="project-item-removed"]')! as HTMLElement).getByRole('button', {
    name: 'Urungkan',
  });
};

describe('removing a line', () => {
  afterEach(() => hotToast.remove());

  it('puts it back where it was, with its volume, on "Urungkan", the focus on the next line\'s ✕ meanwhile', async () => {
    const seen = showEditor();
    fireEvent.change(screen.getAllByTestId('project-item-volume')[1]!, { target: { value: '2 × 3' } });
    lineButton('Hapus', 'Direksi keet').focus();
    fireEvent.click(lineButton('Hapus', 'Direksi keet'));
    expect(lines(seen.draft)).toEqual([['Mobilisasi 1', 'Papan nama 1'], ['Sewa molen 1']]);
    expect(document.activeElement).toBe(lineButton('Hapus', 'Papan nama'));

    // Another line typed into meanwhile keeps its typing.
    fireEvent.change(screen.getAllByTestId('project-item-volume')[0]!, { target: { value: '4' } });
    fireEvent.click(await undoFor('Direksi keet'));
    expect(lines(seen.draft)).toEqual([
      ['Mobilisasi 4', 'Direksi keet 2 × 3', 'Papan nama 1'],
      ['Sewa molen 1'],
    ]);
    expect(document.activeElement).toBe(lineButton('Hapus', 'Direksi keet'));
    // The toast goes (react-hot-toast takes it off a second after it is dismissed).
    await waitFor(() => expect(screen.queryByText('Item Direksi keet dihapus')).toBeNull(), {
      timeout: 3000,
    });
  });

  it("puts it back on Ctrl+Z from its next line's ✕, where the focus went; not from a volume being typed", async () => {
    const seen = showEditor();
    fireEvent.click(lineButton('Hapus', 'Direksi keet'));
    await undoFor('Direksi keet');
    const volume = screen.getAllByTestId('project-item-volume')[0]!;
    expect(fireEvent.keyDown(volume, { key: 'z', ctrlKey: true })).toBe(true);
    expect(lines(seen.draft)[0]).toEqual(['Mobilisasi 1', 'Papan nama 1']);

    fireEvent.keyDown(document.activeElement!, { key: 'z', ctrlKey: true });
    expect(lines(seen.draft)[0]).toEqual(['Mobilisasi 1', 'Direksi keet 1', 'Papan nama 1']);
    expect(document.activeElement).toBe(lineButton('Hapus', 'Direksi keet'));
    await waitFor(() => expect(screen.queryByText('Item Direksi keet dihapus')).toBeNull(), {
      timeout: 3000,
    });
  });

  it("moves the focus to the previous line's ✕ after the last line, to the search field when none is left", () => {
    showEditor();
    fireEvent.click(lineButton('Hapus', 'Papan nama'));
    expect(document.activeElement).toBe(lineButton('Hapus', 'Direksi keet'));
    fireEvent.click(lineButton('Hapus', 'Sewa molen'));
    expect(document.activeElement).toBe(screen.getByTestId('add-item-search-B'));
  });

  it('comes back into its own division after that division moved', async () => {
    const seen = showEditor();
    fireEvent.click(lineButton('Hapus', 'Sewa molen'));
    fireEvent.click(button('Naikkan bagian BETON'));
    expect(seen.draft.divisions.map((division) => division.name)).toEqual(['BETON', 'PERSIAPAN']);
    fireEvent.click(await undoFor('Sewa molen'));
    expect(lines(seen.draft)).toEqual([['Sewa molen 1'], ['Mobilisasi 1', 'Direksi keet 1', 'Papan nama 1']]);
  });

  it('comes back at the end of the first division when its own was removed, and says so', async () => {
    const seen = showEditor();
    fireEvent.click(lineButton('Hapus', 'Sewa molen'));
    fireEvent.click(button('Hapus bagian BETON'));
    expect(seen.draft.divisions).toHaveLength(1);
    fireEvent.click(await undoFor('Sewa molen'));
    expect(lines(seen.draft)).toEqual([['Mobilisasi 1', 'Direksi keet 1', 'Papan nama 1', 'Sewa molen 1']]);
    expect(
      await screen.findByText(
        'Bagian asal item Sewa molen sudah dihapus: item dikembalikan ke akhir bagian A.',
      ),
    ).toBeTruthy();
    expect(document.activeElement).toBe(lineButton('Hapus', 'Sewa molen'));
  });

  it('puts two lines removed one after the other back in their own order, the older undone first', async () => {
    const seen = showEditor({
      ...start,
      divisions: [
        {
          code: 'A',
          name: 'PERSIAPAN',
          items: ['Pembersihan', 'Bouwplank', 'Mobilisasi', 'Galian', 'Dinding'].map((name) =>
            freeLine(name),
          ),
        },
      ],
    });
    fireEvent.click(lineButton('Hapus', 'Mobilisasi'));
    fireEvent.click(lineButton('Hapus', 'Bouwplank'));
    expect(lines(seen.draft)).toEqual([['Pembersihan 1', 'Galian 1', 'Dinding 1']]);
    // Mobilisasi's line above (Bouwplank) is still removed: it goes back before its line below (Galian).
    fireEvent.click(await undoFor('Mobilisasi'));
    expect(lines(seen.draft)).toEqual([['Pembersihan 1', 'Mobilisasi 1', 'Galian 1', 'Dinding 1']]);
    fireEvent.click(await undoFor('Bouwplank'));
    expect(lines(seen.draft)).toEqual([
      ['Pembersihan 1', 'Bouwplank 1', 'Mobilisasi 1', 'Galian 1', 'Dinding 1'],
    ]);
  });

  it('puts back three neighbours removed in any order where they were', async () => {
    const seen = showEditor({
      ...start,
      divisions: [
        {
          code: 'A',
          name: 'PERSIAPAN',
          items: ['Pembersihan', 'Bouwplank', 'Mobilisasi', 'Galian', 'Dinding'].map((name) =>
            freeLine(name),
          ),
        },
      ],
    });
    fireEvent.click(lineButton('Hapus', 'Mobilisasi'));
    fireEvent.click(lineButton('Hapus', 'Galian'));
    fireEvent.click(lineButton('Hapus', 'Bouwplank'));
    fireEvent.click(await undoFor('Mobilisasi'));
    fireEvent.click(await undoFor('Bouwplank'));
    fireEvent.click(await undoFor('Galian'));
    expect(lines(seen.draft)).toEqual([
      ['Pembersihan 1', 'Bouwplank 1', 'Mobilisasi 1', 'Galian 1', 'Dinding 1'],
    ]);
  });

  /** Every division removed after "Sewa molen" was. */
  async function removeEveryDivision() {
    const seen = showEditor();
    fireEvent.click(lineButton('Hapus', 'Sewa molen'));
    const undo = await undoFor('Sewa molen');
    fireEvent.click(button('Hapus bagian BETON'));
    fireEvent.click(button('Hapus bagian PERSIAPAN'));
    fireEvent.click(screen.getByRole('button', { name: 'Hapus bagian' }));
    expect(seen.draft.divisions).toEqual([]);
    return { seen, undo };
  }

  it('takes the undo back when no division is left to put the line in (or the editor closed)', async () => {
    await removeEveryDivision();
    // The toast leaves with its exit animation (about a second): generous bounds for a loaded machine.
    await waitFor(() => expect(screen.queryByText('Item Sewa molen dihapus')).toBeNull(), {
      timeout: 10_000,
    });
  }, 20_000);

  it('says it cannot come back when "Urungkan" is pressed as it goes', async () => {
    const { seen, undo } = await removeEveryDivision();
    fireEvent.click(undo);
    expect(seen.draft.divisions).toEqual([]);
    expect(
      await screen.findByText(
        'Item Sewa molen tidak dapat dikembalikan: tidak ada bagian untuk menampungnya.',
      ),
    ).toBeTruthy();
  });
});

describe('moving a line or a division', () => {
  it('keeps the focus on the moved line: the same button, or the other one at the top or the bottom', () => {
    const seen = showEditor();
    lineButton('Naikkan', 'Papan nama').focus();
    fireEvent.click(lineButton('Naikkan', 'Papan nama'));
    expect(lines(seen.draft)[0]).toEqual(['Mobilisasi 1', 'Papan nama 1', 'Direksi keet 1']);
    expect(document.activeElement).toBe(lineButton('Naikkan', 'Papan nama'));
    fireEvent.click(lineButton('Naikkan', 'Papan nama'));
    expect(lines(seen.draft)[0]).toEqual(['Papan nama 1', 'Mobilisasi 1', 'Direksi keet 1']);
    // At the top "Naikkan" is disabled: the focus is on "Turunkan" of the same line.
    expect(lineButton('Naikkan', 'Papan nama')).toHaveProperty('disabled', true);
    expect(document.activeElement).toBe(lineButton('Turunkan', 'Papan nama'));
  });

  it("keeps the focus on a division's other move button when it reaches the bottom", () => {
    const seen = showEditor();
    button('Turunkan bagian PERSIAPAN').focus();
    fireEvent.click(button('Turunkan bagian PERSIAPAN'));
    expect(seen.draft.divisions.map((division) => division.name)).toEqual(['BETON', 'PERSIAPAN']);
    expect(document.activeElement).toBe(button('Naikkan bagian PERSIAPAN'));
  });
});

describe('a job added twice to a division', () => {
  it('has its buttons and move field named apart by their place', () => {
    showEditor({
      ...start,
      divisions: [
        {
          code: 'A',
          name: 'TANAH',
          items: [freeLine('Galian'), { ...freeLine('Galian'), id: 'Galian lagi' }, freeLine('Urugan')],
        },
        { code: 'B', name: 'BETON', items: [] },
      ],
    });
    const [tanah] = screen.getAllByTestId('project-division');
    const names = within(tanah!)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? '')
      .filter((name) => / item /.test(name));
    expect(names).toEqual([
      'Naikkan item 1: Galian',
      'Turunkan item 1: Galian',
      'Hapus item 1: Galian',
      'Naikkan item 2: Galian',
      'Turunkan item 2: Galian',
      'Hapus item 2: Galian',
      'Naikkan item 3: Urugan',
      'Turunkan item 3: Urugan',
      'Hapus item 3: Urugan',
    ]);
    const fields = within(tanah!)
      .getAllByTestId('project-item-move')
      .map((field) => (field as HTMLSelectElement).labels![0]!.textContent);
    expect(fields).toEqual([
      'Pindahkan item 1: Galian ke bagian',
      'Pindahkan item 2: Galian ke bagian',
      'Pindahkan item 3: Urugan ke bagian',
    ]);
  });
});

describe('moving a line to another division with its "Pindahkan … ke bagian" field', () => {
  afterEach(() => {
    hotToast.remove();
    vi.restoreAllMocks();
  });
  const moveField = (name: string) =>
    screen.getByRole('combobox', {
      name: new RegExp(`^Pindahkan item \\d+: ${name} ke bagian$`),
    }) as HTMLSelectElement;

  it('keeps the focus on the line in its new division, brings it into sight and says where it went', async () => {
    // jsdom lays nothing out: the scroll asked for is recorded instead.
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      const seen = showEditor();
      moveField('Direksi keet').focus();
      fireEvent.change(moveField('Direksi keet'), { target: { value: '1' } });
      expect(lines(seen.draft)).toEqual([
        ['Mobilisasi 1', 'Papan nama 1'],
        ['Sewa molen 1', 'Direksi keet 1'],
      ]);
      const moved = moveField('Direksi keet');
      expect(document.activeElement).toBe(moved);
      expect(moved.value).toBe('1');
      // Its field is the one in division B's card now.
      const [, beton] = screen.getAllByTestId('project-division');
      expect(beton!.contains(moved)).toBe(true);
      expect(scrolled).toEqual([moved]);
      const news = await screen.findByText('Item "Direksi keet" dipindahkan ke bagian B', undefined, {
        timeout: 5000,
      });
      expect(news.closest('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('offers each division by code and name, under a visible "Pindahkan ke bagian", and follows a renamed one', async () => {
    showEditor({
      ...start,
      divisions: [...start.divisions, { code: ' C ', name: '  PEKERJAAN DINDING ', items: [] }],
    });
    const field = moveField('Sewa molen');
    const options = () => [...field.options].map((option) => option.textContent);
    expect(options()).toEqual(['A. PERSIAPAN', 'B. BETON', 'C. PEKERJAAN DINDING']);
    expect(field.selectedOptions[0]!.textContent).toBe('B. BETON');
    // Seen beside the field: its short label, the line's name left to screen readers (it is in the name above).
    const label = field.labels![0]!;
    expect(label.textContent).toBe('Pindahkan item 1: Sewa molen ke bagian');
    expect(label.querySelector('.sr-only')!.textContent).toBe('item 1: Sewa molen');
    expect(field.dataset.testid).toBe('project-item-move');

    fireEvent.change(screen.getAllByTestId('project-division-name')[1]!, {
      target: { value: 'BETON BERTULANG' },
    });
    await waitFor(() =>
      expect(options()).toEqual(['A. PERSIAPAN', 'B. BETON BERTULANG', 'C. PEKERJAAN DINDING']),
    );
    expect(options(), 'the lines of the other divisions too').toEqual(
      [...moveField('Mobilisasi').options].map((option) => option.textContent),
    );
  });

  it("from 640 px stands under ↑ ↓ ✕, its field under its label as wide as the line's actions (not squeezed beside them)", () => {
    showEditor();
    const field = moveField('Direksi keet');
    const box = field.parentElement!;
    expect(box.dataset.testid).toBe('project-item-move-box');
    // A row of its own: after ✕ in the actions, as wide as they are.
    expect(box.previousElementSibling).toBe(lineButton('Hapus', 'Direksi keet'));
    expect(box.classList).toContain('w-full');
    expect(box.classList).toContain('sm:flex-col');
    expect(field.classList).toContain('sm:w-full');
    expect(field.classList).toContain('sm:max-w-none');
  });

  it('follows the line back up to the first division', () => {
    const seen = showEditor();
    fireEvent.change(moveField('Sewa molen'), { target: { value: '0' } });
    expect(lines(seen.draft)).toEqual([
      ['Mobilisasi 1', 'Direksi keet 1', 'Papan nama 1', 'Sewa molen 1'],
      [],
    ]);
    expect(document.activeElement).toBe(moveField('Sewa molen'));
  });
});

describe('removing a division', () => {
  afterEach(() => hotToast.remove());
  /** ✕ of the division, from the keyboard, and "Hapus bagian" in the dialog when it has lines. */
  function remove(division: string, confirm: boolean) {
    button(`Hapus bagian ${division}`).focus();
    fireEvent.click(button(`Hapus bagian ${division}`));
    if (!confirm) return;
    const accept = within(screen.getByTestId('confirm-dialog')).getByTestId('confirm-accept');
    accept.focus();
    fireEvent.click(accept);
  }

  it("moves the focus to the next division's ✕ (no text field: no keyboard pops up), the previous one's after the last, else to + Tambah bagian", () => {
    const seen = showEditor();
    fireEvent.click(screen.getByTestId('project-add-division'));
    expect(seen.draft.divisions.map((division) => division.name)).toEqual([
      'PERSIAPAN',
      'BETON',
      'PEKERJAAN BARU',
    ]);

    // Empty: it goes at once, the focus on the division before it.
    remove('PEKERJAAN BARU', false);
    expect(seen.draft.divisions).toHaveLength(2);
    expect(document.activeElement).toBe(button('Hapus bagian BETON'));

    // With lines: after the dialog, on the division that took its place.
    remove('PERSIAPAN', true);
    expect(seen.draft.divisions.map((division) => division.name)).toEqual(['BETON']);
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    expect(document.activeElement).toBe(button('Hapus bagian BETON'));
    expect(document.activeElement?.tagName).toBe('BUTTON');

    remove('BETON', true);
    expect(seen.draft.divisions).toEqual([]);
    expect(document.activeElement).toBe(screen.getByTestId('project-add-division'));
  });
});

// An estimator who picked the wrong brick changes it on the line: the line keeps its id, volume working, schedule and
// place, and takes the job type's analysis for the new brick under the project's price book.

describe("changing a wall line's brick", () => {
  const original = apiClient.defaults.adapter;
  afterEach(() => {
    apiClient.defaults.adapter = original;
    hotToast.remove();
    vi.restoreAllMocks();
  });

  const wall = fixtures.brickWall;
  // The project's price book (4) sells bata ringan dearer than the catalogue: the line must be priced with it.
  const bookWall: JobTypeDetails = {
    ...wall,
    materials: wall.materials.map((material) =>
      material.brick_type === 'bata_ringan' ? { ...material, price: 12_500 } : material,
    ),
  };
  const partsOf = (details: JobTypeDetails, brickType: BrickType) => {
    const price = computeUnitPrice(details, { overheadPercentage: 0, brickType });
    return { A: price.A, B: price.B, C: price.C };
  };
  const wallLine = (overrides: Partial<DraftItem> = {}): DraftItem => ({
    ...catalogueLine(wall, '3 × 4 − 1,5', 'bata_merah'),
    id: 'w1',
    schedule: { days: 4, start: 2, crews: 2 },
    ...overrides,
  });
  const project = (line: DraftItem): ProjectDraft => ({
    ...start,
    price_book_id: 4,
    divisions: [
      { code: 'A', name: 'DINDING', items: [freeLine('Bouwplank'), line, freeLine('Plester')] },
      ...start.divisions.slice(1),
    ],
  });
  /** The details route answers `answer` (the book's wall for book 4); others as the editor's search would. */
  function answer(details: (config: InternalAxiosRequestConfig) => Promise<unknown> | unknown) {
    const asked: unknown[] = [];
    apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
      if (!config.url?.includes('/details'))
        return {
          data: { job_types: [] },
          status: 200,
          statusText: 'OK',
          headers: {},
          config,
        } as AxiosResponse;
      asked.push(config.params);
      return {
        data: { job_type: await details(config) },
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      } as AxiosResponse;
    };
    return asked;
  }
  const byBook = (config: InternalAxiosRequestConfig) =>
    (config.params as { price_book_id?: number } | undefined)?.price_book_id === 4 ? bookWall : wall;
  const brickOf = (position: number) =>
    screen.getByRole('combobox', { name: `Jenis bata item ${position}` }) as HTMLSelectElement;
  const lineOf = (draft: ProjectDraft) => draft.divisions[0]!.items[1]!;

  it('re-prices the line with the analysis of the new brick under the project’s book, keeping its id, volume and schedule', async () => {
    // The analysis is held back until released, to see the field while it loads.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked = answer(async (config) => {
      await held;
      return byBook(config);
    });
    const seen = showEditor(project(wallLine()));
    const { id } = lineOf(seen.draft);
    // Only the wall line offers a brick; the free lines around it do not.
    expect(screen.getAllByTestId('project-item-brick')).toHaveLength(1);
    expect(brickOf(2).value).toBe('bata_merah');

    brickOf(2).focus();
    fireEvent.change(brickOf(2), { target: { value: 'bata_ringan' } });
    expect(brickOf(2).disabled).toBe(true);
    expect(brickOf(2).value).toBe('bata_ringan');
    expect(lineOf(seen.draft).brickType).toBe('bata_merah');
    // Typing in the line meanwhile is kept.
    fireEvent.change(screen.getAllByTestId('project-item-volume')[1]!, { target: { value: '3 × 4 − 2' } });

    release();
    await waitFor(() => expect(lineOf(seen.draft).brickType).toBe('bata_ringan'));
    expect(asked).toContainEqual(expect.objectContaining({ price_book_id: 4 }));
    expect(partsOf(bookWall, 'bata_ringan')).not.toEqual(partsOf(wall, 'bata_ringan'));
    expect(lineOf(seen.draft)).toEqual({
      id,
      job_type_id: wall.id,
      description: 'Pasangan dinding 1/2 batu — bata ringan',
      unit: 'm²',
      volumeText: '3 × 4 − 2',
      parts: partsOf(bookWall, 'bata_ringan'),
      freePrice: null,
      priceSource: 'ahsp',
      brickType: 'bata_ringan',
      schedule: { days: 4, start: 2, crews: 2 },
    });
    expect(lines(seen.draft)[0]).toEqual([
      'Bouwplank 1',
      'Pasangan dinding 1/2 batu — bata ringan 3 × 4 − 2',
      'Plester 1',
    ]);
    await waitFor(() => expect(brickOf(2).disabled).toBe(false));
    expect(document.activeElement).toBe(brickOf(2));
  });

  it('re-prices the line where it went when it was moved to another division meanwhile', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    answer(async (config) => {
      await held;
      return byBook(config);
    });
    const seen = showEditor(project(wallLine()));
    const { id } = lineOf(seen.draft);
    fireEvent.change(brickOf(2), { target: { value: 'batako' } });
    const wallRow = screen.getAllByTestId('project-item')[1]!;
    fireEvent.change(within(wallRow).getByTestId('project-item-move'), { target: { value: '1' } });
    release();
    await waitFor(() => expect(seen.draft.divisions[1]!.items[1]!.brickType).toBe('batako'));
    expect(seen.draft.divisions[1]!.items[1]).toMatchObject({ id, parts: partsOf(bookWall, 'batako') });
    expect(lines(seen.draft)).toEqual([
      ['Bouwplank 1', 'Plester 1'],
      ['Sewa molen 1', 'Pasangan dinding 1/2 batu — batako 3 × 4 − 1,5'],
    ]);
  });

  it('keeps a name the estimator gave the line', async () => {
    answer(byBook);
    const seen = showEditor(project(wallLine({ description: 'Dinding pagar belakang' })));
    fireEvent.change(brickOf(2), { target: { value: 'batako' } });
    await waitFor(() => expect(lineOf(seen.draft).brickType).toBe('batako'));
    expect(lineOf(seen.draft)).toMatchObject({
      description: 'Dinding pagar belakang',
      parts: partsOf(bookWall, 'batako'),
      volumeText: '3 × 4 − 1,5',
    });
  });

  it('makes a line priced from a calculation an AHSP line, and says so', async () => {
    answer(byBook);
    const seen = showEditor(
      project(wallLine({ priceSource: 'calculation', parts: { A: 90_000, B: 20_000, C: 0 } })),
    );
    expect(screen.getByText(/Harga dari kalkulasi/)).toBeTruthy();
    fireEvent.change(brickOf(2), { target: { value: 'bata_ringan' } });
    expect(
      await screen.findByText(
        'Jenis bata diubah: harga satuan "Pasangan dinding 1/2 batu — bata ringan" kini dari analisa AHSP, bukan dari kalkulasi.',
      ),
    ).toBeTruthy();
    expect(lineOf(seen.draft)).toMatchObject({
      priceSource: 'ahsp',
      parts: partsOf(bookWall, 'bata_ringan'),
    });
  });

  it('leaves the line as it was and says why when the analysis cannot be had offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
      throw new AxiosError('Network Error', 'ERR_NETWORK', config, {});
    };
    const seen = showEditor(project(wallLine()));
    const line = lineOf(seen.draft);
    fireEvent.change(brickOf(2), { target: { value: 'bata_ringan' } });
    expect(
      await screen.findByText(
        'Jenis bata item "Pasangan dinding 1/2 batu — bata merah" tidak diubah. Anda sedang offline dan analisa jenis pekerjaan ini belum tersimpan di perangkat ini. Coba lagi setelah tersambung.',
      ),
    ).toBeTruthy();
    expect(lineOf(seen.draft)).toBe(line);
    await waitFor(() => expect(brickOf(2).disabled).toBe(false));
    expect(brickOf(2).value).toBe('bata_merah');
  });

  it('leaves the line as it was when its job type is gone from the catalogue', async () => {
    apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
      throw new AxiosError('Not Found', 'ERR_BAD_REQUEST', config, {}, {
        data: { message: 'Jenis pekerjaan tidak ditemukan' },
        status: 404,
        statusText: 'Not Found',
        headers: {},
        config,
      } as AxiosResponse);
    };
    const seen = showEditor(project(wallLine()));
    const line = lineOf(seen.draft);
    fireEvent.change(brickOf(2), { target: { value: 'batako' } });
    expect(
      await screen.findByText(
        'Jenis bata item "Pasangan dinding 1/2 batu — bata merah" tidak diubah. Jenis pekerjaannya sudah tidak ada di katalog.',
      ),
    ).toBeTruthy();
    expect(lineOf(seen.draft)).toBe(line);
  });
});
