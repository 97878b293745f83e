import { describe, expect, it } from 'vitest';
import { fixtures } from '../test/fixtures';
import {
  clearLocalCalculations,
  LOCAL_CALCULATIONS_KEY,
  listLocalCalculations,
  removeLocalCalculation,
  removeLocalCalculations,
  saveLocalCalculation,
  updateLocalCalculation,
} from './storage';

describe('calculations kept in the browser', () => {
  it('reads a missing, corrupt or non-list store as an empty list', () => {
    expect(listLocalCalculations()).toEqual([]);
    localStorage.setItem(LOCAL_CALCULATIONS_KEY, '{not json');
    expect(listLocalCalculations()).toEqual([]);
    localStorage.setItem(LOCAL_CALCULATIONS_KEY, '{"id":1}');
    expect(listLocalCalculations()).toEqual([]);
    localStorage.setItem(LOCAL_CALCULATIONS_KEY, '[null, 3, {"id": "local_1"}]');
    expect(listLocalCalculations()).toEqual([]);
  });

  it('saves newest first, updates in place and removes by id', () => {
    const first = fixtures.localResult('local_1', 1_000_000);
    const second = fixtures.localResult('local_2', 2_000_000);
    saveLocalCalculation(first);
    saveLocalCalculation(second);
    expect(listLocalCalculations().map((item) => item.id)).toEqual(['local_2', 'local_1']);
    updateLocalCalculation({ ...first, summary: { ...first.summary, rab_total: 1_500_000 } });
    expect(listLocalCalculations().find((item) => item.id === 'local_1')?.summary.rab_total).toBe(1_500_000);
    removeLocalCalculation('local_2');
    expect(listLocalCalculations().map((item) => item.id)).toEqual(['local_1']);
  });

  it('replaces a corrupt store on the next save instead of failing', () => {
    localStorage.setItem(LOCAL_CALCULATIONS_KEY, 'garbage');
    saveLocalCalculation(fixtures.localResult('local_9', 10));
    expect(JSON.parse(localStorage.getItem(LOCAL_CALCULATIONS_KEY)!)).toHaveLength(1);
  });
});

describe('removing synced browser results', () => {
  it('removes the given ids and keeps the rest in order', () => {
    saveLocalCalculation(fixtures.localResult('local_1', 1));
    saveLocalCalculation(fixtures.localResult('local_2', 2));
    saveLocalCalculation(fixtures.localResult('local_3', 3));
    expect(removeLocalCalculations(['local_1', 'local_3']).map((item) => item.id)).toEqual(['local_2']);
    expect(listLocalCalculations().map((item) => item.id)).toEqual(['local_2']);
  });

  it('clears every browser result and says how many there were', () => {
    saveLocalCalculation(fixtures.localResult('local_1', 1));
    saveLocalCalculation(fixtures.localResult('local_2', 2));
    expect(clearLocalCalculations()).toBe(2);
    expect(listLocalCalculations()).toEqual([]);
    expect(clearLocalCalculations()).toBe(0);
  });
});
