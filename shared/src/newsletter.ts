import * as z from './zod';
import { emailSchema } from './fields';

/** Newsletter sign-up payload of `POST /api/newsletter` (docs/product/site.md#newsletter). */
export const newsletterSubscriptionSchema = z.strictObject({
  email: emailSchema,
});
export type NewsletterSubscription = z.output<typeof newsletterSubscriptionSchema>;

/** A stored subscriber, one per lower-cased email (docs/product/site.md#newsletter). */
export const subscriberSchema = z.object({
  email: z.string(),
  subscribedAt: z.string(),
});
export type Subscriber = z.output<typeof subscriberSchema>;
