import { randomUUID } from 'node:crypto';
import type { Lead } from '@meridian/shared/leads/lead';
import { transactWriteItems } from '../../lib/dynamodb';
import { leadKey } from '../../table/keys';
import { tableName } from '../../table/table';
import { sentEmailSteps } from '../data/outreach-emails';
import { newOutreachEmailId, replyAddressOf } from '../services/reply-token';

/**
 * Test data: an outreach email "sent" as the sending side stores it
 * (docs/decisions/050-outreach-emails-and-replies.md): in one transaction its own steps
 * (`sentEmailSteps`: the sent email, its lookup by email id with the 180-day reply window, its
 * lookup by SES message id) and the lead's sent date and running sequence, without calling SES.
 */

/** What {@link seedSentEmail} stored. */
export interface SeededEmail {
  emailId: string;
  sesMessageId: string;
  replyTo: string;
  step: 1 | 2 | 3;
}

const DAY_S = 86_400;

/**
 * Stores a sent outreach email of `lead`.
 *
 * @param options.step - the sequence step (default 1).
 * @param options.sentAt - when it was sent (default now); the reply window ends 180 days later.
 * @param options.replyDomain - the reply domain of its Reply-To (default `REPLY_DOMAIN`).
 * @param options.sequence - the lead's sequence after it (default running, next step due in 3 days).
 */
export async function seedSentEmail(
  lead: Lead,
  options: { step?: 1 | 2 | 3; sentAt?: Date; replyDomain?: string; sequence?: Lead['outreachSequence'] } = {},
): Promise<SeededEmail> {
  const step = options.step ?? 1;
  const sentAt = options.sentAt ?? new Date();
  const emailId = newOutreachEmailId();
  const sesMessageId = `0102019${randomUUID().replaceAll('-', '')}-000000`;
  const replyTo = replyAddressOf(emailId, options.replyDomain ?? process.env.REPLY_DOMAIN ?? 'reply.meridian.test');
  const at = sentAt.toISOString();
  const sequence = options.sequence ?? {
    mode: 'automatic' as const,
    status: 'running' as const,
    nextStep: 2 as const,
    nextDueAt: new Date(sentAt.getTime() + 3 * DAY_S * 1000).toISOString(),
    scheduleName: `outreach-${lead.id}-2`,
  };
  const record = {
    emailId,
    leadId: lead.id,
    step,
    subject: `Email ${step} to ${lead.name}`,
    text: 'Hello',
    fromName: 'Ann Consultant',
    fromAddress: 'ann@meridian.test',
    to: lead.email ?? '',
    replyTo,
    sesMessageId,
    senderId: 'staff-ann',
    sentAt: at,
  };
  await transactWriteItems({
    TransactItems: [
      // The sending side's own steps: the sent email and its two lookups.
      ...sentEmailSteps(record).map((planStep) => planStep.item),
      {
        Update: {
          TableName: tableName(),
          Key: leadKey(lead.id),
          UpdateExpression: 'SET #sent = :at, #response = :none, #sequence = :sequence, #version = #version + :one',
          ExpressionAttributeNames: {
            '#sent': `email${step}SentDate`,
            '#response': `email${step}Response`,
            '#sequence': 'outreachSequence',
            '#version': 'version',
          },
          ExpressionAttributeValues: { ':at': at, ':none': 'No response', ':sequence': sequence, ':one': 1 },
        },
      },
    ],
  });
  return { emailId, sesMessageId, replyTo, step };
}
