import { logger } from '../../lib/logger';
import { AUDIT_EVENTS } from '../../security-events';
import { throttleKeyOf } from '../../lib/client-ip';
import { throttleSubjectHashOf } from '../../lib/privacy-key';

/**
 * Security audit events (docs/product/security.md#audit-events): one structured log line per
 * login outcome and logout, carrying the keyed hash of the client's throttling key (the same hash
 * that names its throttle counter), never the password, the session id or the address itself. A
 * metric filter on the login function's log counts `auth.login.failed` lines and an alarm watches
 * the total (`infra/lib/api.ts`).
 */

export { AUDIT_EVENTS };

/** One of {@link AUDIT_EVENTS}. */
export type AuditEvent = (typeof AUDIT_EVENTS)[keyof typeof AUDIT_EVENTS];

/**
 * The keyed hash of a client's throttling key (IPv4 address or IPv6 /64, `throttleKeyOf`), with the
 * privacy key: without the key it cannot be reversed by hashing guessed addresses.
 *
 * @param clientIp - the client address from `clientIpOf`.
 * @returns 22 base64url characters.
 */
export function throttleKeyHashOf(clientIp: string): string {
  return throttleSubjectHashOf(`login:${throttleKeyOf(clientIp)}`);
}

/**
 * Logs one audit event: failures and throttling as warnings, the rest as information.
 *
 * @param event - the event name.
 * @param throttleKeyHash - from {@link throttleKeyHashOf}.
 * @param details - other non-secret fields (counts, seconds).
 */
export function audit(
  event: AuditEvent,
  throttleKeyHash: string,
  details: Record<string, number | boolean> = {},
): void {
  const fields = { audit: true, throttleKeyHash, ...details };
  if (event === AUDIT_EVENTS.loginFailed || event === AUDIT_EVENTS.loginThrottled) logger.warn(event, fields);
  else logger.info(event, fields);
}

/**
 * Logs `auth.logout`.
 *
 * @param clientIp - the client address from `clientIpOf`.
 * @param hadSession - whether the request named a session (ending none is not an error).
 */
export function auditLogOut(clientIp: string, hadSession: boolean): void {
  audit(AUDIT_EVENTS.logout, throttleKeyHashOf(clientIp), { hadSession });
}
