import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DEFAULT_DAILY_SEND_CAP } from '@meridian/shared/outreach/limits';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, describe, expect, it } from 'vitest';
import { suppressEmailStep } from '../../email/data/email-suppressions';
import { commitPlan } from '../../table/write-plan';
import { invokeHttp } from '../../testing/http-events';
import { leadDetailAs, mailTo, newOutreachLead as newLead, sendAs, type Staff } from '../../testing/outreach';
import { updateStaffUser } from '../../staff-auth/data/staff-users';
import { signedInStaff } from '../../testing/staff';
import { useTestTable } from '../../testing/table';
import { itemsHolding } from '../../testing/table-contents';
import { countSendStep } from '../data/outreach-emails';
import { emailIdOfRecipients } from '../services/reply-token';
import { handler as previewHandler } from './post-email-preview';

/** Sending (docs/product/outreach.md#sending, #limits) against DynamoDB Local and the SES emulator. */

const tableName = useTestTable();

let partner: Staff;
let consultant: Staff;
beforeAll(async () => {
  partner = await signedInStaff('partner');
  consultant = await signedInStaff('consultant');
});
const send = (staff: Staff, leadId: string, body: unknown) => sendAs(staff, leadId, body);
const leadDetail = (leadId: string) => leadDetailAs(partner, leadId);
const preview = (staff: Staff, leadId: string, templateId: string) =>
  invokeHttp(previewHandler, {
    method: 'POST',
    path: `/api/admin/leads/${leadId}/email-preview`,
    routePath: '/api/admin/leads/{id}/email-preview',
    pathParameters: { id: leadId },
    headers: staff.headers,
    body: { templateId },
  });

