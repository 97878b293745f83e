// Cement–sand mortar by the dry-volume method (shared by plaster and brick): the dry materials occupy about
// 1,3 × the wet mortar volume (voids filled, bulking), split 1 : n by volume; cement weighs 1.440 kg/m³ loose.

export const DRY_VOLUME_FACTOR = 1.3;
export const CEMENT_KG_PER_M3 = 1440;
export const MIX_RATIOS = [2, 3, 4, 5, 6, 7, 8] as const;
export const SACK_SIZES = [40, 50] as const;

export interface MortarMaterials {
  wetM3: number;
  dryM3: number;
  cementKg: number;
  sandM3: number;
}

/** Cement (kg) and sand (m³) for a wet mortar volume of mix 1 PC : n PP. */
export function mortarMaterials(wetM3: number, sandParts: number): MortarMaterials {
  const dryM3 = wetM3 * DRY_VOLUME_FACTOR;
  const cementM3 = dryM3 / (1 + sandParts);
  return { wetM3, dryM3, cementKg: cementM3 * CEMENT_KG_PER_M3, sandM3: cementM3 * sandParts };
}
