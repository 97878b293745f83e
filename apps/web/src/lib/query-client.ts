import { QueryClient } from '@tanstack/react-query';

// SPEC.md §9 client behaviour.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 2,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        staleTime: 300_000,
        gcTime: 600_000,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
      },
      mutations: { retry: 1, retryDelay: 1000 },
    },
  });
}

/** The app's one cache: logout empties it (SPEC.md §4), so it lives outside React. */
export const queryClient = createQueryClient();
