import * as z from '../zod';
import { emailSchema } from '../fields';
import { consentSchema } from '../privacy/privacy-consent';

/**
 * Newsletter sign-up payload of `POST /api/newsletter` (docs/product/site.md#newsletter), with the
 * optional consent record (docs/product/privacy.md#consent-records).
 */
export const newsletterSubscriptionSchema = z.strictObject({
  email: emailSchema,
  consent: consentSchema.optional(),
});
export type NewsletterSubscription = z.output<typeof newsletterSubscriptionSchema>;
