import { randomUUID } from 'node:crypto';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import type { LeadWithActivity } from '@meridian/shared/leads/lead';
import type { EmailTemplateList } from '@meridian/shared/outreach/email-templates';
import { OUTREACH_DAILY_SEND_CAP } from '@meridian/shared/outreach/limits';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, describe, expect, it } from 'vitest';
import { suppressEmailStep } from '../../email/data/email-suppressions';
import { handler as getLeadHandler } from '../../leads/handlers/get-lead';
import { handler as updateLeadHandler } from '../../leads/handlers/update-lead';
import { createLead } from '../../leads/services/leads';
import type { StaffUserRecord } from '../../staff-auth/data/staff-users';
import { commitPlan } from '../../table/write-plan';
import { sesEmails } from '../../testing/events';
import { invokeHttp } from '../../testing/http-events';
import { signedInStaff } from '../../testing/staff';
import { useTestTable } from '../../testing/table';
import { itemsHolding } from '../../testing/table-contents';
import { countSendStep } from '../data/outreach-emails';
import { emailIdOfRecipients } from '../services/reply-token';
import { handler as optOutHandler } from './post-opt-out';
import { handler as listTemplatesHandler } from './list-email-templates';
import { handler as previewHandler } from './post-email-preview';
import { handler as sendHandler } from './post-outreach-email';
import { handler as putTemplateHandler } from './put-email-template';
import { handler as sequenceHandler } from './put-sequence';

const tableName = useTestTable();

type Staff = { user: StaffUserRecord; headers: Record<string, string> };
let partner: Staff;
let consultant: Staff;
beforeAll(async () => {
  partner = await signedInStaff('partner');
  consultant = await signedInStaff('consultant');
});

const ASSESSMENT = {
  percentage: 58,
  category: 'Strategic Execution Developing',
  sectionScores: {
    'Strategic Translation': 70,
    'Execution Capability': 45,
    'Resource Alignment': 60,
    'Feedback and Adaptation': 55,
  },
  submittedAt: '2026-11-20T10:00:00.000Z',
};

const newLead = (fields: Record<string, unknown> = {}) =>
  createLead({
    name: 'Ada Lovelace',
    email: `ada.${randomUUID()}@example.com`,
    company: 'Analytical Engines',
    source: 'assessment_tool',
    metadata: { assessmentResults: ASSESSMENT },
    ...fields,
  } as Parameters<typeof createLead>[0]);

const send = (staff: Staff, leadId: string, body: unknown) =>
  invokeHttp(sendHandler, {
    method: 'POST',
    path: `/api/admin/leads/${leadId}/emails`,
    routePath: '/api/admin/leads/{id}/emails',
    pathParameters: { id: leadId },
    headers: staff.headers,
    body,
  });
const preview = (staff: Staff, leadId: string, templateId: string) =>
  invokeHttp(previewHandler, {
    method: 'POST',
    path: `/api/admin/leads/${leadId}/email-preview`,
    routePath: '/api/admin/leads/{id}/email-preview',
    pathParameters: { id: leadId },
    headers: staff.headers,
    body: { templateId },
  });
const putTemplate = (staff: Staff, id: string, body: unknown) =>
  invokeHttp(putTemplateHandler, {
    method: 'PUT',
    path: `/api/admin/email-templates/${id}`,
    routePath: '/api/admin/email-templates/{id}',
    pathParameters: { id },
    headers: staff.headers,
    body,
  });
const templates = async (staff: Staff) =>
  (await invokeHttp(listTemplatesHandler, { path: '/api/admin/email-templates', headers: staff.headers }))
    .body as EmailTemplateList;
const leadDetail = async (leadId: string) =>
  (
    await invokeHttp(getLeadHandler, {
      path: `/api/admin/leads/${leadId}`,
      routePath: '/api/admin/leads/{id}',
      pathParameters: { id: leadId },
      headers: partner.headers,
    })
  ).body as LeadWithActivity;
const mailTo = async (address: string) => (await sesEmails()).filter((email) => email.destination.to.includes(address));

