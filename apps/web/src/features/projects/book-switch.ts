import type { QueryClient } from '@tanstack/react-query';
import {
  analysisKey,
  computeUnitPrice,
  repriceProject,
  type BrickType,
  type CurrentParts,
} from '@kalkulator/core';
import { isNotFound } from '../../lib/api-client';
import { jobTypeDetailsQuery } from '../calculator/api/queries';
import type { RepriceAnswer } from './api/mutations';
import { draftInputs, draftSettings, type ProjectDraft } from './draft';

// A browser project moved to another price book, worked out in the browser: each AHSP line's A/B/C under the new
// book, with its own brick type (the job types' details, cached for offline use), the old and new totals and every changed line; the draft
// changes only when the user applies it.

export async function previewBookSwitch(
  queryClient: QueryClient,
  draft: ProjectDraft,
  bookId: number | null,
): Promise<{ answer: RepriceAnswer; apply(draft: ProjectDraft): ProjectDraft }> {
  const wanted = new Map<string, { id: number; brickType: BrickType | null }>();
  for (const division of draft.divisions)
    for (const item of division.items)
      if (item.job_type_id !== null && item.priceSource === 'ahsp')
        wanted.set(analysisKey(item.job_type_id, item.brickType), {
          id: item.job_type_id,
          brickType: item.brickType ?? null,
        });
  const parts = new Map<string, CurrentParts>();
  await Promise.all(
    [...wanted].map(async ([key, { id, brickType }]) => {
      let details;
      try {
        details = await queryClient.fetchQuery(jobTypeDetailsQuery(id, bookId));
      } catch (error) {
        // Deleted from the catalogue: its lines keep their price and are listed (as the server's re-pricing does).
        if (isNotFound(error)) return;
        throw error;
      }
      const price = computeUnitPrice(details, { overheadPercentage: 0, brickType: brickType ?? undefined });
      parts.set(key, { A: price.A, B: price.B, C: price.C, unit: details.unit });
    }),
  );
  // Lines priced from a calculation's own cost keep it, as on the server; so does a line whose job type is now in
  // another unit (core's repriceProject, given each job type's unit): an m³ line is never priced by an m² analysis.
  const inputs = draftInputs(draft).map((division) => ({
    ...division,
    items: division.items.map((item) =>
      item.price_source === 'ahsp' ? item : { ...item, job_type_id: null },
    ),
  }));
  const outcome = repriceProject(inputs, draftSettings(draft), (id, brickType) =>
    parts.get(analysisKey(id, brickType)),
  );
  return {
    answer: {
      before: outcome.before,
      after: outcome.after,
      changes: outcome.changes,
      missing: outcome.missing,
    },
    apply: (current) => ({
      ...current,
      price_book_id: bookId,
      divisions: current.divisions.map((division, d) => ({
        ...division,
        items: division.items.map((item, i) => {
          const next = outcome.divisions[d]?.items[i];
          return next && next.id === item.id && next.parts ? { ...item, parts: next.parts } : item;
        }),
      })),
    }),
  };
}
