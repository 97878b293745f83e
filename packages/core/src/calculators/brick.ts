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

/**
 * Unit sizes in cm: length × height on the wall face, thickness = wall thickness (DOMAIN.md); `joint` the usual one
 * in mm. `perM2` is the count per m² at that joint that the catalogue's wall job types carry, net (before waste): SNI
 * 6897:2008's 70 bata merah (geometrically 72,46 with 10 mm joints: SNI's is the figure every RAB, the job calculator
 * and a project count with), and for batako and bata ringan the unit's face without the joint as the seed counts them,
 * 1 / (0,4 · 0,2) = 12,5 (AHSP) and 1 / (0,6 · 0,2) = 8,33 (the seed's 8,75 bata ringan = 8,33 + 5 % susut).
 */
export const BRICKS = {
  bata_merah: {
    label: 'Bata merah (22 × 11 × 5 cm)',
    length: 22,
    height: 5,
    thickness: 11,
    joint: 10,
    perM2: 70,
  },
  batako: {
    label: 'Batako (40 × 10 × 20 cm)',
    length: 40,
    height: 20,
    thickness: 10,
    joint: 10,
    perM2: 12.5,
  },
  bata_ringan: {
    label: 'Bata ringan / hebel (60 × 10 × 20 cm)',
    length: 60,
    height: 20,
    thickness: 10,
    joint: 3,
    perM2: 25 / 3,
  },
} as const;
export type BrickKind = keyof typeof BRICKS;
const BRICK_KINDS = Object.keys(BRICKS) as [BrickKind, ...BrickKind[]];

/**
 * The waste (%) the catalogue's wall job types already count in their bricks per m²: bata ringan's 8,75 = 8,33 + 5 %
 * (the seed's A.4.4.1.9 and A.4.4.1.30); bata merah's 70 (SNI 6897) and batako's 12,5 are net.
 */
export const CATALOGUE_BRICK_WASTE: Record<BrickKind, number> = { bata_merah: 0, batako: 0, bata_ringan: 5 };

/**
 * The job calculator's "Faktor susut material" that buys the count this calculator shows with `waste` % at the
 * brick's usual joint: what is left on top of the waste the catalogue's count holds, (1 + waste) / (1 + held) − 1;
 * 5 % of bata merah stays 5 % (70 → 73,5 per m²), 5 % of bata ringan is 0 (its 8,75 already), 10 % of it 4,76 %.
 * Never below 0 (the job calculator takes none): a bata ringan waste under 5 % is bought as the catalogue's 5 %.
 */
export function wasteOnCatalogueCount(brick: BrickKind, waste: number): number {
  const held = CATALOGUE_BRICK_WASTE[brick];
  return Math.max(0, ((1 + waste / 100) / (1 + held / 100) - 1) * 100);
}

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
  /** The catalogue's count per m² (BRICKS.perM2) at the brick's usual joint, scaled by the geometry at another. */
  bricksPerM2: number;
  /** 1 / ((length + joint)·(height + joint)): the bricks a wall holds as laid, which the mortar is measured by. */
  geometricPerM2: number;
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

/** Bricks per m² of wall face as laid: 1 / ((length + joint)·(height + joint)). */
function bricksPerSquareMetre(unit: BrickUnit, jointMm: number): number {
  const j = jointMm / 1000;
  return 1 / ((unit.length / 100 + j) * (unit.height / 100 + j));
}

/**
 * The count per m² to buy at `jointMm`: the catalogue's (SNI 6897's 70 bata merah …) at the brick's usual joint, so
 * this screen, the job calculator and a project's Kebutuhan count the same wall alike; at another joint that count
 * scaled as the geometry scales: 70 · 65,47 / 72,46 = 63,24 bata merah with 15 mm joints.
 */
export function bricksToBuyPerSquareMetre(brick: BrickKind, jointMm: number): number {
  const unit = BRICKS[brick];
  if (jointMm === unit.joint) return unit.perM2;
  return (unit.perM2 * bricksPerSquareMetre(unit, jointMm)) / bricksPerSquareMetre(unit, unit.joint);
}

/**
 * Mortar in 1 m² of wall: the wall's volume the bricks leave, t − bricks·(l·h·t), with the bricks as laid
 * (geometric), not the catalogue's count: that count is a convention for buying bricks, and as a volume it is no
 * wall at all (12,5 batako of 40 × 20 cm fill the whole square metre and leave no joint). The mortar's cement and
 * sand are the reference wall's SNI/catalogue figures scaled by this volume against that wall's own, so at the usual
 * joint they are the catalogue's figures exactly and only the ratio of the geometry matters.
 */
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
  const bricksPerM2 = bricksToBuyPerSquareMetre(input.brick, input.joint);
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
    geometricPerM2: bricksPerSquareMetre(unit, input.joint),
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
