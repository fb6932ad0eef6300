import { SES_EVENT_SOURCE, SES_FEEDBACK_DETAIL_TYPES } from '@meridian/shared/email/email-feedback-names';
import { LEADING_KEYS as K, processedEventPattern } from '../table/item-types';
import type { AreaDefinition } from '../topology';

/**
 * The email area (docs/architecture.md, "Business areas"): SES sending feedback (bounces and complaints) into the suppression list. Its entries
 * are part of the route, rule, schedule and target tables, and the CDK app deploys them as one nested stack.
 */
export const emailArea: AreaDefinition = {
  name: 'email',
  routes: [],
  rules: [
    {
      // Bounces and complaints from the SES configuration set (docs/product/security.md#emails).
      name: 'EmailFeedbackToSuppression',
      source: SES_EVENT_SOURCE,
      detailTypes: [SES_FEEDBACK_DETAIL_TYPES.bounce, SES_FEEDBACK_DETAIL_TYPES.complaint],
      bus: 'default',
      targets: [
        {
          handler: 'email/consumers/suppress-email-feedback',
          items: {
            read: [K.leadEmail],
            write: [processedEventPattern('suppress-email-feedback'), K.emailSuppression, K.lead],
          },
          // A bounce or complaint stops the lead's outreach sequence and deletes its step's schedule.
          cancelsOutreachSteps: true,
        },
      ],
    },
  ],
  schedules: [],
  targets: [],
};
