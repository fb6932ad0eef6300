import { randomUUID } from 'node:crypto';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import type { LeadCapturedDetail } from '@meridian/shared/events';
import { DETAIL_TYPES, EVENT_SOURCES } from '@meridian/shared/event-names';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { createLead } from '../services/leads';
import { EventInProgressError } from '../../table/processed-events';
import { eventBridgeEvent, sesEmails, type StoredEmail } from '../../testing/events';
import { lambdaContext } from '../../testing/http-events';
import { useTestTable } from '../../testing/table';
import { handler } from './notify-lead';

useTestTable();

const unique = () => Math.random().toString(36).slice(2, 10);

async function capturedFor(
  name: string,
  overrides: Partial<LeadCapturedDetail> = {},
  contact: Record<string, string> = {},
) {
  const email = `${unique()}@example.com`;
  const lead = await createLead({
    name,
    email,
    company: 'Acme <Ltd>',
    source: 'contact_form',
    employeeCount: '300-500',
    urgency: 'Immediate',
  });
  const detail: LeadCapturedDetail = {
    leadId: lead.id,
    isReturning: false,
    source: 'contact_form',
    aiScore: lead.aiScore,
    submissionType: 'contact',
    submittedAt: '2025-03-01T10:00:00.000Z',
    contact: {
      name,
      email,
      company: 'Acme <Ltd>',
      phone: '+44 20 7946 0000',
      message: 'Hello <script>alert(1)</script> & goodbye',
      ...contact,
    },
    lead: { name, email, company: 'Acme <Ltd>' },
    ...overrides,
  };
  return { lead, detail, event: eventBridgeEvent(DETAIL_TYPES.leadCaptured, detail, EVENT_SOURCES.leads) };
}

async function emailsFor(leadId: string): Promise<StoredEmail[]> {
  return (await sesEmails()).filter((email) => email.body.text?.includes(`lead=${leadId}`));
}

