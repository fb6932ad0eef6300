import * as z from './zod';

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
