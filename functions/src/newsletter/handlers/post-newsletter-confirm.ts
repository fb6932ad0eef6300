import { functionEntry } from '../../topology';
import { newsletterArea } from '../area';
import { newsletterTokenRequestSchema } from '@meridian/shared/privacy/privacy-api';
import { httpHandler } from '../../lib/http';
import { confirmSubscription } from '../services/newsletter';

/**
 * `POST /api/newsletter/confirm` `{ token }` (docs/product/privacy.md#double-opt-in): confirms the
 * pending subscription the link names and answers 200 `{ message }` (also when it was confirmed
 * already). 400 with a message for a tampered or expired link, or one whose sign-up expired.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(newsletterArea, 'newsletter/handlers/post-newsletter-confirm'),
    body: newsletterTokenRequestSchema,
  },
  async ({ body }) => confirmSubscription(body.token),
);
