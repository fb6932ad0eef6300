import type { StaffRole } from '@meridian/shared/staff-auth/staff';
import { beforeAll, describe, expect, it } from 'vitest';
import { invokeHttp } from '../../testing/http-events';
import { sessionHeaders } from '../../testing/staff';
import { useTestTable } from '../../testing/table';
import { createPartner } from '../services/staff-accounts';
import { startSession } from '../services/sessions';
import { handler as changePassword } from './change-password';
import { handler as endMyOtherSessions } from './end-my-other-sessions';
import { handler as endMySession } from './end-my-session';
import { handler as listMySessions } from './list-my-sessions';
import { handler as me } from './me';
import { handler as updateMe } from './update-me';

/** One's own account against DynamoDB Local (docs/product/staff-accounts.md#your-account). */

useTestTable();

const PASSWORD = 'a very good admin password';
const NEW_PASSWORD = 'Orbit-Kettle-Meadow-91';
let user: { id: string; role: StaffRole };

beforeAll(async () => {
  user = await createPartner('me@meridian.test', PASSWORD, { params: { N: 2 ** 10, r: 8, p: 1, keyLength: 32 } });
});

const signIn = async () => sessionHeaders(await startSession(user));
const whoAmI = (headers: Record<string, string>) => invokeHttp(me, { path: '/api/admin/me', headers });
const sessionsOf = async (headers: Record<string, string>) =>
  (await invokeHttp(listMySessions, { path: '/api/admin/me/sessions', headers })).body as {
    items: { id: string; current: boolean; createdAt: string; lastSeenAt: string }[];
  };
const change = (headers: Record<string, string>, body: unknown) =>
  invokeHttp(changePassword, { method: 'POST', path: '/api/admin/me/password', body, headers });

describe('PATCH /api/admin/me', () => {
  it.each([
    [{ name: '  Pat Partner ' }, 200, 'Pat Partner'],
    [{ name: '' }, 400, undefined],
    [{ name: 'two\nlines' }, 400, undefined],
    [{ name: 'x'.repeat(101) }, 400, undefined],
    [{ name: 'Pat', role: 'partner' }, 400, undefined],
  ])('%j → %i', async (body, status, name) => {
    const headers = await signIn();
    const result = await invokeHttp(updateMe, { method: 'PATCH', path: '/api/admin/me', body, headers });
    expect(result.statusCode).toBe(status);
    if (name) expect((await whoAmI(headers)).body).toMatchObject({ name });
  });
});

describe('own sessions', () => {
  it('lists them with an opaque id and the current flag, never the session id', async () => {
    const sessionId = await startSession(user);
    const headers = sessionHeaders(sessionId);
    const other = await signIn();
    const { items } = await sessionsOf(headers);
    expect(items.filter((session) => session.current)).toHaveLength(1);
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(items)).not.toContain(sessionId);
    for (const session of items) expect(session.id).toMatch(/^[0-9a-f]{16}$/);
    const otherId = (await sessionsOf(other)).items.find((session) => session.current)?.id ?? '';
    const end = (id: string) =>
      invokeHttp(endMySession, {
        method: 'DELETE',
        path: `/api/admin/me/sessions/${id}`,
        routePath: '/api/admin/me/sessions/{id}',
        pathParameters: { id },
        headers,
      });
    expect((await end(otherId)).statusCode).toBe(204);
    expect((await whoAmI(other)).statusCode).toBe(401);
    expect((await end(otherId)).statusCode).toBe(404);
    expect((await end('0123456789abcdef')).statusCode).toBe(404);
  });

  it('signs out everywhere else, keeping this session', async () => {
    const [mine, others] = [await signIn(), [await signIn(), await signIn()]];
    const result = await invokeHttp(endMyOtherSessions, {
      method: 'DELETE',
      path: '/api/admin/me/sessions',
      headers: mine,
    });
    expect(result).toMatchObject({ statusCode: 200, body: { ended: expect.any(Number) } });
    expect((await whoAmI(mine)).statusCode).toBe(200);
    for (const other of others) expect((await whoAmI(other)).statusCode).toBe(401);
    expect((await sessionsOf(mine)).items).toEqual([expect.objectContaining({ current: true })]);
  });
});

describe('POST /api/admin/me/password', () => {
  it.each([
    [{ currentPassword: 'wrong password', newPassword: NEW_PASSWORD }, 'Your current password is not right'],
    [{ currentPassword: PASSWORD, newPassword: 'password1234' }, 'This password is too easy to guess.'],
    [{ currentPassword: PASSWORD, newPassword: 'short' }, 'at least 12 characters'],
    [{ currentPassword: '', newPassword: NEW_PASSWORD }, 'Current password is required'],
  ])('refuses %j with 400', async (body, message) => {
    const result = await change(await signIn(), body);
    expect(result.statusCode).toBe(400);
    expect(JSON.stringify(result.body)).toContain(message);
  });

  it('sets the new password and ends the other sessions', async () => {
    const [mine, other] = [await signIn(), await signIn()];
    expect(await change(mine, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD })).toMatchObject({
      statusCode: 200,
      body: { changed: true },
    });
    expect((await whoAmI(mine)).statusCode).toBe(200);
    expect((await whoAmI(other)).statusCode).toBe(401);
    const again = await change(mine, { currentPassword: PASSWORD, newPassword: 'Another-Orbit-Kettle-72' });
    expect(again.statusCode).toBe(400);
  });
});
