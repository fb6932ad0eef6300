import type { LeadUpdate } from '@meridian/shared/leads/lead-update';
import { type AuditRecord, recordAudit } from '../data/audit-log';
import type { HttpEvent } from '../../lib/http';
import { logger } from '../../lib/logger';
import { staffOf } from '../../staff-auth/services/require-session';
import { auditIpHashOf } from '../../staff-auth/services/audit-client';
import { LoginThrottledError } from '../../staff-auth/services/login-throttled-error';

/**
 * Audit entries of actions whose own writes are elsewhere (docs/product/privacy.md#audit-log):
 * sign-ins, exports, merges and contact-field edits are recorded after they succeed. Erasures write
 * their entry in their own transaction instead (`erasure.ts`).
 */

/** The contact fields of a lead whose edits are audited. */
export const CONTACT_FIELDS = ['name', 'email', 'company', 'phone', 'jobTitle', 'linkedinUrl'] as const;

/**
 * Records one entry. A failed write is logged as an error and not thrown: the action it records
 * has already happened, and the admin should see its real outcome.
 */
export async function auditAction(record: AuditRecord): Promise<void> {
  try {
    await recordAudit(record);
  } catch (error) {
    logger.error('Audit entry not written', {
      action: record.action,
      target: record.target,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/** Who did an audited action from a request: the keyed hash of the client IP and the session's user. */
export interface AuditContext {
  ipHash: string;
  actorId: string;
}

/**
 * The audit context of a request that passed the session check (docs/product/assignment.md#attribution).
 * @throws UnauthorizedError when the request has no checked session (a programming error).
 */
export function auditContextOf(event: HttpEvent): AuditContext {
  return { ipHash: auditIpHashOf(event), actorId: staffOf(event).userId };
}

/**
 * Whether an admin update touches a contact field (a value or `null` to clear it).
 *
 * @param update - the validated update body.
 */
export function editsContactFields(update: Partial<LeadUpdate>): boolean {
  return CONTACT_FIELDS.some((field) => update[field] !== undefined);
}

/**
 * Runs a sign-in step and records its outcome in the audit log (docs/product/privacy.md#audit-log):
 * `login_succeeded` when it started a session, and `login_throttled` for the first attempt of a
 * window that the client's throttle refused. A wrong password or code is not an audit entry (a
 * flood of guesses would flood the log kept two years): it is the `auth.login.failed` security log
 * line and its metric (docs/product/security.md#audit-events).
 *
 * @param ipHash - the keyed hash of the client IP.
 * @param login - the step itself.
 * @param options.startsSession - false for the password step, which only opens the second step:
 *   its success is not recorded (the session's start is).
 * @param options.method - `passkey` for a sign-in with a passkey.
 * @returns what `login` returns; rethrows what it throws.
 */
export async function withLoginAudit<T>(
  ipHash: string,
  login: () => Promise<T>,
  options: { startsSession?: boolean; method?: 'passkey' } = {},
): Promise<T> {
  const method = options.method ? { method: options.method } : {};
  try {
    const result = await login();
    if (options.startsSession !== false) {
      await auditAction({ action: 'login_succeeded', target: 'admin', ipHash, ...method });
    }
    return result;
  } catch (error) {
    if (error instanceof LoginThrottledError && error.firstOfWindow) {
      await auditAction({ action: 'login_throttled', target: 'admin', ipHash, ...method });
    }
    throw error;
  }
}
