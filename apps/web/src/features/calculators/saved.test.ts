import { describe, expect, it } from 'vitest';
import { USER_KEY } from '../../lib/signed-in';
import { fixtures } from '../../test/fixtures';
import { row, type SavedResult } from './rows';
import {
  CALCULATOR_RESULTS_KEY,
  deleteSavedResult,
  listAccountSavedResults,
  listGuestSavedResults,
  listSavedResults,
  MAX_SAVED,
  saveResult,
  SavedResultsFullError,
} from './saved';

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

describe('the cap of the browser results', () => {
  const signIn = (id: number | null) =>
    id === null
      ? localStorage.removeItem(USER_KEY)
      : localStorage.setItem(USER_KEY, JSON.stringify(fixtures.user({ id })));
  const stored = (): SavedResult[] =>
    JSON.parse(localStorage.getItem(CALCULATOR_RESULTS_KEY) ?? '[]') as SavedResult[];
  /** `count` results of `owner`, newest first, the oldest carrying the lowest numbers. */
  const results = (owner: number | null, count: number, from = 0, synced = false): SavedResult[] =>
    Array.from({ length: count }, (_, index) => {
      const at = from + count - 1 - index;
      return {
        ...entry('luas', at),
        id: `calc_${owner ?? 'guest'}_${at}`,
        created_at: new Date(Date.UTC(2026, 0, 1, 0, at)).toISOString(),
        owner_id: owner,
        ...(synced && { server_id: 1000 + at }),
      };
    });
  const seed = (...lists: SavedResult[][]) =>
    localStorage.setItem(CALCULATOR_RESULTS_KEY, JSON.stringify(lists.flat()));

  // The store held 200 results of every owner together, and each save dropped the oldest: another account's
  // result saved here offline, and never synced, was gone for good.
  it("never drops another owner's result to make room: each owner has its own cap", () => {
    seed(results(7, 120), results(null, 60), results(8, 20));
    signIn(7);
    saveResult(entry('luas', 999));
    const kept = stored();
    expect(kept).toHaveLength(201);
    expect(kept.map((item) => item.id)).toContain('calc_8_0');
    expect(kept.map((item) => item.id)).toContain('calc_guest_0');
    signIn(8);
    expect(listSavedResults('luas').map((item) => item.id)).toContain('calc_8_0');
  });

  it("refuses a save at the owner's cap, keeping every result, when none is kept in the account", () => {
    seed(results(null, MAX_SAVED), results(8, 5));
    signIn(null);
    const before = localStorage.getItem(CALCULATOR_RESULTS_KEY);
    expect(() => saveResult(entry('luas', 999))).toThrow(SavedResultsFullError);
    expect(localStorage.getItem(CALCULATOR_RESULTS_KEY)).toBe(before);
    // Another owner still saves: the guests' cap is theirs.
    signIn(8);
    expect(saveResult(entry('volume', 5)).map((item) => item.owner_id)).toEqual([8]);
    expect(stored()).toHaveLength(MAX_SAVED + 6);
  });

  it('makes room at the cap only from the oldest results the account already keeps', () => {
    seed(results(7, MAX_SAVED - 2, 2), results(7, 2, 0, true), results(8, 3));
    signIn(7);
    saveResult(entry('luas', 999));
    const ids = stored().map((item) => item.id);
    expect(ids).toHaveLength(MAX_SAVED + 3);
    expect(ids).not.toContain('calc_7_0');
    expect(ids).toContain('calc_7_1');
    expect(ids.filter((id) => id.startsWith('calc_8_'))).toHaveLength(3);
    expect(() => saveResult(entry('luas', 1000))).not.toThrow();
    expect(() => saveResult(entry('luas', 1001))).toThrow(SavedResultsFullError);
  });
});

describe("a guest's results and an account's own", () => {
  it("tells a guest's (nobody's yet) from the signed-in account's own, and shows neither another account's", () => {
    saveResult(entry('luas', 1));
    localStorage.setItem(USER_KEY, JSON.stringify(fixtures.user({ id: 7 })));
    saveResult(entry('luas', 2));
    localStorage.setItem(USER_KEY, JSON.stringify(fixtures.user({ id: 8 })));
    saveResult(entry('luas', 3));
    const value = (item: SavedResult) => item.rows[0]!.value;
    expect(listGuestSavedResults().map(value)).toEqual([1]);
    expect(listAccountSavedResults().map(value)).toEqual([3]);
    localStorage.setItem(USER_KEY, JSON.stringify(fixtures.user({ id: 7 })));
    expect(listAccountSavedResults().map(value)).toEqual([2]);
    localStorage.removeItem(USER_KEY);
    expect(listAccountSavedResults()).toEqual([]);
  });
});
