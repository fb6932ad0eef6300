import { newsletterTokenRequestSchema, ONE_CLICK_UNSUBSCRIBE_BODY } from '@meridian/shared/privacy/privacy-api';
import { issueDetails } from '@meridian/shared/api-errors';
import { MalformedJsonError, PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from './errors';
import { type HttpEvent, MAX_BODY_BYTES } from './http';

/**
 * The token of an unsubscribe request in either of its two forms (docs/product/privacy.md#unsubscribe):
 * the page's JSON `{ token }`, or a mail client's RFC 8058 one-click POST, whose body is the form
 * `List-Unsubscribe=One-Click` (`application/x-www-form-urlencoded` or `multipart/form-data`) and
 * whose token is in the query string of the `List-Unsubscribe` URL.
 *
 * @param event - the HTTP request.
 * @param headers - its headers with lower-case names.
 * @returns the token, trimmed.
 * @throws PayloadTooLargeError (413), UnsupportedMediaTypeError (415), MalformedJsonError (400) or
 *   ValidationError (400, field details) for any other body.
 */
export function unsubscribeTokenOf(event: HttpEvent, headers: Record<string, string>): string {
  const raw = event.body ?? '';
  const text = event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
  if (Buffer.byteLength(text, 'utf8') > MAX_BODY_BYTES) throw new PayloadTooLargeError();
  const contentType = (headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  let body: unknown;
  if (contentType === 'application/json') {
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      throw new MalformedJsonError();
    }
  } else if (contentType === 'application/x-www-form-urlencoded' || contentType === 'multipart/form-data') {
    if (!text.includes(ONE_CLICK_UNSUBSCRIBE_BODY)) {
      throw new ValidationError(`A one-click unsubscribe must post ${ONE_CLICK_UNSUBSCRIBE_BODY}`);
    }
    body = { token: event.queryStringParameters?.token };
  } else {
    throw new UnsupportedMediaTypeError('Content-Type must be application/json or application/x-www-form-urlencoded');
  }
  const result = newsletterTokenRequestSchema.safeParse(body);
  if (!result.success) throw new ValidationError('Invalid request body', issueDetails(result.error));
  return result.data.token;
}
