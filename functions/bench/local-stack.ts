import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** What the benches use of `startLocalStack` (infra/local/start.ts). */
interface LocalStackHandle {
  siteUrl: string;
  tableName: string;
  dynamodbEndpoint: string;
  env: Record<string, string>;
  runner: { whenIdle(): Promise<void> };
  stop(): Promise<void>;
}

/** A local stack started for a bench, with a bare DynamoDB client on its table. */
export interface BenchStack extends LocalStackHandle {
  /** The first partner's generated password. */
  adminPassword: string;
  /** A document client on DynamoDB Local (undefined attributes removed), for seeding and bare calls. */
  documentClient: DynamoDBDocumentClient;
  /** The port of the reply domain's SMTP server. */
  smtpPort: number;
}

/** A port free on 127.0.0.1 now (the SMTP server's port must be known to send to it). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * Starts the local stack (infra/local/start.ts, README "Local stack") for a bench: every port free,
 * a throw-away data folder, a generated password for the first partner, quiet logs. The stack sets
 * the functions' environment on `process.env`: import function modules after this resolves.
 *
 * @param label - names the data folder (`meridian-<label>-…` in the temp folder).
 * @returns the stack and `stop`, which closes the client, stops the stack and removes the folder.
 * @throws whatever the stack's start throws (the folder is removed first).
 */
export async function startBenchStack(label: string): Promise<BenchStack> {
  const dataDir = await mkdtemp(join(tmpdir(), `meridian-${label}-`));
  const adminPassword = randomBytes(18).toString('base64url');
  // The local stack belongs to infra; loaded by path so this package does not type-check infra.
  const startPath = '../../infra/local/start.ts';
  const smtpPort = await freePort();
  let stack: LocalStackHandle;
  try {
    const { startLocalStack } = (await import(startPath)) as {
      startLocalStack(options: Record<string, unknown>): Promise<LocalStackHandle>;
    };
    stack = await startLocalStack({
      port: 0,
      dynamodbPort: 0,
      sesPort: 0,
      smtpPort,
      dataDir,
      adminPassword,
      quiet: true,
    });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const low = new DynamoDBClient({
    endpoint: stack.dynamodbEndpoint,
    region: 'eu-west-2',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return {
    ...stack,
    adminPassword,
    smtpPort,
    documentClient: DynamoDBDocumentClient.from(low, { marshallOptions: { removeUndefinedValues: true } }),
    stop: async () => {
      low.destroy();
      await stack.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
