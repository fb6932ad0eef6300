import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { type ReactElement, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { QueryProvider } from '../app/query-provider';
import { AppRoutes, preloadRoute } from '../app/routes';
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

/**
 * Puts a server render's HTML into the page, as a prerendered page has it: a `div` marked
 * `data-planted` (remove those after each test), appended to the body.
 * @returns the container, to hydrate with {@link hydrateAppAt}
 */
export function plantServerHtml(html: string): HTMLDivElement {
  const container = document.createElement('div');
  container.dataset.planted = '';
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

/**
 * Hydrates the whole app at `path` over `container` (see {@link plantServerHtml}), its route's
 * code loaded first as the browser's boot does, in `StrictMode` when `strict`.
 * @returns the root (unmount it at the end) and every hydration error: React's recoverable errors
 *   and the `console.error` calls during hydration, where React reports a mismatch
 */
export async function hydrateAppAt(
  container: HTMLElement,
  path: string,
  { strict = false }: { strict?: boolean } = {},
): Promise<{ root: Root; errors: unknown[] }> {
  await preloadRoute(path);
  const errors: unknown[] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  const app = (
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>
  );
  try {
    const root = await act(async () =>
      hydrateRoot(container, strict ? <StrictMode>{app}</StrictMode> : app, {
        onRecoverableError: (error) => errors.push(error),
      }),
    );
    return { root, errors };
  } finally {
    spy.mockRestore();
  }
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
