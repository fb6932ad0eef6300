import { DETAIL_TYPES, leadCapturedDetailSchema } from '@meridian/shared/events';
import { notifyEnv, tableEnv } from '../../lib/env';
import { eventHandler } from '../../lib/event-handler';
import { notifyLead } from '../services/lead-notification';

/**
 * EventBridge target of `LeadCaptured` (rule `LeadCapturedToNotification`): emails the firm
 * (`NOTIFY_TO`, from `NOTIFY_FROM`) about the lead through SES, once per event id and at most once
 * per visitor address per 15 minutes (docs/product/leads.md#returning-visitors). An SES failure
 * throws so that EventBridge retries; the lead is already stored.
 */
export const handler = eventHandler(
  { env: [tableEnv, notifyEnv], detailTypes: { [DETAIL_TYPES.leadCaptured]: leadCapturedDetailSchema } },
  async ({ detail, event }) => notifyLead(event.id, detail),
);
