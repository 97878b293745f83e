import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AxiosAdapter } from 'axios';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { apiClient } from '../../../lib/api-client';
import { emptyDraft, priceDraft, type ServerProject } from '../draft';
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
