import { randomUUID } from 'node:crypto';
import { CONSENT_PURPOSES } from '@meridian/shared/privacy/privacy-consent';
import { describe, expect, it } from 'vitest';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentDbClient } from '../../lib/clients';
import { emailHashOf } from '../../lib/privacy-key';
import { useTestTable } from '../../testing/table';
import {
  advanceArticleSend,
  cancelArticleSendStart,
  getArticleSend,
  progressOf,
  recordTestSent,
  startArticleSendRecord,
} from './article-sends';
import { sendCandidatesPage } from './send-candidates';
import { claimDelivery, recordDelivery, releaseDelivery } from './article-deliveries';
import { subscriberIndexKey, subscriberKey } from '../../table/keys';
import { confirmSubscriberPlan, startPendingSubscription, unsubscribePlan } from '../../newsletter/data/subscribers';
import { commitPlan } from '../../table/write-plan';

const tableName = useTestTable();

const AT = new Date('2026-11-23T10:00:00.000Z');
const later = (minutes: number) => new Date(AT.getTime() + minutes * 60_000);

/** A subscriber signed up at `at`; confirmed at `confirmAt` when given; unsubscribed at `unsubscribeAt` when given. */
async function subscriber(at: Date, confirmAt?: Date, unsubscribeAt?: Date): Promise<string> {
  const email = `reader-${randomUUID().slice(0, 8)}@send.example`;
  const id = emailHashOf(email);
  const consent = { form: 'newsletter' as const, purpose: CONSENT_PURPOSES.newsletter, at: at.toISOString() };
  await startPendingSubscription(id, email, consent, at);
  if (confirmAt) await commitPlan(confirmSubscriberPlan(id, confirmAt, () => new Error('not pending')));
  if (unsubscribeAt) {
    await commitPlan(
      unsubscribePlan(
        { id, email, state: confirmAt ? 'confirmed' : 'pending', createdAt: at.toISOString() },
        unsubscribeAt,
        () => new Error('changed'),
      ),
    );
  }
  return id;
}

describe('article send record', () => {
  it('is none before anything, and records the last test', async () => {
    const articleId = randomUUID();
    expect(progressOf(await getArticleSend(articleId))).toEqual({
      state: 'none',
      total: 0,
      sent: 0,
      skipped: 0,
      failed: 0,
    });
    await recordTestSent(articleId, AT);
    const record = await recordTestSent(articleId, later(1));
    expect(progressOf(record)).toEqual({
      state: 'none',
      total: 0,
      sent: 0,
      skipped: 0,
      failed: 0,
      testSentAt: later(1).toISOString(),
    });
  });

  it('starts only after a test, and only once even when two starts race', async () => {
    const articleId = randomUUID();
    expect(await startArticleSendRecord(articleId, 'send-0', 3, AT)).toBeNull();
    await recordTestSent(articleId, AT);
    const starts = await Promise.all(
      ['send-1', 'send-2', 'send-3'].map((sendId) => startArticleSendRecord(articleId, sendId, 3, later(1))),
    );
    const started = starts.filter((record) => record !== null);
    expect(started).toHaveLength(1);
    expect(started[0]).toMatchObject({ state: 'sending', total: 3, sent: 0, startedAt: later(1).toISOString() });
    expect(await startArticleSendRecord(articleId, 'send-4', 3, later(2))).toBeNull();
    expect((await getArticleSend(articleId))?.sendId).toBe(started[0]?.sendId);
  });

  it('can undo a start that counted nothing, and then start again', async () => {
    const articleId = randomUUID();
    await recordTestSent(articleId, AT);
    await startArticleSendRecord(articleId, 'send-1', 2, AT);
    expect(await cancelArticleSendStart(articleId, 'other')).toBe(false);
    expect(await cancelArticleSendStart(articleId, 'send-1')).toBe(true);
    expect(progressOf(await getArticleSend(articleId)).state).toBe('none');
    expect(await startArticleSendRecord(articleId, 'send-2', 2, AT)).not.toBeNull();
  });
});

