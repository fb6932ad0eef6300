import { httpHandler } from '../../lib/http';
import { unsubscribeTokenOf } from '../../lib/one-click';
import { functionEntry } from '../../topology';
import { outreachArea } from '../area';
import { optOutByToken } from '../services/opt-out';

/**
 * `POST /api/outreach/opt-out` (docs/product/outreach.md#opting-out): the opt-out page's JSON
 * `{ token }`, or a mail client's RFC 8058 one-click POST (`List-Unsubscribe=One-Click`, the token in
 * the query string). No login. The lead the signed token names is marked "do not email" and its
 * sequence stops; 200 `{ message }`, also when it was marked already. 400 for a tampered or
 * expired token.
 */
export const handler = httpHandler(
  { entry: functionEntry(outreachArea, 'outreach/handlers/post-opt-out') },
  async ({ event, headers }) => {
    await optOutByToken(unsubscribeTokenOf(event, headers));
    return { message: 'You will get no more emails from us. Thank you for letting us know.' };
  },
);
