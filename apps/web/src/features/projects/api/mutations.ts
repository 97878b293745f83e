import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectTotals } from '@kalkulator/core';
import { apiClient, isConflict, isNoResponse } from '../../../lib/api-client';
import { draftFromServer, projectBody, type ProjectDraft, type ServerProject } from '../draft';
import { forgetUnsaved } from '../account-copies';
import { sameProjectContent } from '../project-content';
import { PROJECTS_KEY } from './keys';

function useProjectMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}

/**
 * The Idempotency-Key of one create form (an opening of "Tambah ke proyek", the "Buat proyek" form): made once and
 * sent with each try, so a create tried again after its answer was lost gets the project the first try made.
 */
export function newCreateKey(): string {
  // getRandomValues, not randomUUID: the app also runs over plain http on a site's LAN.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** POST /projects: a new account project (the same key again answers the project already made with it). */
export async function createAccountProject(draft: ProjectDraft, key: string): Promise<ServerProject> {
  const body = projectBody(draft);
  const headers = { 'Idempotency-Key': key };
  return (await apiClient.post<{ project: ServerProject }>('/projects', body, { headers })).data.project;
}

export function useCreateProject() {
  return useProjectMutation(({ draft, key }: { draft: ProjectDraft; key: string }) =>
    createAccountProject(draft, key),
  );
}

/**
 * Per account project, the drafts of the saves sent from this page whose answer never came, since the last answer
 * that did: the account may have stored any of them.
 */
const unanswered = new Map<number, ProjectDraft[]>();

/**
 * Whether the account's `project` is one of this device's own saves whose answer never came (what is stored equals
 * what was sent): a newer version than the editor's, but no one else's change.
 */
export function isOwnLostSave(project: ServerProject): boolean {
  const sent = unanswered.get(project.id);
  if (!sent) return false;
  const stored = draftFromServer(project);
  return sent.some((draft) => sameProjectContent(draft, stored));
}

/**
 * PUT the whole project; `overwrite` leaves the version out (the server keeps the one it replaces as a revision).
 * A 409 whose stored project is this device's own save whose answer was lost is no conflict: the draft goes again,
 * once, on top of that version. Once the account has it, `settle` decides at once what becomes of the copy kept for
 * it on this device (by default it goes), before the saved version is read back and the editor opens it: a copy
 * left of the older version would read as changes still to save.
 */
export function useSaveProject() {
  return useProjectMutation(
    async ({
      draft,
      overwrite,
      settle = (saved) => forgetUnsaved(saved.id),
    }: {
      draft: ProjectDraft;
      overwrite?: boolean;
      settle?(saved: ServerProject): void;
    }) => {
      const id = Number(draft.id);
      const put = async (version: number | undefined) => {
        try {
          const body = projectBody({ ...draft, version });
          return (await apiClient.put<{ project: ServerProject }>(`/projects/${id}`, body)).data.project;
        } catch (error) {
          if (isNoResponse(error)) unanswered.set(id, [...(unanswered.get(id) ?? []), draft]);
          throw error;
        }
      };
      let saved: ServerProject;
      try {
        saved = await put(overwrite ? undefined : draft.version);
      } catch (error) {
        const stored = isConflict(error)
          ? (error.response?.data as { project?: ServerProject } | undefined)?.project
          : undefined;
        if (!stored || !isOwnLostSave(stored)) throw error;
        saved = await put(stored.version);
      }
      unanswered.delete(saved.id);
      settle(saved);
      return saved;
    },
  );
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
  /**
   * Lines left at their price: their job type is gone from the catalogue, or its id is now a job type in another
   * unit (`reason`, absent from older answers and a browser project's own preview: gone).
   */
  missing: { division: number; item: number; description: string; reason?: 'removed' | 'unit_changed' }[];
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
