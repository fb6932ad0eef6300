import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** What this bench uses of `startBenchStack` (functions/bench/local-stack.ts). */
interface BenchStack {
  siteUrl: string;
  tableName: string;
  adminPassword: string;
  documentClient: DynamoDBDocumentClient;
  stop(): Promise<void>;
}

type SeedLeads = (
  client: DynamoDBDocumentClient,
  tableName: string,
  count: number,
  owner?: { id: string; every: number },
) => Promise<string[]>;

/** Every this-many-th seeded lead belongs to the signed-in partner: 2,000 of 10,000, a busy member's share. */
const OWNED_EVERY = 5;

/** A running local stack with seeded leads and a signed-in session of the first partner. */
export interface SeededStack {
  siteUrl: string;
  /** The first partner's session id (the `__Host-meridian-session` cookie's value). */
  sessionId: string;
  /** Stops the stack and removes its data folder. */
  stop(): Promise<void>;
}

/**
 * Starts the local stack (infra/local/start.ts) on free ports with a throw-away data folder,
 * signs the first partner in through the real API (password and second factor), then seeds `leads`
 * leads (functions/bench/seed.ts, printing how long it took), every fifth owned by that partner.
 *
 * @param leads - how many leads to seed.
 * @returns the stack's site, the session and `stop`.
 */
export async function startSeededStack(leads: number): Promise<SeededStack> {
  process.env.LOG_LEVEL ||= 'ERROR';
  // Loaded by path, so this workspace does not type-check functions (nor infra, which it starts).
  const stackPath = '../../functions/bench/local-stack.ts';
  const seedPath = '../../functions/bench/seed.ts';
  const signInPath = '../../functions/src/testing/sign-in.ts';
  const { startBenchStack } = (await import(stackPath)) as { startBenchStack(label: string): Promise<BenchStack> };
  const stack = await startBenchStack('admin-bench');
  const stop = () => stack.stop();
  try {
    const { enrolAndSignIn } = (await import(signInPath)) as {
      enrolAndSignIn(siteUrl: string, email: string, password: string): Promise<string>;
    };
    const sessionId = await enrolAndSignIn(stack.siteUrl, 'owner@meridian.local', stack.adminPassword);
    const me = await fetch(`${stack.siteUrl}/api/admin/me`, {
      headers: { cookie: `__Host-meridian-session=${sessionId}` },
    });
    if (!me.ok) throw new Error(`GET /api/admin/me: ${me.status}`);
    const { id: ownerId } = (await me.json()) as { id: string };
    const { seedLeads } = (await import(seedPath)) as { seedLeads: SeedLeads };
    const seedStart = performance.now();
    await seedLeads(stack.documentClient, stack.tableName, leads, { id: ownerId, every: OWNED_EVERY });
    console.log(
      `Seeded ${leads} leads (every ${OWNED_EVERY}th the signed-in partner's) in ${((performance.now() - seedStart) / 1000).toFixed(1)} s.`,
    );
    return { siteUrl: stack.siteUrl, sessionId, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
