import { describe, expect, it } from 'vitest';
import { categoryCode, compareCodes, nextNumberedCode, numberedCodePattern, type CodedKind } from './codes';

/** The number the pattern reads from a code (as the database does with substring), null when it does not match. */
const codeNumber = (kind: CodedKind, code: string) => {
  const match = new RegExp(numberedCodePattern(kind)).exec(code);
  return match ? Number(match[1]) : null;
};

describe('catalogue codes', () => {
  it('continue the numbered pattern of each kind', () => {
    expect(nextNumberedCode('materials', 45)).toBe('M.46');
    expect(nextNumberedCode('labor_rates', 7)).toBe('L.08');
    expect(nextNumberedCode('equipment', null)).toBe('E.01');
    expect(nextNumberedCode('materials', 99)).toBe('M.100');
    expect(nextNumberedCode('job_types', 9)).toBe('U.010');
  });

  it('read the number only from codes of the pattern (generated codes of earlier releases are left alone)', () => {
    expect(codeNumber('materials', 'M.07')).toBe(7);
    expect(codeNumber('materials', 'M.100')).toBe(100);
    expect(codeNumber('materials', 'MAT-LZ3K9ABC')).toBeNull();
    expect(codeNumber('materials', 'M.7a')).toBeNull();
    expect(codeNumber('labor_rates', 'M.07')).toBeNull();
  });

  it('name a category with a word from its name, like the default ones', () => {
    const none = () => false;
    expect(categoryCode('Pekerjaan Atap Baja Ringan', none)).toBe('ATAP_BAJA_RINGAN');
    expect(categoryCode('  Kolam & Taman ', none)).toBe('KOLAM_TAMAN');
    expect(categoryCode('Pekerjaan Besi Béton', none)).toBe('BESI_BETON');
    expect(categoryCode('***', none)).toBe('KATEGORI');
    const taken = new Set(['ATAP', 'ATAP_2']);
    expect(categoryCode('Atap', (code) => taken.has(code))).toBe('ATAP_3');
  });
});

describe('compareCodes', () => {
  it('orders codes number by number, as the AHSP numbers its items', () => {
    const codes = ['A.4.4.2.27', 'A.4.1.1.10', 'U.001', 'A.4.1.1.3', 'A.4.4.2.5', 'A.4.1.1.9', 'A.4.1.1.25'];
    expect([...codes].sort(compareCodes)).toEqual([
      'A.4.1.1.3',
      'A.4.1.1.9',
      'A.4.1.1.10',
      'A.4.1.1.25',
      'A.4.4.2.5',
      'A.4.4.2.27',
      'U.001',
    ]);
  });
});
