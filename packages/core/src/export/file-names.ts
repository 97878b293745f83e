import { formatDateForFileName } from '../format/format';
import { exportLabels } from './labels';

/**
 * SPEC.md §9: the name lower-cased with spaces as hyphens. Every other character but letters, digits, "." and "_"
 * becomes a hyphen too (those no file system accepts, / \ : * ? " < > |, and brackets, commas, quotes, which shells
 * and download headers stumble on), and runs of hyphens collapse: "Pasangan 1/2 bata" gives "pasangan-1-2-bata".
 */
export function fileNamePart(name: string | null | undefined): string {
  const slug = (name ?? '')
    .trim()
    .toLocaleLowerCase('id-ID')
    .replace(/[^\p{L}\p{N}._]+/gu, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|-+$/g, '');
  return slug || exportLabels.unknownFileName;
}

/** Single PDF report: "{job type}-{yyyy-mm-dd}.pdf" ('unknown' without a job type). */
export function reportFileName(jobTypeName: string | null | undefined, date: Date = new Date()): string {
  return `${fileNamePart(jobTypeName)}-${formatDateForFileName(date)}.pdf`;
}

/** Bulk PDF report: "{project}-{yyyy-mm-dd}.pdf", the project defaulting to 'Multiple Projects'. */
export function bulkReportFileName(projectName: string | null | undefined, date: Date = new Date()): string {
  return `${fileNamePart(projectName?.trim() || exportLabels.multipleProjects)}-${formatDateForFileName(date)}.pdf`;
}

/** JSON, CSV and XLSX: "kalkulasi-{job type}-{yyyy-mm-dd}.{ext}"; several job types are named "bulk". */
export function dataFileName(
  jobTypeNames: readonly string[],
  extension: 'json' | 'csv' | 'xlsx',
  date: Date = new Date(),
): string {
  const distinct = [...new Set(jobTypeNames)];
  const name = distinct.length === 1 ? fileNamePart(distinct[0]) : 'bulk';
  return `kalkulasi-${name}-${formatDateForFileName(date)}.${extension}`;
}
