import { describe, expect, it } from 'vitest';
import { bookValidity, expiredNote, expiredSuffix } from './validity';

// "Kab. Sleman 2026" holds until 30 June 2026: on that day it still holds, from 1 July its prices are outdated.

describe('a price book’s validity', () => {
  it('holds through its last day, in the local calendar, and has expired the day after', () => {
    expect(bookValidity('2026-06-30', new Date(2026, 5, 29, 12, 0))).toEqual({
      until: '30 Juni 2026',
      expired: false,
    });
    // The last minute of the last day still holds; the first minute of the next day does not.
    expect(bookValidity('2026-06-30', new Date(2026, 5, 30, 23, 59))?.expired).toBe(false);
    expect(bookValidity('2026-06-30', new Date(2026, 6, 1, 0, 0))?.expired).toBe(true);
    expect(bookValidity('2026-06-30', new Date(2026, 10, 27, 9, 0))).toEqual({
      until: '30 Juni 2026',
      expired: true,
    });
  });

  it('compares whole dates, not their text alone, across months and years', () => {
    expect(bookValidity('2025-12-31', new Date(2026, 0, 1))?.expired).toBe(true);
    expect(bookValidity('2026-01-01', new Date(2025, 11, 31))?.expired).toBe(false);
    expect(bookValidity('2026-10-01', new Date(2026, 8, 30))?.expired).toBe(false);
  });

  it('says nothing of a book without a last day', () => {
    const today = new Date(2026, 10, 27);
    expect(bookValidity(null, today)).toBeNull();
    expect(bookValidity(undefined, today)).toBeNull();
    expect(bookValidity('', today)).toBeNull();
    expect(expiredSuffix(null, today)).toBe('');
    expect(expiredNote(null, today)).toBeNull();
  });

  it('words the choice and the warning only once the book has expired', () => {
    const onLastDay = new Date(2026, 5, 30);
    const after = new Date(2026, 10, 27);
    expect(expiredSuffix('2026-06-30', onLastDay)).toBe('');
    expect(expiredNote('2026-06-30', onLastDay)).toBeNull();
    expect(expiredSuffix('2026-06-30', after)).toBe(' · kedaluwarsa, berlaku s.d. 30 Juni 2026');
    expect(expiredNote('2026-06-30', after)).toBe(
      'Daftar harga ini kedaluwarsa (berlaku s.d. 30 Juni 2026): periksa harganya.',
    );
  });
});
