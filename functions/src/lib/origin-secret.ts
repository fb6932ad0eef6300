import { createHash, timingSafeEqual } from 'node:crypto';
import * as z from '@meridian/shared/zod';
import { ConfigurationError } from './env';
import { ForbiddenError } from './errors';
import { secretValue } from './secrets';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';

/**
 * Proof that a request came through CloudFront (docs/product/security.md#origin-check;
 * docs/decisions/016-origin-secret-header.md): CloudFront's `/api` origin adds the header
 * {@link ORIGIN_SECRET_HEADER} with a secret generated at deploy; every HTTP function compares it
 * with the secret's `current` value (and, during a rotation, its `previous` one), read at run time
 * from `ORIGIN_SECRET_ARN` (`secrets.ts`), before anything else and answers 403 otherwise. A caller
 * of the `execute-api` endpoint therefore skips neither the WAF nor the login throttle. The local
 * runner plays CloudFront and adds the header the same way.
 */

/** Header CloudFront's `/api` origin sets (lower case, as API Gateway v2 delivers it). */
export const ORIGIN_SECRET_HEADER = 'x-origin-verify';

/** Shortest accepted secret, in characters (the deployed one has 64). */
export const MIN_ORIGIN_SECRET_LENGTH = 32;

const secretSchema = z
  .string()
  .trim()
  .min(MIN_ORIGIN_SECRET_LENGTH, `must be at least ${MIN_ORIGIN_SECRET_LENGTH} characters`);
const originSecretSchema = z.object({
  current: secretSchema,
  previous: z.preprocess((value) => (value === '' ? undefined : value), secretSchema.optional()),
});

/** SHA-256 digest of a secret: equal-length buffers for `timingSafeEqual`, whatever the input length. */
const digestOf = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/**
 * The accepted secrets of the origin secret's value, as digests.
 *
 * @param value - the secret's JSON: `current` (required, at least 32 characters) and the optional
 *   `previous` (accepted too while CloudFront switches; empty otherwise).
 * @returns the SHA-256 digests of the accepted secrets.
 * @throws ConfigurationError naming the invalid field (never its value).
 */
export function originSecretsOf(value: string): readonly Buffer[] {
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    throw new ConfigurationError('Invalid origin secret: not JSON');
  }
  const result = originSecretSchema.safeParse(json);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigurationError(`Invalid origin secret: ${problems.join('; ')}`);
  }
  const { current, previous } = result.data;
  return [current, ...(previous ? [previous] : [])].map(digestOf);
}

let cached: { value: string; digests: readonly Buffer[] } | undefined;

/**
 * The accepted secrets of this function, from the value `secrets.ts` read last (parsed once per value).
 *
 * @throws ConfigurationError when `ORIGIN_SECRET_ARN` is missing, was not loaded, or holds no valid secret.
 */
export function originSecrets(): readonly Buffer[] {
  const value = secretValue('ORIGIN_SECRET_ARN');
  if (cached?.value !== value) cached = { value, digests: originSecretsOf(value) };
  return cached.digests;
}

/**
 * Whether a request carries an accepted origin secret, compared in constant time (digests of equal
 * length; every accepted secret is compared, so the answer takes the same time either way).
 *
 * @param headers - the request headers (lower-case names, as API Gateway v2 delivers them).
 * @param secrets - the accepted digests (default: this function's, {@link originSecrets}).
 * @returns true when the header matches one of them.
 */
export function hasOriginSecret(
  headers: Record<string, string | undefined> | null | undefined,
  secrets: readonly Buffer[] = originSecrets(),
): boolean {
  const presented = headers?.[ORIGIN_SECRET_HEADER];
  if (presented === undefined || presented === '') return false;
  const digest = digestOf(presented);
  let matched = false;
  for (const secret of secrets) matched = timingSafeEqual(digest, secret) || matched;
  return matched;
}

/**
 * HTTP middleware, run before session checks and input parsing: 403 `{ "error": "Forbidden" }`
 * unless the request carries the origin secret.
 *
 * @throws ForbiddenError when the header is missing or wrong.
 */
export const originCheck: MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context> = {
  before: (request) => {
    if (!hasOriginSecret(request.event.headers)) throw new ForbiddenError();
  },
};
