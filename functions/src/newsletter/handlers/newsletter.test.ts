import { randomUUID } from 'node:crypto';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { PRIVACY_NOTICE_VERSION } from '@meridian/shared/privacy/privacy-notice';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { confirmedSubscriberCount, getSubscriber, PENDING_SECONDS } from '../data/subscribers';
import { subscriberKey } from '../../table/keys';
import { documentDbClient } from '../../lib/clients';
import { emailHashOf, signToken } from '../../lib/privacy-key';
import {
  ALREADY_CONFIRMED_MESSAGE,
  CONFIRMATION_EXPIRED_MESSAGE,
  CONFIRMED_MESSAGE,
  UNSUBSCRIBED_MESSAGE,
} from '../services/newsletter';
import { sesEmails, type StoredEmail } from '../../testing/events';
import { invokeHttp } from '../../testing/http-events';
import { useTestTable } from '../../testing/table';
import { handler as signUpHandler } from './post-newsletter';
import { handler as confirmHandler } from './post-newsletter-confirm';
import { handler as unsubscribeHandler } from './post-newsletter-unsubscribe';

const tableName = useTestTable();

const address = () => `reader-${randomUUID().slice(0, 8)}@newsletter.example`;
const signUp = (email: string, extra: Record<string, unknown> = {}) =>
  invokeHttp(signUpHandler, { method: 'POST', path: '/api/newsletter', body: { email, ...extra } });
const confirm = (token: unknown) =>
  invokeHttp(confirmHandler, { method: 'POST', path: '/api/newsletter/confirm', body: { token } });
const unsubscribeJson = (token: unknown) =>
  invokeHttp(unsubscribeHandler, { method: 'POST', path: '/api/newsletter/unsubscribe', body: { token } });
const oneClick = (token: string, body = 'List-Unsubscribe=One-Click') =>
  invokeHttp(unsubscribeHandler, {
    method: 'POST',
    path: '/api/newsletter/unsubscribe',
    query: { token },
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });

async function emailsTo(email: string): Promise<StoredEmail[]> {
  return (await sesEmails()).filter((stored) =>
    stored.destination.to.some((to) => to.toLowerCase() === email.toLowerCase()),
  );
}

/** The token of the first link to `path` in an email's text. */
function tokenIn(stored: StoredEmail | undefined, path: string): string {
  const match = new RegExp(`${path}\\?token=([^\\s]+)`).exec(stored?.body.text ?? '');
  if (!match?.[1]) throw new Error(`no ${path} link in the email`);
  return decodeURIComponent(match[1]);
}

async function rawItem(email: string) {
  const { Item } = await documentDbClient().send(
    new GetCommand({ TableName: tableName, Key: subscriberKey(emailHashOf(email)) }),
  );
  return Item;
}

