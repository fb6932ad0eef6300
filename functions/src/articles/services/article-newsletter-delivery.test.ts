import { randomUUID } from 'node:crypto';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import type { ArticleSendRequestedDetail } from '@meridian/shared/articles/article-events';
import { ARTICLE_DETAIL_TYPES } from '@meridian/shared/articles/article-event-names';
import { CONSENT_PURPOSES } from '@meridian/shared/privacy/privacy-consent';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { getArticleSend, progressOf, recordTestSent, startArticleSendRecord } from '../data/article-sends';
import { createArticle } from '../data/articles';
import { suppressEmailStep } from '../../email/data/email-suppressions';
import { confirmSubscriberPlan, startPendingSubscription, unsubscribePlan } from '../../newsletter/data/subscribers';
import { commitPlan } from '../../table/write-plan';
import { emailHashOf, verifyToken } from '../../lib/privacy-key';
import { sesEmails } from '../../testing/events';
import { useTestTable } from '../../testing/table';
import { type DeliveryRunOptions, runArticleSend, TIME_MARGIN_MS } from './article-newsletter-delivery';

useTestTable();

const eventBridge = mockClient(EventBridgeClient);
afterAll(() => eventBridge.restore());
beforeEach(() => {
  eventBridge.reset();
  eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: 'evt-1' }] });
});

// Every test's subscribers are confirmed in a window of their own, earlier than the previous
// test's, and its send starts at the end of that window: a send covers only its test's subscribers.
let windowStart = Date.parse('2030-01-01T00:00:00Z');
function nextWindow(): (minutes: number) => Date {
  windowStart -= 24 * 60 * 60_000;
  const base = windowStart;
  return (minutes) => new Date(base + minutes * 60_000);
}

/** A published (or draft) article; returns its id. */
async function storeArticle(published = true): Promise<string> {
  const id = randomUUID();
  const at = new Date().toISOString();
  await createArticle({
    id,
    slug: `send-${id.slice(0, 8)}`,
    title: 'Growth without chaos',
    excerpt: 'Why structure matters',
    content: 'Body with **bold** text.',
    category: 'Business Growth',
    readTime: 1,
    author: 'Meridian Advisory',
    published,
    publishedAt: published ? at : '',
    createdAt: at,
    updatedAt: at,
    version: 1,
  });
  return id;
}

/** A subscriber confirmed at `at`, unsubscribed at `unsubscribedAt` when given; returns the address. */
async function subscriber(at: Date, unsubscribedAt?: Date): Promise<string> {
  const email = `reader-${randomUUID().slice(0, 8)}@delivery.example`;
  const id = emailHashOf(email);
  await startPendingSubscription(
    id,
    email,
    { form: 'newsletter', purpose: CONSENT_PURPOSES.newsletter, at: at.toISOString() },
    at,
  );
  await commitPlan(confirmSubscriberPlan(id, at, () => new Error('not pending')));
  if (unsubscribedAt) {
    const stored = { id, email, state: 'confirmed' as const, createdAt: at.toISOString() };
    await commitPlan(unsubscribePlan(stored, unsubscribedAt, () => new Error('changed')));
  }
  return email;
}

/** Records a test and starts a send of the article at `startedAt`; returns the event detail. */
async function startSend(articleId: string, startedAt: Date, total = 0): Promise<ArticleSendRequestedDetail> {
  await recordTestSent(articleId, startedAt);
  const sendId = randomUUID();
  await startArticleSendRecord(articleId, sendId, total, startedAt);
  return { articleId, sendId, requestedAt: startedAt.toISOString() };
}

/**
 * Run options: a clock that stands still except while waiting, waits that only move it (and are
 * recorded), and plenty of time unless told.
 */
function runOptions(overrides: Partial<DeliveryRunOptions> = {}): DeliveryRunOptions & { sleeps: number[] } {
  const sleeps: number[] = [];
  let clock = Date.now();
  return {
    emailsPerSecond: 10,
    remainingMs: () => 600_000,
    now: () => new Date(clock),
    sleep: async (ms) => {
      sleeps.push(ms);
      clock += ms;
    },
    sleeps,
    ...overrides,
  };
}

const emailsTo = async (addresses: readonly string[]) => {
  const wanted = new Set(addresses);
  return (await sesEmails()).filter((email) => email.destination.to.some((to) => wanted.has(to)));
};

