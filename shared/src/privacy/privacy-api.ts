import * as z from '../zod';

/**
 * The public privacy routes of the newsletter (docs/product/privacy.md#double-opt-in,
 * docs/product/privacy.md#unsubscribe): request and response bodies that the confirmation and
 * unsubscribe pages and the server share. Admin privacy routes are in `privacy-admin-api.ts`, so
 * public pages never bundle them. A refused token answers 400 with the `api-errors.ts` body
 * `{ error }`, whose message says whether the link was invalid or expired.
 */

/** The web page that a confirmation email links to, with `?token=…`; it posts the token to the API. */
export const NEWSLETTER_CONFIRM_PAGE = '/newsletter/confirm';

/** The web page of the visible unsubscribe link of every newsletter-type email, with `?token=…`. */
export const NEWSLETTER_UNSUBSCRIBE_PAGE = '/newsletter/unsubscribe';

/** Longest token accepted, in characters (a real one has about 100). */
export const MAX_NEWSLETTER_TOKEN_LENGTH = 512;

/**
 * `POST /api/newsletter/confirm` and `POST /api/newsletter/unsubscribe` (JSON): the token from the
 * email's link (`/newsletter/confirm?token=…`, `/newsletter/unsubscribe?token=…`).
 */
export const newsletterTokenRequestSchema = z.strictObject({
  token: z
    .string({ error: 'The link is incomplete: the token is missing' })
    .trim()
    .min(1, 'The link is incomplete: the token is missing')
    .max(MAX_NEWSLETTER_TOKEN_LENGTH, 'This link is not valid'),
});
export type NewsletterTokenRequest = z.output<typeof newsletterTokenRequestSchema>;

/** 200 of the confirm and unsubscribe routes: a sentence to show the visitor. */
export const newsletterTokenResponseSchema = z.object({ message: z.string() });
export type NewsletterTokenResponse = z.output<typeof newsletterTokenResponseSchema>;

/**
 * The form body of an RFC 8058 one-click unsubscribe: mail clients POST it
 * (`application/x-www-form-urlencoded`) to the `List-Unsubscribe` URL, whose query string holds
 * the token (`/api/newsletter/unsubscribe?token=…`).
 */
export const ONE_CLICK_UNSUBSCRIBE_BODY = 'List-Unsubscribe=One-Click';
