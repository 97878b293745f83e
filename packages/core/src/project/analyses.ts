import { computeUnitPrice, type UnitPrice } from '../ahsp/unit-price';
import type { BrickType, JobTypeDetails } from '../calculation/types';
import type { PricedProject } from './totals';

// A project line of a job type with brick variants (a wall of bata merah, batako or bata ringan) is priced, analysed
// and totalled for purchasing with its own brick type: the analysis of a line is found by job type and brick type.

/** The brick types as the calculator's "Jenis bata" names them. */
export const BRICK_TYPE_LABELS: Record<BrickType, string> = {
  bata_merah: 'Bata merah',
  batako: 'Batako',
  bata_ringan: 'Bata ringan (hebel)',
};

/** " — bata ringan": what a line's or an analysis's name carries to say its brick type. */
export function brickSuffix(brickType: BrickType | null | undefined): string {
  return brickType ? ` — ${brickType.replace('_', ' ')}` : '';
}

/**
 * A line's name with its brick type: "Pasangan dinding … — bata ringan"; as it is without one, or when it says the
 * brick type already (a name written with it, shown again).
 */
export function lineName(name: string, brickType: BrickType | null | undefined): string {
  const suffix = brickSuffix(brickType);
  return name.toLowerCase().endsWith(suffix.toLowerCase()) ? name : `${name}${suffix}`;
}

/**
 * The key of a line's analysis: "27" for a job type (bata merah, the default, counts as none, so a line stored
 * before brick types shares its analysis), "27:bata_ringan" for another brick type of it.
 */
export function analysisKey(jobTypeId: number, brickType?: BrickType | null): string {
  return brickType && brickType !== 'bata_merah' ? `${jobTypeId}:${brickType}` : String(jobTypeId);
}

/**
 * Each analysis the project's catalogue lines use, by `analysisKey`, priced with the project's overhead; a job type
 * with variants is analysed once per brick type its lines have. Lines whose job type is not at hand have none.
 */
export function projectAnalyses(
  priced: PricedProject,
  details: (jobTypeId: number) => JobTypeDetails | undefined,
  overheadPercentage: number,
): Map<string, UnitPrice> {
  const analyses = new Map<string, UnitPrice>();
  for (const division of priced.divisions)
    for (const item of division.items) {
      if (item.job_type_id === null) continue;
      const key = analysisKey(item.job_type_id, item.brick_type);
      const jobType = analyses.has(key) ? undefined : details(item.job_type_id);
      if (!jobType) continue;
      analyses.set(
        key,
        computeUnitPrice(jobType, { overheadPercentage, brickType: item.brick_type ?? undefined }),
      );
    }
  return analyses;
}
