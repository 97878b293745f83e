import { z } from 'zod';
import { calculatorMessages as m } from './messages';
import { quantity, validateWith } from './input';
import { sacks } from './concrete';
import {
  mortarMaterials,
  MIX_RATIOS,
  SACK_SIZES,
  SNI_PLASTER_15MM_PER_M2,
  type MixRatio,
  type MortarMaterials,
} from './mortar';

// Kalkulator Plester: wall length × height (m) minus openings (m²), on one or both faces; thickness in mm.

/** Acian (skim coat): cement paste per m², SNI 2837:2008 (the catalogue's job "Acian semen"). */
export const ACIAN_CEMENT_KG_PER_M2 = 3.25;

/** The plaster thickness (mm) of SNI 2837:2008's coefficients. */
export const SNI_PLASTER_MM = 15;

const oneOf = (label: string, values: readonly number[], max: number) =>
  quantity(label, { max, integer: true }).refine((value) => values.includes(value), {
    error: m.unknownChoice(label),
  });

export const plasterInputSchema = z
  .object({
    wallLength: quantity('Panjang dinding', { max: 100_000 }),
    wallHeight: quantity('Tinggi dinding', { max: 1_000 }),
    openings: quantity('Luas bukaan', { max: 100_000_000, sign: 'nonNegative' }),
    sides: oneOf('Jumlah sisi', [1, 2], 2),
    thickness: quantity('Tebal plester', { max: 50, min: 5 }),
    mix: oneOf('Campuran', MIX_RATIOS, 8),
    sackKg: oneOf('Ukuran sak semen', SACK_SIZES, 50),
    acian: z.boolean().default(false),
  })
  .superRefine((wall, ctx) => {
    if (wall.openings >= wall.wallLength * wall.wallHeight)
      ctx.addIssue({ code: 'custom', message: m.openingsTooLarge, path: ['openings'] });
  });

export type PlasterInput = z.output<typeof plasterInputSchema>;

export interface PlasterResult {
  areaM2: number;
  mortar: MortarMaterials;
  plasterCementKg: number;
  acianCementKg: number;
  cementKg: number;
  cementSacks: number;
  sandM3: number;
}

export function calculatePlaster(input: PlasterInput): PlasterResult {
  const areaM2 = (input.wallLength * input.wallHeight - input.openings) * input.sides;
  // SNI 2837:2008 counts plaster 15 mm thick: another thickness takes its materials in proportion.
  const mortar = mortarMaterials(
    areaM2 * (input.thickness / 1000),
    SNI_PLASTER_15MM_PER_M2[input.mix as MixRatio],
    SNI_PLASTER_MM / 1000,
  );
  const acianCementKg = input.acian ? areaM2 * ACIAN_CEMENT_KG_PER_M2 : 0;
  const cementKg = mortar.cementKg + acianCementKg;
  return {
    areaM2,
    mortar,
    plasterCementKg: mortar.cementKg,
    acianCementKg,
    cementKg,
    cementSacks: sacks(cementKg, input.sackKg),
    sandM3: mortar.sandM3,
  };
}

export const validatePlaster = (input: unknown) => validateWith(plasterInputSchema, input);
