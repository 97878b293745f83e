import { describe, expect, it } from 'vitest';
import { calculateVolume, validateVolume } from './volume';
import { calculatorMessages as m } from './messages';

const run = (items: unknown[]) => {
  const v = validateVolume({ items });
  if (!v.success) throw new Error(JSON.stringify(v.errors));
  return calculateVolume(v.data);
};

describe('calculateVolume', () => {
  it('slab 4 × 3 × 0,12 m = 1,44 m³ = 1.440 L', () => {
    const result = run([{ shape: 'balok', size: { panjang: '4', lebar: '3', tinggi: '0,12' } }]);
    expect(result.totalM3).toBeCloseTo(1.44, 12);
    expect(result.liters).toBeCloseTo(1440, 9);
  });

  it('10 round columns Ø 30 cm, 3 m: 10 · π · 0,3² / 4 · 3 = 2,12058 m³', () => {
    const result = run([{ shape: 'silinder', count: '10', size: { diameter: '0,3', tinggi: '3' } }]);
    expect(result.totalM3).toBeCloseTo(2.12058, 5);
  });

  it('strip foundation (0,3 + 0,7) / 2 · 0,8 · 20 m = 8 m³', () => {
    const size = { lebar_atas: '0,3', lebar_bawah: '0,7', tinggi: '0,8', panjang: '20' };
    expect(run([{ shape: 'prisma_trapesium', size }]).totalM3).toBeCloseTo(8, 12);
  });

  it('cone D 1 m, h 3 m: π · 1 · 3 / 12 = 0,785398; frustum D 2, d 1, h 3: π·3/12·(4+2+1) = 5,497787', () => {
    const cone = { diameter_bawah: '1', diameter_atas: '0', tinggi: '3' };
    expect(run([{ shape: 'kerucut_terpancung', size: cone }]).totalM3).toBeCloseTo(0.785398, 6);
    const frustum = { diameter_bawah: '2', diameter_atas: '1', tinggi: '3' };
    expect(run([{ shape: 'kerucut_terpancung', size: frustum }]).totalM3).toBeCloseTo(5.497787, 6);
  });

  it('subtracts: slab 1,44 m³ minus a 1 × 1 × 0,12 opening = 1,32 m³', () => {
    const result = run([
      { shape: 'balok', size: { panjang: '4', lebar: '3', tinggi: '0,12' } },
      { shape: 'balok', operation: 'kurang', size: { panjang: '1', lebar: '1', tinggi: '0,12' } },
    ]);
    expect(result.totalM3).toBeCloseTo(1.32, 12);
  });

  it('messages for negative and huge values', () => {
    const v = validateVolume({
      items: [{ shape: 'silinder', size: { diameter: '-1', tinggi: '250.000' } }],
    });
    expect(v.success ? {} : v.errors).toEqual({
      'items.0.size.diameter': m.positive('Diameter'),
      'items.0.size.tinggi': m.tooLarge('Tinggi / kedalaman', 100_000),
    });
  });
});
