/**
 * Pauses before retrying a write that met a concurrent change: exponential back-off with full
 * jitter, a random wait of up to 40 ms after the first attempt, doubling per attempt, at most 400 ms
 * (a burst of new leads all move the one round-robin cursor, so they must spread out).
 * @param attempt - the attempt that just lost (1 for the first).
 */
export function backOff(attempt: number): Promise<void> {
  const capMs = Math.min(400, 20 * 2 ** attempt);
  return new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * capMs));
}
