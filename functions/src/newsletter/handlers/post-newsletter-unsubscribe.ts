import { functionEntry } from '../../topology';
import { newsletterArea } from '../area';
import { httpHandler } from '../../lib/http';
import { unsubscribeTokenOf } from '../../lib/one-click';
import { unsubscribe } from '../services/newsletter';

/**
 * `POST /api/newsletter/unsubscribe` (docs/product/privacy.md#unsubscribe): the page's JSON
 * `{ token }` or a mail client's RFC 8058 one-click form POST (`List-Unsubscribe=One-Click`, the
 * token in the query string). No login. Answers 200 `{ message }`, also when the address was not
 * subscribed any more; 400 with a message for a tampered or expired link.
 */
export const handler = httpHandler(
  { entry: functionEntry(newsletterArea, 'newsletter/handlers/post-newsletter-unsubscribe') },
  async ({ event, headers }) => unsubscribe(unsubscribeTokenOf(event, headers)),
);
