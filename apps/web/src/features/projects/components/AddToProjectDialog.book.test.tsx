import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { calculateJob, type JobTypeDetails } from '@kalkulator/core';
import { apiClient } from '../../../lib/api-client';
import { fixtures } from '../../../test/fixtures';
import { answer, renderScreen } from '../../../test/render';
import { resetAuth, useAuth } from '../../auth/store';
import { emptyDraft } from '../draft';
import { listLocalProjects, saveLocalProject } from '../local';
import AddToProjectDialog, { pricingNote } from './AddToProjectDialog';

// "Tambah ke proyek" from a calculation priced with a price book: a new project takes that book, so its line costs
// what the calculator showed; an existing project prices the line with its own book, and the dialog says which.
// The wall's A per m²: 0,3 OH pekerja + 0,1 OH tukang (Rp 145.000). Pekerja in the catalogue Rp 100.000
// (A = 44.500), in Kab. Sleman 2026 Rp 80.000 (A = 38.500), in Kab. Bantul 2026 Rp 90.000 (A = 41.500).

const original = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = original;
  resetAuth();
});

const wall = fixtures.brickWall;
const sleman = { id: 3, name: 'Kab. Sleman 2026' };
const bantul = { id: 5, name: 'Kab. Bantul 2026' };
const pekerja: Record<string, number> = { '': 100_000, 3: 80_000, 5: 90_000 };

function pricedWall(bookId: number | undefined): JobTypeDetails {
  const [first, ...rest] = wall.labor;
  const book = [sleman, bantul].find((entry) => entry.id === bookId);
  return {
    ...wall,
    labor: [{ ...first!, daily_rate: pekerja[bookId ?? '']! }, ...rest],
    ...(book && { price_book: book }),
  };
}

const bookRow = (book: { id: number; name: string }) => ({
  ...book,
  region: 'DI Yogyakarta',
  year: 2026,
  source: null,
  valid_until: null,
  private: false,
  owner_id: null,
  price_count: 1,
  updated_at: '2026-11-01T00:00:00Z',
});

/** The API: the wall's analysis in the book asked for, the books, and an account's (empty) project list. */
function server(config: InternalAxiosRequestConfig, asked: (number | undefined)[], posted: unknown[]) {
  const url = config.url ?? '';
  if (url === `/job-types/${wall.id}/details`) {
    const bookId = (config.params as { price_book_id?: number } | undefined)?.price_book_id;
    asked.push(bookId);
    return answer(config, { job_type: pricedWall(bookId) });
  }
  if (url === '/price-books') return answer(config, { price_books: [bookRow(sleman), bookRow(bantul)] });
  if (url === '/projects' && config.method === 'get') return answer(config, { projects: [] });
  if (url === '/projects' && config.method === 'post') {
    posted.push(JSON.parse(config.data as string));
    return answer(config, { project: { id: 41 } }, 201);
  }
  return answer(config, {}, 404);
}

/** The calculator's result for 12 m² of wall, priced with Kab. Sleman 2026 as the screen behind says. */
function openFromCalculator() {
  const result = {
    ...calculateJob(pricedWall(sleman.id), {
      volume: 12,
      productivity: 10,
      worker_ratio: '1:3',
      profit_percentage: 20,
    }),
    price_book: sleman,
  };
  const asked: (number | undefined)[] = [];
  const posted: unknown[] = [];
  renderScreen(
    '/calculate/7',
    <AddToProjectDialog jobTypeId={wall.id} volume={12} result={result} onClose={() => undefined} />,
    (config) => server(config, asked, posted),
  );
  return { asked, posted };
}

const note = () => screen.getByTestId('add-to-project-price-book').textContent;

