import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDynamoDbClient } from './clients';
import { AWS_DYNAMODB_LIMITS } from './dynamodb-limits';
import { isTransientDependencyError } from './errors';

/** The parts of the SDK's HTTP handler this test calls. */
interface RequestHandler {
  handle(request: Record<string, unknown>): Promise<unknown>;
}

/**
 * DynamoDB that accepts connections and never answers (a frozen emulator or a network stall): the
 * project's DynamoDB client must give up after its request timeout with an error the HTTP layer
 * answers as 503, inside the function's timeout (`dynamodb-limits.test.ts` checks the arithmetic).
 */
describe('a stalled DynamoDB', () => {
  let server: Server;
  let port = 0;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    server = createServer((socket) => {
      sockets.push(socket);
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    port = address.port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((closed) => server.close(() => closed()));
  });

  it('times a request out with a transient error, and all attempts fit the function timeout', async () => {
    // A client as in AWS: the shared test setup raises the limit for DynamoDB Local.
    const raised = process.env.DYNAMODB_REQUEST_TIMEOUT_MS;
    delete process.env.DYNAMODB_REQUEST_TIMEOUT_MS;
    const client = createDynamoDbClient();
    process.env.DYNAMODB_REQUEST_TIMEOUT_MS = raised;
    const { requestTimeoutMs, maxAttempts } = AWS_DYNAMODB_LIMITS;
    const handler = client.config.requestHandler as unknown as RequestHandler;
    const started = Date.now();
    const error = await handler
      .handle({ protocol: 'http:', hostname: '127.0.0.1', port, method: 'POST', path: '/', headers: {}, query: {} })
      .then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
    const elapsed = Date.now() - started;
    expect(isTransientDependencyError(error)).toBe(true);
    expect(elapsed).toBeGreaterThanOrEqual(requestTimeoutMs - 100);
    expect(elapsed).toBeLessThan(requestTimeoutMs + 1_000);
    expect(await client.config.maxAttempts()).toBe(maxAttempts);
    client.destroy();
  });
});
