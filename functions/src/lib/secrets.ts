import { createRequire } from 'node:module';
import type { GetSecretValueCommandOutput, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { MiddlewareObj } from '@middy/core';
import type { Context } from 'aws-lambda';
import { ConfigurationError } from './env';
import { DEPENDENCY_RETRY_AFTER_SECONDS, ServiceUnavailableError } from './errors';
import { logger } from './logger';

/**
 * Secrets read at run time (docs/decisions/045-privacy-key-ring-and-rotation.md): a function gets
 * the ARN of each secret it needs (`PRIVACY_KEY_SECRET_ARN`, `ORIGIN_SECRET_ARN`), never the value,
 * so no value sits in the Lambda configuration or the template. The {@link runtimeSecrets}
 * middleware reads them through Secrets Manager (`SECRETSMANAGER_ENDPOINT` overrides the endpoint:
 * the local stack's stand-in) before the handler runs, and keeps each value per container for
 * {@link SECRET_CACHE_MS}; a rotation reaches every container within that time. The rest of the
 * code reads the loaded value synchronously with {@link secretValue}.
 */

/** The variables that name a secret by its ARN. */
export type SecretVariable = 'PRIVACY_KEY_SECRET_ARN' | 'ORIGIN_SECRET_ARN';

/** How long a read value is used before it is read again, in ms (5 minutes). */
export const SECRET_CACHE_MS = 5 * 60 * 1000;

const SECRET_VARIABLES: readonly SecretVariable[] = ['ORIGIN_SECRET_ARN', 'PRIVACY_KEY_SECRET_ARN'];
const load = createRequire(import.meta.url);
let client: SecretsManagerClient | undefined;
const cache = new Map<string, { value: string; readAt: number }>();

/** The Secrets Manager client of the process (lazy, like the clients of `clients.ts`). */
function secretsManager(): SecretsManagerClient {
  if (!client) {
    const sdk = load('@aws-sdk/client-secrets-manager') as typeof import('@aws-sdk/client-secrets-manager');
    const endpoint = process.env.SECRETSMANAGER_ENDPOINT?.trim();
    client = new sdk.SecretsManagerClient({ ...(endpoint ? { endpoint } : {}), maxAttempts: 3 });
  }
  return client;
}

/** The ARN a variable names, or undefined when this function has no such secret. */
function arnOf(variable: SecretVariable): string | undefined {
  const arn = process.env[variable]?.trim();
  return arn ? arn : undefined;
}

async function read(arn: string): Promise<string> {
  const sdk = load('@aws-sdk/client-secrets-manager') as typeof import('@aws-sdk/client-secrets-manager');
  const output: GetSecretValueCommandOutput = await secretsManager().send(
    new sdk.GetSecretValueCommand({ SecretId: arn }),
  );
  if (typeof output.SecretString !== 'string' || output.SecretString === '') {
    throw new ConfigurationError('A secret has no text value');
  }
  return output.SecretString;
}

/**
 * Reads every secret this function names (again once {@link SECRET_CACHE_MS} has passed). When a
 * read fails and an older value is at hand, that value is kept and the failure logged; without one
 * the invocation fails.
 *
 * @param now - epoch ms.
 * @throws ServiceUnavailableError (503 with `Retry-After` on a route; a retry for a consumer) when a
 *   secret cannot be read and none was read before.
 */
export async function loadSecrets(now: number = Date.now()): Promise<void> {
  await Promise.all(
    SECRET_VARIABLES.map(async (variable) => {
      const arn = arnOf(variable);
      if (!arn) return;
      const cached = cache.get(arn);
      if (cached && now - cached.readAt < SECRET_CACHE_MS) return;
      try {
        cache.set(arn, { value: await read(arn), readAt: now });
      } catch (error) {
        logger.error('Secret not read', { variable, error: error instanceof Error ? error.name : String(error) });
        if (!cached) throw new ServiceUnavailableError(undefined, DEPENDENCY_RETRY_AFTER_SECONDS);
      }
    }),
  );
}

/**
 * The value of a secret read by {@link loadSecrets}.
 * @throws ConfigurationError when the function names no such secret, or it was not loaded yet
 *   (a handler that does not run the {@link runtimeSecrets} middleware).
 */
export function secretValue(variable: SecretVariable): string {
  const arn = arnOf(variable);
  if (!arn) throw new ConfigurationError(`Invalid environment: ${variable}: is required`);
  const cached = cache.get(arn);
  if (!cached) throw new ConfigurationError(`${variable}: the secret was not loaded before it was used`);
  return cached.value;
}

/**
 * The middleware every wrapper runs before its handler (after error mapping, before the origin
 * check): {@link loadSecrets}.
 */
export function runtimeSecrets<E, R>(): MiddlewareObj<E, R, Error, Context> {
  return { before: async () => loadSecrets() };
}
