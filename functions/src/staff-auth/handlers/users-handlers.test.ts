import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signToken } from '../../lib/privacy-key';
import { listAuditEntries } from '../../privacy/data/audit-log';
import { sesEmails } from '../../testing/events';
import { invokeHttp } from '../../testing/http-events';
import { signedInStaff } from '../../testing/staff';
import { useTestTable } from '../../testing/table';
import { getTotpFactor, putTotpFactor } from '../data/second-factors';
import { getStaffUser } from '../data/staff-users';
import { handler as acceptInvitation } from './accept-invitation';
import { handler as inviteUser } from './invite-user';
import { handler as listUsers } from './list-users';
import { handler as me } from './me';
import { handler as reinviteUser } from './reinvite-user';
import { handler as resetFactors } from './reset-factors';
import { handler as updateUser } from './update-user';

/**
 * Users and invitations against DynamoDB Local and the SES emulator
 * (docs/product/staff-accounts.md#users, docs/product/staff-accounts.md#invitations).
 */

useTestTable();

const STRONG = 'Orbit-Kettle-Meadow-91';
let partner: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  partner = await signedInStaff('partner');
});

const invite = (body: unknown, headers = partner.headers) =>
  invokeHttp(inviteUser, { method: 'POST', path: '/api/admin/users', body, headers });
const patch = (id: string, body: unknown, headers = partner.headers) =>
  invokeHttp(updateUser, {
    method: 'PATCH',
    path: `/api/admin/users/${id}`,
    routePath: '/api/admin/users/{id}',
    pathParameters: { id },
    body,
    headers,
  });
const postOn = (fn: typeof reinviteUser, id: string, action: string) =>
  invokeHttp(fn, {
    method: 'POST',
    path: `/api/admin/users/${id}/${action}`,
    routePath: `/api/admin/users/{id}/${action}`,
    pathParameters: { id },
    headers: partner.headers,
  });
const accept = (token: string, password: string) =>
  invokeHttp(acceptInvitation, { method: 'POST', path: '/api/admin/invitations/accept', body: { token, password } });

/** The token of the newest invitation email sent to `email`. */
async function tokenSentTo(email: string, count = 1): Promise<string> {
  const emails = (await sesEmails()).filter((each) => each.destination.to.includes(email));
  expect(emails).toHaveLength(count);
  const text = emails.at(-1)?.body.text ?? '';
  const match = /\/admin\/invite\?token=([^\s]+)/.exec(text);
  expect(match, text).not.toBeNull();
  return decodeURIComponent(match?.[1] ?? '');
}

async function invited(name = 'Casey Consultant') {
  const email = `casey-${randomUUID()}@meridian.test`;
  const created = await invite({ email, name, role: 'consultant' });
  expect(created.statusCode).toBe(201);
  return { email, id: (created.body as { id: string }).id };
}

describe('inviting a user', () => {
  it('creates an invited user and emails a branded link, escaping the name', async () => {
    const email = `new-${randomUUID()}@meridian.test`;
    const created = await invite({ email, name: 'Ann <b>Bold</b>', role: 'consultant' });
    expect(created).toMatchObject({
      statusCode: 201,
      body: { email, name: 'Ann <b>Bold</b>', role: 'consultant', status: 'invited' },
    });
    const [sent] = (await sesEmails()).filter((each) => each.destination.to.includes(email));
    expect(sent?.subject).toContain('invitation');
    expect(sent?.body.text).toContain('https://www.meridian.test/admin/invite?token=');
    expect(sent?.body.html).toContain('Ann &lt;b&gt;Bold&lt;/b&gt;');
    expect(sent?.body.html).not.toContain('<img');
    const list = await invokeHttp(listUsers, { path: '/api/admin/users', headers: partner.headers });
    expect((list.body as { items: { email: string }[] }).items.map((user) => user.email)).toContain(email);
    const audit = await listAuditEntries();
    expect(audit.items).toContainEqual(
      expect.objectContaining({
        action: 'user_invited',
        actorId: partner.user.id,
        target: `user:${(created.body as { id: string }).id}`,
      }),
    );
  });

  it.each([
    [{}, 400],
    [{ email: 'not an address', name: 'X', role: 'consultant' }, 400],
    [{ email: 'x@meridian.test', name: '', role: 'consultant' }, 400],
    [{ email: 'x@meridian.test', name: 'X', role: 'owner' }, 400],
    [{ email: 'x@meridian.test', name: 'X', role: 'consultant', extra: 1 }, 400],
  ])('refuses %j with %i', async (body, status) => {
    expect((await invite(body)).statusCode).toBe(status);
  });

  it('answers 409 for an address that already has an account, in any case', async () => {
    const { email } = await invited();
    const again = await invite({ email: email.toUpperCase(), name: 'Again', role: 'partner' });
    expect(again).toMatchObject({ statusCode: 409, body: { error: expect.stringContaining('already exists') } });
  });
});

