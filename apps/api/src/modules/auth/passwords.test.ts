import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('are argon2id with the documented cost (19 MiB, 2 passes, 1 lane) and a random salt', async () => {
    const first = await hashPassword('rahasia-panjang-1');
    const second = await hashPassword('rahasia-panjang-1');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('rahasia');
  });

  it('verify only the right password and never throw on a broken hash', async () => {
    const stored = await hashPassword('rahasia-panjang-1');
    expect(await verifyPassword(stored, 'rahasia-panjang-1')).toBe(true);
    expect(await verifyPassword(stored, 'rahasia-panjang-2')).toBe(false);
    expect(await verifyPassword('bukan-hash', 'rahasia-panjang-1')).toBe(false);
  });
});
