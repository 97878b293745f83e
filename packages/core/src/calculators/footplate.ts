import { z } from 'zod';
import { calculatorMessages as m } from './messages';
import { choice, quantity, validateWith } from './input';
import {
  barDiameter,
  CONCRETE_GRADE_KEYS,
  concreteMaterials,
  groupBars,
  type BarGroup,
  type ConcreteMaterials,
} from './concrete';

// Kalkulator Footplate: n identical pad footings with a column stub (stek kolom). All sizes in cm, bar
// diameter in mm. Excavation has vertical sides with a working space around the plate.

export const footplateInputSchema = z
  .object({
    length: quantity('Panjang pelat', { max: 1000 }),
    width: quantity('Lebar pelat', { max: 1000 }),
    thickness: quantity('Tebal pelat', { max: 300 }),
    stubLength: quantity('Panjang stek kolom', { max: 300, sign: 'nonNegative' }),
    stubWidth: quantity('Lebar stek kolom', { max: 300, sign: 'nonNegative' }),
    stubHeight: quantity('Tinggi stek kolom', { max: 1000, sign: 'nonNegative' }),
    depth: quantity('Kedalaman galian', { max: 1000 }),
    workspace: quantity('Ruang kerja galian', { max: 200, sign: 'nonNegative' }),
    cover: quantity('Selimut beton', { max: 20 }),
    barDiameter: barDiameter('Diameter tulangan'),
    spacing: quantity('Jarak tulangan', { max: 100, min: 5 }),
    count: quantity('Jumlah footplate', { max: 10_000, integer: true }),
    grade: choice('Mutu beton', CONCRETE_GRADE_KEYS),
  })
  .superRefine((plate, ctx) => {
    if (2 * plate.cover >= Math.min(plate.length, plate.width))
      ctx.addIssue({ code: 'custom', message: m.coverTooThick, path: ['cover'] });
    if (plate.stubLength > plate.length || plate.stubWidth > plate.width)
      ctx.addIssue({ code: 'custom', message: m.stubLargerThanPlate, path: ['stubLength'] });
    if (plate.depth < plate.thickness)
      ctx.addIssue({ code: 'custom', message: m.depthLessThanPlate, path: ['depth'] });
  });

export type FootplateInput = z.output<typeof footplateInputSchema>;

export interface FootplateResult {
  plateM3: number;
  stubM3: number;
  concreteM3: number;
  /** Bars laid along the plate length (spaced across the width), per footplate. */
  barsAlongLength: number;
  barsAlongWidth: number;
  barLengthAlongLengthM: number;
  barLengthAlongWidthM: number;
  steelTotalM: number;
  steelKg: number;
  bars: BarGroup[];
  excavationM3: number;
  backfillM3: number;
  materials: ConcreteMaterials;
}

/** Bars over a span: ceil((span − 2·cover) / spacing) + 1, so no gap exceeds the spacing. */
export function barsAcross(spanCm: number, coverCm: number, spacingCm: number): number {
  return Math.ceil(Number(((spanCm - 2 * coverCm) / spacingCm).toPrecision(12))) + 1;
}

export function calculateFootplate(input: FootplateInput): FootplateResult {
  const cm3ToM3 = 1 / 1_000_000;
  const n = input.count;
  const plateM3 = input.length * input.width * input.thickness * cm3ToM3 * n;
  const stubM3 = input.stubLength * input.stubWidth * input.stubHeight * cm3ToM3 * n;
  const concreteM3 = plateM3 + stubM3;
  // Bottom mesh, one layer each way, straight bars inside the cover.
  const barsAlongLength = barsAcross(input.width, input.cover, input.spacing);
  const barsAlongWidth = barsAcross(input.length, input.cover, input.spacing);
  const barLengthAlongLengthM = (input.length - 2 * input.cover) / 100;
  const barLengthAlongWidthM = (input.width - 2 * input.cover) / 100;
  const steelTotalM = (barsAlongLength * barLengthAlongLengthM + barsAlongWidth * barLengthAlongWidthM) * n;
  const bars = groupBars([
    { diameter: input.barDiameter, pieceM: barLengthAlongLengthM, count: barsAlongLength * n },
    { diameter: input.barDiameter, pieceM: barLengthAlongWidthM, count: barsAlongWidth * n },
  ]);
  const pitL = input.length + 2 * input.workspace;
  const pitW = input.width + 2 * input.workspace;
  const excavationM3 = pitL * pitW * input.depth * cm3ToM3 * n;
  // The stub counts below ground only up to the ground level (depth − plate thickness).
  const buriedStubCm = Math.min(input.stubHeight, input.depth - input.thickness);
  const buriedM3 = plateM3 + input.stubLength * input.stubWidth * buriedStubCm * cm3ToM3 * n;
  return {
    plateM3,
    stubM3,
    concreteM3,
    barsAlongLength,
    barsAlongWidth,
    barLengthAlongLengthM,
    barLengthAlongWidthM,
    steelTotalM,
    steelKg: bars[0]?.weightKg ?? 0,
    bars,
    excavationM3,
    backfillM3: excavationM3 - buriedM3,
    materials: concreteMaterials(concreteM3, input.grade),
  };
}

export const validateFootplate = (input: unknown) => validateWith(footplateInputSchema, input);
