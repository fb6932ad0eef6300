/**
 * `npm run bench:api`: starts the local stack on free
 * ports with a throw-away data folder, seeds 10,000 leads into DynamoDB Local, then for each group
 * prints p50/p99 latency through the local runner next to the p50 of the bare DynamoDB Local calls
 * the route makes (ratio target at most 1.5), and the bundle size and cold import time of every
 * function of the route and rule tables (median of fresh `node` processes; target at most 100 ms;
 * cold-imports.ts).
 *
 * Routes are called over HTTP through the runner with a keep-alive client (bench/http.ts), and each
 * route's samples are interleaved with its bare calls and its in-process handler calls, so that all
 * see the same load. Groups live one per file in this folder; add yours to `GROUPS`.
 */
import './quiet';
import { cleanBundles } from './bundles';
import { measureColdImports } from './cold-imports';
import { adminRoutes } from './admin';
import type { BenchGroup, FigureRow, LatencyRow } from './context';
import { closeHttp } from './http';
import { startBenchStack } from './local-stack';
import { publicRoutes } from './public-routes';
import { benchSchemaParsing } from './schema-parse';
import { seedLeads } from './seed';
import { printBundles, printFigures, printLatency } from './stats';

const GROUPS: BenchGroup[] = [publicRoutes, adminRoutes];
const LEADS = Number(process.env.BENCH_LEADS ?? 10_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);

async function main(): Promise<void> {
  benchSchemaParsing();
  const stack = await startBenchStack('bench');
  const bare = stack.documentClient;
  try {
    const seedStart = performance.now();
    const leadIds = await seedLeads(bare, stack.tableName, LEADS);
    console.log(
      `Seeded ${LEADS} leads in ${((performance.now() - seedStart) / 1000).toFixed(1)} s; ${ITERATIONS} samples per operation.`,
    );
    const latency: LatencyRow[] = [];
    const figures: FigureRow[] = [];
    const whenIdle = () => stack.runner.whenIdle();
    for (const group of GROUPS) {
      latency.push(
        ...(await group.run({
          baseUrl: stack.siteUrl,
          tableName: stack.tableName,
          env: stack.env,
          bare,
          leadIds,
          adminPassword: stack.adminPassword,
          iterations: ITERATIONS,
          whenIdle,
          figures,
        })),
      );
    }
    printLatency(latency);
    printFigures(figures);
    printBundles(await measureColdImports(stack.env));
  } finally {
    closeHttp();
    await stack.stop();
    await cleanBundles();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
