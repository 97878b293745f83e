import type { QueryClient } from '@tanstack/react-query';
import { computeUnitPrice, readVolume, repriceProject, type FrozenParts } from '@kalkulator/core';
import { jobTypeDetailsQuery } from '../calculator/api/queries';
import type { RepriceAnswer } from './api/mutations';
import { draftSettings, type ProjectDraft } from './draft';

// A browser project moved to another price book, worked out in the browser: each AHSP line's A/B/C under the new
// book (the job types' details, cached for offline use), the old and new totals and every changed line; the draft
// changes only when the user applies it.

export async function previewBookSwitch(
  queryClient: QueryClient,
  draft: ProjectDraft,
  bookId: number | null,
): Promise<{ answer: RepriceAnswer; apply(draft: ProjectDraft): ProjectDraft }> {
  const ids = [
    ...new Set(
      draft.divisions.flatMap((division) =>
        division.items
          .filter((item) => item.job_type_id !== null && item.priceSource === 'ahsp')
          .map((item) => item.job_type_id!),
      ),
    ),
  ];
  const parts = new Map<number, FrozenParts>();
  await Promise.all(
    ids.map(async (id) => {
      const details = await queryClient.fetchQuery(jobTypeDetailsQuery(id, bookId));
      const price = computeUnitPrice(details, { overheadPercentage: 0 });
      parts.set(id, { A: price.A, B: price.B, C: price.C });
    }),
  );
  const inputs = draft.divisions.map((division) => ({
    code: division.code,
    name: division.name,
    items: division.items.map((item) => {
      const volume = readVolume(item.volumeText);
      return {
        id: item.id,
        // Lines priced from a calculation's own cost keep it, as on the server.
        job_type_id: item.priceSource === 'ahsp' ? item.job_type_id : null,
        description: item.description,
        unit: item.unit,
        volume: volume.ok ? volume.value : 0,
        parts: item.parts,
        free_price: item.freePrice,
        price_source: item.priceSource,
      };
    }),
  }));
  const outcome = repriceProject(inputs, draftSettings(draft), (id) => parts.get(id));
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
