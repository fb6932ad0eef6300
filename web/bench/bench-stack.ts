import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

interface LocalStackHandle {
  siteUrl: string;
  tableName: string;
  dynamodbEndpoint: string;
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
  const dataDir = mkdtempSync(join(tmpdir(), 'meridian-admin-bench-'));
  const adminPassword = randomBytes(18).toString('base64url');
  // Loaded by path, so this workspace does not type-check infra and functions.
  const startPath = '../../infra/local/start.ts';
  const seedPath = '../../functions/bench/seed.ts';
  const signInPath = '../../functions/src/testing/sign-in.ts';
  const { startLocalStack } = (await import(startPath)) as {
    startLocalStack(options: Record<string, unknown>): Promise<LocalStackHandle>;
  };
  const stack = await startLocalStack({
    port: 0,
    dynamodbPort: 0,
    sesPort: 0,
    smtpPort: 0,
    dataDir,
    adminPassword,
    quiet: true,
  });
  const low = new DynamoDBClient({
    endpoint: stack.dynamodbEndpoint,
    region: 'eu-west-2',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const stop = async () => {
    low.destroy();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const { enrolAndSignIn } = (await import(signInPath)) as {
      enrolAndSignIn(siteUrl: string, email: string, password: string): Promise<string>;
    };
    const sessionId = await enrolAndSignIn(stack.siteUrl, 'owner@meridian.local', adminPassword);
    const me = await fetch(`${stack.siteUrl}/api/admin/me`, {
      headers: { cookie: `__Host-meridian-session=${sessionId}` },
    });
    if (!me.ok) throw new Error(`GET /api/admin/me: ${me.status}`);
    const { id: ownerId } = (await me.json()) as { id: string };
    const { seedLeads } = (await import(seedPath)) as { seedLeads: SeedLeads };
    const seedStart = performance.now();
    await seedLeads(
      DynamoDBDocumentClient.from(low, { marshallOptions: { removeUndefinedValues: true } }),
      stack.tableName,
      leads,
      { id: ownerId, every: OWNED_EVERY },
    );
    console.log(
      `Seeded ${leads} leads (every ${OWNED_EVERY}th the signed-in partner's) in ${((performance.now() - seedStart) / 1000).toFixed(1)} s.`,
    );
    return { siteUrl: stack.siteUrl, sessionId, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
