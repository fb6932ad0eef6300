import { functionEntry } from '../../topology';
import { newsletterArea } from '../area';
import { newsletterSubscriptionSchema } from '@meridian/shared/newsletter/newsletter';
import { spendClientBudget } from '../../table/client-budget';
import { httpHandler } from '../../lib/http';
import { idempotencyKeyOf } from '../../lib/idempotency';
import { signUp } from '../services/newsletter';

/**
 * `POST /api/newsletter` `{ email, consent? }` (docs/product/site.md#newsletter,
 * docs/product/privacy.md#double-opt-in): stores a pending subscriber with its consent record and
 * emails the confirmation link; answers 202 `{ subscribed: true }` for every valid address, new,
 * pending, confirmed or unsubscribed alike, so the answer does not reveal who is subscribed; 429 with `Retry-After` past the
 * client's budget (docs/product/security.md#client-budgets).
 */
export const handler = httpHandler(
  {
    entry: functionEntry(newsletterArea, 'newsletter/handlers/post-newsletter'),
    body: newsletterSubscriptionSchema,
    successStatus: 202,
  },
  async ({ body, headers, event }) => {
    // The sign-up is the same however often it runs (one pending subscriber, one confirmation
    // email per mailbox per 24 hours): the key is only checked (docs/product/security.md#idempotency-keys).
    idempotencyKeyOf(headers);
    await spendClientBudget('newsletter', event);
    await signUp(body.email, body.consent);
    return { subscribed: true };
  },
);
