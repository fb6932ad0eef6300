import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { sessionKey } from '../../table/keys';
import { documentDbClient } from '../../lib/clients';
import { useTestTable } from '../../testing/table';
import type { Clock } from './clock';
import {
  currentSession,
  endSession,
  endSessionsOf,
  hashSessionId,
  isSessionValid,
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_TOUCH_INTERVAL_MS,
  startSession,
} from './sessions';

const tableName = useTestTable();

/**
 * A clock the test moves by hand. It starts at the real time: DynamoDB Local runs TTL too, and
 * would delete items whose `expiresAt` lies in the real past in the middle of a test.
 */
function manualClock(start = Date.now()): Clock & { advance(ms: number): void } {
  let now = start;
  return Object.assign(() => now, {
    advance: (ms: number) => {
      now += ms;
    },
  });
}

const MINUTE = 60_000;
const USER = { id: 'user-1', role: 'consultant' } as const;

async function storedItem(sessionId: string) {
  const { Item } = await documentDbClient().send(
    new GetCommand({ TableName: tableName, Key: sessionKey(hashSessionId(sessionId)) }),
  );
  return Item;
}

describe('admin sessions', () => {
  it('issues a 256-bit base64url id and stores only its SHA-256 hash with a TTL', async () => {
    const clock = manualClock();
    const sessionId = await startSession(USER, clock);
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(sessionId, 'base64url')).toHaveLength(32);
    const item = await storedItem(sessionId);
    expect(item).toBeDefined();
    expect(JSON.stringify(item)).not.toContain(sessionId);
    expect(item?.expiresAt).toBe(Math.ceil((clock() + SESSION_ABSOLUTE_LIFETIME_MS) / 1000));
  });

  it('expires after 60 idle minutes, enforced in code (the item is still there for TTL)', async () => {
    const clock = manualClock();
    const sessionId = await startSession(USER, clock);
    clock.advance(SESSION_IDLE_TIMEOUT_MS - 1);
    expect(await isSessionValid(sessionId, clock)).toBe(true);
    clock.advance(SESSION_IDLE_TIMEOUT_MS);
    expect(await isSessionValid(sessionId, clock)).toBe(false);
    // Seen expired: deleted, and it stays dead even if the clock went back.
    expect(await storedItem(sessionId)).toBeUndefined();
  });

  it('slides the idle expiry with use, but never past the 12-hour absolute expiry', async () => {
    const clock = manualClock();
    const sessionId = await startSession(USER, clock);
    let elapsed = 0;
    while (elapsed + 50 * MINUTE < SESSION_ABSOLUTE_LIFETIME_MS) {
      clock.advance(50 * MINUTE);
      elapsed += 50 * MINUTE;
      expect(await isSessionValid(sessionId, clock)).toBe(true);
    }
    clock.advance(SESSION_ABSOLUTE_LIFETIME_MS - elapsed);
    expect(await isSessionValid(sessionId, clock)).toBe(false);
  });

  it('writes lastSeenAt at most once a minute', async () => {
    const clock = manualClock();
    const sessionId = await startSession(USER, clock);
    clock.advance(SESSION_TOUCH_INTERVAL_MS / 2);
    await isSessionValid(sessionId, clock);
    expect((await storedItem(sessionId))?.lastSeenAt).toBe(clock() - SESSION_TOUCH_INTERVAL_MS / 2);
    clock.advance(SESSION_TOUCH_INTERVAL_MS);
    await isSessionValid(sessionId, clock);
    expect((await storedItem(sessionId))?.lastSeenAt).toBe(clock());
  });

  it('logout kills the id; a new session is a new id and does not revive the old one', async () => {
    const clock = manualClock();
    const first = await startSession(USER, clock);
    await endSession(first);
    expect(await isSessionValid(first, clock)).toBe(false);
    const second = await startSession(USER, clock);
    expect(second).not.toBe(first);
    expect(await isSessionValid(second, clock)).toBe(true);
    expect(await isSessionValid(first, clock)).toBe(false);
    expect(await storedItem(first)).toBeUndefined();
  });

  it("carries the user and role; ending a user's sessions ends them all and no one else's", async () => {
    const clock = manualClock();
    const me = { id: 'user-3', role: 'consultant' } as const;
    const mine = await Promise.all([1, 2].map(() => startSession(me, clock)));
    const theirs = await startSession({ id: 'user-4', role: 'partner' }, clock);
    expect(await currentSession(mine[0], clock)).toEqual({ userId: 'user-3', role: 'consultant' });
    expect(await endSessionsOf('user-3')).toBe(2);
    for (const id of mine) expect(await isSessionValid(id, clock)).toBe(false);
    expect(await currentSession(theirs, clock)).toEqual({ userId: 'user-4', role: 'partner' });
  });

  it('treats missing, malformed and unknown ids as no session', async () => {
    for (const id of [undefined, null, '', 'x', 'a'.repeat(44), `${'a'.repeat(42)}=`, 'a'.repeat(43)]) {
      expect(await isSessionValid(id)).toBe(false);
    }
    await expect(endSession('not-a-session')).resolves.toBeUndefined();
  });
});
