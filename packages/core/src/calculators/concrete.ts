import { z } from 'zod';
import { quantity } from './input';
import { calculatorMessages } from './messages';

// Shared by the beam and footplate calculators: SNI 7394:2008 manual concrete mixes, reinforcing bar
// weights and stock lengths, and the optional material cost.

/** Per m³ of concrete, SNI 7394:2008 (the same table the default catalogue is seeded from). */
export const CONCRETE_GRADES = {
  'K-175': { mpa: '14,5', cementKg: 326, sandKg: 760, gravelKg: 1029, waterL: 215 },
  'K-200': { mpa: '16,9', cementKg: 352, sandKg: 731, gravelKg: 1031, waterL: 215 },
  'K-225': { mpa: '19,3', cementKg: 371, sandKg: 698, gravelKg: 1047, waterL: 215 },
  'K-250': { mpa: '21,7', cementKg: 384, sandKg: 692, gravelKg: 1039, waterL: 215 },
  'K-300': { mpa: '24,9', cementKg: 413, sandKg: 681, gravelKg: 1021, waterL: 215 },
} as const;
export type ConcreteGrade = keyof typeof CONCRETE_GRADES;
export const CONCRETE_GRADE_KEYS = Object.keys(CONCRETE_GRADES) as [ConcreteGrade, ...ConcreteGrade[]];

/** Loose bulk densities used by SNI 7394:2008 to turn kg into m³ (DOMAIN.md). */
export const SAND_KG_PER_M3 = 1400;
export const GRAVEL_KG_PER_M3 = 1350;

/** Standard bar diameters in mm (SNI 2052:2017: Ø6–Ø12 plain, D13–D32 deformed). */
export const BAR_DIAMETERS = [6, 8, 10, 12, 13, 16, 19, 22, 25, 32] as const;
export type BarDiameter = (typeof BAR_DIAMETERS)[number];
export const STOCK_BAR_LENGTH_M = 12;

/** A zod field for a bar diameter from the standard list. */
export const barDiameter = (label: string) =>
  quantity(label, { max: 100 }).refine((value) => (BAR_DIAMETERS as readonly number[]).includes(value), {
    error: calculatorMessages.unknownChoice(label),
  });

/** kg per metre of a bar of diameter d mm: 0,00617·d² (steel 7.850 kg/m³ × π/4 × d² ≈ 0,006165·d²). */
export function barWeightPerMeter(diameterMm: number): number {
  return 0.00617 * diameterMm * diameterMm;
}

export interface BarGroup {
  diameter: number;
  /** Total cut length in metres. */
  lengthM: number;
  weightKg: number;
  /**
   * 12 m stock bars to buy: enough to cut every piece whole from one bar (stockBarsToCut), offcuts reused for the
   * shorter pieces of the same diameter, never across diameters. Not the total length over 12: five 4,26 m bars
   * need three stock bars (two pieces from each), not two.
   */
  stockBars: number;
}

/** Pieces of one length cut from the bars of one diameter. */
export interface BarPieces {
  diameter: number;
  pieceM: number;
  count: number;
}

/** Sums the pieces of each diameter and plans the stock bars they are cut from. */
export function groupBars(lines: BarPieces[]): BarGroup[] {
  const byDiameter = new Map<number, BarPieces[]>();
  for (const line of lines) {
    if (!(line.count > 0 && line.pieceM > 0)) continue;
    byDiameter.set(line.diameter, [...(byDiameter.get(line.diameter) ?? []), line]);
  }
  return [...byDiameter.entries()]
    .sort(([a], [b]) => a - b)
    .map(([diameter, pieces]) => {
      const lengthM = pieces.reduce((sum, piece) => sum + piece.pieceM * piece.count, 0);
      return {
        diameter,
        lengthM,
        weightKg: lengthM * barWeightPerMeter(diameter),
        stockBars: stockBarsToCut(pieces),
      };
    });
}

/**
 * The 12 m stock bars that the pieces are cut from: the longest pieces first, each into the first offcut it fits
 * (first fit decreasing), else from a new bar; pieces of one length are placed in bulk, so ten thousand beams cost
 * no more than one. Lengths are taken to the millimetre. A piece longer than a stock bar takes whole bars for each
 * full 12 m and cuts its rest like any piece (lap splices not counted, as the calculators say).
 */