describe('templates', () => {
  it('lists the three defaults, lets a partner edit and reset one, and refuses a consultant', async () => {
    const before = await templates(consultant);
    expect(before.templates.map(({ id, isDefault }) => ({ id, isDefault }))).toEqual([
      { id: 'email1', isDefault: true },
      { id: 'email2', isDefault: true },
      { id: 'email3', isDefault: true },
    ]);
    const edit = { subject: 'Hello {{firstName}}', text: 'Hi {{firstName}} at {{company}}' };
    expect((await putTemplate(consultant, 'email2', edit)).statusCode).toBe(403);
    const saved = await putTemplate(partner, 'email2', edit);
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toMatchObject({ id: 'email2', ...edit, isDefault: false });
    expect((await templates(consultant)).templates[1]).toMatchObject({ ...edit, isDefault: false });
    const reset = await putTemplate(partner, 'email2', { reset: true });
    expect(reset.body).toMatchObject({ id: 'email2', isDefault: true });
  });

  it.each([
    ['an unknown template', 'email9', { subject: 'S', text: 'T' }, 'Unknown template'],
    [
      'an unknown merge field',
      'email1',
      { subject: 'S', text: 'Hi {{nickname}}' },
      'Unknown merge field: {{nickname}}',
    ],
    ['a subject with a line break', 'email1', { subject: 'S\nBcc: x@example.com', text: 'T' }, 'Invalid'],
  ])('answers 400 for %s', async (_, id, body, message) => {
    const answer = await putTemplate(partner, id, body);
    expect(answer.statusCode).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(message);
  });
});

