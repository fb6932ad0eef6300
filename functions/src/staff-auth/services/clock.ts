/**
 * The time source of the auth rules, injectable so tests can move time (docs/product/admin.md#sessions: session expiry
 * tested with an injected clock). Returns epoch milliseconds.
 */
export type Clock = () => number;

/** The real clock. */
export const systemClock: Clock = () => Date.now();
