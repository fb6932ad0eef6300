import { STAFF_REQUEST_HEADER, STAFF_REQUEST_HEADER_VALUE } from '@meridian/shared/api-paths';

/**
 * GETs sent before the screen that waits for them has loaded its code (docs/product/my-day.md#loading):
 * the route starts them as it starts loading the screen (`app/routes.tsx`), and the screen's own
 * request (`apiRequest`) takes an ok answer instead of asking again (a refused or failed one is
 * asked again: it may be older than a sign-in since). An answer not taken within
 * {@link EARLY_REQUEST_TTL_MS} is dropped, so a screen opened later never reads an old one.
 */

/** How long an early answer waits for its screen, in ms. */
export const EARLY_REQUEST_TTL_MS = 10_000;

const pending = new Map<string, { at: number; response: Promise<Response> }>();

/**
 * Sends `GET path` now, with the same-origin cookies and the CRM's request header, unless one is
 * already waiting.
 *
 * @param path - an API path without a query.
 */
export function requestEarly(path: string): void {
  if (typeof window === 'undefined') return; // the prerender sends nothing
  const waiting = pending.get(path);
  if (waiting && performance.now() - waiting.at < EARLY_REQUEST_TTL_MS) return;
  const response = fetch(path, {
    method: 'GET',
    headers: { [STAFF_REQUEST_HEADER]: STAFF_REQUEST_HEADER_VALUE },
    credentials: 'same-origin',
  });
  // A failed early request is asked again by the screen's own request (`apiRequest`).
  response.catch(() => undefined);
  pending.set(path, { at: performance.now(), response });
}

/**
 * Takes the early answer of `GET path` once, if one was sent less than {@link EARLY_REQUEST_TTL_MS} ago.
 *
 * @returns the response's promise, or undefined (the caller sends its own request).
 */
export function takeEarly(path: string): Promise<Response> | undefined {
  const waiting = pending.get(path);
  pending.delete(path);
  return waiting && performance.now() - waiting.at < EARLY_REQUEST_TTL_MS ? waiting.response : undefined;
}
