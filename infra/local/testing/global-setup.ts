/**
 * Vitest global setup for suites that need AWS stand-ins: starts an
 * in-memory DynamoDB Local and the SES emulator on free ports before any test file runs and stops
 * them after the run.
 *
 * Test workers see the endpoints two ways:
 * - `process.env.DYNAMODB_ENDPOINT` / `process.env.SES_ENDPOINT` (set here, inherited by the
 *   worker processes that Vitest starts afterwards), plus dummy credentials and `AWS_REGION`
 *   when unset, so modules that read the environment at import time just work;
 * - `inject('dynamodbEndpoint')` / `inject('sesEndpoint')` from `vitest`.
 *
 * Use it from a project config: `test: { globalSetup: ['../infra/local/testing/global-setup.ts'] }`.
 * Several projects of one run share a single pair of emulators (reference-counted), so create
 * your own uniquely named tables in tests.
 */
import type { TestProject } from 'vitest/node';
import {
  type DynamoDbLocalHandle,
  getFreePort,
  LOCAL_AWS,
  PortInUseError,
  type SesEmulatorHandle,
  startDynamoDbLocal,
  startSesEmulator,
} from '../emulators';

declare module 'vitest' {
  interface ProvidedContext {
    /** `http://127.0.0.1:<port>` of the in-memory DynamoDB Local of this test run. */
    dynamodbEndpoint: string;
    /** `http://127.0.0.1:<port>` of the SES emulator of this test run (`GET /store`). */
    sesEndpoint: string;
  }
}

interface SharedEmulators {
  users: number;
  ready: Promise<{ dynamodb: DynamoDbLocalHandle; ses: SesEmulatorHandle }>;
}

const KEY = Symbol.for('meridian.testEmulators');
type GlobalWithEmulators = typeof globalThis & { [KEY]?: SharedEmulators };

/** Starts on a free port, trying again when another process grabbed the port in between. */
async function onFreePort<T>(start: (port: number) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start(await getFreePort());
    } catch (error) {
      if (!(error instanceof PortInUseError) || attempt >= 5) throw error;
    }
  }
}

async function startBoth(): Promise<{ dynamodb: DynamoDbLocalHandle; ses: SesEmulatorHandle }> {
  const [dynamodb, ses] = await Promise.allSettled([
    onFreePort((port) => startDynamoDbLocal({ port })),
    onFreePort((port) => startSesEmulator({ port })),
  ]);
  if (dynamodb.status === 'fulfilled' && ses.status === 'fulfilled')
    return { dynamodb: dynamodb.value, ses: ses.value };
  // Do not leave the one that did start running.
  await Promise.all([
    dynamodb.status === 'fulfilled' && dynamodb.value.stop(),
    ses.status === 'fulfilled' && ses.value.stop(),
  ]);
  throw dynamodb.status === 'rejected' ? dynamodb.reason : (ses as PromiseRejectedResult).reason;
}

/**
 * Starts (or joins) the emulators, exposes their endpoints and returns the teardown.
 *
 * @param project - the Vitest project being set up (used for `provide`)
 * @returns teardown that stops the emulators when the last project using them is done
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const store = globalThis as GlobalWithEmulators;
  let shared = store[KEY];
  if (!shared) {
    shared = { users: 0, ready: startBoth() };
    store[KEY] = shared;
  }
  shared.users += 1;
  const { dynamodb, ses } = await shared.ready;

  process.env.DYNAMODB_ENDPOINT = dynamodb.endpoint;
  process.env.SES_ENDPOINT = ses.endpoint;
  process.env.AWS_REGION ??= LOCAL_AWS.region;
  process.env.AWS_ACCESS_KEY_ID ??= LOCAL_AWS.credentials.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY ??= LOCAL_AWS.credentials.secretAccessKey;
  project.provide('dynamodbEndpoint', dynamodb.endpoint);
  project.provide('sesEndpoint', ses.endpoint);

  return async () => {
    const current = store[KEY];
    if (!current) return;
    current.users -= 1;
    if (current.users > 0) return;
    store[KEY] = undefined;
    await Promise.all([dynamodb.stop(), ses.stop()]);
  };
}
