import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs` (default one minute), for next-action hints and
 * forecasts. One clock per screen keeps derived data memoisable.
 */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
