import { describe, expect, it } from 'vitest';
import {
  commaThousands,
  decimalComma,
  decimalMarkShown,
  parseIdNumber,
  parsePointDecimal,
  pointThousands,
} from './number';

describe('pointThousands: "d.ddd", thousands or decimals', () => {
  it('names both ways to write "6.240", and nothing else', () => {
    expect(pointThousands('6.240')).toEqual({ decimal: '6,24', whole: '6240' });
    expect(pointThousands('1.650')).toEqual({ decimal: '1,65', whole: '1650' });
    expect(pointThousands(' 275.000 ')).toEqual({ decimal: '275', whole: '275000' });
    for (const clear of ['0.300', '1.5', '1.2500', '1.250.000', '1,650', '6240', '1.250,5', '']) {
      expect(pointThousands(clear)).toBeNull();
    }
  });
});

describe('decimalMarkShown: the mark a number shows beyond doubt', () => {
  it('shows a point, a comma or none', () => {
    for (const point of ['0.300', '0.024', '1.5', '1234.5', '1,250,000', '15,000.00'])
      expect(decimalMarkShown(point)).toBe('.');
    for (const comma of ['0,300', '6,24', '12,5', '1.250.000', '1.250,5'])
      expect(decimalMarkShown(comma)).toBe(',');
    for (const none of ['6.240', '1,650', '70', 'OH', '']) expect(decimalMarkShown(none)).toBeNull();
  });
});

describe('parsePointDecimal: a number an English-format tool wrote', () => {
  it('reads the point as the decimal point', () => {
    expect(parsePointDecimal('6.240')).toBe(6.24);
    expect(parsePointDecimal('0.300')).toBe(0.3);
    expect(parsePointDecimal('1,250.5')).toBe(1250.5);
    expect(parsePointDecimal('70')).toBe(70);
    expect(Number.isNaN(parsePointDecimal('OH'))).toBe(true);
  });
});

describe('prices keep their own reading', () => {
  it('reads "1.250" as thousands and asks about "16,000"', () => {
    expect(parseIdNumber('1.250')).toBe(1250);
    expect(parseIdNumber('Rp 65.000')).toBe(65000);
    expect(commaThousands('16,000')).toEqual({ grouped: '16.000', plain: '16000' });
  });
});

describe('decimalComma: a number as a form field shows it', () => {
  it('writes the decimal comma without grouping', () => {
    expect(decimalComma(12.5)).toBe('12,5');
    expect(decimalComma(1250000.5)).toBe('1250000,5');
    expect(decimalComma(-0.15)).toBe('-0,15');
    expect(decimalComma(7)).toBe('7');
  });

  it('never writes an exponent the fields refuse', () => {
    expect(decimalComma(0.0000001)).toBe('0,0000001');
    expect(decimalComma(2.5e-9)).toBe('0,0000000025');
  });
});
