import { ADMIN_ARTICLE_SEND_PATH, ADMIN_ARTICLE_SEND_TEST_PATH } from '@meridian/shared/admin-api-paths';
import { fillPath } from '@meridian/shared/api-paths';
import { type ArticleSendProgress, articleSendProgressSchema } from '@meridian/shared/articles/article-admin';
import { apiJson, apiRequest } from '../../lib/api-client';

/** Query key of an article's send progress (react-query). */
export const sendProgressKey = (id: string) => [ADMIN_ARTICLE_SEND_PATH, id] as const;

/**
 * Progress of the article's send to subscribers (`GET /api/admin/articles/{id}/send`,
 * docs/product/publishing.md#send).
 * @throws ApiError for a non-ok answer.
 */
export function fetchSendProgress(id: string): Promise<ArticleSendProgress> {
  return apiJson('GET', fillPath(ADMIN_ARTICLE_SEND_PATH, { id }), articleSendProgressSchema);
}

/**
 * Emails the published article to one address, as subscribers will get it
 * (`POST /api/admin/articles/{id}/send-test`).
 * @throws ApiError: 400 for an address that is not one, 409 when the article is not published.
 */
export async function sendTestEmail(id: string, to: string): Promise<void> {
  await apiRequest('POST', fillPath(ADMIN_ARTICLE_SEND_TEST_PATH, { id }), { body: { to } });
}

/**
 * Starts the send to every confirmed subscriber (`POST /api/admin/articles/{id}/send`); sending is
 * once per article and subscriber, so a repeated start emails nobody twice.
 * @throws ApiError: 409 when the article is not published, no test was sent or a send already started.
 */
export async function startSend(id: string): Promise<void> {
  await apiRequest('POST', fillPath(ADMIN_ARTICLE_SEND_PATH, { id }));
}