describe('runArticleSend', () => {
  it('emails each confirmed subscriber once with the one-click headers, skips the unsubscribed and suppressed', async () => {
    const at = nextWindow();
    const articleId = await storeArticle();
    const confirmed = [await subscriber(at(1)), await subscriber(at(2)), await subscriber(at(3))];
    const suppressed = await subscriber(at(4));
    await commitPlan([suppressEmailStep(suppressed, 'bounce', at(5).toISOString())]);
    const unsubscribed = await subscriber(at(6), at(120));
    const detail = await startSend(articleId, at(60), 5);
    const options = runOptions({ emailsPerSecond: 2 });

    expect(await runArticleSend(detail, options)).toEqual({ status: 'done', handled: 5 });

    const emails = await emailsTo([...confirmed, suppressed, unsubscribed]);
    expect(emails.map((email) => email.destination.to[0]).sort()).toEqual([...confirmed].sort());
    for (const email of emails) {
      expect(email.subject).toBe('Growth without chaos');
      const headers = Object.fromEntries((email.headers ?? []).map((header) => [header.name, header.value]));
      expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      const link = /^<(https:\/\/www\.meridian\.test\/api\/newsletter\/unsubscribe\?token=([^>]+))>$/.exec(
        headers['List-Unsubscribe'] ?? '',
      );
      const token = decodeURIComponent(link?.[2] ?? '');
      expect(verifyToken(token, 'unsubscribe').subscriberId).toBe(emailHashOf(email.destination.to[0] ?? ''));
      expect(email.body.html).toContain('/newsletter/unsubscribe?token=');
      expect(email.body.html).toContain('<strong>bold</strong>');
    }
    expect(progressOf(await getArticleSend(articleId))).toMatchObject({
      state: 'done',
      total: 5,
      sent: 3,
      skipped: 2,
      failed: 0,
    });
    // Five subscribers at two a second: three batches, a second apart.
    expect(options.sleeps).toEqual([1000, 1000]);
  });

  it('sends nothing twice to a redelivered event or a concurrent run', async () => {
    const at = nextWindow();
    const articleId = await storeArticle();
    const readers = [await subscriber(at(1)), await subscriber(at(2)), await subscriber(at(3))];
    const detail = await startSend(articleId, at(60));

    const runs = await Promise.all([runArticleSend(detail, runOptions()), runArticleSend(detail, runOptions())]);
    expect(runs.reduce((sum, run) => sum + run.handled, 0)).toBe(3);
    expect(await runArticleSend(detail, runOptions())).toEqual({ status: 'stopped', handled: 0 });

    const emails = await emailsTo(readers);
    expect(emails.map((email) => email.destination.to[0]).sort()).toEqual([...readers].sort());
    expect(progressOf(await getArticleSend(articleId))).toMatchObject({ state: 'done', sent: 3, skipped: 0 });
  });

  it('hands on to a new invocation when time runs short and carries on from the stored cursor', async () => {
    const at = nextWindow();
    const articleId = await storeArticle();
    const readers: string[] = [];
    for (let i = 1; i <= 5; i += 1) readers.push(await subscriber(at(i)));
    const detail = await startSend(articleId, at(60));
    // Time for one batch only: the run stops inside the first page (two subscribers).
    let checks = 0;
    const short = runOptions({
      emailsPerSecond: 1,
      pageSize: 2,
      remainingMs: () => (checks++ < 1 ? 600_000 : TIME_MARGIN_MS - 1),
    });

    expect(await runArticleSend(detail, short)).toEqual({ status: 'continued', handled: 1 });
    const emitted = eventBridge.commandCalls(PutEventsCommand).map((call) => call.args[0].input.Entries?.[0]);
    expect(emitted).toHaveLength(1);
    expect(emitted[0]?.DetailType).toBe(ARTICLE_DETAIL_TYPES.sendRequested);
    expect(JSON.parse(emitted[0]?.Detail ?? '{}')).toEqual(detail);
    expect(await emailsTo(readers)).toHaveLength(1);

    // The next invocations: three pages in all, the first read again.
    const results: string[] = [];
    for (let run = 0; run < 30; run += 1) {
      let budget = 0;
      const result = await runArticleSend(
        detail,
        runOptions({ emailsPerSecond: 1, pageSize: 2, remainingMs: () => (budget++ < 3 ? 600_000 : 0) }),
      );
      results.push(result.status);
      if (result.status !== 'continued') break;
    }
    expect(results.at(-1)).toBe('done');
    const emails = await emailsTo(readers);
    expect(emails.map((email) => email.destination.to[0]).sort()).toEqual([...readers].sort());
    expect(progressOf(await getArticleSend(articleId))).toMatchObject({ state: 'done', sent: 5 });
  });

  it('fails rather than hand on when an invocation has no time for a single batch', async () => {
    const at = nextWindow();
    const articleId = await storeArticle();
    const reader = await subscriber(at(1));
    const detail = await startSend(articleId, at(60));
    await expect(runArticleSend(detail, runOptions({ remainingMs: () => 0 }))).rejects.toThrow('no time left');
    expect(eventBridge.commandCalls(PutEventsCommand)).toHaveLength(0);
    expect(await emailsTo([reader])).toHaveLength(0);
    expect(await runArticleSend(detail, runOptions())).toEqual({ status: 'done', handled: 1 });
  });

  it('ends the send when the article was unpublished meanwhile, and ignores an event of another send', async () => {
    const at = nextWindow();
    const draftId = await storeArticle(false);
    const reader = await subscriber(at(1));
    await recordTestSent(draftId, at(2));
    await startArticleSendRecord(draftId, 'send-1', 1, at(60));
    const detail = { articleId: draftId, sendId: 'send-1', requestedAt: at(60).toISOString() };
    expect(await runArticleSend({ ...detail, sendId: 'stale' }, runOptions())).toEqual({
      status: 'stopped',
      handled: 0,
    });
    expect(await runArticleSend(detail, runOptions())).toEqual({ status: 'done', handled: 0 });
    expect(await emailsTo([reader])).toHaveLength(0);
    expect(progressOf(await getArticleSend(draftId))).toMatchObject({ state: 'done', sent: 0 });
  });
});

