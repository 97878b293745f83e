import { describe, expect, it } from 'vitest';
import { calculateArea, validateArea } from './area';
import { calculatorMessages as m } from './messages';

const run = (items: unknown[]) => {
  const v = validateArea({ items });
  if (!v.success) throw new Error(JSON.stringify(v.errors));
  return calculateArea(v.data);
};

describe('calculateArea', () => {
  it('each shape (hand-worked)', () => {
    expect(run([{ shape: 'persegi_panjang', size: { panjang: '4', lebar: '3' } }]).totalM2).toBe(12);
    expect(run([{ shape: 'persegi', size: { sisi: '2,5' } }]).totalM2).toBe(6.25);
    // ½ · 6 · 2 = 6
    expect(run([{ shape: 'segitiga', size: { alas: '6', tinggi: '2' } }]).totalM2).toBe(6);
    // (2 + 4) / 2 · 3 = 9
    const trapezoid = { shape: 'trapesium', size: { sisi_atas: '2', sisi_bawah: '4', tinggi: '3' } };
    expect(run([trapezoid]).totalM2).toBe(9);
    // π · 2² / 4 = π = 3,14159
    expect(run([{ shape: 'lingkaran', size: { diameter: '2' } }]).totalM2).toBeCloseTo(3.14159, 5);
  });

  it('composite: a 4 × 3 m wall minus two 1,2 × 1 m windows = 12 − 2,4 = 9,6 m²', () => {
    const result = run([
      { shape: 'persegi_panjang', size: { panjang: '4', lebar: '3' } },
      { shape: 'persegi_panjang', operation: 'kurang', count: '2', size: { panjang: '1,2', lebar: '1' } },
    ]);
    expect(result.items).toEqual([12, -2.4]);
    expect(result.totalM2).toBeCloseTo(9.6, 12);
    // 9,6 m² = 96.000 cm² = 0,096 are = 0,00096 ha = 9,6 / 0,09290304 = 103,333 ft²
    expect(result.conversions.cm2).toBeCloseTo(96_000, 6);
    expect(result.conversions.are).toBeCloseTo(0.096, 12);
    expect(result.conversions.hektare).toBeCloseTo(0.00096, 12);
    expect(result.conversions.ft2).toBeCloseTo(103.3335, 3);
  });

  it('messages instead of NaN: missing size, zero, negative total, unknown shape', () => {
    const errorsOf = (items: unknown[]) => {
      const v = validateArea({ items });
      return v.success ? {} : v.errors;
    };
    expect(errorsOf([{ shape: 'persegi', size: {} }])).toEqual({ 'items.0.size.sisi': m.required('Sisi') });
    expect(errorsOf([{ shape: 'lingkaran', size: { diameter: '0' } }])).toEqual({
      'items.0.size.diameter': m.positive('Diameter'),
    });
    expect(
      errorsOf([
        { shape: 'persegi', size: { sisi: '1' } },
        { shape: 'persegi', operation: 'kurang', size: { sisi: '2' } },
      ]),
    ).toEqual({ items: m.negativeTotal });
    expect(errorsOf([{ shape: 'segi-enam', size: {} }])['items.0.shape']).toBe(m.unknownChoice('Bentuk'));
    expect(errorsOf([{ shape: 'persegi', count: '1,5', size: { sisi: '1' } }])).toEqual({
      'items.0.count': m.whole('Jumlah'),
    });
    expect(errorsOf([{ shape: 'persegi', size: { sisi: '999999999' } }])['items.0.size.sisi']).toBe(
      m.tooLarge('Sisi', 100_000),
    );
  });
});
