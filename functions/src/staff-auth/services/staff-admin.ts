import { randomUUID } from 'node:crypto';
import type { InviteUserRequest, StaffUserSummary, UpdateUserRequest } from '@meridian/shared/staff-auth/staff-users';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { dailySendCapOf } from '@meridian/shared/outreach/limits';
import type { AuditAction } from '@meridian/shared/privacy/audit-log';
import { auditAction } from '../../privacy/services/audit';
import { deleteSecondFactors } from '../data/second-factors';
import {
  createStaffUser,
  getStaffUser,
  listStaffUsers,
  type StaffUserChange,
  type StaffUserRecord,
  updateStaffUser,
} from '../data/staff-users';
import { type Clock, systemClock } from './clock';
import { sendInvitation } from './invitations';
import { endSessionsOf } from './sessions';

/**
 * The Users screen's rules (docs/product/staff-accounts.md#users): partners invite users, change
 * their role, disable and enable them, send a new invitation and reset their second factor. A
 * change of role and a disable end the user's sessions at once (sessions carry the role). There is
 * always one active partner: the last one cannot be disabled or made a consultant. Every change is
 * in the audit log with the acting partner.
 */

/** Message of the 409 that protects the last active partner. */
export const LAST_PARTNER_MESSAGE =
  'This is the last active partner: make another user a partner before disabling or demoting this one';

/** Who acts, and the keyed hash of their client IP, for the audit log. */
export interface Actor {
  userId: string;
  ipHash: string;
}

/** 404: no user with this id. */
export class StaffUserNotFoundError extends NotFoundError {
  constructor() {
    super('User not found');
  }
}

/** The public fields of a user, as the Users screen lists them (the default cap when none is set). */
export function summaryOf(user: StaffUserRecord): StaffUserSummary {
  const { id, name, email, role, status, createdAt } = user;
  return { id, name, email, role, status, dailySendCap: dailySendCapOf(user.dailySendCap), createdAt };
}

async function audit(action: AuditAction, user: { id: string }, actor: Actor): Promise<void> {
  await auditAction({ action, target: `user:${user.id}`, ipHash: actor.ipHash, actorId: actor.userId });
}

async function existingUser(userId: string): Promise<StaffUserRecord> {
  const user = await getStaffUser(userId);
  if (!user) throw new StaffUserNotFoundError();
  return user;
}

async function actorName(actor: Actor): Promise<string> {
  return (await getStaffUser(actor.userId))?.name || 'A partner';
}

/** Every staff user, oldest first. */
export async function listUsers(): Promise<StaffUserSummary[]> {
  return (await listStaffUsers()).map(summaryOf);
}

/**
 * Invites a new user: stores them as `invited` (no password) and emails them a link.
 * @returns the new user.
 * @throws StaffEmailTakenError (409) when the address already has an account.
 */
export async function inviteUser(request: InviteUserRequest, actor: Actor, clock: Clock = systemClock) {
  const at = new Date(clock()).toISOString();
  const user: StaffUserRecord = { id: randomUUID(), ...request, status: 'invited', createdAt: at, updatedAt: at };
  await createStaffUser(user);
  await audit('user_invited', user, actor);
  await sendInvitation(user, await actorName(actor), clock);
  return summaryOf(user);
}

/**
 * Sends an invited user a new link; their older links stop working.
 * @throws StaffUserNotFoundError (404); NotInvitedError (409) when they accepted already.
 */
export async function reinviteUser(userId: string, actor: Actor, clock: Clock = systemClock) {
  const user = await existingUser(userId);
  await sendInvitation(user, await actorName(actor), clock);
  await audit('user_reinvited', user, actor);
  return summaryOf(user);
}

function losesLastPartner(user: StaffUserRecord, change: StaffUserChange, others: StaffUserRecord[]): boolean {
  const activePartnerNow = user.role === 'partner' && user.status === 'active';
  const activePartnerAfter = (change.role ?? user.role) === 'partner' && (change.status ?? user.status) === 'active';
  return (
    activePartnerNow &&
    !activePartnerAfter &&
    !others.some((other) => other.id !== user.id && other.role === 'partner' && other.status === 'active')
  );
}

/**
 * Changes a user's role, disables or enables them, or sets their daily sending cap of outreach
 * emails (docs/product/outreach.md#limits; the request schema bounds it to 1-500). Enabling a user
 * who never chose a password makes them `invited` again. A new role or a disable ends the user's
 * sessions; a new cap applies to their next send.
 * @returns the user after the change.
 * @throws StaffUserNotFoundError (404); ConflictError (409) for the last active partner, or when the
 *   user was changed meanwhile.
 */
export async function updateUser(
  userId: string,
  request: UpdateUserRequest,
  actor: Actor,
  clock: Clock = systemClock,
): Promise<StaffUserSummary> {
  const user = await existingUser(userId);
  const status = request.status === 'active' && !user.password ? 'invited' : request.status;
  const change: StaffUserChange = {
    ...(request.role && request.role !== user.role ? { role: request.role } : {}),
    ...(status && status !== user.status ? { status } : {}),
    ...(request.dailySendCap !== undefined && request.dailySendCap !== dailySendCapOf(user.dailySendCap)
      ? { dailySendCap: request.dailySendCap }
      : {}),
  };
  if (Object.keys(change).length === 0) return summaryOf(user);
  if (losesLastPartner(user, change, await listStaffUsers())) throw new ConflictError(LAST_PARTNER_MESSAGE);
  if (!(await updateStaffUser(user.id, change, user, clock()))) {
    throw new ConflictError('The user was changed by someone else; reload and try again');
  }
  if (change.role !== undefined || change.status === 'disabled') await endSessionsOf(user.id);
  if (change.role !== undefined) await audit('user_role_changed', user, actor);
  if (change.status === 'disabled') await audit('user_disabled', user, actor);
  else if (change.status !== undefined) await audit('user_enabled', user, actor);
  if (change.dailySendCap !== undefined) await audit('user_send_cap_changed', user, actor);
  return summaryOf({ ...user, ...change });
}

/**
 * Removes a user's TOTP key and recovery codes and ends their sessions: their next sign-in enrols
 * a new factor.
 * @throws StaffUserNotFoundError (404).
 */
export async function resetFactors(userId: string, actor: Actor): Promise<StaffUserSummary> {
  const user = await existingUser(userId);
  await deleteSecondFactors(user.id);
  await endSessionsOf(user.id);
  await audit('user_factors_reset', user, actor);
  return summaryOf(user);
}
