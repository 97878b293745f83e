import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalsOf } from './number';
import {
  formatCoefficient,
  formatDate,
  formatDateForFileName,
  formatDateTime,
  formatNumber,
  formatQuantity,
  formatRupiah,
  formatVolume,
  listWithDan,
} from './format';
import {
  normalizeDecimalInput,
  parseIdNumber,
  parseNumber,
  roundRupiah,
  roundRupiahReference,
  roundTo,
} from './number';

const plain = (s: string) => s.replace(/\s/g, ' ');

describe('parseNumber (SPEC.md §5)', () => {
  it.each([
    ['12.5', 12.5],
    ['Rp 1500', 1500],
    ['-3', -3],
    ['abc', 0],
    ['', 0],
    [null, 0],
    [undefined, 0],
    [42, 42],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    ['1e5', 15],
  ])('%j → %d', (input, expected) => {
    expect(parseNumber(input)).toBe(expected);
  });
});

describe('parseIdNumber: Indonesian number formats', () => {
  it.each([
    ['Rp 65.000', 65_000],
    ['Rp65.000,-', 65_000],
    ['1.250.000,50', 1_250_000.5],
    ['75.000', 75_000],
    ['12,5', 12.5],
    ['0,043', 0.043],
    ['12.5', 12.5],
    ['1,250,000.50', 1_250_000.5],
    ['1.250', 1250],
    ['700', 700],
    ['-1.000', -1000],
    ['Rp 1 250 000', 1_250_000],
    ['0.100', 0.1],
    ['0.025', 0.025],
  ])('%s → %d', (input, expected) => {
    expect(parseIdNumber(input)).toBe(expected);
  });

  it('gives NaN when there is no number', () => {
    expect(parseIdNumber('abc')).toBeNaN();
    expect(parseIdNumber('')).toBeNaN();
    expect(parseIdNumber(null)).toBeNaN();
    expect(parseIdNumber('1.2.3,4,5')).toBeNaN();
    // Both marks, the whole part not grouped in threes: a typo, not a figure ten times another.
    expect(parseIdNumber('2,5.5')).toBeNaN();
    expect(parseIdNumber('12.34,5')).toBeNaN();
    expect(parseIdNumber('1.2345,5')).toBeNaN();
    expect(parseIdNumber('1.250,5')).toBe(1250.5);
    expect(parseIdNumber('12.250.000,75')).toBe(12_250_000.75);
    expect(parseIdNumber('1,250.5')).toBe(1250.5);
  });

  it('gives NaN for a text holding anything but the number, its sign and "Rp" (never another number)', () => {
    for (const text of ['1e12', '13OO', '1,5 jt', '65.000 per sak', 'IDR 5.000', '12-3', '5.000/m'])
      expect(parseIdNumber(text), text).toBeNaN();
    expect(parseIdNumber('(1.500)')).toBe(-1500);
    expect(parseIdNumber('Rp. 65.000,-')).toBe(65_000);
  });

  it('turns a typed decimal comma into a dot for form fields', () => {
    expect(normalizeDecimalInput('12,5')).toBe('12.5');
    expect(normalizeDecimalInput('12.5')).toBe('12.5');
    expect(normalizeDecimalInput('1.250,5')).toBe('1250.5');
    // Indonesians write a thousand as 1.000: never read it as 1.
    expect(normalizeDecimalInput('1.000')).toBe('1000');
    expect(normalizeDecimalInput('2.500.000')).toBe('2500000');
    expect(normalizeDecimalInput('-5')).toBe('-5');
    expect(normalizeDecimalInput('')).toBe('');
    expect(normalizeDecimalInput('abc')).toBe('abc');
    expect(normalizeDecimalInput('1,2,3')).toBe('1,2,3');
    // Tiny productivities stay plain digits (String() would write 1e-7, which the form refuses).
    expect(normalizeDecimalInput('0,0000001')).toBe('0.0000001');
    expect(normalizeDecimalInput('0,000001')).toBe('0.000001');
  });
});

describe('rounding', () => {
  it('rounds to whole rupiah without float noise', () => {
    expect(roundRupiah(1.005 * 1000)).toBe(1005);
    expect(roundRupiah(0.1 * 3 * 333)).toBe(100);
    expect(roundRupiah(2.5)).toBe(3);
    expect(roundTo(0.1 + 0.2, 4)).toBe(0.3);
  });

  it('gives exactly what the 15-digit formula gives, also next to one half and for money-sized products', () => {
    const same = (value: number) => {
      const fast = roundRupiah(value);
      const reference = roundRupiahReference(value);
      if (!Object.is(fast, reference)) throw new Error(`${value}: ${fast} ≠ ${reference}`);
    };
    fc.assert(fc.property(fc.double({ noNaN: false }), same), { numRuns: 20_000 });
    // Halves and their float neighbours, at every magnitude a rupiah figure can have.
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), fc.integer({ min: -64, max: 64 }), (whole, ulps) =>
        same(whole + 0.5 + ulps * Number.EPSILON * Math.max(1, Math.abs(whole))),
      ),
      { numRuns: 20_000 },
    );
    // What a calculation multiplies: volume × coefficient × price, divided by a margin.
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 0, max: 99 }),
        (units, decimals, price, profit) => {
          const volume = units / 10 ** decimals;
          same(volume * price);
          same((volume * price * 100) / (100 - profit));
          same((volume * price) / 3);
        },
      ),
      { numRuns: 20_000 },
    );
    for (const value of [
      0,
      -0,
      0.5,
      -0.5,
      2.5,
      -2.5,
      1.005 * 1000,
      0.1 * 3 * 333,
      1e21 + 0.5,
      Infinity,
      -Infinity,
    ])
      same(value);
  });
});

