import { describe, expect, it } from 'vitest';
import { tabReachedBy } from './tabs';

// The keys of a tab list (WAI-ARIA tabs): → and ← go round, Home and End to the ends, other keys are left alone.

describe('tabReachedBy', () => {
  it('goes round with the arrows and to the ends with Home and End', () => {
    expect(tabReachedBy('ArrowRight', 0, 3)).toBe(1);
    expect(tabReachedBy('ArrowRight', 2, 3)).toBe(0);
    expect(tabReachedBy('ArrowLeft', 0, 3)).toBe(2);
    expect(tabReachedBy('ArrowLeft', 2, 3)).toBe(1);
    expect(tabReachedBy('Home', 2, 3)).toBe(0);
    expect(tabReachedBy('End', 0, 3)).toBe(2);
  });

  it('leaves Tab, Enter and the other keys to the browser', () => {
    expect(tabReachedBy('Tab', 1, 3)).toBeNull();
    expect(tabReachedBy('Enter', 1, 3)).toBeNull();
    expect(tabReachedBy('ArrowDown', 1, 3)).toBeNull();
  });
});
