import { createHash, randomBytes } from 'node:crypto';
import type { StaffRole } from '@meridian/shared/staff-auth/staff';
import { deleteSession, deleteSessionsOf, getSession, putSession, touchSession } from '../data/sessions';
import { type Clock, systemClock } from './clock';

/**
 * Staff session rules (docs/product/staff-accounts.md#sessions): a session belongs to one user and
 * carries the user's role; a session id is
 * 32 random bytes (base64url, 43 characters), stored only as its SHA-256 hash; it ends 12 hours
 * after login (absolute) or 60 minutes after its last use (idle), whichever comes first. Both are
 * enforced here; DynamoDB TTL only cleans up. Every login issues a new id; logout deletes it.
 */

/** Absolute lifetime of a session: 12 hours, in ms. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** Idle timeout: 60 minutes since the last request, in ms. */
export const SESSION_IDLE_TIMEOUT_MS = 60 * 60 * 1000;
/**
 * `lastSeenAt` is written at most once per this interval (ms), so a burst of requests costs one
 * write; a session therefore idles out between 59 and 60 minutes after its last request.
 */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;
/** Bytes of randomness in a session id (256 bits). */
export const SESSION_ID_BYTES = 32;

const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Hex SHA-256 of a session id: the only form in which an id is stored. */
export function hashSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId, 'utf8').digest('hex');
}

/** True when the value has the shape of an id this server issues (43 base64url characters). */
export function isWellFormedSessionId(value: unknown): value is string {
  return typeof value === 'string' && SESSION_ID_PATTERN.test(value);
}

/** A valid session: whose it is and the role it acts with. */
export interface StaffSession {
  userId: string;
  role: StaffRole;
}

/**
 * Starts a new session for a user.
 * @param user - the signed-in user's id and role.
 * @param clock - time source (epoch ms).
 * @returns the new session id, to be sent to the browser once (in the cookie) and never stored in clear.
 */
export async function startSession(user: { id: string; role: StaffRole }, clock: Clock = systemClock): Promise<string> {
  const now = clock();
  const sessionId = randomBytes(SESSION_ID_BYTES).toString('base64url');
  await putSession({
    idHash: hashSessionId(sessionId),
    userId: user.id,
    role: user.role,
    createdAt: now,
    lastSeenAt: now,
    absoluteExpiresAt: now + SESSION_ABSOLUTE_LIFETIME_MS,
  });
  return sessionId;
}

/**
 * Checks a session id from a request (the session cookie) and slides its idle expiry.
 * An expired session is deleted on sight.
 * @param sessionId - the cookie value; anything malformed is simply not a session.
 * @param clock - time source (epoch ms).
 * @returns the session's user and role when it is valid now, else null.
 */
export async function currentSession(
  sessionId: string | undefined | null,
  clock: Clock = systemClock,
): Promise<StaffSession | null> {
  if (!isWellFormedSessionId(sessionId)) return null;
  const idHash = hashSessionId(sessionId);
  const session = await getSession(idHash);
  if (!session) return null;
  const now = clock();
  if (now >= session.absoluteExpiresAt || now >= session.lastSeenAt + SESSION_IDLE_TIMEOUT_MS) {
    await deleteSession(idHash);
    return null;
  }
  if (now - session.lastSeenAt >= SESSION_TOUCH_INTERVAL_MS) await touchSession(idHash, now);
  return { userId: session.userId, role: session.role };
}

/** {@link currentSession}, as a yes or no. */
export async function isSessionValid(
  sessionId: string | undefined | null,
  clock: Clock = systemClock,
): Promise<boolean> {
  return (await currentSession(sessionId, clock)) !== null;
}

/**
 * Ends every session of a user at once (a new password, a reset of the factors).
 * @returns how many sessions ended.
 */
export function endSessionsOf(userId: string): Promise<number> {
  return deleteSessionsOf(userId);
}

/** Ends a session (logout). Unknown or malformed ids are ignored; the call is idempotent. */
export async function endSession(sessionId: string | undefined | null): Promise<void> {
  if (!isWellFormedSessionId(sessionId)) return;
  await deleteSession(hashSessionId(sessionId));
}
