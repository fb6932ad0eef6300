import type { Locator } from 'playwright-core';

/**
 * Waiting on state instead of reading it right after an action. The app renders asynchronously
 * (deferred search, queries that load after a modal opens, optimistic moves, CSS animations), so a
 * read straight after a click or a key press can see the state before the one the user waits for.
 * These helpers poll for the awaited state with a deadline and fail with a message that names the
 * state and the last value seen. They work in hooks as well as in tests (no `expect.poll`).
 */

/**
 * Polls `read` until `accept` holds for its value, or fails after `timeoutMs`.
 * Errors thrown by `read` (an element not rendered yet) count as "not yet".
 * @param what the awaited state, for the failure message ("the lead list to show one row")
 * @param read reads the current value (a count, a text, a bounding box)
 * @param accept whether the value is the awaited state
 * @param timeoutMs the deadline in ms (default 15 s)
 * @param intervalMs the pause between reads in ms (default 100 ms)
 * @returns the first accepted value
 * @throws Error "Timed out after N ms waiting for <what>; last value: …" when the state never arrives
 */
export async function waitUntil<T>(
  what: string,
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 15_000,
  intervalMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = 'nothing read yet';
  for (;;) {
    try {
      const value = await read();
      if (accept(value)) return value;
      last = JSON.stringify(value) ?? String(value);
    } catch (error) {
      last = `error: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
    }
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}; last value: ${last}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * Waits until `locator` matches exactly `count` elements (0 waits for them to go away).
 * @param what the awaited state, for the failure message
 * @param timeoutMs the deadline in ms (default 15 s)
 * @throws Error naming `what` and the last count seen when the count never arrives
 */
export async function waitForCount(locator: Locator, count: number, what: string, timeoutMs = 15_000): Promise<void> {
  await waitUntil(
    what,
    () => locator.count(),
    (value) => value === count,
    timeoutMs,
  );
}

/**
 * The bounding box of `locator` once it has stopped moving: two reads 100 ms apart agree (a
 * virtualised column re-measures its rows, a card settles after a scroll). Coordinates in CSS px
 * relative to the viewport.
 * @throws Error when the element has no box or keeps moving for `timeoutMs` (default 10 s)
 */
export async function stableBox(
  locator: Locator,
  what: string,
  timeoutMs = 10_000,
): Promise<{ x: number; y: number; width: number; height: number }> {
  let previous: string | undefined;
  const box = await waitUntil(
    `${what} to stop moving`,
    async () => {
      const current = await locator.boundingBox();
      const key = JSON.stringify(current);
      const settled = current !== null && key === previous;
      previous = key;
      return settled ? current : null;
    },
    (value) => value !== null,
    timeoutMs,
  );
  return box!;
}
