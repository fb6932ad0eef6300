import { randomUUID } from 'node:crypto';
import { DETAIL_TYPES, EVENT_SOURCES } from '@meridian/shared/event-names';
import { describe, expect, it } from 'vitest';
import { eventBridgeEvent, sesEmails, type StoredEmail } from '../../testing/events';
import { lambdaContext } from '../../testing/http-events';
import { useTestTable } from '../../testing/table';
import { handler } from './acknowledge-contact';

useTestTable();

const unique = () => randomUUID().slice(0, 8);

const MESSAGE = 'Please visit <a href="https://evil.example">this link</a> for a prize';

function contactEvent(email: string, submittedAt: string, name = 'Jane <i>Doe</i>') {
  return eventBridgeEvent(
    DETAIL_TYPES.contactSubmitted,
    {
      submissionId: randomUUID(),
      submittedAt,
      contact: { name, email, company: 'Spam Co http://evil.example', phone: '+44 1', message: MESSAGE },
    },
    EVENT_SOURCES.website,
  );
}

async function emailsTo(address: string): Promise<StoredEmail[]> {
  return (await sesEmails()).filter((email) => email.destination.to.includes(address));
}

describe('acknowledge-contact', () => {
  it('acknowledges with the reply promise and the firm details, holding nothing typed but the name', async () => {
    const email = `ack.${unique()}@example.com`;
    expect(await handler(contactEvent(email, new Date().toISOString()), lambdaContext())).toBe('sent');
    const [ack, ...others] = await emailsTo(email);
    expect(others).toHaveLength(0);
    expect(ack?.subject).toBe('Thank you for contacting Meridian Advisory');
    expect(ack?.replyTo).toEqual(['info@meridianadvisory.co.uk']);
    const text = ack?.body.text ?? '';
    expect(text).toContain('Dear Jane <i>Doe</i>,');
    expect(text).toContain('will reply within 24 hours');
    expect(text).toContain('Email: info@meridianadvisory.co.uk');
    expect(text).toContain('Web: https://www.meridian.test');
    const html = ack?.body.html ?? '';
    expect(html).toContain('Dear Jane &lt;i&gt;Doe&lt;/i&gt;,');
    for (const body of [text, html]) {
      expect(body).not.toContain('evil.example');
      expect(body).not.toContain('prize');
      expect(body).not.toContain('Spam Co');
      expect(body).not.toContain('+44 1');
    }
    expect(html).not.toMatch(/<img/i);
  });

  it('sends one acknowledgement per address per 24 hours, and none for a redelivered event', async () => {
    const email = `Flood.${unique()}@example.com`;
    const start = Date.parse('2026-11-20T09:00:00.000Z');
    const at = (hours: number) => new Date(start + hours * 3_600_000).toISOString();
    const first = contactEvent(email, at(0));
    expect(await handler(first, lambdaContext())).toBe('sent');
    expect(await handler(first, lambdaContext())).toBe('duplicate');
    expect(await handler(contactEvent(email.toLowerCase(), at(1)), lambdaContext())).toBe('throttled');
    expect(await handler(contactEvent(email, at(23.9)), lambdaContext())).toBe('throttled');
    expect(await emailsTo(email)).toHaveLength(1);
    expect(await handler(contactEvent(email, at(24)), lambdaContext())).toBe('sent');
    expect(await emailsTo(email)).toHaveLength(2);
  });
});