describe('accepting an invitation', () => {
  it('sets the password once, then the enrolment follows; the link works once', async () => {
    const { email, id } = await invited();
    const token = await tokenSentTo(email);
    const weak = await accept(token, 'password1234');
    expect(weak).toMatchObject({ statusCode: 400, body: { error: expect.stringContaining('too easy to guess') } });
    const short = await accept(token, 'short');
    expect(short.statusCode).toBe(400);
    const accepted = await accept(token, STRONG);
    expect(accepted).toMatchObject({ statusCode: 200, body: { step: 'enrol', challenge: expect.any(String) } });
    expect((await getStaffUser(id))?.status).toBe('active');
    expect(await accept(token, STRONG)).toMatchObject({ statusCode: 410, body: { error: expect.any(String) } });
  });

  it('makes older links useless when a new one is sent', async () => {
    const { email, id } = await invited();
    const first = await tokenSentTo(email);
    expect((await postOn(reinviteUser, id, 'invite')).statusCode).toBe(200);
    const second = await tokenSentTo(email, 2);
    expect((await accept(first, STRONG)).statusCode).toBe(410);
    expect((await accept(second, STRONG)).statusCode).toBe(200);
    expect((await postOn(reinviteUser, id, 'invite')).statusCode).toBe(409);
  });

  it.each([
    ['a tampered token', (token: string) => `${token.slice(0, -2)}xx`, 400],
    ['a token of another purpose', () => signToken('confirm', 'a'.repeat(22), Date.now() / 1000 + 60), 400],
    ['an expired token', () => signToken('staff-invite', 'a'.repeat(22), Date.now() / 1000 - 1), 410],
    ['an unknown invitation', () => signToken('staff-invite', 'b'.repeat(22), Date.now() / 1000 + 60), 410],
    ['garbage', () => 'not a token', 400],
  ])('refuses %s', async (_name, tokenOf, status) => {
    const { email } = await invited();
    const result = await accept(tokenOf(await tokenSentTo(email)), STRONG);
    expect(result).toMatchObject({ statusCode: status, body: { error: expect.any(String) } });
  });
});

