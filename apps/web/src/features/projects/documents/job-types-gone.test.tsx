import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { analysisKey, computeUnitPrice, priceBookMessages, type JobTypeDetails } from '@kalkulator/core';
import { FIXTURE_JOB_TYPES } from '../../../../../../packages/core/src/project/document-fixture';
import { apiClient } from '../../../lib/api-client';
import { answer, refuse } from '../../../test/render';
import { jobTypeRemoved } from '../api/job-type-details';
import { emptyDraft, type DraftItem, type ProjectDraft } from '../draft';
import { documentScreenTexts } from '../texts';
import { changedJobTypesOf, documentInputOf } from './input';
import { ProjectDocuments } from './ProjectDocuments';

// A line whose job type is not at hand: deleted from the catalogue (the server answered 404), given no answer
// (offline and never kept), or now a job type in another unit (its id given to a new one). Only the second is
// cured by opening the project online, and the screen said that of all three; the third was planned and bought
// for with an analysis per m² for a line in m³.

const [CONCRETE, WALL] = FIXTURE_JOB_TYPES as [JobTypeDetails, JobTypeDetails];
const original = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = original;
});

/** A catalogue line of job type `jobTypeId` in `unit`, 10 of it, its A/B/C frozen. */
function catalogueLine(id: string, jobTypeId: number, unit: string): DraftItem {
  return {
    id,
    job_type_id: jobTypeId,
    description: `Baris ${id}`,
    unit,
    volumeText: '10',
    parts: { A: 100_000, B: 700_000, C: 0 },
    freePrice: null,
    priceSource: 'ahsp',
  };
}

function draftOf(items: DraftItem[], bookId: number | null = null): ProjectDraft {
  return {
    ...emptyDraft('local_rumah', 'Rumah Pak Budi'),
    price_book_id: bookId,
    divisions: [{ code: 'A', name: 'PEKERJAAN BETON', items }],
  };
}

/** The details route: 200 for the fixture's job types, else what `otherwise` answers. */
function serve(otherwise: (config: InternalAxiosRequestConfig) => Promise<unknown>) {
  apiClient.defaults.adapter = (config) => {
    const id = Number(/^\/job-types\/(\d+)\/details$/.exec(config.url ?? '')?.[1]);
    const jobType = FIXTURE_JOB_TYPES.find((candidate) => candidate.id === id);
    if (jobType) return answer(config, { job_type: jobType });
    return otherwise(config) as ReturnType<typeof answer>;
  };
}

const deleted = (config: InternalAxiosRequestConfig) =>
  refuse(config, 404, { message: 'Jenis pekerjaan tidak ditemukan.' });
const noAnswer = (config: InternalAxiosRequestConfig) =>
  Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config, {}));

function show(draft: ProjectDraft) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } })}>
      <ProjectDocuments draft={draft} edit={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('the documents of a project whose job type is not at hand', () => {
  it('say a job type the server answered 404 for is deleted from the catalogue, not that the device is offline', async () => {
    serve(deleted);
    show(draftOf([catalogueLine('beton', 123, 'm3'), catalogueLine('sloof', CONCRETE.id, 'm3')]));
    expect((await screen.findByTestId('project-removed-analyses')).textContent).toBe(
      '1 jenis pekerjaan sudah dihapus dari katalog: barisnya tetap memakai harga yang tersimpan, tetapi ' +
        'durasinya dihitung 7 hari dan analisanya tidak ikut di dokumen.',
    );
    expect(screen.queryByTestId('project-missing-analyses')).toBeNull();
  });

  it('say offline only for a job type that got no answer', async () => {
    serve(noAnswer);
    show(draftOf([catalogueLine('beton', 124, 'm3')]));
    expect((await screen.findByTestId('project-missing-analyses')).textContent).toBe(
      documentScreenTexts.missingAnalyses(1),
    );
    expect(screen.queryByTestId('project-removed-analyses')).toBeNull();
  });

  it('say a job type now in another unit than its line has changed, and leave its analysis out', async () => {
    serve(deleted);
    show(draftOf([catalogueLine('beton', WALL.id, 'm3'), catalogueLine('sloof', CONCRETE.id, 'm3')]));
    expect((await screen.findByTestId('project-changed-analyses')).textContent).toBe(
      '1 jenis pekerjaan sudah berubah di katalog (satuannya kini lain dari satuan barisnya): barisnya tetap ' +
        'memakai harga yang tersimpan, tetapi durasinya dihitung 7 hari dan analisanya tidak ikut di dokumen.',
    );
    expect(screen.queryByTestId('project-removed-analyses')).toBeNull();
  });
});

describe('jobTypeRemoved', () => {
  const config = { headers: {} } as InternalAxiosRequestConfig;
  const errorOf = async (attempt: Promise<unknown>) => attempt.catch((error: unknown) => error);

  it("is the job type's 404, not the price book's, nor no answer", async () => {
    expect(jobTypeRemoved(await errorOf(deleted(config)))).toBe(true);
    expect(jobTypeRemoved(await errorOf(refuse(config, 404, { message: priceBookMessages.notFound })))).toBe(
      false,
    );
    expect(jobTypeRemoved(await errorOf(noAnswer(config)))).toBe(false);
    expect(jobTypeRemoved(await errorOf(refuse(config, 500, { message: 'Kesalahan server' })))).toBe(false);
  });
});

describe('documentInputOf with a job type now in another unit', () => {
  // Job type 2 is a wall in m²; the line says m3: its id was given to another job type.
  const draft = draftOf([catalogueLine('beton', WALL.id, 'm3'), catalogueLine('sloof', CONCRETE.id, 'm3')]);
  const details = new Map(FIXTURE_JOB_TYPES.map((jobType) => [jobType.id, jobType]));
  const input = documentInputOf(draft, details);

  it('keeps the line at its own price in the RAB', () => {
    const [line] = input.priced.divisions[0]!.items;
    expect(line!.job_type_id).toBe(WALL.id);
    expect(line!.unit_price.F).toBe(input.priced.divisions[0]!.items[1]!.unit_price.F);
  });

  it('neither plans it with its productivity nor buys for it with its analysis; m3 is m³ for the other', () => {
    expect(input.analyses.has(analysisKey(WALL.id, null))).toBe(false);
    expect(input.analyses.get(analysisKey(CONCRETE.id, null))).toEqual(
      computeUnitPrice(CONCRETE, { overheadPercentage: Number(draft.overhead_percentage) }),
    );
    expect(input.schedule.items.map((item) => item.basis)).toEqual(['default', 'productivity']);
    const bought = input.resources.groups.flatMap((group) => group.lines.map((line) => line.name));
    expect(bought).not.toContain(WALL.materials[0]!.name);
    expect(bought).toContain(CONCRETE.materials[0]!.name);
  });

  it('names the changed job type once', () => {
    expect(changedJobTypesOf(draft, details)).toEqual([WALL.id]);
  });
});
