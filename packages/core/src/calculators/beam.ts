import { z } from 'zod';
import { calculatorMessages as m } from './messages';
import { choice, quantity, validateWith } from './input';
import {
  barDiameter as diameter,
  barWeightPerMeter,
  CONCRETE_GRADE_KEYS,
  concreteMaterials,
  groupBars,
  STOCK_BAR_LENGTH_M,
  type BarGroup,
  type ConcreteMaterials,
} from './concrete';

// Kalkulator Struktur: one reinforced concrete beam type, n identical beams.
// Section sizes and cover in cm, length in m, bar diameters in mm, stirrup spacing in cm.

export const beamInputSchema = z
  .object({
    width: quantity('Lebar balok', { max: 500 }),
    height: quantity('Tinggi balok', { max: 500 }),
    length: quantity('Panjang balok', { max: 1000 }),
    cover: quantity('Selimut beton', { max: 20 }),
    count: quantity('Jumlah balok', { max: 10_000, integer: true }),
    topBars: quantity('Jumlah tulangan atas', { max: 50, integer: true, sign: 'nonNegative' }),
    topDiameter: diameter('Diameter tulangan atas'),
    bottomBars: quantity('Jumlah tulangan bawah', { max: 50, integer: true, sign: 'nonNegative' }),
    bottomDiameter: diameter('Diameter tulangan bawah'),
    stirrupDiameter: diameter('Diameter sengkang'),
    stirrupSpacing: quantity('Jarak sengkang', { max: 100, min: 5 }),
    grade: choice('Mutu beton', CONCRETE_GRADE_KEYS),
  })
  .superRefine((beam, ctx) => {
    if (2 * beam.cover >= Math.min(beam.width, beam.height))
      ctx.addIssue({ code: 'custom', message: m.coverTooThick, path: ['cover'] });
    else if (2 * beam.cover >= beam.length * 100)
      ctx.addIssue({ code: 'custom', message: m.coverTooLong, path: ['cover'] });
    // Either count may be 0 (a cantilever's bottom, a simple beam's top); both 0 is no reinforced beam at all.
    if (beam.topBars === 0 && beam.bottomBars === 0)
      ctx.addIssue({ code: 'custom', message: m.noMainBars, path: ['bottomBars'] });
  });

export type BeamInput = z.output<typeof beamInputSchema>;

/** Standard hooks (SNI 2847:2019 §25.3): 90° main-bar hook extends 12d; 135° stirrup hook 6d, at least 75 mm. */
export const mainHookM = (d: number) => (12 * d) / 1000;
export const stirrupHookM = (d: number) => Math.max(6 * d, 75) / 1000;

export interface BeamResult {
  concreteM3: number;
  /** Bottom + both sides: (b + 2h)·L per beam. */
  formworkM2: number;
  /** One main bar: L − 2·cover + two 90° hooks. */
  mainBarLengthTopM: number;
  mainBarLengthBottomM: number;
  mainBarsTotalM: number;
  mainBarsKg: number;
  /**
   * The longest main bar when it is longer than a 12 m stock bar, else null: it is then joined from several bars, and
   * the lap splices (SNI 2847:2019 §25.5) are not in the lengths, weights or stock bars above.
   */
  splicedMainBarM: number | null;
  /** Per beam: ceil((L − 2·cover) / s) + 1. */
  stirrupsPerBeam: number;
  stirrupCount: number;
  /** One stirrup: perimeter inside the cover + two 135° hooks. */
  stirrupLengthM: number;
  stirrupsTotalM: number;
  stirrupsKg: number;
  steelKg: number;
  bars: BarGroup[];
  materials: ConcreteMaterials;
}

export function calculateBeam(input: BeamInput): BeamResult {
  const b = input.width / 100;
  const h = input.height / 100;
  const c = input.cover / 100;
  const L = input.length;
  const n = input.count;
  const clear = L - 2 * c;
  const concreteM3 = b * h * L * n;
  const mainBarLengthTopM = clear + 2 * mainHookM(input.topDiameter);
  const mainBarLengthBottomM = clear + 2 * mainHookM(input.bottomDiameter);
  const topM = input.topBars * mainBarLengthTopM * n;
  const bottomM = input.bottomBars * mainBarLengthBottomM * n;
  const stirrupsPerBeam = Math.ceil(Number((clear / (input.stirrupSpacing / 100)).toPrecision(12))) + 1;
  const stirrupLengthM = 2 * (b - 2 * c) + 2 * (h - 2 * c) + 2 * stirrupHookM(input.stirrupDiameter);
  const stirrupsTotalM = stirrupsPerBeam * n * stirrupLengthM;
  const bars = groupBars([
    { diameter: input.topDiameter, pieceM: mainBarLengthTopM, count: input.topBars * n },
    { diameter: input.bottomDiameter, pieceM: mainBarLengthBottomM, count: input.bottomBars * n },
    { diameter: input.stirrupDiameter, pieceM: stirrupLengthM, count: stirrupsPerBeam * n },
  ]);
  const mainBarsKg =
    topM * barWeightPerMeter(input.topDiameter) + bottomM * barWeightPerMeter(input.bottomDiameter);
  const longestMainBarM = Math.max(
    input.topBars > 0 ? mainBarLengthTopM : 0,
    input.bottomBars > 0 ? mainBarLengthBottomM : 0,
  );
  const stirrupsKg = stirrupsTotalM * barWeightPerMeter(input.stirrupDiameter);
  return {
    concreteM3,
    formworkM2: (b + 2 * h) * L * n,
    mainBarLengthTopM,
    mainBarLengthBottomM,
    mainBarsTotalM: topM + bottomM,
    mainBarsKg,
    splicedMainBarM: longestMainBarM > STOCK_BAR_LENGTH_M ? longestMainBarM : null,
    stirrupsPerBeam,
    stirrupCount: stirrupsPerBeam * n,
    stirrupLengthM,
    stirrupsTotalM,
    stirrupsKg,
    steelKg: mainBarsKg + stirrupsKg,
    bars,
    materials: concreteMaterials(concreteM3, input.grade),
  };
}

export const validateBeam = (input: unknown) => validateWith(beamInputSchema, input);