describe('changing users', () => {
  it('disabling ends every session of the user at once; enabling lets them sign in again', async () => {
    const consultant = await signedInStaff('consultant');
    const whoAmI = () => invokeHttp(me, { path: '/api/admin/me', headers: consultant.headers });
    expect((await whoAmI()).statusCode).toBe(200);
    expect(await patch(consultant.user.id, { status: 'disabled' })).toMatchObject({
      statusCode: 200,
      body: { status: 'disabled' },
    });
    expect((await whoAmI()).statusCode).toBe(401);
    expect((await patch(consultant.user.id, { status: 'active' })).body).toMatchObject({ status: 'invited' });
  });

  it('a new role ends the sessions too', async () => {
    const consultant = await signedInStaff('consultant');
    expect((await patch(consultant.user.id, { role: 'partner' })).body).toMatchObject({ role: 'partner' });
    expect((await invokeHttp(me, { path: '/api/admin/me', headers: consultant.headers })).statusCode).toBe(401);
  });

  it.each([[{ status: 'disabled' }], [{ role: 'consultant' }]])(
    'keeps the last active partner: %j is a 409',
    async (body) => {
      const partners = (await invokeHttp(listUsers, { path: '/api/admin/users', headers: partner.headers })).body as {
        items: { id: string; role: string; status: string }[];
      };
      for (const other of partners.items.filter((user) => user.role === 'partner' && user.id !== partner.user.id)) {
        if (other.status === 'active') expect((await patch(other.id, { status: 'disabled' })).statusCode).toBe(200);
      }
      const result = await patch(partner.user.id, body);
      expect(result).toMatchObject({
        statusCode: 409,
        body: { error: expect.stringContaining('last active partner') },
      });
    },
  );

  it.each([[{}], [{ role: 'owner' }], [{ status: 'invited' }], [{ name: 'x' }]])(
    'refuses %j with 400',
    async (body) => {
      expect((await patch(partner.user.id, body)).statusCode).toBe(400);
    },
  );

  it('answers 404 for an unknown user', async () => {
    expect((await patch(randomUUID(), { role: 'consultant' })).statusCode).toBe(404);
    expect((await postOn(resetFactors, randomUUID(), 'reset-factors')).statusCode).toBe(404);
  });

  it('resetting the factors removes the TOTP key and ends the sessions', async () => {
    const consultant = await signedInStaff('consultant');
    await putTotpFactor(consultant.user.id, 'sealed', ['a'.repeat(64)], Date.now());
    expect((await postOn(resetFactors, consultant.user.id, 'reset-factors')).statusCode).toBe(200);
    expect(await getTotpFactor(consultant.user.id)).toBeNull();
    expect((await invokeHttp(me, { path: '/api/admin/me', headers: consultant.headers })).statusCode).toBe(401);
  });
});

describe('the daily sending cap', () => {
  it('lists 100 by default; a partner sets 1 to 500, audited, and the list shows it', async () => {
    const { id } = await invited('Sam Sender');
    const listed = await invokeHttp(listUsers, { method: 'GET', path: '/api/admin/users', headers: partner.headers });
    const before = (listed.body as { items: { id: string; dailySendCap: number }[] }).items.find((u) => u.id === id);
    expect(before?.dailySendCap).toBe(100);
    expect(await patch(id, { dailySendCap: 40 })).toMatchObject({ statusCode: 200, body: { id, dailySendCap: 40 } });
    expect((await getStaffUser(id))?.dailySendCap).toBe(40);
    expect((await patch(id, { dailySendCap: 500 })).body).toMatchObject({ dailySendCap: 500 });
    const audit = await listAuditEntries({ limit: 50 });
    expect(audit.items.some((entry) => entry.action === 'user_send_cap_changed' && entry.target === `user:${id}`)).toBe(
      true,
    );
  });

  it.each([0, 501, 2.5, '50', null])('refuses %j with a 400 naming the bounds, changing nothing', async (cap) => {
    const { id } = await invited('Bea Bounds');
    await patch(id, { dailySendCap: 60 });
    const answer = await patch(id, { dailySendCap: cap });
    expect(answer.statusCode).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('The daily sending cap must be a whole number from 1 to 500');
    expect((await getStaffUser(id))?.dailySendCap).toBe(60);
  });

  it('is for partners only', async () => {
    const { id } = await invited('Cam Capped');
    const consultant = await signedInStaff('consultant');
    expect((await patch(id, { dailySendCap: 10 }, consultant.headers)).statusCode).toBe(403);
    expect((await getStaffUser(id))?.dailySendCap).toBeUndefined();
  });
});
