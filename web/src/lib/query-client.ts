import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/**
 * Creates the app's query client with SPEC.md section 7's defaults: the default fetcher, no
 * refetch interval, no refetch on window focus, infinite stale time, no retries for queries or
 * mutations.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