describe('"Tambah ke proyek" and the price book', () => {
  it("makes a guest's new project with the calculator's book and prices the line with it", async () => {
    const { asked } = openFromCalculator();
    // No project in this browser yet: "+ Proyek baru" is the choice.
    expect((screen.getByTestId('add-to-project-project') as HTMLSelectElement).value).toBe('new');
    expect(note()).toBe('Harga dari daftar harga Kab. Sleman 2026; proyek baru memakai daftar harga ini.');
    fireEvent.click(screen.getByTestId('add-to-project-confirm'));
    await screen.findByTestId('add-to-project-open');

    expect(asked).toEqual([sleman.id]);
    const [project] = listLocalProjects();
    expect(project!.price_book_id).toBe(sleman.id);
    expect(project!.divisions[0]!.items[0]!.parts).toEqual({ A: 38_500, B: expect.any(Number), C: 0 });
  });

  it("makes an account's new project with the calculator's book", async () => {
    useAuth.setState({ isAuthenticated: true, loading: false, user: null });
    const { asked, posted } = openFromCalculator();
    await waitFor(() => expect(note()).toContain('Kab. Sleman 2026'));
    fireEvent.click(screen.getByTestId('add-to-project-confirm'));
    await screen.findByTestId('add-to-project-open');

    expect(asked).toEqual([sleman.id]);
    expect(posted).toEqual([
      expect.objectContaining({
        price_book_id: sleman.id,
        divisions: [
          expect.objectContaining({
            items: [expect.objectContaining({ unit_price: expect.objectContaining({ A: 38_500 }) })],
          }),
        ],
      }),
    ]);
  });

  it("prices a line of an existing project with that project's book, and says it is not the calculator's", async () => {
    saveLocalProject({
      ...emptyDraft('local_gudang', 'Gudang Bantul'),
      price_book_id: bantul.id,
      divisions: [{ code: 'A', name: 'PEKERJAAN DINDING', items: [] }],
    });
    const { asked } = openFromCalculator();
    await waitFor(() =>
      expect(note()).toBe(
        'Harga dari daftar harga Kab. Bantul 2026, yang dipakai proyek ini; kalkulasi ini memakai daftar harga Kab. Sleman 2026.',
      ),
    );
    fireEvent.click(screen.getByTestId('add-to-project-confirm'));
    await screen.findByTestId('add-to-project-open');

    expect(asked).toEqual([bantul.id]);
    const [project] = listLocalProjects();
    expect(project!.price_book_id).toBe(bantul.id);
    expect(project!.divisions.flatMap((division) => division.items)[0]!.parts!.A).toBe(41_500);
  });
});

describe('pricingNote', () => {
  it('says the catalogue, a project on the same book, a gone book, and nothing while the book is not known', () => {
    expect(pricingNote({ book: null, bookName: undefined, newProject: true, calculatorBook: null })).toBe(
      'Harga dari katalog nasional.',
    );
    expect(
      pricingNote({ book: 3, bookName: 'Kab. Sleman 2026', newProject: false, calculatorBook: sleman }),
    ).toBe('Harga dari daftar harga Kab. Sleman 2026, yang dipakai proyek ini.');
    expect(pricingNote({ book: null, bookName: undefined, newProject: false, calculatorBook: sleman })).toBe(
      'Harga dari katalog nasional, yang dipakai proyek ini; kalkulasi ini memakai daftar harga Kab. Sleman 2026.',
    );
    // From a geometry calculator: no calculation's book to compare with.
    expect(
      pricingNote({ book: 5, bookName: 'Kab. Bantul 2026', newProject: false, calculatorBook: undefined }),
    ).toBe('Harga dari daftar harga Kab. Bantul 2026, yang dipakai proyek ini.');
    expect(pricingNote({ book: 99, bookName: undefined, newProject: false, calculatorBook: sleman })).toBe(
      'Daftar harga proyek ini sudah dihapus atau tidak tersedia.',
    );
    expect(
      pricingNote({ book: undefined, bookName: undefined, newProject: false, calculatorBook: sleman }),
    ).toBeNull();
  });
});
