import { functionEntry } from '../../topology';
import { leadsArea } from '../area';
import { leadCapturedDetailSchema } from '@meridian/shared/events';
import { DETAIL_TYPES } from '@meridian/shared/event-names';
import { eventHandler } from '../../lib/event-handler';
import { notifyLead } from '../services/lead-notification';

/**
 * EventBridge target of `LeadCaptured` (rule `LeadCapturedToNotification`): emails the firm
 * (`NOTIFY_TO`, from `NOTIFY_FROM`) about the lead through SES, once per captured submission (its lead and submission id) and at most once
 * per visitor address per 15 minutes (docs/product/leads.md#returning-visitors). An SES failure
 * throws so that EventBridge retries; the lead is already stored.
 */
export const handler = eventHandler(
  {
    entry: functionEntry(leadsArea, 'leads/consumers/notify-lead'),
    detailTypes: { [DETAIL_TYPES.leadCaptured]: leadCapturedDetailSchema },
    deliveryKey: ({ detail, event }) => (detail.submissionId ? `${detail.leadId}-${detail.submissionId}` : event.id),
  },
  async ({ detail, deliveryKey }) => notifyLead(deliveryKey, detail),
);