describe('runArticleSend with SES failures', () => {
  const throttled = () =>
    Object.assign(new Error('Maximum sending rate exceeded.'), { name: 'TooManyRequestsException', $metadata: {} });

  it('waits and tries again when SES throttles, sending each email once', async () => {
    const at = nextWindow();
    const articleId = await storeArticle();
    const readers = [await subscriber(at(1)), await subscriber(at(2))];
    const detail = await startSend(articleId, at(60));
    const ses = mockClient(SESv2Client);
    ses.on(SendEmailCommand).rejectsOnce(throttled()).resolves({ MessageId: 'm-1' });
    try {
      const options = runOptions();
      expect(await runArticleSend(detail, options)).toEqual({ status: 'done', handled: 2 });
      expect(ses.commandCalls(SendEmailCommand)).toHaveLength(3);
      expect(options.sleeps).toContain(1000);
    } finally {
      ses.restore();
    }
    expect(progressOf(await getArticleSend(articleId))).toMatchObject({ sent: 2, failed: 0 });
    expect(readers).toHaveLength(2);
  });

  it('counts a message SES rejects as failed and never sends it again', async () => {
    const at = nextWindow();
    const articleId = await storeArticle();
    const rejected = await subscriber(at(1));
    await subscriber(at(2));
    const detail = await startSend(articleId, at(60));
    const ses = mockClient(SESv2Client);
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-ok' });
    ses
      .on(SendEmailCommand, { Destination: { ToAddresses: [rejected] } })
      .rejects(Object.assign(new Error('Email address is not verified.'), { name: 'MessageRejected', $metadata: {} }));
    try {
      expect(await runArticleSend(detail, runOptions())).toEqual({ status: 'done', handled: 2 });
      expect(await runArticleSend(detail, runOptions())).toEqual({ status: 'stopped', handled: 0 });
      expect(ses.commandCalls(SendEmailCommand)).toHaveLength(2);
    } finally {
      ses.restore();
    }
    expect(progressOf(await getArticleSend(articleId))).toMatchObject({ state: 'done', sent: 1, failed: 1 });
  });

  it('gives the claims back and throws when SES keeps failing; the retried event sends each email once', async () => {
    const at = nextWindow();
    const articleId = await storeArticle();
    const readers = [await subscriber(at(1)), await subscriber(at(2))];
    const detail = await startSend(articleId, at(60));
    const ses = mockClient(SESv2Client);
    ses.on(SendEmailCommand).rejects(throttled());
    try {
      await expect(runArticleSend(detail, runOptions())).rejects.toThrow('Maximum sending rate exceeded.');
    } finally {
      ses.restore();
    }
    expect(progressOf(await getArticleSend(articleId))).toMatchObject({ state: 'sending', sent: 0, failed: 0 });
    expect(await runArticleSend(detail, runOptions())).toEqual({ status: 'done', handled: 2 });
    const emails = await emailsTo(readers);
    expect(emails.map((email) => email.destination.to[0]).sort()).toEqual([...readers].sort());
  });
});
