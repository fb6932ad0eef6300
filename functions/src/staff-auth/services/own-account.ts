import type { StaffUser } from '@meridian/shared/staff-auth/staff';
import type { OwnSession } from '@meridian/shared/staff-auth/staff-users';
import { ConflictError, NotFoundError, UnauthorizedError, ValidationError } from '../../lib/errors';
import { auditAction } from '../../privacy/services/audit';
import { deleteSession, deleteSessionsOf, listSessionsOf } from '../data/sessions';
import { getStaffUser, setStaffPassword, updateStaffUser } from '../data/staff-users';
import { type Clock, systemClock } from './clock';
import { hashPassword, PRODUCTION_SCRYPT_PARAMS, type ScryptParams, verifyPassword } from './password';
import { assertStrongPassword } from './password-rule';
import { staffUserOf } from './second-factor';
import { hashSessionId, SESSION_IDLE_TIMEOUT_MS } from './sessions';
import type { Actor } from './staff-admin';
import { reserveAttempt } from './throttle';

/**
 * One's own account (docs/product/staff-accounts.md#your-account): the name, the password (the
 * current one is needed; a change ends the user's other sessions) and the sessions (listed by an
 * opaque id, the first 16 hex digits of the stored hash, never the session id; ended one by one or
 * all but the current one).
 */

/** Message of a wrong current password (400: a 401 would end the CRM's session). */
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not right';
/** Hex digits of a session's hash that name it in the list. */
const OPAQUE_ID_LENGTH = 16;

async function activeUser(userId: string) {
  const user = await getStaffUser(userId);
  if (user?.status !== 'active') throw new UnauthorizedError();
  return user;
}

/**
 * Renames the signed-in user.
 * @returns `{ id, name, email, role }` after the change.
 * @throws UnauthorizedError (401) for a user disabled meanwhile; ConflictError (409) for a concurrent change.
 */
export async function renameMe(userId: string, name: string, clock: Clock = systemClock): Promise<StaffUser> {
  const user = await activeUser(userId);
  if (!(await updateStaffUser(user.id, { name }, user, clock()))) {
    throw new ConflictError('Your account was changed meanwhile; reload and try again');
  }
  return staffUserOf({ ...user, name });
}

/**
 * Changes the signed-in user's password and ends their other sessions. Wrong current passwords
 * count against the client's sign-in throttle.
 * @param currentSessionId - the session of this request (kept).
 * @throws ValidationError (400) for a wrong current password or a new one that breaks the rule;
 *   TooManyRequestsError (429) past the client's limit.
 */
export async function changeMyPassword(
  actor: Actor & { clientIp: string; sessionId: string },
  currentPassword: string,
  newPassword: string,
  clock: Clock = systemClock,
  options: { params?: Readonly<ScryptParams> } = {},
): Promise<void> {
  const user = await activeUser(actor.userId);
  const attempt = await reserveAttempt(actor.clientIp, user.id, clock);
  if (!user.password || !(await verifyPassword(currentPassword, user.password))) {
    await attempt.fail();
    throw new ValidationError(WRONG_CURRENT_PASSWORD_MESSAGE);
  }
  await attempt.release();
  await assertStrongPassword(newPassword, user);
  await setStaffPassword(user.id, await hashPassword(newPassword, options.params ?? PRODUCTION_SCRYPT_PARAMS), clock());
  await deleteSessionsOf(user.id, hashSessionId(actor.sessionId));
  await auditAction({ action: 'password_changed', target: `user:${user.id}`, ipHash: actor.ipHash, actorId: user.id });
}

/**
 * The signed-in user's live sessions, newest first.
 * @param currentSessionId - the session of this request (flagged `current`).
 */
export async function listMySessions(
  userId: string,
  currentSessionId: string,
  clock: Clock = systemClock,
): Promise<OwnSession[]> {
  const now = clock();
  const current = hashSessionId(currentSessionId);
  return (await listSessionsOf(userId))
    .filter((session) => now < session.absoluteExpiresAt && now < session.lastSeenAt + SESSION_IDLE_TIMEOUT_MS)
    .sort((a, b) => b.createdAt - a.createdAt)
    .map((session) => ({
      id: session.idHash.slice(0, OPAQUE_ID_LENGTH),
      createdAt: new Date(session.createdAt).toISOString(),
      lastSeenAt: new Date(session.lastSeenAt).toISOString(),
      current: session.idHash === current,
    }));
}

/**
 * Ends every session of the signed-in user but the current one ("sign out everywhere else").
 * @returns how many sessions ended.
 */
export function endMyOtherSessions(userId: string, currentSessionId: string): Promise<number> {
  return deleteSessionsOf(userId, hashSessionId(currentSessionId));
}

/**
 * Ends one of the signed-in user's sessions by its opaque id (the current one too: that signs out).
 * @throws NotFoundError (404) when none of the user's sessions has this id.
 */
export async function endMySession(userId: string, opaqueId: string): Promise<void> {
  const session = (await listSessionsOf(userId)).find((each) => each.idHash.slice(0, OPAQUE_ID_LENGTH) === opaqueId);
  if (!session) throw new NotFoundError('Session not found');
  await deleteSession(session.idHash);
}
