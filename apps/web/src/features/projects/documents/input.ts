import {
  analysisKey,
  exportLabels,
  fileNamePart,
  formatDateForFileName,
  projectResources,
  scheduleProject,
  type JobTypeDetails,
  type ProjectDocumentInput,
  projectAnalyses,
} from '@kalkulator/core';
import { draftSettings, priceDraft, type ProjectDraft } from '../draft';

// What the project's screens and documents are drawn from: the draft priced as the editor shows it, each job
// type's analysis (per brick type of a wall's lines) at the project's overhead, the schedule and the purchasing totals (all core builders).

export function documentInputOf(
  draft: ProjectDraft,
  details: ReadonlyMap<number, JobTypeDetails>,
  date?: string,
): ProjectDocumentInput {
  const settings = draftSettings(draft);
  const priced = priceDraft(draft);
  const analyses = projectAnalyses(priced, (id) => details.get(id), settings.overhead_percentage);
  const fiscalYear = draft.fiscal_year.trim();
  // The book's name comes with its prices (each job type's details); the catalogue's when the project has none.
  const bookName = draft.price_book_id
    ? ([...details.values()].find((entry) => entry.price_book)?.price_book?.name ?? null)
    : exportLabels.nationalCatalogue;
  return {
    project: {
      name: draft.name,
      location: draft.location || null,
      owner: draft.owner || null,
      contractor: draft.contractor || null,
      fiscal_year: fiscalYear || null,
      start_date: draft.start_date || null,
      price_book: bookName,
      ...settings,
    },
    priced,
    analyses,
    schedule: scheduleProject(priced, (id) => details.get(id)?.default_productivity),
    resources: projectResources(priced, (id, brick) => analyses.get(analysisKey(id, brick))),
    date,
  };
}

/** The job types a draft's catalogue lines use. */
export function jobTypeIdsOf(draft: ProjectDraft): number[] {
  const ids = new Set<number>();
  for (const division of draft.divisions)
    for (const item of division.items) if (item.job_type_id !== null) ids.add(item.job_type_id);
  return [...ids].sort((a, b) => a - b);
}

/** "rab-rumah-pak-budi-2026-11-25.xlsx" */
export function projectFileName(name: string, extension: 'xlsx' | 'pdf', date: Date = new Date()): string {
  return `rab-${fileNamePart(name)}-${formatDateForFileName(date)}.${extension}`;
}