describe('notify-lead', () => {
  it('emails the firm with subject, both bodies, every field, band, CRM link and Reply-To', async () => {
    const name = `Jane ${unique()}`;
    const { lead, detail, event } = await capturedFor(name);
    expect(await handler(event, lambdaContext())).toBe('sent');
    const [email, ...others] = await emailsFor(lead.id);
    expect(others).toHaveLength(0);
    expect(email?.subject).toBe(`New lead: ${name} (Acme <Ltd>) via Contact Form, score ${lead.aiScore}/100`);
    expect(email?.from).toBe('Meridian Website <no-reply@meridian.test>');
    expect(email?.destination.to).toEqual(['leads@meridian.test', 'partners@meridian.test']);
    expect(email?.replyTo).toEqual([detail.lead.email]);
    const text = email?.body.text ?? '';
    for (const expected of [
      '+44 20 7946 0000',
      'Hello <script>alert(1)</script> & goodbye',
      'Status: New lead',
      // 10:00 UTC on 1 March is 10:00 in London (GMT).
      'Submitted at: Saturday 1 March 2025 at 10:00 (London time)',
      'Source: Contact Form',
      `https://www.meridian.test/admin?lead=${lead.id}`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Score band: (Hot|Qualified|Standard|Nurture) Lead/i);
    expect(text).toContain('Urgency is immediate');
    const html = email?.body.html ?? '';
    expect(html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt; &amp; goodbye');
    expect(html).toContain('Acme &lt;Ltd&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain(`href="https://www.meridian.test/admin?lead=${lead.id}"`);
  });

  it('includes assessment results and the returning flag', async () => {
    const { lead, event } = await capturedFor(`Assess ${unique()}`, {
      isReturning: true,
      source: 'assessment_tool',
      submissionType: 'assessment',
      contact: undefined,
      assessment: {
        email: 'x@example.com',
        computed: {
          percentage: 72,
          category: 'Strategic Execution Capable',
          description: 'Solid foundations.',
          recommendations: ['Tighten quarterly reviews'],
          sectionScores: { 'Strategic Translation': 80, 'Execution Capability': 65 },
        },
      },
    });
    await handler(event, lambdaContext());
    const [email] = await emailsFor(lead.id);
    expect(email?.subject).toMatch(/^Returning lead: .* via Assessment Tool, score \d+\/100$/);
    const text = email?.body.text ?? '';
    for (const expected of [
      'Score: 72%',
      'Category: Strategic Execution Capable',
      'Strategic Translation: 80%',
      'Tighten quarterly reviews',
      'Status: Returning lead, unverified',
      // The weaker of the two sections given, Execution Capability, picks the service.
      'Recommended service: Interim Executive',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('keeps CR/LF and header syntax from visitor data out of headers', async () => {
    const name = `Eve ${unique()}\r\nBcc: victim@example.com\r\nSubject: pwned`;
    // The stored lead's fields carry the line breaks (the submitted contact form is single-line).
    const { lead, event } = await capturedFor(
      name,
      { lead: { name, email: 'eve@example.com\r\nBcc: victim@example.com', company: 'Evil\nCorp' } },
      { name: 'Eve', company: 'Evil Corp' },
    );
    await handler(event, lambdaContext());
    const [email] = await emailsFor(lead.id);
    expect(email?.subject).not.toMatch(/[\r\n]/);
    expect(email?.subject).toContain('Bcc: victim@example.com Subject: pwned');
    expect(email?.destination.bcc).toEqual([]);
    expect(email?.destination.cc).toEqual([]);
    expect(email?.replyTo).toEqual([]);
  });

  it('refuses Reply-To for addresses with commas, quotes or angle brackets', async () => {
    const { lead, event } = await capturedFor(`Comma ${unique()}`, {
      lead: { name: 'C', email: 'a@example.com,b@evil.com' },
    });
    await handler(event, lambdaContext());
    expect((await emailsFor(lead.id))[0]?.replyTo).toEqual([]);
  });

  it('sends one email for duplicate and concurrent deliveries of one event', async () => {
    const { lead, event } = await capturedFor(`Dup ${unique()}`);
    const results = await Promise.allSettled([
      handler(event, lambdaContext()),
      handler(event, lambdaContext()),
      handler(event, lambdaContext()),
    ]);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(EventInProgressError);
    expect(await handler(event, lambdaContext())).toBe('duplicate');
    expect(await emailsFor(lead.id)).toHaveLength(1);
  });

  it('throws on SES throttling so the delivery is retried, then sends exactly once', async () => {
    const { lead, event } = await capturedFor(`Throttle ${unique()}`);
    const ses = mockClient(SESv2Client);
    const throttled = Object.assign(new Error('Maximum sending rate exceeded.'), {
      name: 'TooManyRequestsException',
      $metadata: {},
    });
    ses.on(SendEmailCommand).rejects(throttled);
    try {
      await expect(handler(event, lambdaContext())).rejects.toThrow('Maximum sending rate exceeded.');
    } finally {
      ses.restore();
    }
    expect(await emailsFor(lead.id)).toHaveLength(0);
    expect(await handler(event, lambdaContext())).toBe('sent');
    expect(await emailsFor(lead.id)).toHaveLength(1);
  });

  it('marks a returning visitor as returning and unverified, leaving the unverified phone out of the lead rows', async () => {
    const { lead, event } = await capturedFor(`Back ${unique()}`, { isReturning: true }, { phone: '+1 555 0100' });
    expect(await handler(event, lambdaContext())).toBe('sent');
    const [email] = await emailsFor(lead.id);
    const text = email?.body.text ?? '';
    expect(text).toMatch(/Status: Returning lead, unverified: this email already belonged to a lead/);
    expect(text).toContain('CONTACT FORM SUBMISSION (RETURNING, UNVERIFIED)');
    const leadRows = text.slice(0, text.indexOf('CONTACT FORM SUBMISSION'));
    expect(leadRows).not.toContain('+1 555 0100');
    expect(text).toContain('Phone: +1 555 0100');
    expect(email?.body.html).toContain('returning, unverified');
  });

  it('notifies once per visitor address per 15 minutes; a later window notifies again', async () => {
    const { lead, detail, event } = await capturedFor(`Window ${unique()}`);
    const at = (minutes: number) => new Date(Date.parse(detail.submittedAt) + minutes * 60_000).toISOString();
    const again = (minutes: number) =>
      eventBridgeEvent(
        DETAIL_TYPES.leadCaptured,
        { ...detail, isReturning: true, submittedAt: at(minutes) },
        EVENT_SOURCES.leads,
      );
    expect(await handler(event, lambdaContext())).toBe('sent');
    expect(await handler(again(1), lambdaContext())).toBe('throttled');
    expect(await handler(again(14.9), lambdaContext())).toBe('throttled');
    expect(await emailsFor(lead.id)).toHaveLength(1);
    expect(await handler(again(15), lambdaContext())).toBe('sent');
    expect(await handler(again(20), lambdaContext())).toBe('throttled');
    expect(await emailsFor(lead.id)).toHaveLength(2);
  });

  it('sends one email for two submissions of one address delivered at the same moment', async () => {
    const { lead, detail, event } = await capturedFor(`Pair ${unique()}`);
    const other = eventBridgeEvent(DETAIL_TYPES.leadCaptured, { ...detail, isReturning: true }, EVENT_SOURCES.leads);
    const outcomes = await Promise.all([handler(event, lambdaContext()), handler(other, lambdaContext())]);
    expect(outcomes.sort()).toEqual(['sent', 'throttled']);
    expect(await emailsFor(lead.id)).toHaveLength(1);
    // Redeliveries of either event change nothing.
    expect(await handler(event, lambdaContext())).toBe('duplicate');
    expect(await handler(other, lambdaContext())).toBe('duplicate');
    expect(await emailsFor(lead.id)).toHaveLength(1);
  });

  it('lets the event that opened the window send after a failed attempt, but no other event', async () => {
    const { lead, detail, event } = await capturedFor(`Retry ${unique()}`);
    const ses = mockClient(SESv2Client);
    ses.on(SendEmailCommand).rejects(Object.assign(new Error('SES unavailable'), { name: 'ServiceUnavailable' }));
    try {
      await expect(handler(event, lambdaContext())).rejects.toThrow('SES unavailable');
    } finally {
      ses.restore();
    }
    const other = eventBridgeEvent(DETAIL_TYPES.leadCaptured, { ...detail, isReturning: true }, EVENT_SOURCES.leads);
    expect(await handler(other, lambdaContext())).toBe('throttled');
    expect(await handler(event, lambdaContext())).toBe('sent');
    expect(await emailsFor(lead.id)).toHaveLength(1);
  });

  it('still notifies when the lead has gone, with the band recommendations', async () => {
    const id = randomUUID();
    const event = eventBridgeEvent(
      DETAIL_TYPES.leadCaptured,
      {
        leadId: id,
        isReturning: false,
        source: 'linkedin',
        aiScore: 85,
        submissionType: 'contact',
        submittedAt: '2025-03-01T10:00:00.000Z',
        lead: { name: 'Gone' },
      },
      EVENT_SOURCES.leads,
    );
    await handler(event, lambdaContext());
    const [email] = await emailsFor(id);
    expect(email?.body.text).toContain('Hot Lead');
  });
});
