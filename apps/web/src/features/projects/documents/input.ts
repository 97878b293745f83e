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
  sameUnit,
  type PricedProject,
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
  // The analyses, durations and purchases come only from job types still in their lines' units; the RAB shows
  // every line at its own price.
  const own = withOwnJobTypes(priced, details);
  const analyses = projectAnalyses(own, (id) => details.get(id), settings.overhead_percentage);
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
    schedule: scheduleProject(own, (id) => details.get(id)?.default_productivity),
    resources: projectResources(own, (id, brick) => analyses.get(analysisKey(id, brick))),
    date,
  };
}

/**
 * Whether the catalogue's job type of a line's id is still the line's own: in the line's unit (m3 is m³, core's
 * sameUnit). A job type deleted and its id given to a new one in m² (or whose unit an admin changed) is another
 * job: its analysis and productivity per m² must not plan or buy for a line in m³.
 */
function ownJobType(line: { unit: string }, jobType: JobTypeDetails | undefined): boolean {
  return jobType === undefined || sameUnit(line.unit, jobType.unit);
}

/** The priced project with each line whose job type is no longer its own (ownJobType) as a line of no job type. */
function withOwnJobTypes(priced: PricedProject, details: ReadonlyMap<number, JobTypeDetails>): PricedProject {
  return {
    ...priced,
    divisions: priced.divisions.map((division) => ({
      ...division,
      items: division.items.map((item) =>
        item.job_type_id === null || ownJobType(item, details.get(item.job_type_id))
          ? item
          : { ...item, job_type_id: null },
      ),
    })),
  };
}

/** The job types (ids) whose catalogue entry now has another unit than a draft's line of it: their analyses are left out. */
export function changedJobTypesOf(
  draft: ProjectDraft,
  details: ReadonlyMap<number, JobTypeDetails>,
): number[] {
  const ids = new Set<number>();
  for (const division of draft.divisions)
    for (const item of division.items)
      if (item.job_type_id !== null && !ownJobType(item, details.get(item.job_type_id)))
        ids.add(item.job_type_id);
  return [...ids].sort((a, b) => a - b);
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
