import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryProvider } from '../app/query-provider';
import { AppRoutes } from '../app/routes';
import { Toaster } from '../components/ui/toaster';
import { createQueryClient } from '../lib/query-client';

/**
 * Renders `ui` for a component test: a memory router at `route` (matching `path`), a fresh query
 * client with the app's defaults, and the toaster.
 */
export function renderWithApp(ui: ReactElement, { route = '/', path = '*' }: { route?: string; path?: string } = {}) {
  const queryClient = createQueryClient();
  return render(
    <QueryProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
        <Toaster />
      </MemoryRouter>
    </QueryProvider>,
  );
}

/**
 * Renders `ui` with a fresh query client (the app's defaults) and a memory router at `route`,
 * without routes or toaster, for tests of one component; returns the query client too.
 */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** Renders the whole app (layout, lazy pages, shell) at `route`. */
export function renderAppAt(route: string) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

/** A JSON `Response`. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The JSON body of the n-th call of a mocked fetch. */
export function requestBody(fetchMock: { mock: { calls: unknown[][] } }, index = 0): unknown {
  const init = fetchMock.mock.calls[index]?.[1] as RequestInit | undefined;
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}
