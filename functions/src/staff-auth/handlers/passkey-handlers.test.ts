import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffUserKey } from '../data/staff-keys';
import { findStaffUserByEmail } from '../data/staff-users';
import { createPartner } from '../services/staff-accounts';
import { documentDbClient } from '../../lib/clients';
import { invokeHttp } from '../../testing/http-events';
import { SoftwareAuthenticator } from '../../testing/software-authenticator';
import { sessionHeaders } from '../../testing/staff';
import { useTestTable } from '../../testing/table';
import { handler as login } from './login';
import { handler as loginPasskey } from './login-passkey';
import { handler as loginPasskeyOptions } from './login-passkey-options';
import { handler as loginTotp } from './login-totp';
import { handler as add } from './passkey-add';
import { handler as addOptions } from './passkey-add-options';
import { handler as enrolConfirm } from './passkey-enrol-confirm';
import { handler as enrolOptions } from './passkey-enrol-options';
import { handler as remove } from './passkey-remove';
import { handler as rename } from './passkey-rename';
import { handler as list } from './passkeys-list';

const tableName = useTestTable();

const PASSWORD = 'a very good passkey password';
const LOW_COST = { params: { N: 2 ** 10, r: 8, p: 1, keyLength: 32 } };
type Handler = typeof login;

const post = (fn: Handler, path: string, body: unknown, ip: string, headers: Record<string, string> = {}) =>
  invokeHttp(fn, { method: 'POST', path, body, headers, sourceIp: ip });
const sessionOf = (cookies: string[]) => /^__Host-meridian-session=([^;]*);/.exec(cookies[0] ?? '')?.[1] ?? '';

async function passwordStep(email: string, ip: string) {
  const step = await post(login, '/api/admin/login', { email, password: PASSWORD }, ip);
  return step.body as { step: string; challenge: string };
}

/** A partner who enrolled `device` as their only second factor; answers their session headers. */
async function enrolledPartner(email: string, device: SoftwareAuthenticator, ip: string) {
  await createPartner(email, PASSWORD, LOW_COST);
  const { step, challenge } = await passwordStep(email, ip);
  expect(step).toBe('enrol');
  const options = await post(enrolOptions, '/api/admin/mfa/passkey/options', { challenge }, ip);
  expect(options).toMatchObject({
    statusCode: 200,
    body: { challenge: expect.any(String), rp: { id: 'www.meridian.test' } },
  });
  const response = device.register(options.body as never);
  const confirmed = await post(
    enrolConfirm,
    '/api/admin/mfa/passkey/confirm',
    { challenge, response, name: 'Laptop' },
    ip,
  );
  expect(confirmed).toMatchObject({ statusCode: 200, body: { user: { email, role: 'partner' } } });
  const replay = await post(enrolConfirm, '/api/admin/mfa/passkey/confirm', { challenge, response }, ip);
  expect(replay.statusCode).toBe(401);
  return sessionHeaders(sessionOf(confirmed.cookies));
}

async function signInAlone(device: SoftwareAuthenticator, ip: string, counter?: number) {
  const options = await post(loginPasskeyOptions, '/api/admin/login/passkey/options', {}, ip);
  expect(options).toMatchObject({ statusCode: 200, body: { allowCredentials: [], userVerification: 'required' } });
  const response = device.authenticate(options.body as never, counter === undefined ? {} : { counter });
  return { response, result: await post(loginPasskey, '/api/admin/login/passkey', { response }, ip) };
}

