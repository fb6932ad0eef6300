import type { EventBridgeEvent } from 'aws-lambda';
import { notifyEnv, tableEnv } from '../lib/env';
import { notifyLead } from '../lib/lead-notification';
import { logger } from '../lib/logger';

tableEnv();
notifyEnv();

/**
 * EventBridge target of `LeadCaptured` (rule `LeadCapturedToNotification`, issue 3): emails the
 * firm (`NOTIFY_TO`, from `NOTIFY_FROM`) about the lead through SES, once per event id. An SES
 * failure throws so that EventBridge retries; the lead is already stored.
 */
export async function handler(event: EventBridgeEvent<string, unknown>): Promise<'sent' | 'duplicate'> {
  logger.resetKeys();
  logger.appendKeys({ eventId: event.id, detailType: event['detail-type'] });
  return notifyLead(event);
}
