import type { AdminArticle } from '@meridian/shared/articles/article-admin';
import type { ArticleSendRequestedDetail } from '@meridian/shared/articles/article-events';
import { ARTICLE_DETAIL_TYPES, ARTICLE_EVENT_SOURCE } from '@meridian/shared/articles/article-event-names';
import { advanceArticleSend, type ArticleSendRecord, finishArticleSend, getArticleSend } from '../data/article-sends';
import { type SendCandidate, sendCandidatesPage } from '../data/send-candidates';
import { claimDelivery, type DeliveryOutcome, recordDelivery, releaseDelivery } from '../data/article-deliveries';
import { getArticle } from '../data/articles';
import { getSubscriber } from '../../newsletter/records';
import { notifyEnv } from '../../lib/env';
import { publishEvent } from '../../lib/events';
import { logger } from '../../lib/logger';
import { signToken, UNSUBSCRIBE_TOKEN_SECONDS } from '../../lib/privacy-key';
import { buildArticleEmail, renderArticleBody } from './article-newsletter-email';
import { newsletterHeaders } from '../../newsletter/services/newsletter-email';
import { sendVisitorEmail } from '../../email/services/visitor-email';

/**
 * The deliveries of an article's send (docs/product/publishing.md#send), run by the
 * `ArticleSendRequested` consumer. A run reads the send record, then pages through the subscribers
 * confirmed at the start from the record's cursor. Per subscriber it claims the delivery with a
 * conditional write first, so a redelivered event, a retry or a concurrent run never emails anyone
 * twice; it skips those who unsubscribed since or are suppressed; and it counts each outcome once
 * on the record. Emails go out in batches of `emailsPerSecond`, each batch taking at least one
 * second (SES's sending rate). When the invocation's time runs short, the run stops between
 * batches and emits the event again: the next run carries on from the stored cursor (a page cut
 * short is read again; its claimed subscribers are passed over). Of two runs on one page only the
 * one that moves the cursor on goes further.
 */

/** Subscriber index items read per page. */
export const SEND_PAGE_SIZE = 100;
/** Time kept in hand at the end of an invocation to record the last batch and re-emit (ms). */
export const TIME_MARGIN_MS = 30_000;
/** Attempts of one email that SES throttles, one second apart, before the run gives up (retried). */
export const THROTTLED_ATTEMPTS = 3;

/**
 * SES errors of one message that retrying cannot fix: the delivery is counted failed. Errors of the
 * account or its settings (a paused account, an unverified sender) concern every message: they
 * throw, so that the send stops and the event is retried.
 */
const REJECTED_BY_SES = new Set(['MessageRejected', 'BadRequestException']);
/** SES errors that pass: the same email is tried again a moment later. */
const THROTTLED_BY_SES = new Set(['TooManyRequestsException', 'ThrottlingException']);

/** How a run is paced and bounded (injectable for tests). */
export interface DeliveryRunOptions {
  /** Emails per second (SES's sending rate). */
  emailsPerSecond: number;
  /** Milliseconds left in this invocation (Lambda's `getRemainingTimeInMillis`). */
  remainingMs: () => number;
  /** Waits `ms` milliseconds. */
  sleep?: (ms: number) => Promise<void>;
  /** The clock (timestamps and pacing). */
  now?: () => Date;
  /** Index items per page. */
  pageSize?: number;
}

/** What one run did. */
export interface DeliveryRunResult {
  /** `done`: the send finished; `continued`: the event was emitted again; `stopped`: nothing to do here. */
  status: 'done' | 'continued' | 'stopped';
  /** Deliveries this run claimed and recorded. */
  handled: number;
}

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const epochSeconds = (at: Date): number => Math.floor(at.getTime() / 1000);

/** The SES error name of a failed send, if it is one. */
const errorName = (error: unknown): string => (error instanceof Error ? error.name : '');

/**
 * Runs (or carries on) the send of `detail`.
 *
 * @returns what the run did.
 * @throws DynamoDB, EventBridge and unexpected SES errors (a claim not sent is given back first),
 *   so that Lambda retries the event; a retry never emails a subscriber twice.
 */
