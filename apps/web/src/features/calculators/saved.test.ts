import { describe, expect, it } from 'vitest';
import { row } from './rows';
import { CALCULATOR_RESULTS_KEY, deleteSavedResult, listSavedResults, saveResult } from './saved';

const entry = (calculator: string, value: number) => ({
  calculator,
  title: calculator,
  inputs: {},
  rows: [row('total', 'Total', value, 'm²')],
});

describe('saved calculator results in the browser', () => {
  it('keeps each calculator its own list, newest first, and deletes one', () => {
    saveResult(entry('luas', 1));
    saveResult(entry('volume', 2));
    const list = saveResult(entry('luas', 3));
    expect(list.map((item) => item.rows[0]?.value)).toEqual([3, 1]);
    expect(listSavedResults('volume')).toHaveLength(1);
    const remaining = deleteSavedResult('luas', list[0]!.id);
    expect(remaining.map((item) => item.rows[0]?.value)).toEqual([1]);
    expect(listSavedResults('volume')).toHaveLength(1);
  });

  it('reads a corrupt store as empty and still saves', () => {
    localStorage.setItem(CALCULATOR_RESULTS_KEY, '{oops');
    expect(listSavedResults('bata')).toEqual([]);
    expect(saveResult(entry('bata', 4))).toHaveLength(1);
  });
});