describe('passkeys in the sign-in', () => {
  const device = new SoftwareAuthenticator();
  const email = 'passkey-partner@meridian.test';
  let headers: Record<string, string>;

  beforeAll(async () => {
    headers = await enrolledPartner(email, device, '203.0.113.31');
  });

  it('enrols a passkey as the only second factor: the list has it, without TOTP', async () => {
    const listed = await invokeHttp(list, { path: '/api/admin/passkeys', headers });
    expect(listed).toMatchObject({ statusCode: 200, body: { hasTotp: false, passkeys: [{ name: 'Laptop' }] } });
  });

  it('signs in with the passkey alone, once per prompt, and refuses a counter that went backwards', async () => {
    const { response, result } = await signInAlone(device, '203.0.113.32');
    expect(result).toMatchObject({ statusCode: 200, body: { user: { email } } });
    expect(result.cookies[0]).toMatch(
      /^__Host-meridian-session=[A-Za-z0-9_-]{43}; .*HttpOnly; Secure; SameSite=Strict/,
    );
    const replay = await post(loginPasskey, '/api/admin/login/passkey', { response }, '203.0.113.32');
    expect(replay).toMatchObject({ statusCode: 401, body: { error: 'This passkey could not sign you in' } });
    const backwards = await signInAlone(device, '203.0.113.32', 1);
    expect(backwards.result.statusCode).toBe(401);
    const listed = await invokeHttp(list, { path: '/api/admin/passkeys', headers });
    expect((listed.body as { passkeys: { lastUsedAt?: string }[] }).passkeys[0]?.lastUsedAt).toEqual(
      expect.any(String),
    );
  });

  it('after the password, answers step passkey; the passkey completes that sign-in once', async () => {
    const { step, challenge } = await passwordStep(email, '203.0.113.33');
    expect(step).toBe('passkey');
    const options = await post(loginPasskeyOptions, '/api/admin/login/passkey/options', { challenge }, '203.0.113.33');
    expect((options.body as { allowCredentials: unknown[] }).allowCredentials).toHaveLength(1);
    const response = device.authenticate(options.body as never);
    const signedIn = await post(loginPasskey, '/api/admin/login/passkey', { response }, '203.0.113.33');
    expect(signedIn.statusCode).toBe(200);
    const again = await post(loginTotp, '/api/admin/login/totp', { challenge, code: '123456' }, '203.0.113.33');
    expect(again.statusCode).toBe(401);
  });

  it("refuses another user's passkey for a password step, and a disabled user's passkey", async () => {
    const other = new SoftwareAuthenticator();
    await enrolledPartner('other-passkey@meridian.test', other, '203.0.113.34');
    const { challenge } = await passwordStep(email, '203.0.113.34');
    const options = await post(loginPasskeyOptions, '/api/admin/login/passkey/options', { challenge }, '203.0.113.34');
    const foreign = await post(
      loginPasskey,
      '/api/admin/login/passkey',
      { response: other.authenticate(options.body as never) },
      '203.0.113.34',
    );
    expect(foreign.statusCode).toBe(401);

    const otherUser = await findStaffUserByEmail('other-passkey@meridian.test');
    const { Attributes: Item } = await documentDbClient().send(
      new UpdateCommand({
        TableName: tableName,
        Key: staffUserKey(otherUser?.id ?? ''),
        UpdateExpression: 'SET #status = :disabled',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':disabled': 'disabled' },
        ReturnValues: 'ALL_NEW',
      }),
    );
    expect(Item?.status).toBe('disabled');
    expect((await signInAlone(other, '203.0.113.34')).result.statusCode).toBe(401);
  });

  it('answers malformed or foreign passkey answers with 4xx, never 5xx', async () => {
    const ip = '203.0.113.35';
    const bodies: unknown[] = [
      {},
      { response: {} },
      {
        response: {
          id: 'x',
          rawId: 'x',
          type: 'public-key',
          response: { clientDataJSON: '!!', authenticatorData: 'a', signature: 'b' },
        },
      },
      {
        response: {
          id: 'eA',
          rawId: 'eA',
          type: 'public-key',
          response: { clientDataJSON: 'bm90IGpzb24', authenticatorData: 'YQ', signature: 'Yg', userHandle: 'Zm9v' },
        },
      },
    ];
    for (const body of bodies) {
      const answer = await post(loginPasskey, '/api/admin/login/passkey', body, ip);
      expect([400, 401]).toContain(answer.statusCode);
    }
    await createPartner('malformed-passkey@meridian.test', PASSWORD, LOW_COST);
    const { challenge } = await passwordStep('malformed-passkey@meridian.test', ip);
    const options = await post(enrolOptions, '/api/admin/mfa/passkey/options', { challenge }, ip);
    const response = new SoftwareAuthenticator().register(options.body as never);
    response.response.attestationObject = 'bm9uc2Vuc2U';
    const broken = await post(enrolConfirm, '/api/admin/mfa/passkey/confirm', { challenge, response }, ip);
    expect(broken).toMatchObject({ statusCode: 400, body: { error: 'This passkey answer is malformed' } });
  });
});

describe("a signed-in user's own passkeys", () => {
  it('adds, renames and removes passkeys, but never the last second factor', async () => {
    const first = new SoftwareAuthenticator();
    const headers = await enrolledPartner('manager@meridian.test', first, '203.0.113.36');
    const options = await invokeHttp(addOptions, { method: 'POST', path: '/api/admin/passkeys/options', headers });
    expect((options.body as { excludeCredentials: unknown[] }).excludeCredentials).toHaveLength(1);
    const second = new SoftwareAuthenticator();
    const added = await invokeHttp(add, {
      method: 'POST',
      path: '/api/admin/passkeys',
      headers,
      body: { response: second.register(options.body as never), name: 'Security key' },
    });
    expect(added).toMatchObject({ statusCode: 201, body: { name: 'Security key' } });
    const id = (added.body as { id: string }).id;
    const at = (fn: Handler, method: string, passkeyId: string, body?: unknown) =>
      invokeHttp(fn, {
        method,
        path: `/api/admin/passkeys/${passkeyId}`,
        routePath: '/api/admin/passkeys/{id}',
        pathParameters: { id: passkeyId },
        headers,
        ...(body === undefined ? {} : { body }),
      });
    expect((await at(rename, 'PUT', id, { name: 'Blue key' })).statusCode).toBe(204);
    expect((await at(rename, 'PUT', 'unknown', { name: 'x' })).statusCode).toBe(404);
    expect((await at(rename, 'PUT', id, { name: '' })).statusCode).toBe(400);
    expect((await at(remove, 'DELETE', id)).statusCode).toBe(204);
    const last = await at(remove, 'DELETE', first.credentialId.toString('base64url'));
    expect(last).toMatchObject({ statusCode: 409, body: { error: expect.stringContaining('only second factor') } });
    const listed = await invokeHttp(list, { path: '/api/admin/passkeys', headers });
    expect((listed.body as { passkeys: unknown[] }).passkeys).toHaveLength(1);
  });
});
