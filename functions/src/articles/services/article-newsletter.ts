import { randomUUID } from 'node:crypto';
import type { AdminArticle, ArticleSendProgress } from '@meridian/shared/articles/article-admin';
import type { ArticleSendRequestedDetail } from '@meridian/shared/articles/article-events';
import { ARTICLE_DETAIL_TYPES, ARTICLE_EVENT_SOURCE } from '@meridian/shared/articles/article-event-names';
import {
  cancelArticleSendStart,
  getArticleSend,
  progressOf,
  recordTestSent,
  startArticleSendRecord,
} from '../data/article-sends';
import { getArticle } from '../data/articles';
import { confirmedSubscriberCount } from '../../newsletter/records';
import { notifyEnv } from '../../lib/env';
import { ConflictError, ServiceUnavailableError, ValidationError } from '../../lib/errors';
import { EventPublishError, publishEvent } from '../../lib/events';
import { logger } from '../../lib/logger';
import { signToken, UNSUBSCRIBE_TOKEN_SECONDS } from '../../lib/privacy-key';
import { buildArticleEmail, renderArticleBody } from './article-newsletter-email';
import { newsletterHeaders } from '../../newsletter/services/newsletter-email';
import { sendVisitorEmail } from '../../email/services/visitor-email';

/**
 * The CRM side of sending an article to the newsletter (docs/product/publishing.md#send): the test
 * email to one address, the start of the one send of an article, and its progress. The deliveries
 * themselves are the `ArticleSendRequested` consumer's (`article-newsletter-delivery.ts`).
 */

/**
 * The subscriber id of the test email's unsubscribe link: a real signed link of the newsletter's
 * own mechanism, but for an id no subscriber can have (subscriber ids are 43-character keyed
 * hashes), so following it unsubscribes nobody (docs/decisions/032-article-newsletter-send.md).
 */
export const TEST_UNSUBSCRIBE_ID = 'article-test-send';

/** 409: only a published article is emailed. */
export class ArticleNotPublishedError extends ConflictError {
  constructor() {
    super('Only a published article can be sent to subscribers: publish it first');
  }
}

/** 409: the send starts only after a test email. */
export class ArticleTestMissingError extends ConflictError {
  constructor() {
    super('Send a test email of this article before sending it to subscribers');
  }
}

/** 409: an article is sent to subscribers once. */
export class ArticleAlreadySentError extends ConflictError {
  constructor() {
    super('This article has already been sent to subscribers; an article is sent only once');
  }
}

/** 409: the test address bounced or complained before and is not emailed. */
export class TestAddressSuppressedError extends ConflictError {
  constructor() {
    super('This address bounced or complained before, so we do not email it; choose another address');
  }
}

const epochSeconds = (at: Date): number => Math.floor(at.getTime() / 1000);

/** The article, if it is published. @throws ArticleNotFoundError (404), ArticleNotPublishedError (409). */
async function publishedArticle(articleId: string): Promise<AdminArticle> {
  const article = await getArticle(articleId);
  if (article.state !== 'published') throw new ArticleNotPublishedError();
  return article;
}

/**
 * Sends the test email of a published article to one address, exactly as subscribers get it but
 * with "[Test]" in the subject, a note at the top and an unsubscribe link that unsubscribes nobody;
 * records the time on the send record (the address only goes back in the answer).
 *
 * @param to - a validated address.
 * @returns the send's progress, with `testSentTo` and `testSentAt`.
 * @throws ArticleNotFoundError (404); ArticleNotPublishedError or TestAddressSuppressedError (409);
 *   ValidationError (400) for an address SES would not take as plain; SES and DynamoDB errors.
 */
export async function sendArticleTest(
  articleId: string,
  to: string,
  now: Date = new Date(),
): Promise<ArticleSendProgress> {
  const article = await publishedArticle(articleId);
  const siteUrl = notifyEnv().SITE_URL;
  const token = signToken('unsubscribe', TEST_UNSUBSCRIBE_ID, epochSeconds(now) + UNSUBSCRIBE_TOKEN_SECONDS);
  const bodyHtml = await renderArticleBody(article.content, siteUrl);
  const message = buildArticleEmail(article, { siteUrl, bodyHtml, unsubscribeToken: token, test: true });
  const outcome = await sendVisitorEmail(to, message, { headers: newsletterHeaders(siteUrl, token), capped: false });
  if (outcome.status === 'suppressed') throw new TestAddressSuppressedError();
  if (outcome.status === 'unsafe-address')
    throw new ValidationError('Enter a plain email address such as name@example.com');
  const record = await recordTestSent(articleId, now);
  logger.info('Article test email sent', { articleId });
  return { ...progressOf(record), testSentTo: to };
}

/**
 * Starts the one send of a published article to every confirmed subscriber: records it (state
 * `sending`, the confirmed count as `total`, `startedAt`) and emits `ArticleSendRequested`. A
 * second start (a double click, a retry) is refused, so no article is sent twice.
 *
 * @returns the send's progress.
 * @throws ArticleNotFoundError (404); ArticleNotPublishedError, ArticleTestMissingError or
 *   ArticleAlreadySentError (409); ServiceUnavailableError (503, nothing started) when the bus
 *   refuses the event.
 */
export async function startArticleSend(articleId: string, now: Date = new Date()): Promise<ArticleSendProgress> {
  await publishedArticle(articleId);
  const sendId = randomUUID();
  const record = await startArticleSendRecord(articleId, sendId, await confirmedSubscriberCount(), now);
  if (!record) {
    const existing = await getArticleSend(articleId);
    throw existing?.testSentAt ? new ArticleAlreadySentError() : new ArticleTestMissingError();
  }
  const detail: ArticleSendRequestedDetail = { articleId, sendId, requestedAt: now.toISOString() };
  try {
    await publishEvent(ARTICLE_EVENT_SOURCE, ARTICLE_DETAIL_TYPES.sendRequested, detail);
  } catch (error) {
    if (!(error instanceof EventPublishError)) throw error;
    await cancelArticleSendStart(articleId, sendId);
    throw new ServiceUnavailableError('The send could not be started just now; nothing was sent. Please try again.', 5);
  }
  logger.info('Article send started', { articleId, sendId, total: record.total });
  return progressOf(record);
}

/**
 * The progress of an article's send (`none` before any test or send).
 *
 * @throws ArticleNotFoundError (404) for an unknown article.
 */
export async function articleSendProgress(articleId: string): Promise<ArticleSendProgress> {
  await getArticle(articleId);
  return progressOf(await getArticleSend(articleId));
}
