import { describe, expect, it } from 'vitest';
import { ahspMessages } from '../ahsp/messages';
import { calculateBeam, validateBeam } from './beam';
import {
  barWeightPerMeter,
  DEFAULT_STRUCTURE_PRICES,
  stockBarsKg,
  structureCost,
  structureCostOf,
  structurePricesSchema,
} from './concrete';
import { validateWith } from './input';
import { calculatorMessages as m } from './messages';

const beam = {
  width: '20',
  height: '30',
  length: '4',
  cover: '2,5',
  count: '1',
  topBars: '2',
  topDiameter: '13',
  bottomBars: '3',
  bottomDiameter: '13',
  stirrupDiameter: '8',
  stirrupSpacing: '15',
  grade: 'K-225',
};

const run = (overrides: Record<string, unknown> = {}) => {
  const v = validateBeam({ ...beam, ...overrides });
  if (!v.success) throw new Error(JSON.stringify(v.errors));
  return calculateBeam(v.data);
};

describe('calculateBeam: 20/30 cm beam, 4 m, cover 2,5 cm, 2 D13 top, 3 D13 bottom, Ø8-150, K-225', () => {
  const r = run();

  it('concrete 0,2 · 0,3 · 4 = 0,24 m³; formwork (0,2 + 2 · 0,3) · 4 = 3,2 m²', () => {
    expect(r.concreteM3).toBeCloseTo(0.24, 12);
    expect(r.formworkM2).toBeCloseTo(3.2, 12);
  });

  it('main bars: 4 − 2 · 0,025 + 2 · 12 · 0,013 = 4,262 m each; 5 bars = 21,31 m; 1,04273 kg/m → 22,2206 kg', () => {
    expect(barWeightPerMeter(13)).toBeCloseTo(1.04273, 10);
    expect(r.mainBarLengthTopM).toBeCloseTo(4.262, 12);
    expect(r.mainBarsTotalM).toBeCloseTo(21.31, 12);
    expect(r.mainBarsKg).toBeCloseTo(22.2206, 4);
  });

  it('stirrups: ceil(3,95 / 0,15) + 1 = 28, each 2 · 0,15 + 2 · 0,25 + 2 · 0,075 = 0,95 m → 26,6 m, 10,5038 kg', () => {
    expect(r.stirrupsPerBeam).toBe(28);
    expect(r.stirrupLengthM).toBeCloseTo(0.95, 12);
    expect(r.stirrupsTotalM).toBeCloseTo(26.6, 12);
    expect(r.stirrupsKg).toBeCloseTo(10.503808, 6);
    expect(r.steelKg).toBeCloseTo(32.724384, 5);
  });

  it('12 m stock bars per diameter, each piece whole: D13 5 pieces of 4,262 m, 2 from a bar = 3 (not 21,31 / 12 = 2); Ø8 28 stirrups of 0,95 m, 12 from a bar = 3', () => {
    expect(r.bars.map((bar) => [bar.diameter, bar.stockBars])).toEqual([
      [8, 3],
      [13, 3],
    ]);
  });

  it('buys the main bars and stirrups of one diameter together, the stirrups cut from the main bars’ offcuts', () => {
    // D13 everywhere: 3 bars for the main pieces leave 3,476 + 3,476 + 7,738 m, which take 6 + 8 stirrups;
    // the other 14 need 2 more bars.
    const same = run({ stirrupDiameter: '13' });
    expect(same.bars.map((bar) => [bar.diameter, bar.stockBars])).toEqual([[13, 5]]);
  });

  it('a beam longer than a stock bar takes whole bars and cuts the rest (lap splices not counted)', () => {
    // 30 m: main bars 29,95 + 2 · 0,156 = 30,262 m = 2 whole bars + 6,262 m each; 5 rests, 1 from a bar.
    const long = run({ length: '30' });
    expect(long.bars.find((bar) => bar.diameter === 13)?.stockBars).toBe(5 * 2 + 5);
    // Said, so the user adds the laps: the longest main bar that has to be joined.
    expect(long.splicedMainBarM).toBeCloseTo(30.262, 12);
    expect(r.splicedMainBarM).toBeNull();
    // 11,9 m: 11,85 + 2 · 0,156 = 12,162 m is over 12 m; without top bars the bottom D10 bar (12,09 m) still is.
    expect(run({ length: '11,9' }).splicedMainBarM).toBeCloseTo(12.162, 12);
    expect(run({ length: '11,9', topBars: '0', bottomDiameter: '10' }).splicedMainBarM).toBeCloseTo(
      12.09,
      12,
    );
    expect(run({ length: '11,5' }).splicedMainBarM).toBeNull();
  });

  it('K-225 (SNI 7394): PC 371 · 0,24 = 89,04 kg = 2 sak 50 kg, sand 167,52 kg = 0,11966 m³, gravel 0,18613 m³, water 51,6 L', () => {
    expect(r.materials.cementKg).toBeCloseTo(89.04, 10);
    expect(r.materials.cementSacks50).toBe(2);
    expect(r.materials.cementSacks40).toBe(3);
    expect(r.materials.sandM3).toBeCloseTo(0.119657, 6);
    expect(r.materials.gravelM3).toBeCloseTo(0.186133, 6);
    expect(r.materials.waterL).toBeCloseTo(51.6, 10);
  });

  it('cost at the default prices: 115.752 + 44.273 + 68.869 + 516 + 523.590 = Rp 753.000', () => {
    const cost = structureCost(r.materials, r.steelKg, DEFAULT_STRUCTURE_PRICES);
    expect(cost).toEqual({
      cement: 115_752,
      sand: 44_273,
      gravel: 68_869,
      water: 516,
      steel: 523_590,
      steelKg: r.steelKg,
      total: 753_000,
    });
  });

  it('prices the steel as bought: 3 D13 and 3 Ø8 stock bars of 12 m = 37,53828 + 14,21568 = 51,75396 kg', () => {
    // 1,04273 and 0,39488 kg/m (0,00617·d²); Rp 16.000/kg: Rp 828.063, not the Rp 523.590 of the cut pieces.
    expect(stockBarsKg(r.bars)).toBeCloseTo(51.75396, 9);
    const cost = structureCostOf(r, DEFAULT_STRUCTURE_PRICES);
    expect(cost.steelKg).toBeCloseTo(51.75396, 9);
    expect(cost.steel).toBe(828_063);
    expect(cost.total).toBe(115_752 + 44_273 + 68_869 + 516 + 828_063);
  });

  it('refuses a price typed "16,000" (Rp 16 or Rp 16.000?) with the price books’ message, never costs Rp 828', () => {
    const typed = { cement: '1.300', sand: '370.000', gravel: '370.000', water: '10', steel: '16,000' };
    expect(validateWith(structurePricesSchema, typed)).toEqual({
      success: false,
      errors: { steel: ahspMessages.priceCommaThousands('16,000', '16.000', '16000') },
    });
    expect(validateWith(structurePricesSchema, { ...typed, sand: ' Rp 370,000 ' })).toEqual({
      success: false,
      errors: {
        sand: ahspMessages.priceCommaThousands('Rp 370,000', '370.000', '370000'),
        steel: ahspMessages.priceCommaThousands('16,000', '16.000', '16000'),
      },
    });
    // Written either way it asks for, the steel costs what the stock bars weigh: Rp 828.063.
    for (const steel of ['16.000', '16000']) {
      const prices = validateWith(structurePricesSchema, { ...typed, steel });
      if (!prices.success) throw new Error(JSON.stringify(prices.errors));
      expect(structureCostOf(r, prices.data).steel).toBe(828_063);
    }
  });

  it('scales with the number of beams', () => {
    const three = run({ count: '3' });
    expect(three.concreteM3).toBeCloseTo(0.72, 12);
    expect(three.stirrupCount).toBe(84);
  });

  it('messages: zero width, cover too thick, odd diameter, fractional bar count, unknown grade', () => {
    const errorsOf = (overrides: Record<string, unknown>) => {
      const v = validateBeam({ ...beam, ...overrides });
      return v.success ? {} : v.errors;
    };
    expect(errorsOf({ width: '0' })).toEqual({ width: m.positive('Lebar balok') });
    expect(errorsOf({ cover: '10' })).toEqual({ cover: m.coverTooThick });
    expect(errorsOf({ topDiameter: '11' })).toEqual({
      topDiameter: m.unknownChoice('Diameter tulangan atas'),
    });
    expect(errorsOf({ bottomBars: '2,5' })).toEqual({ bottomBars: m.whole('Jumlah tulangan bawah') });
    expect(errorsOf({ stirrupSpacing: '2' })).toEqual({ stirrupSpacing: m.tooSmall('Jarak sengkang', 5) });
    expect(errorsOf({ grade: 'K-999' })).toEqual({ grade: m.unknownChoice('Mutu beton') });
    expect(errorsOf({ length: '-4' })).toEqual({ length: m.positive('Panjang balok') });
  });

  it('takes a beam without top or without bottom bars, not one without either', () => {
    const errorsOf = (overrides: Record<string, unknown>) => {
      const v = validateBeam({ ...beam, ...overrides });
      return v.success ? {} : v.errors;
    };
    expect(errorsOf({ topBars: '0' })).toEqual({});
    expect(errorsOf({ bottomBars: '0' })).toEqual({});
    expect(errorsOf({ topBars: '0', bottomBars: '0' })).toEqual({ bottomBars: m.noMainBars });
  });
});
