import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs` (while typing, the last value typed): the
 * first render already holds `value`. Compared with `Object.is`, so pass strings or other stable
 * values.
 *
 * @param value - the value to follow.
 * @param delayMs - how long, in milliseconds, it must stay unchanged.
 * @returns the settled value.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
