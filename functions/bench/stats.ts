/** Small helpers shared by the benchmark groups (`npm run bench:api`). */

/** The p-th percentile (0-100) of samples in ms, nearest-rank. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/**
 * Times `fn` `iterations` times after `warmup` untimed runs, one at a time.
 *
 * @returns samples in milliseconds.
 */
export async function measure(fn: (i: number) => Promise<unknown>, iterations: number, warmup = 20): Promise<number[]> {
  for (let i = 0; i < warmup; i += 1) await fn(-1 - i);
  const samples: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const start = performance.now();
    await fn(i);
    samples.push(performance.now() - start);
  }
  return samples;
}

/**
 * Runs several operations in turn, one sample of each per round (A, B, C, A, B, C, ...), so that
 * all of them see the same machine load, after `warmup` untimed rounds. `settle` (untimed) runs
 * after every operation, e.g. to wait until the event deliveries a submission started are done.
 *
 * @returns samples in milliseconds, keyed like `operations`.
 */
export async function measureInterleaved<K extends string>(
  operations: Record<K, (i: number) => Promise<unknown>>,
  iterations: number,
  options: { warmup?: number; settle?: () => Promise<unknown> } = {},
): Promise<Record<K, number[]>> {
  const { warmup = 20, settle } = options;
  const names = Object.keys(operations) as K[];
  const samples = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<K, number[]>;
  for (let i = -warmup; i < iterations; i += 1) {
    for (const name of names) {
      const start = performance.now();
      await operations[name](i);
      const elapsed = performance.now() - start;
      if (i >= 0) samples[name].push(elapsed);
      await settle?.();
    }
  }
  return samples;
}

/** One row of the latency table. */
export interface LatencyRow {
  name: string;
  p50: number;
  p99: number;
  /** p50 of the bare DynamoDB (or EventBridge) calls the route makes. */
  bareP50: number;
  bareCalls: string;
  /** p50 of the same handler invoked in-process with a v2 event (no runner HTTP hop), when measured. */
  handlerP50?: number;
  /** Response body size in bytes, when it matters (e.g. a page of leads). */
  bytes?: number;
  note?: string;
}

/** A single figure that is not a latency row (page counts, hash time, export size). */
export interface FigureRow {
  name: string;
  value: string;
}

/** One row of the bundle table. */
export interface BundleRow {
  handler: string;
  bytes: number;
  coldImportMedianMs: number;
  /** Fastest run: close to the median on an idle machine, the better guide when others load the CPU. */
  coldImportMinMs: number;
}

const f = (n: number) => n.toFixed(2).padStart(8);

/** Prints the latency table (ratio target: at most 1.5). */
export function printLatency(rows: readonly LatencyRow[]): void {
  console.log(
    '\nroute                              p50 ms   p99 ms  bare p50   ratio  in-proc p50  ratio   resp KB  bare calls',
  );
  for (const row of rows) {
    const ratio = row.p50 / row.bareP50;
    const bytes = row.bytes === undefined ? '-' : (row.bytes / 1024).toFixed(1);
    console.log(
      `${row.name.padEnd(32)} ${f(row.p50)} ${f(row.p99)} ${f(row.bareP50)} ${ratio.toFixed(2).padStart(7)}${ratio <= 1.5 ? ' ' : '!'} ${row.handlerP50 === undefined ? '         -      -' : `${f(row.handlerP50)}    ${(row.handlerP50 / row.bareP50).toFixed(2).padStart(5)}`} ${bytes.padStart(9)}  ${row.bareCalls}${row.note ? ` (${row.note})` : ''}`,
    );
  }
  console.log(
    'ratio = route p50 (HTTP through the local runner) / bare p50; target <= 1.5 (! = over). in-proc = the same handler called in this process with a v2 event.',
  );
}

/** Prints the other figures, one per line. */
export function printFigures(rows: readonly FigureRow[]): void {
  if (rows.length === 0) return;
  console.log('\nfigure                                         value');
  for (const row of rows) console.log(`${row.name.padEnd(46)} ${row.value}`);
}

/** Prints the bundle table (cold import target: at most 100 ms median). */
export function printBundles(rows: readonly BundleRow[]): void {
  console.log('\nhandler                                        bundle KB  cold import ms (median, fastest)');
  for (const row of rows) {
    console.log(
      `${row.handler.padEnd(46)} ${(row.bytes / 1024).toFixed(1).padStart(9)} ${f(row.coldImportMedianMs)}${f(row.coldImportMinMs)}${row.coldImportMedianMs <= 100 ? '' : ' !'}`,
    );
  }
}
