import type { EventBridgeEvent } from 'aws-lambda';
import { notifyEnv, tableEnv } from '../lib/env';
import { type NotifyOutcome, notifyLead } from '../services/lead-notification';
import { logger } from '../lib/logger';

tableEnv();
notifyEnv();

/**
 * EventBridge target of `LeadCaptured` (rule `LeadCapturedToNotification`): emails the firm
 * (`NOTIFY_TO`, from `NOTIFY_FROM`) about the lead through SES, once per event id and at most once
 * per visitor address per 15 minutes (docs/product/leads.md#returning-visitors). An SES failure
 * throws so that EventBridge retries; the lead is already stored.
 */
export async function handler(event: EventBridgeEvent<string, unknown>): Promise<NotifyOutcome> {
  logger.resetKeys();
  logger.appendKeys({ eventId: event.id, detailType: event['detail-type'] });
  return notifyLead(event);
}
