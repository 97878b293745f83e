import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { retryReadUnlessOffline } from '../../../lib/query-client';
import type { ServerProject } from '../draft';
import { projectKeys } from './keys';

export interface ProjectSummary {
  id: number;
  name: string;
  location: string | null;
  owner: string | null;
  updated_at: string;
  total: number;
  item_count: number;
}

export function useProjects(search: string, enabled: boolean) {
  return useQuery({
    queryKey: projectKeys.list(search),
    queryFn: async () =>
      (
        await apiClient.get<{ projects: ProjectSummary[] }>('/projects', {
          params: { limit: 100, search: search.trim() || undefined },
        })
      ).data.projects,
    enabled,
    // Offline, the list shows the account projects kept on this device at once (ProjectsPage).
    retry: retryReadUnlessOffline,
  });
}

export function useProject(id: number | null) {
  return useQuery({
    queryKey: projectKeys.one(id ?? 0),
    queryFn: async () => (await apiClient.get<{ project: ServerProject }>(`/projects/${id}`)).data.project,
    enabled: id !== null,
    // The editor starts from what is stored now.
    staleTime: 0,
    // Offline, the project opens from its copy on this device at once (ProjectPage).
    retry: retryReadUnlessOffline,
  });
}
