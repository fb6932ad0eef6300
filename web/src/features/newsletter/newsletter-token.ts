import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from '@meridian/shared/api-paths';

/** What a newsletter link does: confirm a sign-up, or unsubscribe. */
export type NewsletterTokenAction = 'confirm' | 'unsubscribe';

/** The outcome of posting a link's token, as the page shows it. */
export type NewsletterTokenOutcome =
  /** The server did it (its sentence, which the page does not need: it says the same in its own words). */
  | { kind: 'done'; message: string }
  /** The server refused the token (400: tampered, expired or already used); its reason. */
  | { kind: 'refused'; message: string }
  /** The server could not be reached or failed: trying again may work. */
  | { kind: 'failed' };

const PATHS: Record<NewsletterTokenAction, string> = {
  confirm: NEWSLETTER_CONFIRM_PATH,
  unsubscribe: NEWSLETTER_UNSUBSCRIBE_PATH,
};

/**
 * Posts the token of a newsletter link to `POST /api/newsletter/confirm` or
 * `POST /api/newsletter/unsubscribe` as `{ token }` (docs/product/privacy.md#double-opt-in,
 * docs/product/privacy.md#unsubscribe). The token goes only into the request body: it is never
 * logged, stored or sent anywhere else. The API client and the response schema (with zod) load
 * here, outside the page's first JavaScript.
 *
 * @param action - which link was opened.
 * @param token - the `token` query parameter of the link, as it arrived.
 * @returns `done` with the server's sentence, `refused` with its reason for a 400, else `failed`.
 *   Never throws.
 */
export async function postNewsletterToken(
  action: NewsletterTokenAction,
  token: string,
): Promise<NewsletterTokenOutcome> {
  let client: typeof import('../../lib/api-client');
  try {
    client = await import('../../lib/api-client');
  } catch {
    return { kind: 'failed' };
  }
  try {
    const { message } = await client.apiJson(
      'POST',
      PATHS[action],
      () => import('@meridian/shared/privacy/privacy-api').then((m) => m.newsletterTokenResponseSchema),
      { body: { token }, on401: 'throw' },
    );
    return { kind: 'done', message };
  } catch (error) {
    if (error instanceof client.ApiError && error.status === 400) {
      return { kind: 'refused', message: error.serverMessage ?? '' };
    }
    return { kind: 'failed' };
  }
}