export function stockBarsToCut(pieces: { pieceM: number; count: number }[]): number {
  const stock = STOCK_BAR_LENGTH_M * 1000;
  const lengths = new Map<number, number>();
  for (const { pieceM, count } of pieces) {
    const mm = Math.round(pieceM * 1000);
    if (mm > 0 && count > 0) lengths.set(mm, (lengths.get(mm) ?? 0) + count);
  }
  let bars = 0;
  /** Offcuts left in bars already cut: so many bars with so much left each. */
  const offcuts: { restMm: number; bars: number }[] = [];
  for (const [pieceMm, count] of [...lengths].sort(([a], [b]) => b - a)) {
    const whole = Math.floor(pieceMm / stock);
    bars += whole * count;
    const cut = pieceMm - whole * stock;
    if (cut === 0) continue;
    let left = count;
    for (let i = 0; i < offcuts.length && left > 0; i++) {
      const offcut = offcuts[i]!;
      const each = Math.floor(offcut.restMm / cut);
      if (each === 0) continue;
      if (left >= each * offcut.bars) {
        left -= each * offcut.bars;
        offcut.restMm -= each * cut;
        continue;
      }
      // Only some of these bars are needed: split them into those cut full, one cut partly and the rest.
      const cutFull = Math.floor(left / each);
      const cutPartly = left - cutFull * each;
      const split = [
        { restMm: offcut.restMm - each * cut, bars: cutFull },
        { restMm: offcut.restMm - cutPartly * cut, bars: cutPartly > 0 ? 1 : 0 },
        { restMm: offcut.restMm, bars: offcut.bars - cutFull - (cutPartly > 0 ? 1 : 0) },
      ];
      offcuts.splice(i, 1, ...split.filter((group) => group.bars > 0));
      left = 0;
    }
    if (left === 0) continue;
    const perBar = Math.floor(stock / cut);
    const full = Math.floor(left / perBar);
    const partly = left - full * perBar;
    bars += full + (partly > 0 ? 1 : 0);
    if (full > 0) offcuts.push({ restMm: stock - perBar * cut, bars: full });
    if (partly > 0) offcuts.push({ restMm: stock - partly * cut, bars: 1 });
  }
  return bars;
}

export interface ConcreteMaterials {
  cementKg: number;
  cementSacks50: number;
  cementSacks40: number;
  sandKg: number;
  sandM3: number;
  gravelKg: number;
  gravelM3: number;
  waterL: number;
}

/** Cement, sand, gravel and water for a volume of concrete of a grade (SNI 7394:2008). */
export function concreteMaterials(volumeM3: number, grade: ConcreteGrade): ConcreteMaterials {
  const mix = CONCRETE_GRADES[grade];
  const cementKg = mix.cementKg * volumeM3;
  const sandKg = mix.sandKg * volumeM3;
  const gravelKg = mix.gravelKg * volumeM3;
  return {
    cementKg,
    cementSacks50: sacks(cementKg, 50),
    cementSacks40: sacks(cementKg, 40),
    sandKg,
    sandM3: sandKg / SAND_KG_PER_M3,
    gravelKg,
    gravelM3: gravelKg / GRAVEL_KG_PER_M3,
    waterL: mix.waterL * volumeM3,
  };
}

/** Whole sacks needed for a weight of cement. */
export function sacks(kg: number, sackKg: number): number {
  return Math.ceil(Number((kg / sackKg).toPrecision(12)));
}

/** Unit prices in whole rupiah: cement per kg, sand and gravel per m³, water per litre, steel per kg. */
export const structurePricesSchema = z.object({
  cement: quantity('Harga semen per kg', { sign: 'nonNegative', max: 10_000_000, rupiah: true }),
  sand: quantity('Harga pasir beton per m³', { sign: 'nonNegative', max: 100_000_000, rupiah: true }),
  gravel: quantity('Harga kerikil per m³', { sign: 'nonNegative', max: 100_000_000, rupiah: true }),
  water: quantity('Harga air per liter', { sign: 'nonNegative', max: 1_000_000, rupiah: true }),
  steel: quantity('Harga besi per kg', { sign: 'nonNegative', max: 10_000_000, rupiah: true }),
});
export type StructurePrices = z.output<typeof structurePricesSchema>;

/** Seed/DOMAIN.md 2026 sample prices, used until the catalogue answers. */
export const DEFAULT_STRUCTURE_PRICES: StructurePrices = {
  cement: 1300,
  sand: 370_000,
  gravel: 370_000,
  water: 10,
  steel: 16_000,
};

export interface StructureCost {
  cement: number;
  sand: number;
  gravel: number;
  water: number;
  steel: number;
  /** The steel priced, in kg: the whole 12 m stock bars bought (structureCostOf), or the kg given. */
  steelKg: number;
  total: number;
}

/** The weight of the 12 m stock bars bought for `bars`: what the shop weighs and charges, offcuts included. */
export function stockBarsKg(bars: readonly BarGroup[]): number {
  return bars.reduce(
    (sum, bar) => sum + bar.stockBars * STOCK_BAR_LENGTH_M * barWeightPerMeter(bar.diameter),
    0,
  );
}

/**
 * What a structure's materials cost to buy: concrete materials as needed, steel as the whole stock bars bought
 * (a 4 m beam's 32,7 kg of cut bars come from 51,8 kg of 12 m bars, and that is what is paid).
 */
export function structureCostOf(
  result: { materials: ConcreteMaterials; bars: readonly BarGroup[] },
  prices: StructurePrices,
): StructureCost {
  return structureCost(result.materials, stockBarsKg(result.bars), prices);
}

/** Material cost, each line rounded to whole rupiah, total = sum of the lines; steel at `steelKg`. */
export function structureCost(
  materials: ConcreteMaterials,
  steelKg: number,
  prices: StructurePrices,
): StructureCost {
  const line = (quantityValue: number, price: number) =>
    Math.round(Number((quantityValue * price).toPrecision(15)));
  const cost = {
    cement: line(materials.cementKg, prices.cement),
    sand: line(materials.sandM3, prices.sand),
    gravel: line(materials.gravelM3, prices.gravel),
    water: line(materials.waterL, prices.water),
    steel: line(steelKg, prices.steel),
  };
  return { ...cost, steelKg, total: cost.cement + cost.sand + cost.gravel + cost.water + cost.steel };
}
