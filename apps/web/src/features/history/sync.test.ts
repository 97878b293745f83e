import { describe, expect, it } from 'vitest';
import { fixtures } from '../../test/fixtures';
import {
  addTotals,
  refusedCopies,
  repricedItems,
  syncableCalculations,
  syncBatches,
  syncedLocalIds,
  syncTotalsMessage,
  totalsOf,
  unchangedSince,
  type SyncAnswer,
} from './sync';

const local = (id: string) => fixtures.localResult(id, 1_000_000);

describe('syncing browser results to the account', () => {
  it('sends only results with a local_ id', () => {
    const list = [
      local('local_1'),
      { ...fixtures.localResult('x', 1), id: 9, is_local: false },
      local('local_2'),
    ];
    expect(syncableCalculations(list).map((item) => item.id)).toEqual(['local_1', 'local_2']);
  });

  it('removes every sent result that did not fail: stored now or skipped as stored before', () => {
    const sent = [local('local_1'), local('local_2'), local('local_3')];
    const answer: SyncAnswer = {
      synced: 1,
      skipped: 1,
      failed: [{ local_id: 'local_3', msg: 'Jenis pekerjaan tidak ditemukan' }],
      calculations: [],
    };
    expect(syncedLocalIds(sent, answer)).toEqual(['local_1', 'local_2']);
  });

  it('removes only the copies the account holds as the browser sent them, keeping one the account changed later', () => {
    const sent = [local('local_1'), local('local_2'), local('local_3'), local('local_4'), local('local_5')];
    const answer: SyncAnswer = {
      synced: 1,
      skipped: 2,
      updated: 1,
      failed: [{ local_id: 'local_5', msg: 'Jenis pekerjaan tidak ditemukan' }],
      calculations: [],
      results: [
        { local_id: 'local_1', calculation_id: 1, status: 'stored' },
        { local_id: 'local_2', calculation_id: 2, status: 'updated' },
        { local_id: 'local_3', calculation_id: 3, status: 'unchanged' },
        { local_id: 'local_4', calculation_id: 4, status: 'account_newer' },
      ],
    };
    expect(syncedLocalIds(sent, answer)).toEqual(['local_1', 'local_2', 'local_3']);
  });

  it('keeps a copy changed in the browser while the sync was on its way', () => {
    const first = local('local_1');
    const second = local('local_2');
    const changed = {
      ...second,
      input: { ...second.input, volume: 40 },
      updated_at: '2026-11-26T10:00:00.000Z',
    };
    expect(unchangedSince(['local_1', 'local_2'], [first, second], [first, changed])).toEqual(['local_1']);
    // One removed meanwhile (another tab) is gone either way.
    expect(unchangedSince(['local_1', 'local_2'], [first, second], [second])).toEqual(['local_1', 'local_2']);
  });

  it('keeps nothing back when all went through', () => {
    const sent = [local('local_1'), local('local_2')];
    expect(syncedLocalIds(sent, { synced: 2, skipped: 0, failed: [], calculations: [] })).toEqual([
      'local_1',
      'local_2',
    ]);
  });

  it('names each result the account recomputed to other totals as its card does; an older server says none', () => {
    const budi = local('local_1');
    const sent = [{ ...budi, input: { ...budi.input, project_name: 'Rumah Budi' } }, local('local_2')];
    const change = {
      calculation_id: 31,
      before_rab: 2_662_090,
      after_rab: 2_676_490,
      before_hpp: 2_129_672,
      after_hpp: 2_141_192,
    };
    const answer: SyncAnswer = {
      synced: 2,
      skipped: 0,
      failed: [],
      calculations: [],
      repriced: [
        { local_id: 'local_1', ...change },
        { local_id: 'local_2', ...change, calculation_id: 32 },
      ],
    };
    expect(repricedItems(sent, answer)).toEqual([
      { local_id: 'local_1', ...change, name: `${budi.job_type.name}, Rumah Budi` },
      { local_id: 'local_2', ...change, calculation_id: 32, name: budi.job_type.name },
    ]);
    expect(repricedItems(sent, { synced: 2, skipped: 0, failed: [], calculations: [] })).toEqual([]);
  });
});

describe('a sync in parts', () => {
  const many = (count: number) => Array.from({ length: count }, (_, index) => local(`local_${index + 1}`));
  const bytesOf = (batch: unknown[]) =>
    new TextEncoder().encode(JSON.stringify({ calculations: batch })).length;

  it('sends at most 100 copies a part, in the browser order', () => {
    const batches = syncBatches(many(520));
    expect(batches.map((batch) => batch.length)).toEqual([100, 100, 100, 100, 100, 20]);
    expect(batches.flat().map((item) => item.id)).toEqual(many(520).map((item) => item.id));
  });

  it('splits further when a part would pass its size in bytes (counted in UTF-8), a copy too big going alone', () => {
    const list = many(10);
    const one = bytesOf([list[0]]);
    const batches = syncBatches(list, 100, one * 3);
    expect(batches.map((batch) => batch.length)).toEqual([3, 3, 3, 1]);
    for (const batch of batches) expect(bytesOf(batch)).toBeLessThanOrEqual(one * 3);
    // "é" is two bytes: a name of them weighs twice its length.
    const heavy = { ...list[0]!, input: { ...list[0]!.input, project_name: 'é'.repeat(150) } };
    expect(syncBatches([heavy, list[1]!], 100, bytesOf([heavy]) + 10)).toHaveLength(2);
    expect(syncBatches([list[0]!], 100, 10)).toEqual([[list[0]]]);
  });

  it('adds up what each part did and says it in the words of one sync', () => {
    const first = totalsOf({
      synced: 100,
      skipped: 0,
      updated: 0,
      failed: [],
      calculations: [],
      results: [],
    });
    const second = totalsOf({
      synced: 18,
      skipped: 2,
      updated: 0,
      failed: [],
      calculations: [],
      results: [{ local_id: 'local_120', calculation_id: 5, status: 'account_newer' }],
    });
    const totals = addTotals(first, second);
    expect(totals).toEqual({ stored: 118, updated: 0, unchanged: 1, accountNewer: 1, failed: 0 });
    expect(syncTotalsMessage(totals)).toBe(
      '118 kalkulasi lokal disinkronkan ke akun Anda. 1 lainnya sudah ada di akun. 1 kalkulasi lokal tidak disinkronkan karena versinya di akun diubah lebih baru; salinannya tetap di browser ini.',
    );
    expect(syncTotalsMessage({ ...totals, accountNewer: 0, unchanged: 2 })).toBe(
      '118 kalkulasi lokal disinkronkan ke akun Anda. 2 lainnya sudah ada di akun.',
    );
  });

  it("takes a 422 naming only the part's own copies as all of them failed, and any other 422 as a stop", () => {
    const batch = [local('local_1'), local('local_2')];
    const details = [
      { param: 'local_1', msg: 'Jenis pekerjaan tidak ditemukan' },
      { param: 'local_2', msg: 'Jenis pekerjaan tidak ditemukan' },
    ];
    expect(refusedCopies(batch, 422, details)).toEqual([
      { local_id: 'local_1', msg: 'Jenis pekerjaan tidak ditemukan' },
      { local_id: 'local_2', msg: 'Jenis pekerjaan tidak ditemukan' },
    ]);
    expect(refusedCopies(batch, 422, [{ param: 'calculations.1.calculation_data.zz', msg: 'x' }])).toBeNull();
    expect(refusedCopies(batch, 413, details)).toBeNull();
    expect(refusedCopies(batch, 422, [])).toBeNull();
  });
});
