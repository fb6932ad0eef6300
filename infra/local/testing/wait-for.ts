/**
 * Test helper: waits for a state instead of sleeping for a guessed time.
 *
 * @param check - polled every 10 ms until it returns a value other than undefined or false
 * @param timeoutMs - how long to poll, in ms (default 5 000)
 * @returns the first such value
 * @throws Error naming `what` when the state is not reached in time
 */
export async function waitFor<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  what: string,
  timeoutMs = 5_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
