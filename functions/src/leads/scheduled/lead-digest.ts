import { functionEntry } from '../../topology';
import { leadDigestDetailSchema } from '@meridian/shared/leads/lead-digest';
import { eventHandler } from '../../lib/event-handler';
import { LEAD_DIGEST_DETAIL_TYPE, leadsArea } from '../area';
import { sendLeadDigest } from '../services/lead-digest';

/**
 * Target of the `LeadDigest` schedule (07:30 Europe/London, Monday to Friday; `schedules.ts`):
 * emails the firm the day's digest (docs/product/pipeline.md#daily-digest), at most once per London
 * day of the scheduled time. A failure throws, so the Scheduler retries and finally sends the
 * event to the schedule's dead-letter queue (alarmed).
 */
export const handler = eventHandler(
  {
    entry: functionEntry(leadsArea, 'leads/scheduled/lead-digest'),
    detailTypes: { [LEAD_DIGEST_DETAIL_TYPE]: leadDigestDetailSchema },
  },
  async ({ detail, event }) => sendLeadDigest(new Date(detail.scheduledTime ?? event.time ?? Date.now())),
);
