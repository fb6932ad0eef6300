import { SESv2Client } from '@aws-sdk/client-sesv2';
import { FORGOT_PASSWORD_ANSWER } from '@meridian/shared/staff-auth/password-reset';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPartner } from '../services/staff-accounts';
import { startSession, isSessionValid } from '../services/sessions';
import { MAX_RESET_REQUESTS_PER_WINDOW, RESET_LINK_LIFETIME_MS } from '../services/password-reset';
import { signToken } from '../../lib/privacy-key';
import { sesEmails } from '../../testing/events';
import { invokeHttp } from '../../testing/http-events';
import { useTestTable } from '../../testing/table';
import { handler as login } from './login';
import { handler as forgot } from './password-forgot';
import { handler as reset } from './password-reset';

useTestTable();

const OLD_PASSWORD = 'the forgotten old password';
const NEW_PASSWORD = 'a brand new password for work';
const EMAIL = `forgetful-${Date.now().toString(36)}@meridian.test`;
const LOW_COST = { params: { N: 2 ** 10, r: 8, p: 1, keyLength: 32 } };

const post = (fn: typeof login, path: string, body: unknown, ip: string) =>
  invokeHttp(fn, { method: 'POST', path, body, sourceIp: ip });
const ask = (email: string, ip: string) => post(forgot, '/api/admin/password/forgot', { email }, ip);

/** The token of the newest reset link emailed to `email`. */
async function tokenFor(email: string): Promise<string> {
  const emails = (await sesEmails()).filter((sent) => sent.destination.to.some((to) => to.includes(email)));
  const text = emails.at(-1)?.body.text ?? '';
  const link = /https:\/\/www\.meridian\.test\/admin\/reset-password\?token=(\S+)/.exec(text)?.[1] ?? '';
  return decodeURIComponent(link);
}

let userId = '';
beforeAll(async () => {
  userId = (await createPartner(EMAIL, OLD_PASSWORD, LOW_COST)).id;
});

describe('POST /api/admin/password/forgot', () => {
  it('answers 202 with one body for an account, an unknown address and another spelling; emails the account only', async () => {
    const known = await ask(EMAIL, '203.0.113.51');
    const unknown = await ask('nobody-here@meridian.test', '203.0.113.51');
    expect(known).toMatchObject({ statusCode: 202, body: FORGOT_PASSWORD_ANSWER });
    expect(unknown).toMatchObject({ statusCode: 202, body: FORGOT_PASSWORD_ANSWER });
    const emails = (await sesEmails()).filter((sent) => sent.destination.to.some((to) => to.includes(EMAIL)));
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email?.subject).toBe('Set a new password for Meridian Advisory');
    expect(email?.body.text).toContain('https://www.meridian.test/admin/reset-password?token=');
    expect(email?.body.html).toContain('Set a new password');
    expect(email?.body.html).not.toMatch(/<img|<script/i);
    expect((await sesEmails()).some((sent) => sent.destination.to.includes('nobody-here@meridian.test'))).toBe(false);
  });

  it(`throttles a client past ${MAX_RESET_REQUESTS_PER_WINDOW} requests in a window, with 429`, async () => {
    const answers = [];
    for (let i = 0; i <= MAX_RESET_REQUESTS_PER_WINDOW; i += 1) {
      answers.push((await ask(`nobody-${i}@meridian.test`, '203.0.113.52')).statusCode);
    }
    expect(answers.slice(0, MAX_RESET_REQUESTS_PER_WINDOW)).toEqual(Array(MAX_RESET_REQUESTS_PER_WINDOW).fill(202));
    expect(answers.at(-1)).toBe(429);
  });

  it('answers the same 202 when SES fails for an account: a failure tells nothing about the address', async () => {
    const ses = mockClient(SESv2Client);
    ses.rejects(new Error('SES is down'));
    try {
      const answer = await ask(EMAIL, '203.0.113.53');
      expect(answer).toMatchObject({ statusCode: 202, body: FORGOT_PASSWORD_ANSWER });
    } finally {
      ses.restore();
    }
  });
});

describe('POST /api/admin/password/reset', () => {
  it('sets the password once, ends every session and still asks for the second factor', async () => {
    await ask(EMAIL, '203.0.113.54');
    const token = await tokenFor(EMAIL);
    const session = await startSession({ id: userId, role: 'partner' });
    const short = await post(reset, '/api/admin/password/reset', { token, password: 'too short' }, '203.0.113.54');
    expect(short).toMatchObject({ statusCode: 400 });
    const done = await post(reset, '/api/admin/password/reset', { token, password: NEW_PASSWORD }, '203.0.113.54');
    expect(done).toMatchObject({ statusCode: 200, body: { step: 'enrol', challenge: expect.any(String) } });
    expect(done.cookies).toEqual([]);
    expect(await isSessionValid(session)).toBe(false);
    const again = await post(reset, '/api/admin/password/reset', { token, password: NEW_PASSWORD }, '203.0.113.54');
    expect(again).toMatchObject({ statusCode: 400, body: { error: expect.stringContaining('used or has expired') } });
    const old = await post(login, '/api/admin/login', { email: EMAIL, password: OLD_PASSWORD }, '203.0.113.54');
    expect(old.statusCode).toBe(401);
  });

  it('refuses tampered, foreign-purpose and expired tokens with 400', async () => {
    await ask(EMAIL, '203.0.113.55');
    const token = await tokenFor(EMAIL);
    const nonce = token.split('.')[3] ?? ''; // v2.<key id>.reset-password.<nonce>.<expiry>.<signature>
    const tampered = `${token.slice(0, -2)}xx`;
    const foreign = signToken('unsubscribe', nonce, Math.floor(Date.now() / 1000) + 3600);
    const expired = signToken('reset-password', nonce, Math.floor((Date.now() - RESET_LINK_LIFETIME_MS) / 1000));
    for (const bad of [tampered, foreign, expired, '', 'x'.repeat(600)]) {
      const answer = await post(
        reset,
        '/api/admin/password/reset',
        { token: bad, password: NEW_PASSWORD },
        '203.0.113.55',
      );
      expect(answer.statusCode).toBe(400);
    }
  });
});
