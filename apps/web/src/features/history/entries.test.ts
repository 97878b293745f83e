import { describe, expect, it } from 'vitest';
import { toCalculationRecord } from '@kalkulator/core';
import { fixtures } from '../../test/fixtures';
import { mergeHistory, notInAccount } from './entries';

const base = fixtures.localResult('local_base', 2_500_000);
const withProject = (id: number | string, project: string) => ({
  ...base,
  id,
  input: { ...base.input, project_name: project },
});

describe('the history list', () => {
  it('puts browser results first, then the account page in the server order, each with its source', () => {
    const account = [
      toCalculationRecord(withProject(12, 'Rumah Bu Sari')),
      toCalculationRecord(withProject(11, 'Gudang')),
    ];
    const local = [withProject('local_a', 'Pagar')];
    const entries = mergeHistory(account, local);
    expect(entries.map((entry) => [entry.source, entry.record.id])).toEqual([
      ['browser', 'local_a'],
      ['account', 12],
      ['account', 11],
    ]);
    expect(entries[0]!.record.total_rab).toBe(base.summary.rab_total);
    expect(new Set(entries.map((entry) => entry.key)).size).toBe(3);
  });

  it('filters browser results by project or job type name, as the server does for the account', () => {
    const local = [withProject('local_a', 'Pagar Depan'), withProject('local_b', 'Dapur')];
    expect(mergeHistory([], local, 'pagar').map((entry) => entry.record.id)).toEqual(['local_a']);
    expect(mergeHistory([], local, base.job_type.name.slice(0, 8))).toHaveLength(2);
    expect(mergeHistory([], local, '  ')).toHaveLength(2);
  });

  it("leaves out a browser copy of a result the account holds (its local_id): a sync's lost answer", () => {
    const account = [
      { ...toCalculationRecord(withProject(12, 'Rumah Bu Sari')), local_id: 'local_a' },
      { ...toCalculationRecord(withProject(11, 'Gudang')), local_id: null },
    ];
    const local = [withProject('local_a', 'Rumah Bu Sari'), withProject('local_b', 'Pagar')];
    expect(mergeHistory(account, local).map((entry) => [entry.source, entry.record.id])).toEqual([
      ['browser', 'local_b'],
      ['account', 12],
      ['account', 11],
    ]);
    expect(notInAccount(local, account).map((item) => item.id)).toEqual(['local_b']);
    // A server older than local_id: nothing to match, every copy shows.
    expect(notInAccount(local, [toCalculationRecord(withProject(12, 'Rumah Bu Sari'))])).toHaveLength(2);
  });
});
