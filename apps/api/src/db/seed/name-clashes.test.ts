import { describe, expect, it } from 'vitest';
import { clashingDefaults } from './name-clashes';

const defaults = [
  { code: 'M.01', name: 'Semen' },
  { code: 'M.02', name: 'Pasir' },
];

describe('clashingDefaults', () => {
  it("leaves out a default whose name an admin's row has, and one whose name the first keeps", () => {
    // M.01 cannot be "Semen" again (M.90 is), so it stays "Pasir", which M.02 then cannot be.
    const existing = [
      { id: 1, code: 'M.01', name: 'Pasir' },
      { id: 2, code: 'M.02', name: 'Pasir lama' },
      { id: 9, code: 'M.90', name: ' SEMEN ' },
    ];
    const clashes = clashingDefaults(existing, defaults, false);
    expect([...clashes].map(([code, holder]) => [code, holder.code])).toEqual([
      ['M.01', 'M.90'],
      ['M.02', 'M.01'],
    ]);
  });

  it('leaves nothing out when the names only move between defaults', () => {
    const existing = [
      { id: 1, code: 'M.01', name: 'Pasir' },
      { id: 2, code: 'M.02', name: 'Semen' },
    ];
    expect(clashingDefaults(existing, defaults, false).size).toBe(0);
  });

  it('adding only missing rows, leaves out a missing default whose name any row has, and never an existing one', () => {
    const existing = [
      { id: 1, code: 'M.01', name: 'Pasir' },
      { id: 9, code: 'M.90', name: 'Semen' },
    ];
    const clashes = clashingDefaults(existing, defaults, true);
    expect([...clashes].map(([code, holder]) => [code, holder.code])).toEqual([['M.02', 'M.01']]);
  });
});
