import { randomUUID } from 'node:crypto';
import type { Consent } from '@meridian/shared/privacy/privacy-consent';
import { CONSENT_PURPOSES } from '@meridian/shared/privacy/privacy-consent';
import type { NewsletterTokenResponse } from '@meridian/shared/privacy/privacy-api';
import {
  confirmSubscriberPlan,
  getSubscriber,
  recordConfirmationSent,
  startPendingSubscription,
  type StoredSubscriber,
  unsubscribePlan,
} from '../data/subscribers';
import { claimConfirmationWindow, releaseConfirmationWindow } from '../data/confirmation-windows';
import { commitPlan, TransactionConflictError } from '../../table/write-plan';
import { notifyEnv } from '../../lib/env';
import { logger } from '../../lib/logger';
import {
  CONFIRM_TOKEN_SECONDS,
  emailHashOf,
  ExpiredTokenError,
  signConfirmToken,
  signToken,
  UNSUBSCRIBE_TOKEN_SECONDS,
  verifyToken,
} from '../../lib/privacy-key';
import { buildConfirmationEmail, buildWelcomeEmail, newsletterHeaders } from './newsletter-email';
import { sendVisitorEmail } from '../../email/services/visitor-email';

/**
 * The newsletter's double opt-in and unsubscribe (docs/product/privacy.md#double-opt-in,
 * docs/product/privacy.md#unsubscribe): a sign-up stores a pending subscriber and emails a signed
 * confirmation link; the link confirms it (counted from then on) and a welcome newsletter with the
 * one-click unsubscribe follows; an unsubscribe link ends it without a login.
 */

/** Answer of a confirmation. */
export const CONFIRMED_MESSAGE = 'Thank you: your subscription is confirmed.';
/** Answer of a confirmation link used again. */
export const ALREADY_CONFIRMED_MESSAGE = 'Your subscription was already confirmed.';
/** Answer of an unsubscribe, also when there was nothing to unsubscribe. */
export const UNSUBSCRIBED_MESSAGE = 'You have been unsubscribed. You will not receive any more newsletters from us.';
/** 400 of a confirmation link whose subscription expired or no longer exists. */
export const CONFIRMATION_EXPIRED_MESSAGE = 'This confirmation link has expired. Please sign up again.';

/** How long a pending address waits before a new sign-up sends the confirmation again (ms). */
export const RESEND_AFTER_MS = 24 * 60 * 60 * 1000;

const ATTEMPTS = 3;
const epochSeconds = (at: Date): number => Math.floor(at.getTime() / 1000);

/** The subscriber changed between the read and the write (retried). */
class SubscriberChangedError extends Error {
  override readonly name = 'SubscriberChangedError';
}

/**
 * A sign-up (`POST /api/newsletter`): a new, unsubscribed or expired address becomes pending and
 * gets the confirmation email; a pending one gets it again at most once per 24 hours; a confirmed
 * one gets nothing. Whatever the spelling, one mailbox (normalised address) gets at most one
 * confirmation email per 24 hours. The caller answers the same in every case.
 *
 * @param email - a validated address.
 * @param consent - the notice version the form linked to, when the page sent one.
 * @throws DynamoDB and SES errors (the visitor may try again).
 */
export async function signUp(email: string, consent: Consent | undefined, now: Date = new Date()): Promise<void> {
  const id = emailHashOf(email);
  const record = {
    form: 'newsletter' as const,
    purpose: CONSENT_PURPOSES.newsletter,
    at: now.toISOString(),
    ...(consent ? { noticeVersion: consent.noticeVersion } : {}),
  };
  // The sign-up the link confirms: this one, or the pending one whose link is sent again.
  let signedUpAt = now.toISOString();
  if (!(await startPendingSubscription(id, email, record, now))) {
    const existing = await getSubscriber(id);
    if (existing?.state !== 'pending') return;
    const sentAt = existing.confirmationSentAt ? Date.parse(existing.confirmationSentAt) : 0;
    if (now.getTime() - sentAt < RESEND_AFTER_MS) return;
    signedUpAt = existing.createdAt;
  }
  const claimId = randomUUID();
  if (!(await claimConfirmationWindow(email, claimId, now.toISOString()))) {
    logger.info('Newsletter confirmation handled', { outcome: 'window-closed' });
    return;
  }
  const token = signConfirmToken(id, signedUpAt, epochSeconds(now) + CONFIRM_TOKEN_SECONDS);
  let outcome: Awaited<ReturnType<typeof sendVisitorEmail>>;
  try {
    outcome = await sendVisitorEmail(email, buildConfirmationEmail(notifyEnv().SITE_URL, token));
  } catch (error) {
    await releaseConfirmationWindow(email, claimId);
    throw error;
  }
  if (outcome.status === 'sent') await recordConfirmationSent(id, now);
  else await releaseConfirmationWindow(email, claimId);
  logger.info('Newsletter confirmation handled', { outcome: outcome.status });
}

