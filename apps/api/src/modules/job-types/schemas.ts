import { z } from 'zod';
import { equipmentAssignmentsBody, laborAssignmentsBody, materialAssignmentsBody } from '../admin/schemas';

// The request of the route that replaces a job type's whole analysis, with its Indonesian refusal.

/** Labour, materials and equipment of one job type, each list replacing the stored one. */
export const analysisBody = z.object({
  ...laborAssignmentsBody.shape,
  ...materialAssignmentsBody.shape,
  ...equipmentAssignmentsBody.shape,
});

export const analysisMessages = {
  /** `problems` read "Baris upah 5: Upah tenaga kerja tidak ditemukan." each. */
  refused: (problems: string[]) =>
    `Analisa tidak disimpan, tidak ada yang berubah. ${problems.map((problem) => problem.replace(/\.?$/, '.')).join(' ')}`,
} as const;
