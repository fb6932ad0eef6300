import { getItem } from '../../lib/dynamodb';
import { tableName } from '../../table/table';
import { outreachEmailLookupKey, sesMessageKey } from './outreach-keys';

/**
 * The sent outreach emails as the reply function reads them (docs/decisions/050-outreach-emails-and-replies.md):
 * the lookup by email id (`OUTREACH_EMAIL#<email id>`, with the reply window) and the lookup by SES
 * message id (`SES_MESSAGE#<id>`). The sending side writes both with the sent email; this side only
 * reads them.
 */

/** The lookup of a sent email by its id: its lead, its step and the end of its reply window. */
export interface OutreachEmailLookup {
  emailId: string;
  leadId: string;
  /** 1, 2 or 3; absent for an email outside the sequence. */
  step?: 1 | 2 | 3;
  sesMessageId?: string;
  /** When it was sent, ISO-8601 UTC. */
  sentAt?: string;
  /** End of the reply window (sent + 180 days), epoch seconds. */
  expiresAt: number;
}

const stepOf = (value: unknown): 1 | 2 | 3 | undefined =>
  value === 1 || value === 2 || value === 3 ? value : undefined;

/**
 * The lookup of a sent email (strongly consistent read).
 *
 * @param emailId - the outreach email id.
 * @returns the lookup, or undefined when there is none (never sent, or its lead was erased).
 */
export async function findOutreachEmailLookup(emailId: string): Promise<OutreachEmailLookup | undefined> {
  const { Item } = await getItem({
    TableName: tableName(),
    Key: outreachEmailLookupKey(emailId),
    ConsistentRead: true,
  });
  if (typeof Item?.leadId !== 'string' || typeof Item.expiresAt !== 'number') return undefined;
  const step = stepOf(Item.step);
  return {
    emailId,
    leadId: Item.leadId,
    expiresAt: Item.expiresAt,
    ...(step === undefined ? {} : { step }),
    ...(typeof Item.sesMessageId === 'string' ? { sesMessageId: Item.sesMessageId } : {}),
    ...(typeof Item.sentAt === 'string' ? { sentAt: Item.sentAt } : {}),
  };
}

/**
 * The outreach email id an SES message id names (strongly consistent read).
 *
 * @param sesMessageId - SES's id of a sent email (the local part of its Message-ID).
 * @returns the email id, or undefined when no outreach email was sent with it.
 */
export async function findEmailIdOfSesMessage(sesMessageId: string): Promise<string | undefined> {
  const { Item } = await getItem({ TableName: tableName(), Key: sesMessageKey(sesMessageId), ConsistentRead: true });
  return typeof Item?.emailId === 'string' ? Item.emailId : undefined;
}
