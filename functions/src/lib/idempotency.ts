import { createHash, randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@meridian/shared/idempotency';
import { ValidationError } from './errors';

/**
 * The id of one submission from its `Idempotency-Key` (docs/decisions/037-nothing-accepted-is-lost.md):
 * a UUID-shaped SHA-256 digest of the route, the key and the validated body, so that the same
 * request sent again gets the same id and finds the first attempt's outcome, and the same key sent
 * with another body names another submission. Without the header: a random UUID (every request is
 * new, as before the header existed).
 *
 * @param headers - the request's headers (names lower-cased, as API Gateway passes them).
 * @param route - the route's name, e.g. `bookings` (keys of two routes never meet).
 * @param body - the validated body (its JSON is part of the digest).
 * @returns a UUID-shaped id (version 8, RFC 9562: "custom", here a hash).
 * @throws ValidationError (400) when the header is present but not 8-255 visible ASCII characters.
 */
export function submissionIdOf(headers: Record<string, string | undefined>, route: string, body: unknown): string {
  const key = idempotencyKeyOf(headers);
  if (key === undefined) return randomUUID();
  const digest = createHash('sha256')
    .update(`${route}\n${key}\n${JSON.stringify(body)}`)
    .digest();
  const bytes = Uint8Array.from(digest.subarray(0, 16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x80;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Buffer.from(bytes).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The request's `Idempotency-Key`, checked (docs/product/security.md#idempotency-keys). A route
 * whose effect is the same however often it runs (the newsletter sign-up) only checks it.
 *
 * @returns the key, or undefined without the header.
 * @throws ValidationError (400) when it is not 8-255 visible ASCII characters.
 */
export function idempotencyKeyOf(headers: Record<string, string | undefined>): string | undefined {
  const key = headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new ValidationError(`${IDEMPOTENCY_KEY_HEADER} must be 8 to 255 visible ASCII characters`);
  }
  return key;
}