describe('formatting (id-ID)', () => {
  it('formats rupiah without decimals', () => {
    expect(plain(formatRupiah(1_250_000))).toBe('Rp 1.250.000');
    expect(plain(formatRupiah(0))).toBe('Rp 0');
    expect(plain(formatRupiah(1234.6))).toBe('Rp 1.235');
    expect(plain(formatRupiah(Number.NaN))).toBe('Rp 0');
  });

  it('formats numbers with Indonesian separators', () => {
    expect(formatNumber(1234.5, 2)).toBe('1.234,50');
    expect(formatNumber(12.34, 1)).toBe('12,3');
    expect(formatQuantity(0.043)).toBe('0,043');
    expect(formatQuantity(7000)).toBe('7.000');
  });

  it('prints volumes and coefficients with the decimals they have, so a printed row multiplies out', () => {
    // K-225: 0,15 × 0,15 × 5 m³ at Rp 1.300.507 is Rp 146.307; 0,113 m³ would multiply to 146.957.
    expect(formatVolume(0.15 * 0.15 * 5)).toBe('0,1125');
    expect(roundRupiah(0.1125 * 1_300_507)).toBe(146_307);
    expect(formatVolume(12)).toBe('12');
    expect(formatVolume(1234.5)).toBe('1.234,5');
    expect(formatVolume(1 / 3)).toBe('0,3333');
    // A.3.3.1.2: 0,01375 × 145.000 = 1.994 and 0,00415 × 200.000 = 830, not 0,0138 and 0,0042.
    expect(formatCoefficient(0.01375)).toBe('0,01375');
    expect(formatCoefficient(0.00415)).toBe('0,00415');
    expect(formatCoefficient(0.000125)).toBe('0,000125');
    expect(formatCoefficient(1.5)).toBe('1,5');
  });

  it('counts the decimals a figure has, up to a most', () => {
    expect(decimalsOf(0.1125, 4)).toBe(4);
    expect(decimalsOf(0.01375, 6)).toBe(5);
    expect(decimalsOf(2.5, 4)).toBe(1);
    expect(decimalsOf(70, 4)).toBe(0);
    expect(decimalsOf(1 / 3, 4)).toBe(4);
    // Float noise of a sum is not a decimal: 0,1 + 0,2 has one.
    expect(decimalsOf(0.1 + 0.2, 6)).toBe(1);
    expect(decimalsOf(-0.0625, 6)).toBe(4);
    expect(decimalsOf(Number.NaN, 4)).toBe(0);
  });

  it('keeps one formatter per kind: each call still gets its own decimals and time zone', () => {
    expect([formatNumber(2.5, 0), formatNumber(2.5, 2), formatNumber(2.5, 0)]).toEqual(['3', '2,50', '3']);
    expect([formatQuantity(1.23456, 1), formatQuantity(1.23456), formatQuantity(1.23456, 1)]).toEqual([
      '1,2',
      '1,235',
      '1,2',
    ]);
    const date = new Date('2026-11-22T20:00:00Z');
    expect(formatDate(date, { timeZone: 'Asia/Jakarta' })).toBe('23 November 2026');
    expect(formatDate(date, { timeZone: 'UTC' })).toBe('22 November 2026');
    expect(formatDate(date, { timeZone: 'Asia/Jakarta' })).toBe('23 November 2026');
  });

  it('formats long Indonesian dates with hour and minute', () => {
    const date = new Date('2026-11-22T07:05:00Z');
    expect(formatDateTime(date, { timeZone: 'Asia/Jakarta' })).toMatch(
      /^22 November 2026(,| pukul) 14[.:]05$/,
    );
    expect(formatDate(date, { timeZone: 'Asia/Jakarta' })).toBe('22 November 2026');
    expect(formatDateTime('not a date')).toBe('-');
    expect(formatDateForFileName(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});

describe('listWithDan', () => {
  it('lists items the Indonesian way', () => {
    expect(listWithDan([])).toBe('');
    expect(listWithDan(['nama'])).toBe('nama');
    expect(listWithDan(['nama', 'satuan'])).toBe('nama dan satuan');
    expect(listWithDan(['nama', 'satuan', 'harga'])).toBe('nama, satuan dan harga');
  });
});
