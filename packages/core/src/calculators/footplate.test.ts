import { describe, expect, it } from 'vitest';
import { ahspMessages } from '../ahsp/messages';
import { senMessage } from '../validation/rupiah';
import { structureCostOf, structurePricesSchema } from './concrete';
import { barsAcross, calculateFootplate, validateFootplate } from './footplate';
import { validateWith } from './input';
import { calculatorMessages as m } from './messages';

const plate = {
  length: '100',
  width: '100',
  thickness: '25',
  stubLength: '30',
  stubWidth: '30',
  stubHeight: '75',
  depth: '100',
  workspace: '20',
  cover: '5',
  barDiameter: '12',
  spacing: '15',
  count: '4',
  grade: 'K-225',
};

const errorsOf = (overrides: Record<string, unknown>) => {
  const v = validateFootplate({ ...plate, ...overrides });
  return v.success ? {} : v.errors;
};

describe('calculateFootplate: 4 footplates 100 × 100 × 25 cm, stub 30 × 30 × 75 cm, D12-150, pit 100 cm deep', () => {
  const v = validateFootplate(plate);
  if (!v.success) throw new Error(JSON.stringify(v.errors));
  const r = calculateFootplate(v.data);

  it('concrete: plate 1 · 1 · 0,25 · 4 = 1 m³ + stub 0,3 · 0,3 · 0,75 · 4 = 0,27 m³ = 1,27 m³', () => {
    expect(r.plateM3).toBeCloseTo(1, 12);
    expect(r.stubM3).toBeCloseTo(0.27, 12);
    expect(r.concreteM3).toBeCloseTo(1.27, 12);
  });

  it('mesh: ceil((100 − 10) / 15) + 1 = 7 bars each way, 0,9 m each → 14 · 0,9 · 4 = 50,4 m, 44,7794 kg, 5 bars of 12 m', () => {
    expect(barsAcross(100, 5, 15)).toBe(7);
    expect(r.barsAlongLength).toBe(7);
    expect(r.barsAlongWidth).toBe(7);
    expect(r.barLengthAlongLengthM).toBeCloseTo(0.9, 12);
    expect(r.steelTotalM).toBeCloseTo(50.4, 12);
    // 0,00617 · 12² = 0,88848 kg/m
    expect(r.steelKg).toBeCloseTo(44.779392, 6);
    expect(r.bars[0]?.stockBars).toBe(5);
  });

  it('excavation (1 + 0,4)² · 1 · 4 = 7,84 m³; backfill 7,84 − 1,27 = 6,57 m³', () => {
    expect(r.excavationM3).toBeCloseTo(7.84, 12);
    expect(r.backfillM3).toBeCloseTo(6.57, 12);
  });

  it('a stub standing above ground is only partly buried: stub 120 cm, ground at 75 cm above the plate', () => {
    const tall = validateFootplate({ ...plate, stubHeight: '120' });
    if (!tall.success) throw new Error('invalid');
    // buried = 1 + 0,3 · 0,3 · 0,75 · 4 = 1,27 m³, concrete = 1 + 0,3 · 0,3 · 1,2 · 4 = 1,432 m³
    const result = calculateFootplate(tall.data);
    expect(result.concreteM3).toBeCloseTo(1.432, 12);
    expect(result.backfillM3).toBeCloseTo(6.57, 12);
  });

  it('K-225 for 1,27 m³: PC 471,17 kg = 10 sak 50 kg / 12 sak 40 kg', () => {
    expect(r.materials.cementKg).toBeCloseTo(471.17, 9);
    expect(r.materials.cementSacks50).toBe(10);
    expect(r.materials.cementSacks40).toBe(12);
  });

  it('refuses a price typed "1,300" or "16,000" (thousands or decimals?) as the price books do; "0,500" is no thousands', () => {
    const typed = { cement: '1,300', sand: '370.000', gravel: '370.000', water: '0,500', steel: '16,000' };
    const v = validateWith(structurePricesSchema, typed);
    expect(v.success ? {} : v.errors).toEqual({
      cement: ahspMessages.priceCommaThousands('1,300', '1.300', '1300'),
      steel: ahspMessages.priceCommaThousands('16,000', '16.000', '16000'),
      // Half a rupiah per litre: refused for its sen, not read as five hundred.
      water: senMessage('Harga air per liter'),
    });
    const fixed = validateWith(structurePricesSchema, {
      ...typed,
      cement: '1300',
      water: '10',
      steel: '16.000',
    });
    if (!fixed.success) throw new Error(JSON.stringify(fixed.errors));
    // 5 stock bars of 12 m D12 = 60 · 0,88848 = 53,3088 kg · Rp 16.000 = Rp 852.941.
    expect(structureCostOf(r, fixed.data).steel).toBe(852_941);
  });

  it('messages: pit shallower than the plate, stub wider than the plate, zero count, text', () => {
    expect(errorsOf({ depth: '20' })).toEqual({ depth: m.depthLessThanPlate });
    expect(errorsOf({ stubLength: '120' })).toEqual({ stubLength: m.stubLargerThanPlate });
    expect(errorsOf({ count: '0' })).toEqual({ count: m.positive('Jumlah footplate') });
    expect(errorsOf({ thickness: 'tebal' })).toEqual({ thickness: m.notNumber('Tebal pelat') });
    expect(errorsOf({ cover: '60' })).toEqual({ cover: m.tooLarge('Selimut beton', 20) });
  });
});
