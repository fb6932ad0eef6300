import { functionEntry } from '../../topology';
import { leadsArea } from '../area';
import { assessmentSubmittedDetailSchema, contactSubmittedDetailSchema } from '@meridian/shared/events';
import { DETAIL_TYPES } from '@meridian/shared/event-names';
import { eventHandler } from '../../lib/event-handler';
import { captureLead } from '../services/lead-capture';

/**
 * EventBridge target of `ContactSubmitted` and `AssessmentSubmitted` (rule `SubmissionToLead`,
 * docs/product/leads.md#lead-capture): creates or updates the lead for the submission and
 * publishes `LeadCaptured`. Idempotent per submission id (the same submission published twice is captured once). Any failure throws, so EventBridge retries the
 * delivery (and finally sends it to the rule's dead-letter queue).
 */
export const handler = eventHandler(
  {
    entry: functionEntry(leadsArea, 'leads/consumers/capture-lead'),
    detailTypes: {
      [DETAIL_TYPES.contactSubmitted]: contactSubmittedDetailSchema,
      [DETAIL_TYPES.assessmentSubmitted]: assessmentSubmittedDetailSchema,
    },
    deliveryKey: ({ detail }) => detail.submissionId,
  },
  async (input) =>
    captureLead(
      input.deliveryKey,
      input.detailType === DETAIL_TYPES.contactSubmitted
        ? { type: 'contact', detail: input.detail }
        : { type: 'assessment', detail: input.detail },
    ),
);
