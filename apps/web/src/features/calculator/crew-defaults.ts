import {
  BRICK_TYPE_LABELS,
  BRICK_TYPES,
  decimalComma,
  DEFAULT_FORM_DATA,
  forBrickType,
  parseWorkerRatio,
  type BrickType,
  type CalculationFormData,
  type JobTypeDetails,
} from '@kalkulator/core';

// The crew a job type's form opens with, and for a wall of several bricks (A.4.4.1.9 "bata merah, batako atau bata
// ringan") the crew of the brick chosen. Its default_worker_ratio is its default brick's (the form's bata merah:
// SNI 6897's pekerja 0,3 to tukang 0,1 OH, 1:3); a batako or bata ringan wall has labour lines of its own (migration
// 014: pekerja 0,2 OH, as A.4.4.1.20 and A.4.4.1.30), whose job types open at 1:2. With bata merah's 1:3 kept, the
// same batako wall cost a pekerja more a day there than under its own job type.

const DEFAULT_BRICK: BrickType = DEFAULT_FORM_DATA.brick_type;

/**
 * The ratio a brick's labour lines give, by the rule the catalogue's defaults are made with (the seed's crew()): 1
 * tukang to round(pekerja OH / tukang OH) pekerja, round(tukang / pekerja) tukang to 1 pekerja where pekerja are
 * fewer, 0:1 without tukang. Null without crew lines.
 */
function labourRatio(jobType: JobTypeDetails, brick: BrickType): string | null {
  const lines = jobType.labor.filter((line) => forBrickType(line, brick));
  const oh = (role: 'tukang' | 'pekerja') =>
    lines.filter((line) => line.role === role).reduce((sum, line) => sum + line.coefficient, 0);
  const tukang = oh('tukang');
  const pekerja = oh('pekerja');
  if (!(tukang > 0) && !(pekerja > 0)) return null;
  if (!(tukang > 0)) return '0:1';
  if (!(pekerja > 0)) return '1:0';
  if (pekerja >= tukang) return `1:${Math.max(1, Math.round(pekerja / tukang))}`;
  return `${Math.max(1, Math.round(tukang / pekerja))}:1`;
}

/**
 * The default tukang : pekerja ratio for a brick: the job type's own, unless the brick's labour lines put tukang and
 * pekerja in another proportion than the default brick's; then the ratio those lines give. A job type whose crew is
 * the same for every brick (or an admin's default over the same lines) keeps its default_worker_ratio.
 */
export function brickWorkerRatio(jobType: JobTypeDetails, brick: BrickType): string {
  const own = jobType.default_worker_ratio;
  if (!jobType.has_brick_variants || brick === DEFAULT_BRICK) return own;
  const ratio = labourRatio(jobType, brick);
  return ratio === null || ratio === labourRatio(jobType, DEFAULT_BRICK) ? own : ratio;
}

/** The form a job type opens with: its productivity (shown the Indonesian way, 6,67) and the brick's crew ratio. */
export function jobDefaults(jobType: JobTypeDetails, brick: BrickType = DEFAULT_BRICK) {
  return {
    productivity: decimalComma(jobType.default_productivity),
    worker_ratio: brickWorkerRatio(jobType, brick),
  };
}

/** "1:3" and " 1 : 3 " are one ratio; text that is no ratio is compared as typed. */
function sameRatio(a: string, b: string): boolean {
  const x = parseWorkerRatio(a);
  const y = parseWorkerRatio(b);
  if (!x || !y) return a.trim() === b.trim();
  return x.tukang === y.tukang && x.pekerja === y.pekerja;
}

/** Whether the form's ratio is still its brick's default, i.e. not one the user typed. */
export const ratioFollowsBrick = (
  jobType: JobTypeDetails,
  form: Pick<CalculationFormData, 'worker_ratio' | 'brick_type'>,
) => sameRatio(String(form.worker_ratio ?? ''), brickWorkerRatio(jobType, form.brick_type));

/**
 * The ratio once `brick` is chosen: that brick's default while the ratio is the previous brick's default; a ratio the
 * user typed stays.
 */
export function ratioForBrick(
  jobType: JobTypeDetails,
  form: Pick<CalculationFormData, 'worker_ratio' | 'brick_type'>,
  brick: BrickType,
): string {
  return ratioFollowsBrick(jobType, form) ? brickWorkerRatio(jobType, brick) : form.worker_ratio;
}

/**
 * Whether the job type's default crew differs by brick (only then the form says which brick's it holds): never for
 * a job type without brick variants.
 */
export const crewDiffersByBrick = (jobType: JobTypeDetails) =>
  BRICK_TYPES.some((brick) => brickWorkerRatio(jobType, brick) !== jobType.default_worker_ratio);

/** What step 3 says of the crew beside "Jenis bata", for a job type whose crew differs by brick. */
export function brickRatioHint(
  jobType: JobTypeDetails,
  form: Pick<CalculationFormData, 'worker_ratio' | 'brick_type'>,
): string | undefined {
  if (!crewDiffersByBrick(jobType)) return undefined;
  const ratio = brickWorkerRatio(jobType, form.brick_type);
  const brick = BRICK_TYPE_LABELS[form.brick_type].toLowerCase();
  if (ratioFollowsBrick(jobType, form))
    return `Rasio tukang : pekerja mengikuti jenis bata: ${ratio} untuk ${brick}.`;
  return `Rasio tukang : pekerja ${form.worker_ratio} yang Anda isi tetap dipakai (bawaan untuk ${brick}: ${ratio}).`;
}
