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
 * react-query provider with the shared client. It wraps the admin route group rather than the
 * whole app, so react-query stays out of every public page's JavaScript (public pages fetch with
 * plain functions; the 100 KB budget, docs/decisions/036-critical-css-inline-boot-and-page-budgets.md).
 */
export function QueryProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  return <QueryClientProvider client={client ?? getQueryClient()}>{children}</QueryClientProvider>;
}
