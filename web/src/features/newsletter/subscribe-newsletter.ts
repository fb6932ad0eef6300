import { NEWSLETTER_PATH } from '@meridian/shared/api-paths';
import { PRIVACY_NOTICE_VERSION } from '@meridian/shared/privacy/privacy-notice';

/**
 * `POST /api/newsletter` (docs/product/site.md#newsletter) with the version of the privacy notice
 * the form linked to (docs/product/privacy.md#consent-records): the server stores a pending
 * subscriber and emails a confirmation link (docs/product/privacy.md#double-opt-in). The API
 * client and the response schema (with zod) load with the first submit, outside the page's first
 * JavaScript.
 * @throws ApiError for any non-ok answer; UnexpectedResponseError for an answer of another shape
 */
export async function subscribeNewsletter(email: string): Promise<void> {
  const { apiJson } = await import('../../lib/api-client');
  await apiJson(
    'POST',
    NEWSLETTER_PATH,
    () => import('@meridian/shared/api-responses').then((m) => m.newsletterSubscribedSchema),
    { body: { email, consent: { noticeVersion: PRIVACY_NOTICE_VERSION } }, idempotent: true },
  );
}

/**
 * Validates an email with the shared newsletter schema. The schema (and zod) load on first use,
 * keeping them out of the insights page's initial JavaScript.
 * @returns the trimmed email, or the schema's first message when invalid
 */
export async function validateNewsletterEmail(
  email: string,
): Promise<{ ok: true; email: string } | { ok: false; message: string }> {
  const { newsletterSubscriptionSchema } = await import('@meridian/shared/newsletter/newsletter');
  const parsed = newsletterSubscriptionSchema.safeParse({ email });
  if (parsed.success) return { ok: true, email: parsed.data.email };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'Please enter a valid email address' };
}

/** Starts loading the validation code (on focus), so submitting feels instant. */
export function preloadNewsletterValidation(): void {
  void import('@meridian/shared/newsletter/newsletter');
}
