import { describe, expect, it } from 'vitest';
import { DRAFTS_OWNER_KEY, readDraft, writeDraft } from '../../../lib/drafts';
import { USER_KEY } from '../../../lib/signed-in';
import { fixtures } from '../../../test/fixtures';
import { claimTypedWork } from './typed-work';

const lina = fixtures.user({ id: 7, username: 'lina', created_at: '2026-03-02T09:00:00.000Z' });
const budi = fixtures.user({ id: 7, username: 'budi', created_at: '2026-11-20T10:30:00.000Z' });
const logIn = (user: typeof lina) => {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  claimTypedWork(user);
};

describe('typed work claimed at login', () => {
  it('goes on with the same account, a username changed or not', () => {
    logIn(lina);
    writeDraft('calculator:1', { project_name: 'Rumah Lina' });
    localStorage.removeItem(USER_KEY);
    logIn({ ...lina, username: 'lina.s' });
    expect(readDraft('calculator:1')).toEqual({ project_name: 'Rumah Lina' });
  });

  it("of an account whose id an admin gave to a new account is forgotten, as another account's is", () => {
    logIn(lina);
    writeDraft('calculator:1', { project_name: 'Proyek Rahasia Lina' });
    localStorage.setItem('project_draft_12', JSON.stringify({ name: 'Gudang Lina', divisions: [] }));
    localStorage.removeItem(USER_KEY);

    // The admin deleted Lina and reset the users' counter; Budi, given id 7, logs in on the same PC.
    logIn(budi);
    expect(readDraft('calculator:1')).toBeUndefined();
    expect(localStorage.getItem('draft:calculator:1')).toBeNull();
    expect(localStorage.getItem('project_draft_12')).toBeNull();
    writeDraft('calculator:1', { project_name: 'Rumah Budi' });
    expect(readDraft('calculator:1')).toEqual({ project_name: 'Rumah Budi' });
    expect(localStorage.getItem(DRAFTS_OWNER_KEY)).not.toBe('7');
  });
});