describe('preview', () => {
  it('fills the template with the lead’s data and flags what fell back', async () => {
    const lead = await newLead();
    const answer = await preview(consultant, lead.id, 'email3');
    expect(answer.statusCode).toBe(200);
    const body = answer.body as { subject: string; text: string; missing: string[] };
    expect(body.text).toContain('Analytical Engines');
    expect(body.text).toContain('Execution Capability');
    expect(body.text).toContain('Test consultant');
    expect(body.text).not.toMatch(/\{\{/);
    expect(body.missing).toEqual([]);
    const bare = await createLead({ name: 'Bo', source: 'linkedin' });
    const fallback = (await preview(consultant, bare.id, 'email3')).body as { missing: string[] };
    expect(fallback.missing).toEqual(expect.arrayContaining(['company', 'assessmentCategory', 'weakestSection']));
  });

  it('answers 404 for an unknown lead', async () => {
    expect((await preview(consultant, randomUUID(), 'email1')).statusCode).toBe(404);
  });
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
    const steps = Array.from({ length: OUTREACH_DAILY_SEND_CAP }, () => countSendStep(staff.user.id, day, 0));
    for (const step of steps) await commitPlan([step]);
    const answer = await send(staff, lead.id, { subject: 'S', text: 'T' });
    expect(answer.statusCode).toBe(429);
    expect((answer.body as { error: string }).error).toContain('daily limit');
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
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

describe('opting out', () => {
  const optOut = (token: string) =>
    invokeHttp(optOutHandler, { method: 'POST', path: '/api/outreach/opt-out', headers: {}, body: { token } });

  it('marks the lead do-not-email, stops its sequence, and later sends are refused', async () => {
    const lead = await newLead();
    await send(partner, lead.id, { templateId: 'email1', subject: 'S', text: 'T' });
    const [mail] = await mailTo(lead.email ?? '');
    const token = decodeURIComponent(/opt-out\?token=(\S+)/.exec(mail?.body.text ?? '')?.[1] ?? '');
    const answer = await optOut(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toEqual({ message: expect.stringContaining('no more emails') });
    const detail = await leadDetail(lead.id);
    expect(detail.doNotEmail).toMatchObject({ reason: 'opted-out' });
    expect(detail.outreachSequence).toMatchObject({ status: 'stopped', stoppedReason: 'opted-out' });
    expect((await optOut(token)).statusCode).toBe(200);
    expect((await leadDetail(lead.id)).version).toBe(detail.version);
    expect((await send(partner, lead.id, { subject: 'S', text: 'T' })).statusCode).toBe(409);
  });

  it('takes a mail client’s one-click POST with the token in the query string', async () => {
    const lead = await newLead();
    await send(partner, lead.id, { subject: 'S', text: 'T' });
    const [mail] = await mailTo(lead.email ?? '');
    const header = mail?.headers?.find((each) => each.name === 'List-Unsubscribe')?.value ?? '';
    const url = new URL(header.slice(1, -1));
    expect(url.pathname).toBe('/api/outreach/opt-out');
    const answer = await invokeHttp(optOutHandler, {
      method: 'POST',
      path: url.pathname,
      query: { token: url.searchParams.get('token') ?? '' },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(answer.statusCode).toBe(200);
    expect((await leadDetail(lead.id)).doNotEmail).toMatchObject({ reason: 'opted-out' });
  });

  it('answers 400 for a tampered token', async () => {
    expect((await optOut('v2.k1.outreach-opt-out.abcdefabcdefabcdef.9999999999.bad')).statusCode).toBe(400);
  });
});

describe('the sequence', () => {
  const change = (staff: Staff, leadId: string, body: unknown) =>
    invokeHttp(sequenceHandler, {
      method: 'PUT',
      path: `/api/admin/leads/${leadId}/sequence`,
      routePath: '/api/admin/leads/{id}/sequence',
      pathParameters: { id: leadId },
      headers: staff.headers,
      body,
    });

  it('refuses a change before Email 1, then sets the mode and stops it by staff', async () => {
    const lead = await newLead();
    const early = await change(partner, lead.id, { mode: 'automatic' });
    expect(early.statusCode).toBe(409);
    expect((early.body as { error: string }).error).toContain('no outreach sequence yet');

    await send(partner, lead.id, { templateId: 'email1', subject: 'S', text: 'T' });
    expect((await change(partner, lead.id, { mode: 'automatic' })).body).toMatchObject({
      outreachSequence: { mode: 'automatic', status: 'running', nextStep: 2 },
    });
    expect((await change(partner, lead.id, { stop: true })).body).toMatchObject({
      outreachSequence: { mode: 'automatic', status: 'stopped', stoppedReason: 'stopped-by-staff' },
    });
    expect((await change(partner, lead.id, { stop: true })).statusCode).toBe(409);
    const detail = await leadDetail(lead.id);
    expect(detail.activity.map((entry) => entry.summary)).toEqual(
      expect.arrayContaining([
        'Outreach sequence set to send automatically',
        'Outreach sequence stopped: Stopped by staff',
      ]),
    );
    // A later send of Email 2 leaves the stopped sequence stopped.
    await send(partner, lead.id, { templateId: 'email2', subject: 'S', text: 'T' });
    expect((await leadDetail(lead.id)).outreachSequence).toMatchObject({ status: 'stopped' });
  });

  it('stops when staff move the lead to Consultation', async () => {
    const lead = await newLead();
    await send(partner, lead.id, { templateId: 'email1', subject: 'S', text: 'T' });
    const moved = await invokeHttp(updateLeadHandler, {
      method: 'PUT',
      path: `/api/admin/leads/${lead.id}`,
      routePath: '/api/admin/leads/{id}',
      pathParameters: { id: lead.id },
      headers: partner.headers,
      body: { status: 'consultation' },
    });
    expect(moved.statusCode).toBe(200);
    expect((await leadDetail(lead.id)).outreachSequence).toMatchObject({ status: 'stopped', stoppedReason: 'stage' });
  });

  it('answers 400 for an unknown mode and 403 for a consultant on another’s lead', async () => {
    const lead = await newLead({ ownerId: partner.user.id });
    expect((await change(partner, lead.id, { mode: 'fast' })).statusCode).toBe(400);
    expect((await change(consultant, lead.id, { stop: true })).statusCode).toBe(403);
  });
});
