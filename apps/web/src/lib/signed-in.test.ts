import { describe, expect, it } from 'vitest';
import { fixtures } from '../test/fixtures';
import { ownerIdOf, OWNERS_KEY, seenBy, signedInId, USER_KEY } from './signed-in';

// An admin deleted Lina (id 7) and reset the users' counter: Budi, registered later, was given id 7 too. The items
// Lina left unsent on the site office's PC must not become Budi's.

const lina = fixtures.user({ id: 7, username: 'lina', created_at: '2026-03-02T09:00:00.000Z' });
const budi = fixtures.user({ id: 7, username: 'budi', created_at: '2026-11-20T10:30:00.000Z' });
const signIn = (user: typeof lina | null) =>
  user === null ? localStorage.removeItem(USER_KEY) : localStorage.setItem(USER_KEY, JSON.stringify(user));

describe('the owner id of an account on this device', () => {
  it("is the account's id for the first account with that id, whatever its username becomes", () => {
    expect(ownerIdOf(lina)).toBe(7);
    const renamed = { ...lina, username: 'lina.s' };
    expect(ownerIdOf(renamed)).toBe(7);
    expect(ownerIdOf(fixtures.user({ id: 8 }))).toBe(8);
  });

  it('is a number of its own, below zero, for a later account given the same id; each account keeps its own', () => {
    expect(ownerIdOf(lina)).toBe(7);
    expect(ownerIdOf(budi)).toBe(-1);
    const caro = fixtures.user({ id: 7, username: 'caro', created_at: '2027-01-05T07:00:00.000Z' });
    expect(ownerIdOf(caro)).toBe(-2);
    expect([ownerIdOf(lina), ownerIdOf(budi), ownerIdOf(caro)]).toEqual([7, -1, -2]);
  });

  it('reads an unreadable record as no account yet', () => {
    localStorage.setItem(OWNERS_KEY, '{not json');
    expect(ownerIdOf(lina)).toBe(7);
    expect(ownerIdOf(budi)).toBe(-1);
  });

  it('is null for a guest', () => {
    signIn(null);
    expect(signedInId()).toBeNull();
  });
});

describe('items an account left on the device, when its id is given to another account', () => {
  const items = () => [
    { id: 'guest', owner_id: null },
    { id: 'lina', owner_id: 7 },
  ];

  it("are not the new account's: it sees (and syncs) the guest's and its own only", () => {
    signIn(lina);
    expect(signedInId()).toBe(7);
    expect(
      items()
        .filter(seenBy(signedInId()))
        .map((item) => item.id),
    ).toEqual(['guest', 'lina']);

    // Lina's session ends; the admin deletes her, resets the counter, and Budi (id 7) logs in here.
    signIn(null);
    signIn(budi);
    const budiOwner = signedInId();
    expect(budiOwner).not.toBe(7);
    const withBudi = [...items(), { id: 'budi', owner_id: budiOwner }];
    expect(withBudi.filter(seenBy(signedInId())).map((item) => item.id)).toEqual(['guest', 'budi']);

    // Lina, still an account (a restored backup, say), finds hers and not Budi's.
    signIn(lina);
    expect(withBudi.filter(seenBy(signedInId())).map((item) => item.id)).toEqual(['guest', 'lina']);
  });
});
