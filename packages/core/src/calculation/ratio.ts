export interface WorkerRatio {
  tukang: number;
  pekerja: number;
}

const RATIO_PATTERN = /^\s*(\d+)\s*:\s*(\d+)\s*$/;

/** "1:3" → { tukang: 1, pekerja: 3 }; null when the text is not "angka:angka". */
export function parseWorkerRatio(text: unknown): WorkerRatio | null {
  if (typeof text !== 'string') return null;
  const match = RATIO_PATTERN.exec(text);
  if (!match) return null;
  return { tukang: Number(match[1]), pekerja: Number(match[2]) };
}

export function formatWorkerRatio(ratio: WorkerRatio): string {
  return `${ratio.tukang}:${ratio.pekerja}`;
}

/**
 * Complete ratio groups a crew forms: 3 tukang and 7 pekerja at 1:3 → 2 groups.
 * A ratio part of 0 places no limit (excavation at 0:1 needs no tukang).
 */
export function completeGroups(numTukang: number, numPekerja: number, ratio: WorkerRatio): number {
  const limits: number[] = [];
  if (ratio.tukang > 0) limits.push(Math.floor(numTukang / ratio.tukang));
  if (ratio.pekerja > 0) limits.push(Math.floor(numPekerja / ratio.pekerja));
  return limits.length === 0 ? 0 : Math.min(...limits);
}

/** SPEC.md §9: estimated days = ceil(volume / (productivity × groups)). */
export function estimateDays(volume: number, productivity: number, groups = 1): number {
  if (volume <= 0 || productivity <= 0 || groups <= 0) return 0;
  // toPrecision removes float noise so 0.3 / 0.1 is 3 days, not 4.
  return Math.ceil(Number((volume / (productivity * groups)).toPrecision(12)));
}
