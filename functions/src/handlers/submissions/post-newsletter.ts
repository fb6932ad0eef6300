import { newsletterSubscriptionSchema } from '@meridian/shared/newsletter';
import { subscribe } from '../../data/subscribers';
import { tableEnv } from '../../lib/env';
import { httpHandler } from '../../lib/http';

/**
 * `POST /api/newsletter` `{ email }` (docs/product/site.md#newsletter): stores the subscriber once
 * per email (case-insensitive) and answers 202 `{ subscribed: true }` whether the address is new or
 * was already subscribed, so the answer does not reveal who is subscribed. 202 Accepted, because a
 * confirmation step (double opt-in) is to follow.
 */
export const handler = httpHandler(
  { env: [tableEnv], body: newsletterSubscriptionSchema, successStatus: 202 },
  async ({ body }) => {
    await subscribe(body.email);
    return { subscribed: true };
  },
);
