import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_KEY } from '../../../lib/signed-in';
import toast from '../../../lib/toast';
import { fixtures } from '../../../test/fixtures';
import { CALCULATOR_RESULTS_KEY } from '../../calculators/saved';
import { notePendingSync, pendingSyncText } from './pending-sync';

vi.mock('../../../lib/toast', () => ({
  default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }),
}));

afterEach(() => vi.mocked(toast).mockClear());

const result = (id: string, title: string, owner: number | null) => ({
  id,
  calculator: title,
  title,
  created_at: '2026-05-01T08:00:00.000Z',
  inputs: {},
  rows: [{ key: 'a', label: 'Luas', value: 1, unit: 'm²' }],
  owner_id: owner,
});

describe('the note after login of what this browser holds outside the account', () => {
  it('keeps its words for calculations and projects', () => {
    expect(pendingSyncText({ calculations: 2, projects: 1 })).toBe(
      'Di browser ini ada 2 kalkulasi dan 1 proyek yang belum tersimpan di akun. Pindahkan dengan “Sinkronkan” di History dan “Sinkronkan ke akun” di Proyek.',
    );
    expect(pendingSyncText({ calculations: 0, projects: 0, results: 0 })).toBeNull();
  });

  // A guest's saved calculator results were not counted: they moved into the account unasked instead.
  it("counts a guest's saved calculator results, naming their calculators, and not the account's own", () => {
    localStorage.setItem(
      CALCULATOR_RESULTS_KEY,
      JSON.stringify([
        result('calc_1', 'Kalkulator Bata', null),
        result('calc_2', 'Kalkulator Bata', null),
        result('calc_3', 'Kalkulator Footplate', null),
        // Saved offline by this account: it goes to the account by itself.
        result('calc_4', 'Kalkulator Bata', 7),
      ]),
    );
    localStorage.setItem('local_calculations', JSON.stringify([{ id: 'local_1', summary: {} }]));
    localStorage.setItem(USER_KEY, JSON.stringify(fixtures.user({ id: 7 })));
    notePendingSync();
    expect(toast).toHaveBeenCalledWith(
      'Di browser ini ada 1 kalkulasi dan 3 hasil kalkulator yang belum tersimpan di akun. Pindahkan dengan “Sinkronkan” di History dan “Sinkronkan” di hasil tersimpan kalkulator (Kalkulator Bata, Kalkulator Footplate).',
      { id: 'pending-sync', duration: 10_000 },
    );
  });

  it('lists three kinds of work as Indonesian lists them', () => {
    expect(
      pendingSyncText({ calculations: 1, projects: 2, results: 1, calculators: ['Kalkulator Bata'] }),
    ).toBe(
      'Di browser ini ada 1 kalkulasi, 1 hasil kalkulator dan 2 proyek yang belum tersimpan di akun. Pindahkan dengan “Sinkronkan” di History, “Sinkronkan” di hasil tersimpan kalkulator (Kalkulator Bata) dan “Sinkronkan ke akun” di Proyek.',
    );
  });
});
