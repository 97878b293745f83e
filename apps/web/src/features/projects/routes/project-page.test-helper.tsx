import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AxiosAdapter } from 'axios';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { apiClient } from '../../../lib/api-client';
import { readVolume } from '@kalkulator/core';
import { emptyDraft, priceDraft, type projectBody, type ServerProject } from '../draft';
import ProjectPage from './ProjectPage';

// Tests of the project editor: an account project as the API sends it, and the editor opened on an address.

/** An empty account project (version 2) named `name`, with `changes`. */
export function serverProject(id: number, name: string, changes: Partial<ServerProject> = {}): ServerProject {
  return {
    id,
    name,
    location: null,
    owner: null,
    contractor: null,
    description: null,
    fiscal_year: null,
    start_date: null,
    overhead_percentage: 10,
    ppn_percentage: 11,
    rounding: '1000',
    version: 2,
    updated_at: '2026-05-01T08:00:00Z',
    divisions: [],
    totals: priceDraft({ ...emptyDraft(id, name), divisions: [] }).totals,
    ...changes,
  };
}

/**
 * The project the account stores for a PUT or sync `body` as project `id` at `version` (its figures left at 0: the
 * lines are what these tests look at).
 */
export function storedProject(
  id: number,
  body: ReturnType<typeof projectBody>,
  version: number,
): ServerProject {
  return serverProject(id, body.name, {
    version,
    location: body.location,
    owner: body.owner,
    contractor: body.contractor,
    description: body.description,
    fiscal_year: body.fiscal_year === null ? null : Number(body.fiscal_year),
    start_date: body.start_date,
    overhead_percentage: Number(body.overhead_percentage.replace(',', '.')),
    ppn_percentage: Number(body.ppn_percentage.replace(',', '.')),
    rounding: body.rounding,
    price_book_id: body.price_book_id,
    divisions: body.divisions.map((division) => ({
      code: division.code,
      name: division.name,
      total: 0,
      weight: 0,
      items: division.items.map((item) => {
        const volume = readVolume(item.volume);
        const F = typeof item.unit_price === 'number' ? item.unit_price : 0;
        const parts =
          typeof item.unit_price === 'object' && item.unit_price ? item.unit_price : { A: 0, B: 0, C: 0 };
        return {
          id: item.id,
          job_type_id: item.job_type_id,
          description: item.description,
          unit: item.unit,
          volume: volume.ok ? volume.value : 0,
          volume_text: volume.ok ? volume.text : null,
          price_source: item.price_source,
          unit_price: { ...parts, D: F, E: 0, F },
          amount: 0,
        };
      }),
    })),
  });
}

/** A free line of a draft (1 ls at `price`), as the editor keeps it. */
export const freeLine = (description: string, price = 3_000_000) => ({
  id: description,
  job_type_id: null,
  description,
  unit: 'ls',
  volumeText: '1',
  parts: null,
  freePrice: price,
  priceSource: 'free' as const,
});

/** /projects/{id} in the editor, the API answered by `adapter`. */
export function openProjectPage(id: string | number, adapter: AxiosAdapter) {
  apiClient.defaults.adapter = adapter;
  const router = createMemoryRouter(
    [
      { path: '/projects/:projectId', element: <ProjectPage /> },
      { path: '/projects', element: <p>list</p> },
    ],
    { initialEntries: [`/projects/${id}`] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
