import * as z from '../zod';

/**
 * The audit log's entries (docs/product/privacy.md#audit-log). Apart from `privacy-admin-api.ts` so
 * that every audited function (logins, exports, staff management, publishing) does not build the
 * person export's schemas (leads, bookings, tasks) at cold start.
 */

/**
 * What the audit log records (docs/product/privacy.md#audit-log): logins that succeeded, the first
 * throttled attempt of a client's window (`login_failed` only in entries written before that rule),
 * exports, erasures, merges and edits of a lead's contact fields, and the management of staff users
 * and passwords (docs/product/staff-accounts.md#users).
 */
export const AUDIT_ACTIONS = [
  'login_succeeded',
  'login_failed',
  'login_throttled',
  'leads_exported',
  'subscribers_exported',
  'person_exported',
  'lead_erased',
  'subscriber_erased',
  'leads_merged',
  'leads_assigned',
  'contact_fields_edited',
  'article_published',
  'article_scheduled',
  'article_unpublished',
  'user_invited',
  'user_reinvited',
  'invitation_accepted',
  'user_role_changed',
  'user_disabled',
  'user_enabled',
  'user_factors_reset',
  'user_send_cap_changed',
  'password_changed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * One audit log entry: when (ISO-8601 UTC), what, on which target (a lead id, `lead:<id>` into
 * `lead:<id>` for a merge, `subscriber:<id>`, `article:<id>`, `user:<id>`, `email:<keyed hash>` for an access
 * request, `admin` for logins; never an address or a name), the keyed hash of the client's IP address
 * and, for the actions of a signed-in user on staff accounts, the acting user's id.
 */
export const auditEntrySchema = z.object({
  at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  target: z.string(),
  ipHash: z.string(),
  /** The staff user who acted (`user:<id>` targets name the user acted on). */
  actorId: z.string().optional(),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;

/** `GET /api/admin/audit?cursor=&limit=`: one page of audit entries, newest first. */
export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.output<typeof auditPageSchema>;
