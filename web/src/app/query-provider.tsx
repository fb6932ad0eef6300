import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';

let browserClient: QueryClient | null = null;

/**
 * The app's one query client (docs/product/admin.md#sessions defaults, `createQueryClient`), shared by every
 * page that fetches, so the cache survives navigation. On the server (prerender) each call makes
 * a fresh client, so no state leaks between rendered pages.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

/**
 * react-query provider with the shared client. It wraps the pages that fetch (the admin route
 * group and the insights pages) rather than the whole app, so react-query stays out of the
 * JavaScript of pages that never fetch (the public pages' 110 KB budget, docs/decisions/010-hand-written-ui-pieces-for-the-js-budget.md).
 */
export function QueryProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  return <QueryClientProvider client={client ?? getQueryClient()}>{children}</QueryClientProvider>;
}
