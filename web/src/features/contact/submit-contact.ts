import { CONTACT_PATH } from '@meridian/shared/api-paths';
import type { SubmissionReceived } from '@meridian/shared/api-responses';
import type { ContactSubmission } from '@meridian/shared/contact/contact';
import { PRIVACY_NOTICE_VERSION } from '@meridian/shared/privacy/privacy-notice';

/**
 * `POST /api/contact` (docs/product/site.md#contact-form), with the version of the privacy notice
 * the form linked to (docs/product/privacy.md#consent-records). The API client and the response schema
 * load on the first submit: they are not needed to show the contact page (public JS budget).
 * @returns the server's receipt `{ received: true, submissionId }`.
 * @throws ApiError for any non-ok answer; UnexpectedResponseError for an answer of another shape
 */
export async function submitContact(submission: ContactSubmission): Promise<SubmissionReceived> {
  const { apiJson } = await import('../../lib/api-client');
  return apiJson(
    'POST',
    CONTACT_PATH,
    () => import('@meridian/shared/api-responses').then((m) => m.submissionReceivedSchema),
    { body: { ...submission, consent: { noticeVersion: PRIVACY_NOTICE_VERSION } }, idempotent: true },
  );
}
