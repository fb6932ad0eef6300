import type { EventBridgeEvent } from 'aws-lambda';
import { eventBusEnv, tableEnv } from '../lib/env';
import { type CaptureOutcome, captureLead } from '../services/lead-capture';
import { logger } from '../lib/logger';

tableEnv();
eventBusEnv();

/**
 * EventBridge target of `ContactSubmitted` and `AssessmentSubmitted` (rule `SubmissionToLead`,
 * docs/product/leads.md#lead-capture): creates or updates the lead for the submission and publishes `LeadCaptured`.
 * Idempotent per event id. Any failure throws, so EventBridge retries the delivery (and finally
 * sends it to the rule's dead-letter queue).
 */
export async function handler(event: EventBridgeEvent<string, unknown>): Promise<CaptureOutcome> {
  logger.resetKeys();
  logger.appendKeys({ eventId: event.id, detailType: event['detail-type'] });
  return captureLead(event);
}
