import * as z from '../zod';

/**
 * What a visitor agreed to when submitting a form (docs/product/privacy.md#consent-records): the
 * version of the privacy notice the form linked to (`PRIVACY_NOTICE_VERSION` of
 * `privacy-notice.ts`, an ISO date). Optional in every submission schema, so a page cached before
 * the field existed still submits; the server stores the submission time with it.
 */
export const consentSchema = z.strictObject({
  noticeVersion: z.iso.date({ error: 'The privacy notice version must be a date (yyyy-mm-dd)' }),
});
export type Consent = z.output<typeof consentSchema>;

/** The forms that record consent. */
export type ConsentForm = 'contact' | 'assessment' | 'newsletter' | 'booking';

/**
 * What a visitor agrees to with each form, as stored in their consent record
 * (docs/product/privacy.md#consent-records).
 */
export const CONSENT_PURPOSES: Readonly<Record<ConsentForm, string>> = {
  contact: 'The firm may use these details to answer this enquiry and keep a record of it.',
  assessment: 'The firm may email this assessment report and keep the results with these details.',
  newsletter: 'The firm may send its newsletter to this address until it is unsubscribed.',
  booking:
    'The firm may use these details to hold this consultation, send its invitation and reminder, and keep a record of it.',
};

/**
 * The consent record stored with a submission (docs/product/privacy.md#consent-records).
 *
 * @param form - which form was sent.
 * @param consent - what the page sent, or undefined for a page cached before consent existed.
 * @param at - when the server received it (ISO-8601 UTC).
 * @returns `{ form, purpose, at, noticeVersion? }`, the shape of `consentRecordSchema`.
 */
export function consentRecordOf(
  form: ConsentForm,
  consent: Consent | undefined,
  at: string,
): { form: ConsentForm; purpose: string; at: string; noticeVersion?: string } {
  return {
    form,
    purpose: CONSENT_PURPOSES[form],
    at,
    ...(consent ? { noticeVersion: consent.noticeVersion } : {}),
  };
}
