// Cement–sand mortar as the SNI analyses count it (shared by plaster and brick). SNI 6897:2008 (1 m² of half-brick
// wall of bata merah) and SNI 2837:2008 (1 m² of plaster 15 mm thick) give cement (kg) and sand (m³) for each mix
// 1 PC : n PP: the same coefficients the catalogue's wall and plaster job types carry, so a calculator and the job
// calculator or project it hands its quantity to buy the same. They hold the sand's bulking and the mortar lost
// in the work, which is why they are well above a geometric estimate of the mortar. Another joint, brick size or
// thickness than the reference scales them by its own volume of wet mortar.

export const MIX_RATIOS = [2, 3, 4, 5, 6, 7, 8] as const;
export type MixRatio = (typeof MIX_RATIOS)[number];
export const SACK_SIZES = [40, 50] as const;

export interface SniMortar {
  cementKg: number;
  sandM3: number;
}

/**
 * SNI 6897:2008, 1 m² of half-brick wall of bata merah, per mix. SNI has no 1:7 wall: it is taken halfway between
 * 1:6 and 1:8.
 */
export const SNI_HALF_BRICK_WALL_PER_M2: Record<MixRatio, SniMortar> = {
  2: { cementKg: 18.95, sandM3: 0.038 },
  3: { cementKg: 14.37, sandM3: 0.04 },
  4: { cementKg: 11.5, sandM3: 0.043 },
  5: { cementKg: 9.68, sandM3: 0.045 },
  6: { cementKg: 8.32, sandM3: 0.049 },
  7: { cementKg: 7.41, sandM3: 0.0495 },
  8: { cementKg: 6.5, sandM3: 0.05 },
};

/** SNI 2837:2008, 1 m² of plaster 15 mm thick, per mix. */
export const SNI_PLASTER_15MM_PER_M2: Record<MixRatio, SniMortar> = {
  2: { cementKg: 10.224, sandM3: 0.02 },
  3: { cementKg: 7.776, sandM3: 0.023 },
  4: { cementKg: 6.24, sandM3: 0.024 },
  5: { cementKg: 5.184, sandM3: 0.026 },
  6: { cementKg: 4.416, sandM3: 0.027 },
  7: { cementKg: 3.936, sandM3: 0.028 },
  8: { cementKg: 3.456, sandM3: 0.029 },
};

export interface MortarMaterials {
  /** The mortar the joints or the coat hold, as laid (geometric). */
  wetM3: number;
  cementKg: number;
  sandM3: number;
}

/**
 * Cement and sand for `wetM3` of mortar at the rate of a reference (a mix's SNI or catalogue rate) whose square
 * metre holds `referenceWetM3` of mortar and takes `perM2` of materials.
 */
export function mortarMaterials(wetM3: number, perM2: SniMortar, referenceWetM3: number): MortarMaterials {
  const share = wetM3 / referenceWetM3;
  return { wetM3, cementKg: perM2.cementKg * share, sandM3: perM2.sandM3 * share };
}
