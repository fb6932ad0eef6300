import { emailSchema, singleLineText } from '../fields';
import { dailySendCapSchema } from '../outreach/limits';
import * as z from '../zod';
import { challengeSchema, MAX_STAFF_PASSWORD_LENGTH, MIN_STAFF_PASSWORD_LENGTH, staffRoleSchema } from './staff';

/**
 * Users, invitations and one's own account (docs/product/staff-accounts.md#users,
 * docs/product/staff-accounts.md#invitations, docs/product/staff-accounts.md#your-account): the
 * request and response shapes of those routes, shared by the handlers and the CRM's screens.
 */

/** The states of a staff account: invited (no password yet), active, or disabled. */
export const STAFF_STATUSES = ['invited', 'active', 'disabled'] as const;
/** A staff account's state. */
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** Longest staff name, in characters. */
export const MAX_STAFF_NAME_LENGTH = 100;

/** A staff member's name: one line, 1 to 100 characters. */
export const staffNameSchema = singleLineText(MAX_STAFF_NAME_LENGTH).pipe(z.string().min(1, 'Please enter a name'));

/**
 * A new password as typed: at least 12 and at most 1,024 characters. The strength rule
 * (`password-strength.ts`) is checked on top, where the estimator is loaded.
 */
export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(MIN_STAFF_PASSWORD_LENGTH, `The password must be at least ${MIN_STAFF_PASSWORD_LENGTH} characters long`)
  .max(MAX_STAFF_PASSWORD_LENGTH, 'Password is too long');

/**
 * A staff user as the Users screen lists them: `dailySendCap` is the outreach emails they may send
 * in one London day (docs/product/outreach.md#limits). Times ISO-8601 UTC.
 */
export const staffUserSummarySchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  status: z.enum(STAFF_STATUSES),
  dailySendCap: z.number().int(),
  createdAt: z.string(),
});
export type StaffUserSummary = z.output<typeof staffUserSummarySchema>;

/** Answer of `GET /api/admin/users`: every staff user, oldest first. */
export const staffUserListSchema = z.object({ items: z.array(staffUserSummarySchema) });
export type StaffUserList = z.output<typeof staffUserListSchema>;

/** Body of `POST /api/admin/users`: `{ email, name, role }`. */
export const inviteUserRequestSchema = z.strictObject({
  email: emailSchema,
  name: staffNameSchema,
  role: staffRoleSchema,
});
export type InviteUserRequest = z.output<typeof inviteUserRequestSchema>;

/**
 * Body of `PATCH /api/admin/users/{id}`: a new role, disable or enable, a new daily sending cap
 * (1-500 emails a London day, docs/product/outreach.md#limits), or several of these.
 */
export const updateUserRequestSchema = z
  .strictObject({
    role: staffRoleSchema.optional(),
    status: z.enum(['active', 'disabled'], { error: 'Status must be active or disabled' }).optional(),
    dailySendCap: dailySendCapSchema.optional(),
  })
  .refine(
    (body) => body.role !== undefined || body.status !== undefined || body.dailySendCap !== undefined,
    'Nothing to change',
  );
export type UpdateUserRequest = z.output<typeof updateUserRequestSchema>;

/** An invitation token as received: a signed link token, at most 300 characters. */
export const invitationTokenSchema = z
  .string({ error: 'Token is required' })
  .trim()
  .min(1, 'Token is required')
  .max(300, 'This invitation link is not valid');

/** Body of `POST /api/admin/invitations/accept`: `{ token, password }`. */
export const acceptInvitationRequestSchema = z.strictObject({
  token: invitationTokenSchema,
  password: newPasswordSchema,
});
export type AcceptInvitationRequest = z.output<typeof acceptInvitationRequestSchema>;

/** Answer of `POST /api/admin/invitations/accept`: the enrolment of the second factor comes next. */
export const acceptedInvitationSchema = z.object({ step: z.literal('enrol'), challenge: challengeSchema });
export type AcceptedInvitation = z.output<typeof acceptedInvitationSchema>;

/** Body of `PATCH /api/admin/me`: `{ name }`. */
export const updateMeRequestSchema = z.strictObject({ name: staffNameSchema });

/** Body of `POST /api/admin/me/password`: `{ currentPassword, newPassword }`. */
export const changePasswordRequestSchema = z.strictObject({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(MAX_STAFF_PASSWORD_LENGTH, 'Password is too long'),
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.output<typeof changePasswordRequestSchema>;

/**
 * One of one's own sessions: an opaque id (never the session id), when it started and was last
 * used (ISO-8601 UTC), and whether it is the session of this request.
 */
export const ownSessionSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{16}$/),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type OwnSession = z.output<typeof ownSessionSchema>;

/** Answer of `GET /api/admin/me/sessions`: newest first. */
export const ownSessionListSchema = z.object({ items: z.array(ownSessionSchema) });
export type OwnSessionList = z.output<typeof ownSessionListSchema>;

/** Path parameter `{id}` of a user (a UUID) or of an own session (16 hex digits). */
export const idPathSchema = z.strictObject({ id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'Not found') });
