import { afterEach, describe, expect, it } from 'vitest';
import { DRAFTS_OWNER_KEY, readDraft, writeDraft } from './drafts';
import { ownerIdOf, USER_KEY } from './signed-in';

// A shared site-office PC: Lina's session ended without "Keluar" (she logged out everywhere from her phone, or the
// admin disabled her account). Her typed forms stay for her return, never shown to the guest using the PC meanwhile.

const signIn = (id: number | null) =>
  id === null
    ? localStorage.removeItem(USER_KEY)
    : localStorage.setItem(USER_KEY, JSON.stringify({ id, username: `u${id}`, role: 'user' }));

afterEach(() => localStorage.clear());

describe('drafts of an account whose session ended', () => {
  it('are hidden from a guest, and not overwritten by what the guest types', () => {
    signIn(7);
    localStorage.setItem(DRAFTS_OWNER_KEY, '7');
    writeDraft('calculator:1', { project_name: 'Proyek Rahasia Lina', volume: '33' });
    expect(readDraft('calculator:1')).toEqual({ project_name: 'Proyek Rahasia Lina', volume: '33' });

    // The session ends without a logout: the user kept beside the token goes, the drafts stay.
    signIn(null);
    expect(readDraft('calculator:1')).toBeUndefined();
    writeDraft('calculator:1', { project_name: 'Tamu', volume: '5' });

    signIn(7);
    expect(readDraft('calculator:1')).toEqual({ project_name: 'Proyek Rahasia Lina', volume: '33' });
  });

  it('are hidden from another account signed in before its login claimed them', () => {
    localStorage.setItem(DRAFTS_OWNER_KEY, '7');
    localStorage.setItem('draft:area-calculator', JSON.stringify({ length: '12', width: '9' }));
    signIn(8);
    expect(readDraft('area-calculator')).toBeUndefined();
  });

  it("a guest's own drafts (no owner) are the guest's", () => {
    signIn(null);
    writeDraft('area-calculator', { length: '4' });
    expect(readDraft('area-calculator')).toEqual({ length: '4' });
  });
});

describe('drafts of an account whose id an admin gave to a new account', () => {
  it('are hidden from the new account with the same id, and kept for the account they are', () => {
    const lina = { id: 7, username: 'lina', role: 'user', created_at: '2026-03-02T09:00:00.000Z' } as const;
    const budi = { id: 7, username: 'budi', role: 'user', created_at: '2026-11-20T10:30:00.000Z' } as const;
    localStorage.setItem(USER_KEY, JSON.stringify(lina));
    localStorage.setItem(DRAFTS_OWNER_KEY, String(ownerIdOf(lina)));
    writeDraft('calculator:1', { project_name: 'Proyek Rahasia Lina' });

    // Lina's session ended; the admin deleted her and reset the counter; Budi (id 7) signs in before his login
    // claimed the drafts (auth/components/typed-work.ts).
    localStorage.setItem(USER_KEY, JSON.stringify(budi));
    expect(readDraft('calculator:1')).toBeUndefined();
    writeDraft('calculator:1', { project_name: 'Budi' });

    localStorage.setItem(USER_KEY, JSON.stringify(lina));
    expect(readDraft('calculator:1')).toEqual({ project_name: 'Proyek Rahasia Lina' });
  });
});
