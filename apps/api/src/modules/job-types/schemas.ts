import { z } from 'zod';
import {
  equipmentAssignmentsBody,
  laborAssignmentsBody,
  materialAssignmentsBody,
  openedVersion,
} from '../admin/schemas';

// The request of the route that replaces a job type's whole analysis, with its Indonesian refusals.

/**
 * Labour, materials and equipment of one job type, each list replacing the stored one; with the job type's
 * updated_at the editor opened (expected_updated_at), refused (409) if the job type or its analysis changed since.
 */
export const analysisBody = z.object({
  ...laborAssignmentsBody.shape,
  ...materialAssignmentsBody.shape,
  ...equipmentAssignmentsBody.shape,
  ...openedVersion,
});

export const analysisMessages = {
  /** `problems` read "Baris upah 5: Upah tenaga kerja tidak ditemukan." each. */
  refused: (problems: string[]) =>
    `Analisa tidak disimpan, tidak ada yang berubah. ${problems.map((problem) => problem.replace(/\.?$/, '.')).join(' ')}`,
  changedElsewhere:
    'Jenis pekerjaan ini atau analisanya sudah diubah admin lain sejak Anda membukanya; analisa Anda belum disimpan. Muat ulang analisa untuk melihat versi terbaru.',
} as const;
