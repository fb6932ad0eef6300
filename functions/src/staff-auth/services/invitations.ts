import { randomBytes } from 'node:crypto';
import type { AcceptedInvitation } from '@meridian/shared/staff-auth/staff-users';
import { sendVisitorEmail } from '../../email/services/visitor-email';
import { notifyEnv } from '../../lib/env';
import { ConflictError, DomainError, ValidationError } from '../../lib/errors';
import { ExpiredTokenError, signToken, verifyToken } from '../../lib/privacy-key';
import { acceptInvitationWrite, getInvitation, replaceInvitation } from '../data/invitations';
import { getStaffUser, type StaffUserRecord } from '../data/staff-users';
import { type Clock, systemClock } from './clock';
import { buildInvitationEmail } from './invitation-email';
import { openSignInChallenge } from './login';
import { hashPassword, PRODUCTION_SCRYPT_PARAMS, type ScryptParams } from './password';
import { assertStrongPassword } from './password-rule';

/**
 * Invitations (docs/product/staff-accounts.md#invitations,
 * docs/decisions/039-invitations-and-account-management.md): a partner invites a new user, who gets
 * a link with a signed token (the privacy key's `staff-invite` tokens) naming one invitation. The
 * link works once, for 72 hours, and only while it is the user's latest; accepting it sets the
 * password and leads to the enrolment of the second factor.
 */

/** How long an invitation link works: 72 hours, in ms. */
export const INVITATION_LIFETIME_MS = 72 * 60 * 60 * 1000;
/** Message of a malformed or tampered link. */
export const INVALID_INVITATION_MESSAGE = 'This invitation link is not valid. Please use the link from the email.';
/** Message of an expired, used or replaced link. */
export const GONE_INVITATION_MESSAGE =
  'This invitation link has expired or has already been used. Please ask a partner to send a new one.';

/** 410: the invitation link expired, was used or was replaced by a newer one. */
export class InvitationGoneError extends DomainError {
  readonly statusCode = 410;
  constructor() {
    super(GONE_INVITATION_MESSAGE);
  }
}

/** 409: the user has already accepted their invitation (or is not invited any more). */
export class NotInvitedError extends ConflictError {
  constructor() {
    super('This user has already accepted their invitation');
  }
}

/**
 * Sends an invited user a new invitation link; their older links stop working.
 * @param user - the invited user as read.
 * @param invitedBy - the inviting partner's name (in the email).
 * @returns whether SES accepted the email (`sent`), or why not.
 * @throws NotInvitedError (409) when the user is not invited any more or was re-invited meanwhile.
 */
export async function sendInvitation(user: StaffUserRecord, invitedBy: string, clock: Clock = systemClock) {
  if (user.status !== 'invited') throw new NotInvitedError();
  const invitationId = randomBytes(16).toString('base64url');
  const expiresAt = clock() + INVITATION_LIFETIME_MS;
  if (!(await replaceInvitation({ invitationId, userId: user.id, expiresAt }, user.invitationId))) {
    throw new NotInvitedError();
  }
  const token = signToken('staff-invite', invitationId, Math.floor(expiresAt / 1000));
  const message = buildInvitationEmail({
    siteUrl: notifyEnv().SITE_URL,
    token,
    name: user.name,
    role: user.role,
    invitedBy,
    validHours: INVITATION_LIFETIME_MS / 3_600_000,
  });
  // A partner's invitation, not set off by a visitor: outside the hourly cap of visitor emails.
  return (await sendVisitorEmail(user.email, message, { capped: false })).status;
}

function invitationIdOf(token: string, now: number): string {
  try {
    return verifyToken(token, 'staff-invite', now).subscriberId;
  } catch (error) {
    if (error instanceof ExpiredTokenError) throw new InvitationGoneError();
    throw new ValidationError(INVALID_INVITATION_MESSAGE);
  }
}

/**
 * Accepts an invitation: checks the link and the password rule, sets the password and opens the
 * enrolment of the second factor (no session yet).
 * @param token - the link's token.
 * @param password - the chosen password.
 * @param options.params - scrypt parameters (tests only).
 * @returns `{ step: 'enrol', challenge }` for `POST /api/admin/mfa/totp/setup` and `confirm`.
 * @throws ValidationError (400) for a malformed or tampered token, or a password that breaks the rule.
 * @throws InvitationGoneError (410) for an expired, used or replaced invitation.
 */
export async function acceptInvitation(
  token: string,
  password: string,
  clock: Clock = systemClock,
  options: { params?: Readonly<ScryptParams> } = {},
): Promise<AcceptedInvitation & { userId: string }> {
  const now = clock();
  const invitation = await getInvitation(invitationIdOf(token, now));
  const user = invitation && now < invitation.expiresAt ? await getStaffUser(invitation.userId) : null;
  if (!invitation || user?.status !== 'invited' || user.invitationId !== invitation.invitationId) {
    throw new InvitationGoneError();
  }
  await assertStrongPassword(password, user);
  const hash = await hashPassword(password, options.params ?? PRODUCTION_SCRYPT_PARAMS);
  if (!(await acceptInvitationWrite(invitation, hash, now))) throw new InvitationGoneError();
  return { step: 'enrol', challenge: await openSignInChallenge(user.id, 'enrol', clock), userId: user.id };
}
