import { vi } from 'vitest';

/**
 * Captures what the functions write to standard output and error (Powertools Logger lines, errors
 * included, and Metrics EMF lines), parsed as JSON, for tests of the wrappers.
 *
 * @returns `lines()` (every JSON line written since the call, in order) and `restore()`.
 */
export function captureStdout(): { lines(): Record<string, unknown>[]; restore(): void } {
  const chunks: string[] = [];
  const record = (chunk: string | Uint8Array) => {
    chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  };
  const spies = [
    vi.spyOn(process.stdout, 'write').mockImplementation(record),
    vi.spyOn(process.stderr, 'write').mockImplementation(record),
  ];
  return {
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter((line) => line.trim().startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    restore: () => {
      for (const spy of spies) spy.mockRestore();
    },
  };
}

/** The EMF lines among captured lines: metric name to value, with namespace and dimensions. */
export function emfMetrics(lines: Record<string, unknown>[]): {
  namespace: string;
  dimensions: string[][];
  values: Record<string, unknown>;
}[] {
  return lines
    .filter((line) => typeof line._aws === 'object' && line._aws !== null)
    .map((line) => {
      const aws = line._aws as {
        CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string }[] }[];
      };
      const [directive] = aws.CloudWatchMetrics;
      const values = Object.fromEntries((directive?.Metrics ?? []).map((metric) => [metric.Name, line[metric.Name]]));
      return { namespace: directive?.Namespace ?? '', dimensions: directive?.Dimensions ?? [], values };
    });
}
