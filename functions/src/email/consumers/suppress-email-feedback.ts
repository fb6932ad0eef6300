import { functionEntry } from '../../topology';
import { emailArea } from '../area';
import { sesFeedbackDetailSchema } from '@meridian/shared/email/email-feedback';
import { SES_FEEDBACK_DETAIL_TYPES } from '@meridian/shared/email/email-feedback-names';
import { eventHandler } from '../../lib/event-handler';
import { suppressFromFeedback } from '../services/email-feedback';

/**
 * EventBridge target of SES's `Email Bounced` and `Email Complaint Received` events on the
 * default bus (rule `EmailFeedbackToSuppression`): suppresses the addresses for visitor emails and
 * marks their leads (docs/product/security.md#emails), exactly once per event.
 */
export const handler = eventHandler(
  {
    entry: functionEntry(emailArea, 'email/consumers/suppress-email-feedback'),
    detailTypes: {
      [SES_FEEDBACK_DETAIL_TYPES.bounce]: sesFeedbackDetailSchema,
      [SES_FEEDBACK_DETAIL_TYPES.complaint]: sesFeedbackDetailSchema,
    },
  },
  async ({ detail, event }) => suppressFromFeedback(event.id, detail, event.time),
);