describe('the double opt-in', () => {
  it('signs up as pending, confirms from the emailed link, counts once and sends the welcome with one-click headers', async () => {
    const email = address();
    const countBefore = await confirmedSubscriberCount();
    const answer = await signUp(email.toUpperCase(), { consent: { noticeVersion: PRIVACY_NOTICE_VERSION } });
    expect(answer).toMatchObject({ statusCode: 202, body: { subscribed: true } });

    const pending = await rawItem(email);
    expect(pending).toMatchObject({
      state: 'pending',
      email,
      consent: { form: 'newsletter', noticeVersion: PRIVACY_NOTICE_VERSION },
    });
    expect(pending?.expiresAt).toBeGreaterThan(Date.now() / 1000 + PENDING_SECONDS - 60);
    const [request] = await emailsTo(email);
    expect(request?.subject).toContain('confirm');
    expect(request?.headers ?? []).not.toContainEqual(expect.objectContaining({ name: 'List-Unsubscribe' }));
    expect(request?.body.html).not.toMatch(/<img/i);
    const token = tokenIn(request, '/newsletter/confirm');

    expect(await confirm(token)).toMatchObject({ statusCode: 200, body: { message: CONFIRMED_MESSAGE } });
    const confirmed = await getSubscriber(emailHashOf(email));
    expect(confirmed).toMatchObject({ state: 'confirmed', confirmedAt: expect.any(String) });
    expect((await rawItem(email))?.expiresAt).toBeUndefined();
    expect(await confirmedSubscriberCount()).toBe(countBefore + 1);

    expect(await confirm(token)).toMatchObject({ statusCode: 200, body: { message: ALREADY_CONFIRMED_MESSAGE } });
    expect(await confirmedSubscriberCount()).toBe(countBefore + 1);

    const welcome = (await emailsTo(email)).find((stored) => stored.subject.startsWith('Welcome'));
    const unsubscribeToken = tokenIn(welcome, '/newsletter/unsubscribe');
    expect(welcome?.headers).toEqual(
      expect.arrayContaining([
        {
          name: 'List-Unsubscribe',
          value: `<https://www.meridian.test/api/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}>`,
        },
        { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
      ]),
    );
    expect(welcome?.body.html).toContain('Unsubscribe</a>');

    expect(await oneClick(unsubscribeToken)).toMatchObject({
      statusCode: 200,
      body: { message: UNSUBSCRIBED_MESSAGE },
    });
    expect(await getSubscriber(emailHashOf(email))).toMatchObject({
      state: 'unsubscribed',
      unsubscribedAt: expect.any(String),
    });
    expect(await confirmedSubscriberCount()).toBe(countBefore);
    expect(await unsubscribeJson(unsubscribeToken)).toMatchObject({ statusCode: 200 });
    expect(await confirmedSubscriberCount()).toBe(countBefore);
  });

  it('answers a known address like a new one and does not resend within 24 hours', async () => {
    const email = address();
    await signUp(email);
    expect(await signUp(email)).toMatchObject({ statusCode: 202, body: { subscribed: true } });
    expect(await emailsTo(email)).toHaveLength(1);
  });

  it('signs up again after an unsubscribe, as pending', async () => {
    const email = address();
    const id = emailHashOf(email);
    await signUp(email);
    await confirm(signToken('confirm', id, Date.now() / 1000 + 3600));
    await unsubscribeJson(signToken('unsubscribe', id, Date.now() / 1000 + 3600));
    await signUp(email);
    expect(await getSubscriber(id)).toMatchObject({ state: 'pending' });
  });

  it('refuses a confirmation whose sign-up no longer exists, changing nothing', async () => {
    const id = emailHashOf(address());
    const answer = await confirm(signToken('confirm', id, Date.now() / 1000 + 3600));
    expect(answer).toMatchObject({ statusCode: 400, body: { error: CONFIRMATION_EXPIRED_MESSAGE } });
    expect(await getSubscriber(id)).toBeNull();
  });
});

describe('a failed confirmation email', () => {
  it('answers 503 and leaves the sign-up pending without a send, so that trying again sends it', async () => {
    const email = address();
    const ses = mockClient(SESv2Client);
    ses.on(SendEmailCommand).rejects(Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' }));
    try {
      const answer = await signUp(email);
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBeDefined();
    } finally {
      ses.restore();
    }
    expect(await rawItem(email)).toMatchObject({ state: 'pending' });
    expect((await rawItem(email))?.confirmationSentAt).toBeUndefined();
    expect(await signUp(email)).toMatchObject({ statusCode: 202 });
    expect(await emailsTo(email)).toHaveLength(1);
  });
});

describe('refused newsletter requests', () => {
  const id = emailHashOf('someone@newsletter.example');
  const hourAgo = Date.now() / 1000 - 3600;
  const inAnHour = Date.now() / 1000 + 3600;

  it.each<[string, () => ReturnType<typeof confirm>, number, string]>([
    [
      'confirm: a tampered token',
      () => confirm(`${signToken('confirm', id, inAnHour)}x`),
      400,
      'This link is not valid',
    ],
    ['confirm: an expired token', () => confirm(signToken('confirm', id, hourAgo)), 400, 'This link has expired.'],
    [
      'confirm: an unsubscribe token',
      () => confirm(signToken('unsubscribe', id, inAnHour)),
      400,
      'This link is not valid',
    ],
    [
      'confirm: no token',
      () => invokeHttp(confirmHandler, { method: 'POST', path: '/api/newsletter/confirm', body: {} }),
      400,
      'Invalid request body',
    ],
    ['confirm: an empty token', () => confirm('  '), 400, 'Invalid request body'],
    ['confirm: a number', () => confirm(42), 400, 'Invalid request body'],
    [
      'unsubscribe: a tampered token',
      () => unsubscribeJson(`x${signToken('unsubscribe', id, inAnHour)}`),
      400,
      'This link is not valid',
    ],
    [
      'unsubscribe: an expired token',
      () => unsubscribeJson(signToken('unsubscribe', id, hourAgo)),
      400,
      'This link has expired.',
    ],
    ['unsubscribe: a confirm token', () => oneClick(signToken('confirm', id, inAnHour)), 400, 'This link is not valid'],
    [
      'one-click: without the one-click body',
      () => oneClick(signToken('unsubscribe', id, inAnHour), 'x=1'),
      400,
      'A one-click unsubscribe must post List-Unsubscribe=One-Click',
    ],
    [
      'one-click: without a token',
      () =>
        invokeHttp(unsubscribeHandler, {
          method: 'POST',
          path: '/api/newsletter/unsubscribe',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        }),
      400,
      'Invalid request body',
    ],
    [
      'unsubscribe: plain text',
      () =>
        invokeHttp(unsubscribeHandler, {
          method: 'POST',
          path: '/api/newsletter/unsubscribe',
          headers: { 'content-type': 'text/plain' },
          body: 'token',
        }),
      415,
      'Content-Type must be application/json or application/x-www-form-urlencoded',
    ],
    [
      'unsubscribe: malformed JSON',
      () => invokeHttp(unsubscribeHandler, { method: 'POST', path: '/api/newsletter/unsubscribe', body: '{"token":' }),
      400,
      'Malformed JSON body',
    ],
    [
      'sign-up: an invalid consent version',
      () => signUp(address(), { consent: { noticeVersion: 'yesterday' } }),
      400,
      'Invalid request body',
    ],
  ])('%s', async (_name, send, status, message) => {
    const answer = await send();
    expect(answer.statusCode).toBe(status);
    expect((answer.body as { error: string }).error).toContain(message);
    expect(await getSubscriber(id)).toBeNull();
  });
});

describe('the confirmation window', () => {
  it('sends one confirmation per mailbox in 24 hours, however the address is tagged or cased', async () => {
    const local = `tagged-${randomUUID().slice(0, 8)}`;
    const spellings = [
      `${local}+1@newsletter.example`,
      `${local}+2@newsletter.example`,
      `${local.toUpperCase()}@newsletter.example`,
    ];
    for (const email of spellings) expect(await signUp(email)).toMatchObject({ statusCode: 202 });
    const sent = (await Promise.all(spellings.map(emailsTo))).flat();
    expect(sent).toHaveLength(1);
  });
});

describe('a confirmation link belongs to one sign-up', () => {
  it('a link from before an unsubscribe and a new sign-up is refused as expired, changing nothing', async () => {
    const email = address();
    const id = emailHashOf(email);
    await signUp(email);
    const oldToken = tokenIn((await emailsTo(email))[0], '/newsletter/confirm');
    expect(await confirm(oldToken)).toMatchObject({ statusCode: 200 });
    await unsubscribeJson(signToken('unsubscribe', id, Date.now() / 1000 + 3600));
    // Signing up again later starts a new sign-up: the old link no longer confirms it.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await signUp(email);
    const countBefore = await confirmedSubscriberCount();
    expect(await confirm(oldToken)).toMatchObject({ statusCode: 400, body: { error: CONFIRMATION_EXPIRED_MESSAGE } });
    expect(await getSubscriber(id)).toMatchObject({ state: 'pending' });
    expect(await confirmedSubscriberCount()).toBe(countBefore);
  });
});
