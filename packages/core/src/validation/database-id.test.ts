import { describe, expect, it } from 'vitest';
import { isDatabaseId, MAX_DATABASE_ID } from './database-id';

describe('isDatabaseId', () => {
  it('takes whole numbers from 1 to the int4 maximum only', () => {
    for (const id of [1, 42, MAX_DATABASE_ID]) expect(isDatabaseId(id)).toBe(true);
    for (const id of [0, -1, 1.5, MAX_DATABASE_ID + 1, Number.MAX_SAFE_INTEGER + 2, NaN, Infinity, '7', null])
      expect(isDatabaseId(id)).toBe(false);
  });
});
