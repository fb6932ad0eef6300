import { type ItemKey, ITEM_TYPES } from '../../table/item-types';
import { articleKey } from './article-keys';

/**
 * Keys of an article's send to subscribers (docs/product/publishing.md#send), in the article's own
 * partition (`ARTICLE#<id>`, built with `articleKey`), so they fall under the `article` pattern of
 * `LEADING_KEYS` and need no IAM pattern of their own
 * (docs/decisions/032-article-newsletter-send.md). Neither item carries index attributes, so no
 * listing of articles ever sees them.
 */

const SEND_SK = ITEM_TYPES.articleSend.sk;
const DELIVERY_SK = ITEM_TYPES.articleDelivery.sk;

/** The send record of an article (test, start, progress counters, paging cursor): `ARTICLE#<id>` / `SEND`. */
export const articleSendKey = (articleId: string): ItemKey => ({ pk: articleKey(articleId).pk, sk: SEND_SK });

/**
 * The delivery claim of one subscriber for one article: `ARTICLE#<id>` / `SEND_DELIVERY#<subscriber id>`.
 * Created with a conditional put before the email goes out, so each subscriber is emailed at most once.
 */
export const articleDeliveryKey = (articleId: string, subscriberId: string): ItemKey => ({
  pk: articleKey(articleId).pk,
  sk: `${DELIVERY_SK}${subscriberId}`,
});
