import { IDEMPOTENCY_KEY_HEADER } from '@meridian/shared/idempotency';

/**
 * The `Idempotency-Key` of the public form submissions (docs/product/security.md#idempotency-keys):
 * a fresh random key for each new submission, and the same key while the visitor sends the same
 * submission again after a failure (a network error, a 503), so the server answers the repeat with
 * the first attempt's outcome. An answer other than a server error ends the submission: the next
 * one, even with the same text, gets a new key.
 */

/** The key in use per route, with the body it was made for (this page's memory only). */
const pending = new Map<string, { body: string; key: string }>();

function randomKey(): string {
  const { crypto } = globalThis;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The key to send with a submission.
 *
 * @param route - the request's method and path, e.g. `POST /api/contact`.
 * @param body - the JSON the request sends: the same text again reuses the key.
 * @returns the header to add (`{ 'Idempotency-Key': key }`).
 */
export function idempotencyHeaderFor(route: string, body: string): Record<string, string> {
  const current = pending.get(route);
  const key = current?.body === body ? current.key : randomKey();
  pending.set(route, { body, key });
  return { [IDEMPOTENCY_KEY_HEADER]: key };
}

/**
 * Records a submission's answer: after anything but a server error (5xx) or no answer at all, the
 * key is spent and the next submission gets a new one.
 *
 * @param status - the HTTP status, or undefined when the request got no answer.
 */
export function settleIdempotencyKey(route: string, status: number | undefined): void {
  if (status !== undefined && status < 500) pending.delete(route);
}
