/**
 * Names of the SES bounce and complaint events on the default bus (docs/product/security.md#emails);
 * the detail schema is in `email-feedback.ts` (the area's rule table names the events only).
 */

/** Source of SES events on the default bus. */
export const SES_EVENT_SOURCE = 'aws.ses';

/** Detail types of the SES events that suppress an address. */
export const SES_FEEDBACK_DETAIL_TYPES = {
  bounce: 'Email Bounced',
  complaint: 'Email Complaint Received',
} as const;
