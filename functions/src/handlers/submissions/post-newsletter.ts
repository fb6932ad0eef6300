import { newsletterSubscriptionSchema } from '@meridian/shared/newsletter';
import { subscribe } from '../../data/subscribers';
import { tableEnv } from '../../lib/env';
import { httpHandler, respond } from '../../lib/http';

/**
 * `POST /api/newsletter` `{ email }` (docs/product/site.md#newsletter): stores the subscriber once
 * per email (case-insensitive). 201 `{ subscribed: true }` for a new address, 200
 * `{ subscribed: true }` when it was already subscribed (not an error, and it does not reveal more
 * than that).
 */
export const handler = httpHandler({ env: [tableEnv], body: newsletterSubscriptionSchema }, async ({ body }) => {
  const { created } = await subscribe(body.email);
  return respond(created ? 201 : 200, { subscribed: true });
});
