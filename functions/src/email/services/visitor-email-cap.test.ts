import { randomUUID } from 'node:crypto';
import { DETAIL_TYPES, EVENT_SOURCES } from '@meridian/shared/event-names';
import { describe, expect, it, vi } from 'vitest';
import { handler as acknowledgeContact } from '../../contact/consumers/acknowledge-contact';
import { eventBridgeEvent, sesEmails } from '../../testing/events';
import { lambdaContext } from '../../testing/http-events';
import { useTestTable } from '../../testing/table';
import { sendVisitorEmail } from './visitor-email';

/** The hourly cap of visitor emails (docs/product/security.md#visitor-email-cap), set to 2 here. */

vi.hoisted(() => {
  process.env.VISITOR_EMAIL_HOURLY_CAP = '2';
});
useTestTable();

const unique = () => randomUUID().slice(0, 8);
const contactEvent = (email: string) =>
  eventBridgeEvent(
    DETAIL_TYPES.contactSubmitted,
    {
      submissionId: randomUUID(),
      submittedAt: new Date().toISOString(),
      contact: { name: 'Jane Doe', email, message: 'Please call me about our plan.' },
    },
    EVENT_SOURCES.website,
  );
const emailsTo = async (address: string) =>
  (await sesEmails()).filter((email) => email.destination.to.includes(address));

describe('the hourly cap of visitor emails', () => {
  it("sends two acknowledgements, holds back the third; the firm's own sends do not count", async () => {
    const addresses = [1, 2, 3].map((n) => `cap${n}.${unique()}@example.com`);
    const outcomes = [];
    for (const address of addresses) outcomes.push(await acknowledgeContact(contactEvent(address), lambdaContext()));
    expect(outcomes).toEqual(['sent', 'sent', 'held-back']);
    expect(await emailsTo(addresses[0] ?? '')).toHaveLength(1);
    expect(await emailsTo(addresses[2] ?? '')).toHaveLength(0);
    const subscriber = `reader.${unique()}@example.com`;
    const article = { subject: 'Our latest insight', text: 'Read it.', html: '<p>Read it.</p>' };
    expect(await sendVisitorEmail(subscriber, article, { capped: false })).toMatchObject({ status: 'sent' });
    expect(await sendVisitorEmail(subscriber, article)).toEqual({ status: 'held-back' });
    expect(await emailsTo(subscriber)).toHaveLength(1);
  });
});
