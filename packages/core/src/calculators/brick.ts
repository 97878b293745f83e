import { z } from 'zod';
import { calculatorMessages as m } from './messages';
import { choice, quantity, validateWith } from './input';
import { sacks } from './concrete';
import { mortarMaterials, MIX_RATIOS, SACK_SIZES, type MortarMaterials } from './mortar';

// Kalkulator Bata: a half-brick wall (one unit thick). Wall in m, openings in m², joint in mm.

/** Unit sizes in cm: length × height on the wall face, thickness = wall thickness (DOMAIN.md). */
export const BRICKS = {
  bata_merah: { label: 'Bata merah (22 × 11 × 5 cm)', length: 22, height: 5, thickness: 11, joint: 10 },
  batako: { label: 'Batako (40 × 10 × 20 cm)', length: 40, height: 20, thickness: 10, joint: 10 },
  bata_ringan: {
    label: 'Bata ringan / hebel (60 × 10 × 20 cm)',
    length: 60,
    height: 20,
    thickness: 10,
    joint: 3,
  },
} as const;
export type BrickKind = keyof typeof BRICKS;
const BRICK_KINDS = Object.keys(BRICKS) as [BrickKind, ...BrickKind[]];

/** Thin-bed adhesive for bata ringan: ≈ 10 m² per 40 kg bag (DOMAIN.md) = 4 kg/m² at a 3 mm joint. */
export const THIN_BED_KG_PER_M2 = 4;
export const THIN_BED_SACK_KG = 40;

const oneOf = (label: string, values: readonly number[], max: number) =>
  quantity(label, { max, integer: true }).refine((value) => values.includes(value), {
    error: m.unknownChoice(label),
  });

export const brickInputSchema = z
  .object({
    wallLength: quantity('Panjang dinding', { max: 100_000 }),
    wallHeight: quantity('Tinggi dinding', { max: 1_000 }),
    openings: quantity('Luas bukaan', { max: 100_000_000, sign: 'nonNegative' }),
    brick: choice('Jenis bata', BRICK_KINDS),
    joint: quantity('Tebal siar', { max: 50 }),
    mix: oneOf('Campuran', MIX_RATIOS, 8),
    waste: quantity('Susut / cadangan', { max: 100, sign: 'nonNegative' }),
    sackKg: oneOf('Ukuran sak semen', SACK_SIZES, 50),
  })
  .superRefine((wall, ctx) => {
    if (wall.openings >= wall.wallLength * wall.wallHeight)
      ctx.addIssue({ code: 'custom', message: m.openingsTooLarge, path: ['openings'] });
  });

export type BrickInput = z.output<typeof brickInputSchema>;

export interface BrickResult {
  areaM2: number;
  /** 1 / ((length + joint)·(height + joint)). */
  bricksPerM2: number;
  bricksNet: number;
  /** ceil(net × (1 + waste%)). */
  bricks: number;
  mortar: MortarMaterials;
  /** Cement–sand mortar (bata merah, batako); 0 for bata ringan, which uses thin-bed adhesive. */
  cementKg: number;
  cementSacks: number;
  sandM3: number;
  adhesiveKg: number;
  adhesiveSacks: number;
}

export function calculateBrick(input: BrickInput): BrickResult {
  const unit = BRICKS[input.brick];
  const areaM2 = input.wallLength * input.wallHeight - input.openings;
  const j = input.joint / 1000;
  const length = unit.length / 100;
  const height = unit.height / 100;
  const thickness = unit.thickness / 100;
  const bricksPerM2 = 1 / ((length + j) * (height + j));
  const bricksNet = areaM2 * bricksPerM2;
  const bricks = Math.ceil(Number((bricksNet * (1 + input.waste / 100)).toPrecision(12)));
  // Mortar fills the wall volume the bricks leave: area·t − bricks·(l·h·t).
  const wetM3 = areaM2 * thickness - bricksNet * length * height * thickness;
  const mortar = mortarMaterials(wetM3, input.mix);
  const thinBed = input.brick === 'bata_ringan';
  const cementKg = thinBed ? 0 : mortar.cementKg;
  const adhesiveKg = thinBed ? areaM2 * THIN_BED_KG_PER_M2 : 0;
  return {
    areaM2,
    bricksPerM2,
    bricksNet,
    bricks,
    mortar,
    cementKg,
    cementSacks: sacks(cementKg, input.sackKg),
    sandM3: thinBed ? 0 : mortar.sandM3,
    adhesiveKg,
    adhesiveSacks: sacks(adhesiveKg, THIN_BED_SACK_KG),
  };
}

export const validateBrick = (input: unknown) => validateWith(brickInputSchema, input);