export async function runArticleSend(
  detail: ArticleSendRequestedDetail,
  options: DeliveryRunOptions,
): Promise<DeliveryRunResult> {
  const now = options.now ?? (() => new Date());
  const sleep = options.sleep ?? wait;
  const article = await getArticle(detail.articleId);
  const batchSize = Math.max(1, Math.floor(options.emailsPerSecond));
  const pace = pacer(sleep, () => now().getTime());
  let handled = 0;
  let progressed = false;
  let mailer: Mailer | undefined;
  const carryOn = async (): Promise<DeliveryRunResult> => {
    // A run that could do nothing at all must not hand on to another that could do no more.
    if (!progressed) throw new Error('The invocation had no time left for a single batch');
    await pace(); // The next invocation's first batch must not follow this one's last within the second.
    await publishEvent(ARTICLE_EVENT_SOURCE, ARTICLE_DETAIL_TYPES.sendRequested, detail);
    logger.info('Article send continues in a new invocation', { articleId: detail.articleId, handled });
    return { status: 'continued', handled };
  };
  for (;;) {
    const record = await getArticleSend(detail.articleId);
    if (record?.sendId !== detail.sendId || record.state !== 'sending' || !record.startedAt) {
      return { status: 'stopped', handled };
    }
    if (article.state !== 'published') {
      await finishArticleSend(detail.articleId, detail.sendId, now());
      logger.warn('Article send ended early: the article is no longer published', { articleId: detail.articleId });
      return { status: 'done', handled };
    }
    const page = await sendCandidatesPage(record.startedAt, record.cursor, options.pageSize ?? SEND_PAGE_SIZE);
    mailer ??= await articleMailer(article);
    const send = mailer;
    for (let start = 0; start < page.candidates.length; start += batchSize) {
      if (options.remainingMs() < TIME_MARGIN_MS) return carryOn();
      await pace();
      const batch = page.candidates.slice(start, start + batchSize);
      const results = await Promise.allSettled(batch.map((candidate) => deliver(record, candidate, send, now, sleep)));
      for (const result of results) if (result.status === 'fulfilled' && result.value !== null) handled += 1;
      progressed = true;
      const failure = results.find((result) => result.status === 'rejected');
      if (failure) throw failure.reason;
    }
    const moved = await advanceArticleSend(detail.articleId, detail.sendId, record.cursor, page.nextCursor, now());
    if (!moved) return { status: 'stopped', handled };
    progressed = true;
    if (!page.nextCursor) {
      logger.info('Article send finished', { articleId: detail.articleId, handled });
      return { status: 'done', handled };
    }
    if (options.remainingMs() < TIME_MARGIN_MS) return carryOn();
  }
}

/** A gate that lets one batch through per second: each call waits until a second after the previous one. */
function pacer(sleep: (ms: number) => Promise<void>, clock: () => number): () => Promise<void> {
  let last: number | undefined;
  return async () => {
    const since = last === undefined ? Number.POSITIVE_INFINITY : clock() - last;
    if (since < 1000) await sleep(1000 - since);
    last = clock();
  };
}

/** Sends the article to one subscriber id (the message built for it). */
type Mailer = (subscriberId: string, email: string) => ReturnType<typeof sendVisitorEmail>;

/** The article's body rendered once per run, and a sender of its email with a subscriber's own links. */
async function articleMailer(article: AdminArticle): Promise<Mailer> {
  const siteUrl = notifyEnv().SITE_URL;
  const bodyHtml = await renderArticleBody(article.content, siteUrl);
  return (subscriberId, email) => {
    const token = signToken('unsubscribe', subscriberId, epochSeconds(new Date()) + UNSUBSCRIBE_TOKEN_SECONDS);
    const message = buildArticleEmail(article, { siteUrl, bodyHtml, unsubscribeToken: token });
    return sendVisitorEmail(email, message, { headers: newsletterHeaders(siteUrl, token), capped: false });
  };
}

/**
 * One subscriber: claim, re-read (strongly consistent), send or skip, record.
 *
 * @returns the outcome recorded, or null when another run had claimed it.
 */
async function deliver(
  record: ArticleSendRecord,
  candidate: SendCandidate,
  mailer: Mailer,
  now: () => Date,
  sleep: (ms: number) => Promise<void>,
): Promise<DeliveryOutcome | null> {
  const { articleId } = record;
  const sendId = record.sendId ?? '';
  if (!(await claimDelivery(articleId, sendId, candidate.subscriberId, now()))) return null;
  let outcome: DeliveryOutcome;
  try {
    outcome = await sendOnce(candidate, mailer, sleep);
  } catch (error) {
    await releaseDelivery(articleId, candidate.subscriberId);
    throw error;
  }
  await recordDelivery(articleId, candidate.subscriberId, outcome, now());
  return outcome;
}

/** The email of one claimed subscriber: `skipped` unless still confirmed and not suppressed. */
async function sendOnce(
  candidate: SendCandidate,
  mailer: Mailer,
  sleep: (ms: number) => Promise<void>,
): Promise<DeliveryOutcome> {
  if (!candidate.confirmed) return 'skipped';
  const subscriber = await getSubscriber(candidate.subscriberId);
  if (subscriber?.state !== 'confirmed') return 'skipped';
  for (let attempt = 1; ; attempt += 1) {
    try {
      const result = await mailer(subscriber.id, subscriber.email);
      return result.status === 'sent' ? 'sent' : 'skipped';
    } catch (error) {
      const name = errorName(error);
      if (REJECTED_BY_SES.has(name)) {
        logger.warn('SES rejected an article email', { error: name });
        return 'failed';
      }
      if (!THROTTLED_BY_SES.has(name) || attempt >= THROTTLED_ATTEMPTS) throw error;
      await sleep(1000);
    }
  }
}
