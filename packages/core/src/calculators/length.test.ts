import { describe, expect, it } from 'vitest';
import { calculateLength, convertLength, validateLength } from './length';
import { calculatorMessages as m } from './messages';

const run = (segments: unknown[]) => {
  const v = validateLength({ segments });
  if (!v.success) throw new Error(JSON.stringify(v.errors));
  return calculateLength(v.data);
};

describe('calculateLength', () => {
  it('sums segments in mixed units (hand: 2 m + 150 cm + 3 kaki = 2 + 1,5 + 0,9144 = 4,4144 m)', () => {
    const result = run([
      { value: '2', unit: 'm' },
      { value: '150', unit: 'cm' },
      { value: '3', unit: 'kaki' },
    ]);
    expect(result.segmentMeters).toEqual([2, 1.5, expect.closeTo(0.9144, 10)]);
    expect(result.totalMeters).toBeCloseTo(4.4144, 10);
    expect(result.total.cm).toBeCloseTo(441.44, 8);
    expect(result.total.mm).toBeCloseTo(4414.4, 8);
    // 4,4144 / 0,0254 = 173,7953 inci; / 0,9144 = 4,8276 yard
    expect(result.total.inci).toBeCloseTo(173.7953, 4);
    expect(result.total.yard).toBeCloseTo(4.82765, 4);
    expect(result.total.km).toBeCloseTo(0.0044144, 10);
  });

  it('reads Indonesian decimals: "12,5" cm is 0,125 m', () => {
    expect(run([{ value: '12,5', unit: 'cm' }]).totalMeters).toBeCloseTo(0.125, 12);
  });

  it('converts between units (1 km = 1.000 / 0,9144 = 1.093,6133 yard; 1 inci = 2,54 cm)', () => {
    expect(convertLength(1, 'km', 'yard')).toBeCloseTo(1093.6133, 4);
    expect(convertLength(1, 'inci', 'cm')).toBeCloseTo(2.54, 12);
    expect(convertLength(1, 'yard', 'kaki')).toBeCloseTo(3, 12);
  });

  it('answers Indonesian messages for zero, negative, text, empty and huge values', () => {
    const errors = (value: unknown) => {
      const v = validateLength({ segments: [{ value, unit: 'm' }] });
      return v.success ? {} : v.errors;
    };
    expect(errors('0')['segments.0.value']).toBe(m.positive('Panjang segmen'));
    expect(errors('-3')['segments.0.value']).toBe(m.positive('Panjang segmen'));
    expect(errors('abc')['segments.0.value']).toBe(m.notNumber('Panjang segmen'));
    expect(errors('')['segments.0.value']).toBe(m.required('Panjang segmen'));
    expect(errors('1e3')['segments.0.value']).toBe(m.notNumber('Panjang segmen'));
    expect(errors('5000000000000000000000000')['segments.0.value']).toBe(
      m.tooLarge('Panjang segmen', 1_000_000_000),
    );
    expect(errors('5000000000')['segments.0.value']).toContain('terlalu besar (maksimal 1.000.000.000)');
    const unit = validateLength({ segments: [{ value: '1', unit: 'depa' }] });
    expect(unit.success ? {} : unit.errors).toEqual({ 'segments.0.unit': m.unknownChoice('Satuan') });
    const none = validateLength({ segments: [] });
    expect(none.success ? {} : none.errors).toEqual({ segments: m.noSegments });
  });
});