describe('sending', () => {
  it('sends Email 1 as the consultant and records it with the lead’s change in one go', async () => {
    const lead = await newLead({ ownerId: consultant.user.id });
    const { subject, text } = (await preview(consultant, lead.id, 'email1')).body as { subject: string; text: string };
    const filled = { subject, text };
    const answer = await send(consultant, lead.id, { templateId: 'email1', ...filled });
    expect(answer.statusCode).toBe(201);
    const { messageId } = answer.body as { messageId: string };

    const [mail, ...more] = await mailTo(lead.email ?? '');
    expect(more).toHaveLength(0);
    expect(mail?.from).toBe('"Test consultant" <no-reply@meridian.test>');
    expect(mail?.subject).toBe(filled.subject);
    expect(mail?.body.text).toContain('Hi Ada,');
    expect(mail?.body.text).toContain('https://www.meridian.test/email/opt-out?token=');
    expect(mail?.headers).toContainEqual({ name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' });
    expect(mail?.body.html).toContain('Hi Ada,');
    expect(mail?.body.html).not.toMatch(/<img/i);
    const [replyTo = ''] = mail?.replyTo ?? [];
    expect(replyTo).toMatch(/^reply\+[0-9a-f]{20}\.[a-z0-9]+\.[0-9a-f]{20}@reply\.meridian\.test$/);
    const emailId = emailIdOfRecipients([replyTo], 'reply.meridian.test');

    const detail = await leadDetail(lead.id);
    expect(detail.email1SentDate).toBeDefined();
    expect(detail.status).toBe('value_demo');
    expect(detail.outreachSequence).toMatchObject({ mode: 'review', status: 'running', nextStep: 2 });
    const sent = detail.activity.find((entry) => entry.type === 'email_sent');
    expect(sent).toMatchObject({ text: filled.text, actorId: consultant.user.id, details: { email: 1, emailId } });
    expect(detail.activity.filter((entry) => entry.type === 'email_sent')).toHaveLength(1);
    expect(detail.activity.map((entry) => entry.type).sort()).toEqual(['email_sent', 'stage_changed']);

    const [lookup] = await itemsHolding(tableName, `OUTREACH_EMAIL#${emailId}`);
    expect(lookup).toMatchObject({ leadId: lead.id, step: 1, sesMessageId: messageId });
    expect(Number(lookup?.expiresAt)).toBe(Math.floor(Date.parse(String(lookup?.sentAt)) / 1000) + 180 * 86_400);
    const [byMessage] = await itemsHolding(tableName, `SES_MESSAGE#${messageId}`);
    expect(byMessage).toMatchObject({ emailId, leadId: lead.id });
    const stored = (await itemsHolding(tableName, `EMAIL#${emailId}`)).find((item) => item.sk === `EMAIL#${emailId}`);
    expect(stored).toMatchObject({ step: 1, templateId: 'email1', senderId: consultant.user.id, to: lead.email });
  });

  it('fills merge fields left in the text, and a free email moves no date', async () => {
    const lead = await newLead();
    const answer = await send(partner, lead.id, { subject: 'For {{company}}', text: 'Hi {{firstName}} {{nickname}}' });
    expect(answer.statusCode).toBe(201);
    const [mail] = await mailTo(lead.email ?? '');
    expect(mail?.subject).toBe('For Analytical Engines');
    expect(mail?.body.text).toMatch(/^Hi Ada\n/);
    const detail = await leadDetail(lead.id);
    expect(detail.email1SentDate).toBeUndefined();
    expect(detail.outreachSequence).toBeUndefined();
  });

  it.each([
    ['a lead without an address', { email: undefined }, 400, 'no email address'],
    [
      'a lead that opted out',
      { doNotEmail: { at: '2026-11-01T00:00:00.000Z', reason: 'opted-out' } },
      409,
      'opted out',
    ],
  ])('refuses %s with a clear message and sends nothing', async (_, fields, status, message) => {
    const lead = await newLead(fields);
    const answer = await send(partner, lead.id, { subject: 'S', text: 'T' });
    expect(answer.statusCode).toBe(status);
    expect((answer.body as { error: string }).error).toContain(message);
  });

  it('refuses a suppressed address', async () => {
    const lead = await newLead();
    await commitPlan([suppressEmailStep(lead.email ?? '', 'bounce', new Date().toISOString())]);
    const answer = await send(partner, lead.id, { subject: 'S', text: 'T' });
    expect(answer.statusCode).toBe(409);
    expect((answer.body as { error: string }).error).toContain('bounced or complained');
    expect(await mailTo(lead.email ?? '')).toHaveLength(0);
  });

  it('refuses a consultant on another’s lead', async () => {
    const lead = await newLead({ ownerId: partner.user.id });
    expect((await send(consultant, lead.id, { subject: 'S', text: 'T' })).statusCode).toBe(403);
  });

  it('answers 429 past the daily cap, keeping the count per user', async () => {
    const staff = await signedInStaff('consultant');
    const lead = await newLead();
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
    const steps = Array.from({ length: DEFAULT_DAILY_SEND_CAP }, () => countSendStep(staff.user.id, day, 0));
    for (const step of steps) await commitPlan([step]);
    const answer = await send(staff, lead.id, { subject: 'S', text: 'T' });
    expect(answer.statusCode).toBe(429);
    expect((answer.body as { error: string }).error).toContain('daily limit');
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('applies each sender’s own cap: 2 a day refuses the third send, naming 2, and not a colleague’s', async () => {
    const capped = await signedInStaff('consultant');
    const colleague = await signedInStaff('consultant');
    await updateStaffUser(capped.user.id, { dailySendCap: 2 }, capped.user, Date.now());
    const lead = await newLead();
    expect((await send(capped, lead.id, { subject: 'One', text: 'T' })).statusCode).toBe(201);
    expect((await send(capped, lead.id, { subject: 'Two', text: 'T' })).statusCode).toBe(201);
    const third = await send(capped, lead.id, { subject: 'Three', text: 'T' });
    expect(third.statusCode).toBe(429);
    expect((third.body as { error: string }).error).toBe(
      'You have sent 2 emails today, the daily limit. Your text is kept: send it tomorrow.',
    );
    expect(await mailTo(lead.email ?? '')).toHaveLength(2);
    expect((await send(colleague, lead.id, { subject: 'Colleague', text: 'T' })).statusCode).toBe(201);
  });

  it.each([
    ['a refusal', 502, Object.assign(new Error('Email address is not verified'), { name: 'MessageRejected' })],
    [
      'throttling',
      503,
      Object.assign(new Error('Maximum sending rate exceeded'), { name: 'TooManyRequestsException' }),
    ],
  ])('answers %s of SES with %i and writes nothing', async (_, status, error) => {
    const lead = await newLead();
    const ses = mockClient(SESv2Client);
    ses.on(SendEmailCommand).rejects(error);
    try {
      const answer = await send(partner, lead.id, { templateId: 'email1', subject: 'S', text: 'T' });
      expect(answer.statusCode).toBe(status);
      expect((answer.body as { error: string }).error).not.toContain('Email address is not verified');
    } finally {
      ses.restore();
    }
    const detail = await leadDetail(lead.id);
    expect(detail.version).toBe(lead.version);
    expect(detail.activity.some((entry) => entry.type === 'email_sent')).toBe(false);
    const emails = (await itemsHolding(tableName, `LEAD#${lead.id}`)).filter((item) =>
      String(item.sk).startsWith('EMAIL#'),
    );
    expect(emails).toHaveLength(0);
  });
});
