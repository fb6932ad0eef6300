import { QueryClient } from '@tanstack/react-query';

/**
 * Creates the app's query client: no refetch interval, no refetch on window focus, infinite stale
 * time, no retries for queries or mutations. There is no default fetcher: every query names its
 * own, which parses the answer with its response schema.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
