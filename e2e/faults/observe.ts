import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { LOCAL_AWS } from '../../infra/local/emulators';
import { LOCAL_TABLE_NAME } from '../../infra/local/stack-environment';

/**
 * What the fault suite sends and what it checks afterwards: visitor requests with an
 * `Idempotency-Key`, the leads in the table (read directly from DynamoDB Local, as the invariants
 * are about what is stored) and the emails the SES emulator captured.
 */

/** One visitor request as sent, and its first answer. */
export interface SentRequest {
  kind: 'contact' | 'booking';
  email: string;
  path: string;
  key: string;
  body: Record<string, unknown>;
  /** The first answer's status (0: no answer, the connection failed) and body text. */
  status: number;
  answer: string;
}

/** Sends one visitor request with its key; a failed connection is recorded as status 0. */
export async function send(siteUrl: string, request: Omit<SentRequest, 'status' | 'answer'>): Promise<SentRequest> {
  try {
    const response = await fetch(`${siteUrl}${request.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': request.key },
      body: JSON.stringify(request.body),
    });
    return { ...request, status: response.status, answer: await response.text() };
  } catch (error) {
    return { ...request, status: 0, answer: String(error) };
  }
}

/** A contact submission from a unique address. */
export function contactRequest(tag: string, index: number): Omit<SentRequest, 'status' | 'answer'> {
  const email = `fault.contact.${tag}.${index}@example.com`;
  return {
    kind: 'contact',
    email,
    path: '/api/contact',
    key: randomUUID(),
    body: { name: `Fault Contact ${index}`, email, message: `Fault suite message number ${index}.` },
  };
}

/** A booking of `start` from a unique address. */
export function bookingRequest(tag: string, index: number, start: string): Omit<SentRequest, 'status' | 'answer'> {
  const email = `fault.booking.${tag}.${index}@example.com`;
  return {
    kind: 'booking',
    email,
    path: '/api/bookings',
    key: randomUUID(),
    body: { start, name: `Fault Booker ${index}`, email, message: `Fault suite booking number ${index}.` },
  };
}

/** The free slot starts of the next 14 days. */
export async function freeStarts(siteUrl: string): Promise<string[]> {
  const from = new Date().toISOString();
  const to = new Date(Date.now() + 14 * 86_400_000).toISOString();
  const response = await fetch(`${siteUrl}/api/booking/slots?${new URLSearchParams({ from, to })}`);
  if (!response.ok) throw new Error(`GET /api/booking/slots: ${response.status}`);
  return ((await response.json()) as { slots: Array<{ start: string }> }).slots.map((slot) => slot.start);
}

/** Reads the local table directly (the fault suite's process is not the stack's). */
export function tableReader(dynamodbEndpoint: string) {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: dynamodbEndpoint, region: LOCAL_AWS.region, credentials: LOCAL_AWS.credentials }),
  );
  return {
    /** True when a lead holds this address (its email claim exists). */
    async hasLead(email: string): Promise<boolean> {
      const { Item } = await client.send(
        new GetCommand({
          TableName: LOCAL_TABLE_NAME,
          Key: { pk: `LEAD_EMAIL#${email.toLowerCase()}`, sk: 'LEAD_EMAIL' },
          ConsistentRead: true,
        }),
      );
      return Item !== undefined;
    },
    close: () => client.destroy(),
  };
}

/** A captured email: its recipients and text, as the SES emulator's store lists it. */
interface CapturedEmail {
  destination: { to: string[] };
  body: { text?: string; html?: string };
  replyTo?: string[];
}

/** How many emails went to each address, and how many the firm got about each visitor address. */
export async function emailCounts(sesUrl: string): Promise<{ to: Map<string, number>; about: Map<string, number> }> {
  const response = await fetch(`${sesUrl}/store`);
  if (!response.ok) throw new Error(`SES store: ${response.status}`);
  const { emails } = (await response.json()) as { emails: CapturedEmail[] };
  const to = new Map<string, number>();
  const about = new Map<string, number>();
  for (const email of emails) {
    const recipients = email.destination.to.map((address) => address.toLowerCase());
    for (const address of recipients) to.set(address, (to.get(address) ?? 0) + 1);
    if (recipients.some((address) => address.includes('meridian'))) {
      for (const found of new Set(`${email.body.text ?? ''}`.match(/fault\.[a-z]+\.[\w-]+\.\d+@example\.com/g) ?? [])) {
        about.set(found, (about.get(found) ?? 0) + 1);
      }
    }
  }
  return { to, about };
}

/**
 * Sends a request again with its key, as a client that honours `Retry-After` would: while the
 * answer is 503, it waits the seconds the answer names and tries again, for at most `forMs`.
 */
export async function sendUntilAnswered(siteUrl: string, request: SentRequest, forMs = 90_000): Promise<SentRequest> {
  const until = Date.now() + forMs;
  for (;;) {
    const again = await send(siteUrl, request);
    if (again.status !== 503 || Date.now() > until) return again;
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
}
