/**
 * Names of the security log lines that CloudWatch metric filters count (plain data, so that
 * `infra/` can read it): the audit events of the admin login (docs/product/security.md#audit-events)
 * and the CSP report line (docs/product/security.md#headers).
 */

/** The audit event names (the log lines' `message`). */
export const AUDIT_EVENTS = {
  loginSucceeded: 'auth.login.succeeded',
  loginFailed: 'auth.login.failed',
  loginThrottled: 'auth.login.throttled',
  logout: 'auth.logout',
} as const;

/** Log message of one CSP violation report. */
export const CSP_REPORT_LOG_MESSAGE = 'security.csp.report';

/**
 * Failed admin logins across all clients in one 15-minute window above which failing logins are
 * slowed down and the alarm fires (docs/product/admin.md#throttling).
 */
export const GLOBAL_FAILED_LOGINS_LIMIT = 100;
