import { describe, expect, it } from 'vitest';
import { completeGroups, estimateDays, parseWorkerRatio } from './ratio';
import { rabFromHpp, summarize } from './summary';

describe('worker ratio', () => {
  it('parses "angka:angka" and rejects anything else', () => {
    expect(parseWorkerRatio('1:3')).toEqual({ tukang: 1, pekerja: 3 });
    expect(parseWorkerRatio(' 2 : 5 ')).toEqual({ tukang: 2, pekerja: 5 });
    for (const bad of ['1-3', '1:', ':2', 'a:b', '1:2:3', '1.5:2', '', null, 13])
      expect(parseWorkerRatio(bad)).toBeNull();
  });

  it('counts complete groups; a zero part places no limit', () => {
    expect(completeGroups(3, 7, { tukang: 1, pekerja: 3 })).toBe(2);
    expect(completeGroups(0, 2, { tukang: 1, pekerja: 1 })).toBe(0);
    expect(completeGroups(0, 5, { tukang: 0, pekerja: 1 })).toBe(5);
    expect(completeGroups(4, 0, { tukang: 2, pekerja: 0 })).toBe(2);
  });
});

describe('estimateDays', () => {
  it('rounds up whole days without float noise', () => {
    expect(estimateDays(100, 10, 2)).toBe(5);
    expect(estimateDays(101, 10, 2)).toBe(6);
    expect(estimateDays(0.3, 0.1)).toBe(3);
    expect(estimateDays(0.7, 0.1)).toBe(7);
    expect(estimateDays(10, 1.33)).toBe(8);
    expect(estimateDays(10, 2, 0)).toBe(0);
  });
});

describe('RAB as a margin on the selling price', () => {
  it('is HPP / (1 − p/100), rounded to whole rupiah', () => {
    expect(rabFromHpp(800_000, 20)).toBe(1_000_000);
    expect(rabFromHpp(1_000_001, 15)).toBe(1_176_472);
    // The margin's decimals taken as written: 100 − 99,9 is 0,1, not a binary fraction a little under it.
    expect(rabFromHpp(1_034_350_000_000, 99.9)).toBe(1_034_350_000_000_000);
    expect(rabFromHpp(333, 33.3)).toBe(499);
    expect(rabFromHpp(500, 0)).toBe(500);
    expect(() => rabFromHpp(1, 100)).toThrow();
  });

  it('gives per-unit figures and the profit amount', () => {
    expect(summarize(300_000, 500_000, 3, 20)).toEqual({
      total_cost: 800_000,
      total_labor_cost: 300_000,
      total_material_cost: 500_000,
      total_equipment_cost: 0,
      hpp_per_unit: 266_667,
      rab_total: 1_000_000,
      rab_per_unit: 333_333,
      profit_percentage: 20,
      profit_amount: 200_000,
    });
  });
});