describe('delivery claims and counters', () => {
  it('lets exactly one of many concurrent claims of a subscriber win', async () => {
    const articleId = randomUUID();
    const claims = await Promise.all(Array.from({ length: 5 }, () => claimDelivery(articleId, 'send-1', 'sub-1', AT)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimDelivery(articleId, 'send-1', 'sub-2', AT)).toBe(true);
  });

  it('counts each outcome once, atomically, whatever the concurrency', async () => {
    const articleId = randomUUID();
    await recordTestSent(articleId, AT);
    await startArticleSendRecord(articleId, 'send-1', 4, AT);
    const ids = ['a', 'b', 'c', 'd'];
    await Promise.all(ids.map((id) => claimDelivery(articleId, 'send-1', id, AT)));
    const outcomes = ['sent', 'sent', 'skipped', 'failed'] as const;
    await Promise.all(ids.map((id, i) => recordDelivery(articleId, id, outcomes[i] ?? 'sent', AT)));
    // Recording an outcome again (a retry) counts nothing.
    expect(await recordDelivery(articleId, 'a', 'sent', AT)).toBe(false);
    expect(progressOf(await getArticleSend(articleId))).toMatchObject({ total: 4, sent: 2, skipped: 1, failed: 1 });
  });

  it('gives back an open claim (so it can be claimed again) but never a recorded one', async () => {
    const articleId = randomUUID();
    await recordTestSent(articleId, AT);
    await claimDelivery(articleId, 'send-1', 'open', AT);
    await releaseDelivery(articleId, 'open');
    expect(await claimDelivery(articleId, 'send-1', 'open', AT)).toBe(true);
    await recordDelivery(articleId, 'open', 'sent', AT);
    await releaseDelivery(articleId, 'open');
    expect(await claimDelivery(articleId, 'send-1', 'open', AT)).toBe(false);
  });
});

describe('advancing a send', () => {
  it('moves the cursor only from where it was read, then finishes', async () => {
    const articleId = randomUUID();
    await recordTestSent(articleId, AT);
    await startArticleSendRecord(articleId, 'send-1', 0, AT);
    expect(await advanceArticleSend(articleId, 'other-send', undefined, 'page-2', AT)).toBe(false);
    expect(await advanceArticleSend(articleId, 'send-1', undefined, 'page-2', AT)).toBe(true);
    // A second run that read the first page too does not move it again.
    expect(await advanceArticleSend(articleId, 'send-1', undefined, 'page-2', AT)).toBe(false);
    expect((await getArticleSend(articleId))?.cursor).toBe('page-2');
    expect(await advanceArticleSend(articleId, 'send-1', 'page-2', null, later(5))).toBe(true);
    const record = await getArticleSend(articleId);
    expect(record).toMatchObject({ state: 'done', finishedAt: later(5).toISOString() });
    expect(record?.cursor).toBeUndefined();
    expect(await advanceArticleSend(articleId, 'send-1', undefined, null, later(6))).toBe(false);
  });
});

describe('send candidates', () => {
  it('pages through the subscribers confirmed at the start, marking those unsubscribed since', async () => {
    const start = later(60);
    const confirmed = await subscriber(AT, later(1));
    const unsubscribedSince = await subscriber(later(2), later(3), later(90));
    const unsubscribedBefore = await subscriber(later(4), later(5), later(6));
    const pending = await subscriber(later(7));
    const confirmedAfter = await subscriber(later(8), later(70));
    const confirmedToo = await subscriber(later(9), later(10));
    // An item written before double opt-in (keyed by the address, no state) ends a page: paging goes on.
    await documentDbClient().send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...subscriberKey('old.reader@send.example'),
          ...subscriberIndexKey(later(6.5).toISOString(), 'old.reader@send.example'),
          email: 'old.reader@send.example',
          createdAt: later(6.5).toISOString(),
        },
      }),
    );
    const seen: { subscriberId: string; confirmed: boolean }[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await sendCandidatesPage(start.toISOString(), cursor, 2);
      seen.push(...page.candidates);
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor);
    expect(pages).toBeGreaterThan(2);
    const ours = new Set([confirmed, unsubscribedSince, unsubscribedBefore, pending, confirmedAfter, confirmedToo]);
    expect(seen.filter((candidate) => ours.has(candidate.subscriberId))).toEqual([
      { subscriberId: confirmed, confirmed: true },
      { subscriberId: unsubscribedSince, confirmed: false },
      { subscriberId: confirmedToo, confirmed: true },
    ]);
  });
});
