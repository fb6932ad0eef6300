import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { BundleRow, FigureRow, LatencyRow } from './stats';

/** What every benchmark group receives (`npm run bench:api`). */
export interface BenchContext {
  /** Base URL of the local runner, e.g. `http://localhost:41234`. */
  baseUrl: string;
  /** The local stack's table, already holding the seeded leads. */
  tableName: string;
  /** Environment the handlers run with (for bundles' cold imports). */
  env: Record<string, string>;
  /** A separate document client for the bare DynamoDB Local calls. */
  bare: DynamoDBDocumentClient;
  /** Ids of the seeded leads, newest last. */
  leadIds: string[];
  /** Admin password set on the local stack (for the admin group). */
  adminPassword: string;
  /** Samples per measured operation. */
  iterations: number;
  /** Resolves when the local runner's event bus has no delivery in flight (consumers done). */
  whenIdle(): Promise<void>;
  /** Single figures (not latency rows) a group reports; printed after the latency table. */
  figures: FigureRow[];
}

/** One group of routes (one file per group in bench/, listed in bench/api.ts). */
export interface BenchGroup {
  name: string;
  run(context: BenchContext): Promise<LatencyRow[]>;
}

export type { BundleRow, FigureRow, LatencyRow };
