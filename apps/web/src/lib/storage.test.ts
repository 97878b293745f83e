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
import { USER_KEY } from './signed-in';

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

  it('answers null and writes nothing when the result to update is gone (removed, or synced in another tab)', () => {
    saveLocalCalculation(fixtures.localResult('local_1', 1));
    const before = localStorage.getItem(LOCAL_CALCULATIONS_KEY);
    expect(updateLocalCalculation(fixtures.localResult('local_gone', 2))).toBeNull();
    expect(localStorage.getItem(LOCAL_CALCULATIONS_KEY)).toBe(before);
    removeLocalCalculation('local_1');
    expect(updateLocalCalculation(fixtures.localResult('local_1', 3))).toBeNull();
    expect(listLocalCalculations()).toEqual([]);
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

  it('clears the listed browser results and says how many it removed', () => {
    saveLocalCalculation(fixtures.localResult('local_1', 1));
    saveLocalCalculation(fixtures.localResult('local_2', 2));
    expect(clearLocalCalculations(['local_1', 'local_2'])).toBe(2);
    expect(listLocalCalculations()).toEqual([]);
    expect(localStorage.getItem(LOCAL_CALCULATIONS_KEY)).toBeNull();
    expect(clearLocalCalculations(['local_1', 'local_2'])).toBe(0);
  });

  it('keeps a result saved after the list was shown (another tab): only the listed ones go', () => {
    saveLocalCalculation(fixtures.localResult('local_1', 1));
    saveLocalCalculation(fixtures.localResult('local_2', 2));
    const listed = listLocalCalculations().map((item) => item.id);
    saveLocalCalculation(fixtures.localResult('local_3', 3));
    expect(clearLocalCalculations(listed)).toBe(2);
    expect(listLocalCalculations().map((item) => item.id)).toEqual(['local_3']);
  });
});

describe("an account's browser results on a shared device", () => {
  const signIn = (id: number | null) =>
    id === null
      ? localStorage.removeItem(USER_KEY)
      : localStorage.setItem(USER_KEY, JSON.stringify(fixtures.user({ id })));

  it("keeps what an account saved here offline its own; a guest's goes to whoever logs in", () => {
    signIn(null);
    localStorage.removeItem(LOCAL_CALCULATIONS_KEY);
    saveLocalCalculation(fixtures.localResult('local_guest', 1));
    signIn(7);
    saveLocalCalculation(fixtures.localResult('local_sari', 2));
    expect(listLocalCalculations().map((item) => [item.id, item.owner_id])).toEqual([
      ['local_sari', 7],
      ['local_guest', null],
    ]);

    // Sari logs out: a guest, then Budi, see the guest's result only, and cannot change or remove Sari's.
    for (const viewer of [null, 8]) {
      signIn(viewer);
      expect(listLocalCalculations().map((item) => item.id)).toEqual(['local_guest']);
      expect(updateLocalCalculation(fixtures.localResult('local_sari', 999))).toBeNull();
      expect(removeLocalCalculation('local_sari').map((item) => item.id)).toEqual(['local_guest']);
    }
    signIn(8);
    expect(clearLocalCalculations(['local_guest', 'local_sari'])).toBe(1);

    // Back on the device, Sari finds hers as she left it.
    signIn(7);
    expect(listLocalCalculations().map((item) => [item.id, item.owner_id, item.summary.rab_total])).toEqual([
      ['local_sari', 7, 2],
    ]);
    signIn(null);
  });
});

describe('browser results an account left, when an admin gives its id to a new account', () => {
  // Lina (id 7) saved results offline and her session ended; the admin deleted her and reset the users' counter,
  // and Budi, registered later, was given id 7 too.
  const lina = fixtures.user({ id: 7, username: 'lina', created_at: '2026-03-02T09:00:00.000Z' });
  const budi = fixtures.user({ id: 7, username: 'budi', created_at: '2026-11-20T10:30:00.000Z' });
  const signIn = (user: typeof lina | null) =>
    user === null ? localStorage.removeItem(USER_KEY) : localStorage.setItem(USER_KEY, JSON.stringify(user));

  it("are not Budi's: he neither sees, syncs, changes nor removes them, and Lina finds them as she left them", () => {
    signIn(null);
    saveLocalCalculation(fixtures.localResult('local_guest', 1));
    signIn(lina);
    saveLocalCalculation(fixtures.localResult('local_lina', 2));
    signIn(null);

    signIn(budi);
    // What the history lists and its sync sends (useBrowserHistory reads listLocalCalculations).
    expect(listLocalCalculations().map((item) => item.id)).toEqual(['local_guest']);
    expect(updateLocalCalculation(fixtures.localResult('local_lina', 999))).toBeNull();
    expect(removeLocalCalculations(['local_lina']).map((item) => item.id)).toEqual(['local_guest']);
    expect(clearLocalCalculations(['local_lina'])).toBe(0);
    saveLocalCalculation(fixtures.localResult('local_budi', 3));
    expect(listLocalCalculations().map((item) => item.id)).toEqual(['local_budi', 'local_guest']);

    // Lina, still an account (a backup restored), signs in here again: hers, not Budi's.
    signIn(lina);
    expect(listLocalCalculations().map((item) => [item.id, item.summary.rab_total])).toEqual([
      ['local_lina', 2],
      ['local_guest', 1],
    ]);
    signIn(null);
  });
});
