import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';

/**
 * "No Scan on any request path" (docs/architecture.md), enforced in tests: a middleware on the
 * shared DynamoDB client (the document client shares its middleware stack) records every command
 * name and rejects Scan before it is sent.
 */

/** Command names sent through guarded clients, in order (e.g. `QueryCommand`). */
export const sentCommands: string[] = [];

/** Thrown instead of sending a Scan. */
export class ScanForbiddenError extends Error {
  override readonly name = 'ScanForbiddenError';
}

const guarded = new WeakSet<DynamoDBClient>();

/**
 * Adds the guard to a client (once per client).
 *
 * @param client - the low-level client that `lib/clients.ts` shares with the document client.
 */
export function installScanGuard(client: DynamoDBClient): void {
  if (guarded.has(client)) return;
  guarded.add(client);
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const name = String(context.commandName ?? 'unknown');
      sentCommands.push(name);
      if (name === 'ScanCommand' || name === 'ParallelScanCommand') {
        throw new ScanForbiddenError('Scan is not allowed (docs/architecture.md: no Scan on any request path)');
      }
      return next(args);
    },
    { step: 'initialize', name: 'meridianScanGuard' },
  );
}
