import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectTotals } from '@kalkulator/core';
import { apiClient } from '../../../lib/api-client';
import { projectBody, type ProjectDraft, type ServerProject } from '../draft';
import { forgetUnsaved } from '../account-copies';
import { PROJECTS_KEY } from './keys';

function useProjectMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}

export function useCreateProject() {
  return useProjectMutation(
    async (draft: ProjectDraft) =>
      (await apiClient.post<{ project: ServerProject }>('/projects', projectBody(draft))).data.project,
  );
}

/**
 * PUT the whole project; `overwrite` leaves the version out (the server keeps the one it replaces as a revision).
 * Once the account has it, the copy kept for it on this device goes at once, before the saved version is read
 * back and the editor opens it: a copy left of the older version would read as changes still to save.
 */
export function useSaveProject() {
  return useProjectMutation(async ({ draft, overwrite }: { draft: ProjectDraft; overwrite?: boolean }) => {
    const body = projectBody(overwrite ? { ...draft, version: undefined } : draft);
    const saved = (await apiClient.put<{ project: ServerProject }>(`/projects/${draft.id}`, body)).data
      .project;
    forgetUnsaved(saved.id);
    return saved;
  });
}

export function useDeleteProject() {
  return useProjectMutation(async (id: number) => {
    await apiClient.delete(`/projects/${id}`);
  });
}

export function useDuplicateProject() {
  return useProjectMutation(
    async (id: number) =>
      (await apiClient.post<{ project: ServerProject }>(`/projects/${id}/duplicate`)).data.project,
  );
}

export interface RepriceAnswer {
  before: ProjectTotals;
  after: ProjectTotals;
  changes: {
    division: number;
    item: number;
    description: string;
    before: { F: number; amount: number };
    after: { F: number; amount: number };
  }[];
  missing: { division: number; item: number; description: string }[];
  project?: ServerProject;
}

export function useReprice() {
  return useProjectMutation(
    async ({ id, apply, bookId }: { id: number; apply: boolean; bookId?: number | null }) =>
      (
        await apiClient.post<RepriceAnswer>(`/projects/${id}/reprice`, {
          apply,
          ...(bookId !== undefined && { price_book_id: bookId }),
        })
      ).data,
  );
}

export interface ProjectSyncAnswer {
  synced: number;
  skipped: number;
  failed: { local_id: string | null; details: { param: string; msg: string }[] }[];
  /**
   * Browser projects whose price book is gone (deleted, or not this account's): moved with their prices as they
   * were and no book.
   */
  book_gone?: { local_id: string; price_book_id: number }[];
  /** The account project each browser project sent is now (synced now, or already there). */
  projects?: (ServerProject & { local_id?: string | null })[];
}

export function useSyncProjects() {
  return useProjectMutation(
    async (drafts: ProjectDraft[]) =>
      (
        await apiClient.post<ProjectSyncAnswer>('/projects/sync', {
          projects: drafts.map((draft) => ({ ...projectBody(draft), id: draft.id })),
        })
      ).data,
  );
}
