import { describe, expect, it } from 'vitest';
import { fixtures } from '../../test/fixtures';
import { syncableCalculations, syncedLocalIds, type SyncAnswer } from './sync';

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
});
