import { describe, expect, it } from 'vitest';
import { canonicalUnit, isUnitText, sameUnit, unitKey } from './units';

describe('sameUnit', () => {
  it('joins the spellings estimators write for the catalogue’s units', () => {
    const pairs: [string, string][] = [
      ['m3', 'm³'],
      ['M3', 'm³'],
      ['m^3', 'm³'],
      ['m2', 'm²'],
      ['M2', 'm²'],
      ['m1', 'm'],
      ["m'", 'm'],
      ['m’', 'm1'],
      ['buah', 'bh'],
      ['bh.', 'Buah'],
      ['pcs', 'bh'],
      ['batang', 'btg'],
      ['lembar', 'lbr'],
      ['liter', 'ltr'],
      ['l', 'ltr'],
      ['oh', 'OH'],
      ['O.H.', 'OH'],
      ['orang hari', 'OH'],
      ['ls', 'Lumpsum'],
      ['lump sum', 'LS'],
      ['sak', 'zak'],
      ['kg', ' Kg '],
      ['hari', 'hr'],
      ['titik', 'ttk'],
    ];
    for (const [a, b] of pairs) expect(sameUnit(a, b), `${a} = ${b}`).toBe(true);
  });

  it('never joins two different units', () => {
    const pairs: [string, string][] = [
      ['zak', 'kg'],
      ['m', 'm²'],
      ['m2', 'm³'],
      ['m', 'mm'],
      ['bh', 'set'],
      ['btg', 'lbr'],
      ['ltr', 'kg'],
      ['ml', 'l'],
      ['hari', 'jam'],
      ['m3', 'ltr'],
    ];
    for (const [a, b] of pairs) expect(sameUnit(a, b), `${a} ≠ ${b}`).toBe(false);
  });

  it('compares an unlisted unit by its text, ignoring case and spaces', () => {
    expect(unitKey(' Dus ')).toBe('dus');
    expect(sameUnit('Pail', 'pail')).toBe(true);
    expect(sameUnit('pail', 'dus')).toBe(false);
  });

  it('knows a unit from a name (isUnitText)', () => {
    for (const unit of ['m3', 'M²', 'kg', 'OH', 'O.H.', 'zak', 'buah', 'Ltr', 'jam', 'set'])
      expect(isUnitText(unit), unit).toBe(true);
    for (const name of ['Pekerja', 'Semen Portland (PC)', 'Pasir pasang', 'Molen', 'A.4.4.2.1', ''])
      expect(isUnitText(name), name).toBe(false);
  });
});

describe('canonicalUnit', () => {
  it('writes a unit symbol typed another way as the catalogue does', () => {
    const spellings: [string, string][] = [
      ['m2', 'm²'],
      ['M2', 'm²'],
      ['m^2', 'm²'],
      [' m 2 ', 'm²'],
      ['m²', 'm²'],
      ['m3', 'm³'],
      ['M^3', 'm³'],
      ['m³', 'm³'],
      ['KG', 'kg'],
      ['Kg.', 'kg'],
      ['M', 'm'],
    ];
    for (const [typed, written] of spellings) {
      expect(canonicalUnit(typed), typed).toBe(written);
      expect(sameUnit(canonicalUnit(typed), typed), typed).toBe(true);
    }
  });

  it('keeps a word, another spelling of a unit or an unknown unit as it was written, trimmed', () => {
    for (const unit of [
      "m'",
      'm1',
      'buah',
      'bh',
      'liter',
      'meter persegi',
      'kubik',
      'OH',
      'zak',
      'Dus',
      'titik',
    ])
      expect(canonicalUnit(unit), unit).toBe(unit);
    expect(canonicalUnit('  Pail ')).toBe('Pail');
  });
});
