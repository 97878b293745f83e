import { z } from 'zod';
import { calculatorMessages as m } from './messages';
import { choice, quantity, validateWith } from './input';
import { sacks } from './concrete';
import {
  mortarMaterials,
  MIX_RATIOS,
  SACK_SIZES,
  SNI_HALF_BRICK_WALL_PER_M2,
  type MixRatio,
  type MortarMaterials,
  type SniMortar,
} from './mortar';

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

type BrickUnit = (typeof BRICKS)[BrickKind];

/** Bricks per m² of wall face: 1 / ((length + joint)·(height + joint)). */
function bricksPerSquareMetre(unit: BrickUnit, jointMm: number): number {
  const j = jointMm / 1000;
  return 1 / ((unit.length / 100 + j) * (unit.height / 100 + j));
}

/** Mortar in 1 m² of wall: the wall's volume the bricks leave, t − bricks·(l·h·t). */
function mortarPerSquareMetre(unit: BrickUnit, jointMm: number): number {
  const thickness = unit.thickness / 100;
  const brickVolume = (unit.length / 100) * (unit.height / 100) * thickness;
  return thickness - bricksPerSquareMetre(unit, jointMm) * brickVolume;
}

/**
 * The wall SNI 6897:2008 counts: bata merah with 10 mm joints, 0,11 − 72,46 · 0,22 · 0,05 · 0,11 = 0,02232 m³ of
 * mortar per m²; its cement and sand per m² are spread over that mortar.
 */
export const SNI_WALL_MORTAR_M3_PER_M2 = mortarPerSquareMetre(BRICKS.bata_merah, BRICKS.bata_merah.joint);

/**
 * A batako wall 1:4 with 10 mm joints as the catalogue's batako wall job types count it (AHSP Cipta Karya, an
 * estimate: SNI 6897 has no batako table): other mixes in the proportions of SNI 6897's walls.
 */
export const BATAKO_WALL_1_4_PER_M2: SniMortar = { cementKg: 4.5, sandM3: 0.016 };

/** Cement and sand per m² of the reference wall of `brick` (its own joint) for a mix, with that wall's mortar. */
export function wallMortarReference(brick: 'bata_merah' | 'batako', mix: MixRatio) {
  const sni = SNI_HALF_BRICK_WALL_PER_M2[mix];
  if (brick === 'bata_merah') return { perM2: sni, wetM3PerM2: SNI_WALL_MORTAR_M3_PER_M2 };
  const { 4: sni14 } = SNI_HALF_BRICK_WALL_PER_M2;
  return {
    perM2: {
      cementKg: (BATAKO_WALL_1_4_PER_M2.cementKg * sni.cementKg) / sni14.cementKg,
      sandM3: (BATAKO_WALL_1_4_PER_M2.sandM3 * sni.sandM3) / sni14.sandM3,
    },
    wetM3PerM2: mortarPerSquareMetre(BRICKS.batako, BRICKS.batako.joint),
  };
}

export function calculateBrick(input: BrickInput): BrickResult {
  const unit = BRICKS[input.brick];
  const areaM2 = input.wallLength * input.wallHeight - input.openings;
  const bricksPerM2 = bricksPerSquareMetre(unit, input.joint);
  const bricksNet = areaM2 * bricksPerM2;
  const bricks = Math.ceil(Number((bricksNet * (1 + input.waste / 100)).toPrecision(12)));
  const wetM3 = areaM2 * mortarPerSquareMetre(unit, input.joint);
  const thinBed = input.brick === 'bata_ringan';
  // Bata ringan's thin bed is no cement–sand mortar: its mortar figures are those of a batako wall, unused.
  const reference = wallMortarReference(
    input.brick === 'bata_merah' ? 'bata_merah' : 'batako',
    input.mix as MixRatio,
  );
  const mortar = mortarMaterials(wetM3, reference.perM2, reference.wetM3PerM2);
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
