import { describe, expect, it } from 'vitest';
import { fixtures } from '../../test/fixtures';
import { repricedItems, syncableCalculations, syncedLocalIds, type SyncAnswer } from './sync';

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
