/**
 * The `Idempotency-Key` request header of the public `POST` routes
 * (docs/decisions/037-nothing-accepted-is-lost.md, docs/product/security.md#idempotency-keys): the
 * web app sends a fresh key with each submission and the same key when it sends the same
 * submission again (after a timeout, a 503 or a lost answer). The server derives the submission's
 * or booking's id from the route, the key and the body, so the repeat finds the first attempt's
 * outcome instead of making a second submission.
 */

/** The header's name (HTTP header names are case-insensitive; API Gateway lower-cases them). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** A key: 8 to 255 visible ASCII characters (a UUID is the usual choice). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;