/**
 * Confirms a subscription (`POST /api/newsletter/confirm`), then sends the welcome newsletter (a
 * failed welcome is logged; the confirmation stands).
 *
 * @param token - the `confirm` token of the link.
 * @returns the message to show.
 * @throws InvalidTokenError or ExpiredTokenError (400) for a bad token, ExpiredTokenError when the
 *   subscription expired, was erased or ended, or when the link belongs to another sign-up of the
 *   address (one before an unsubscribe and a new sign-up); nothing changes then.
 */
export async function confirmSubscription(token: string, now: Date = new Date()): Promise<NewsletterTokenResponse> {
  const { subscriberId, signedUpAt } = verifyToken(token, 'confirm', now.getTime());
  // A link not tied to a sign-up (signed before links were) cannot say which sign-up it confirms.
  if (signedUpAt === undefined) throw new ExpiredTokenError(CONFIRMATION_EXPIRED_MESSAGE);
  for (let attempt = 1; ; attempt += 1) {
    try {
      await commitPlan(confirmSubscriberPlan(subscriberId, now, () => new SubscriberChangedError(), signedUpAt));
      break;
    } catch (error) {
      if (error instanceof TransactionConflictError && attempt < ATTEMPTS) continue;
      if (!(error instanceof SubscriberChangedError)) throw error;
      const current = await getSubscriber(subscriberId);
      if (current?.state === 'confirmed') return { message: ALREADY_CONFIRMED_MESSAGE };
      throw new ExpiredTokenError(CONFIRMATION_EXPIRED_MESSAGE);
    }
  }
  const subscriber = await getSubscriber(subscriberId);
  if (subscriber) await sendWelcome(subscriber, now);
  return { message: CONFIRMED_MESSAGE };
}

/** Sends the welcome newsletter with its unsubscribe link and headers; failures are only logged. */
async function sendWelcome(subscriber: StoredSubscriber, now: Date): Promise<void> {
  try {
    const siteUrl = notifyEnv().SITE_URL;
    const token = signToken('unsubscribe', subscriber.id, epochSeconds(now) + UNSUBSCRIBE_TOKEN_SECONDS);
    const outcome = await sendNewsletterEmail(
      subscriber,
      buildWelcomeEmail(siteUrl, token),
      newsletterHeaders(siteUrl, token),
    );
    logger.info('Newsletter welcome handled', { outcome: outcome.status });
  } catch (error) {
    logger.warn('Newsletter welcome not sent', { error: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * Sends one newsletter-type email, to confirmed subscribers only (docs/product/privacy.md#unsubscribe).
 *
 * @param message - rendered with its visible unsubscribe link.
 * @param headers - the one-click headers of {@link newsletterHeaders}.
 * @returns `not-confirmed` (nothing sent) unless the subscriber is confirmed, else the send outcome.
 */
export async function sendNewsletterEmail(
  subscriber: StoredSubscriber,
  message: Parameters<typeof sendVisitorEmail>[1],
  headers: readonly { Name: string; Value: string }[],
): Promise<Awaited<ReturnType<typeof sendVisitorEmail>> | { status: 'not-confirmed' }> {
  if (subscriber.state !== 'confirmed') return { status: 'not-confirmed' };
  return sendVisitorEmail(subscriber.email, message, { headers });
}

/**
 * Unsubscribes (`POST /api/newsletter/unsubscribe`, the page or a mail client's one-click POST).
 * An address that is no longer held or already unsubscribed is not an error.
 *
 * @param token - the `unsubscribe` token of the link.
 * @returns the message to show.
 * @throws InvalidTokenError or ExpiredTokenError (400) for a bad token; nothing changes then.
 */
export async function unsubscribe(token: string, now: Date = new Date()): Promise<NewsletterTokenResponse> {
  const { subscriberId } = verifyToken(token, 'unsubscribe', now.getTime());
  for (let attempt = 1; ; attempt += 1) {
    const subscriber = await getSubscriber(subscriberId);
    if (!subscriber || subscriber.state === 'unsubscribed') return { message: UNSUBSCRIBED_MESSAGE };
    try {
      await commitPlan(unsubscribePlan(subscriber, now, () => new SubscriberChangedError()));
      return { message: UNSUBSCRIBED_MESSAGE };
    } catch (error) {
      const raced = error instanceof SubscriberChangedError || error instanceof TransactionConflictError;
      if (!raced || attempt >= ATTEMPTS) throw error;
    }
  }
}
