import { ipHashOf } from '../../lib/privacy-key';
import { type ClientAddressSource, clientIpOf } from '../../lib/client-ip';

/**
 * The keyed hash of a request's client IP for the audit log (docs/product/privacy.md#audit-log):
 * the same client address the login throttle uses (`clientIpOf`), hashed with the privacy key.
 *
 * @param event - the request's headers and request context.
 * @returns 22 base64url characters.
 */
export function auditIpHashOf(event: ClientAddressSource): string {
  return ipHashOf(clientIpOf(event));
}
