import { beforeAll, describe, expect, it } from 'vitest';
import { handler as updateLeadHandler } from '../../leads/handlers/update-lead';
import { invokeHttp } from '../../testing/http-events';
import { leadDetailAs, mailTo, newOutreachLead as newLead, sendAs, type Staff } from '../../testing/outreach';
import { signedInStaff } from '../../testing/staff';
import { useTestTable } from '../../testing/table';
import { handler as optOutHandler } from './post-opt-out';
import { handler as sequenceHandler } from './put-sequence';

/** Opting out and the sequence (docs/product/outreach.md#opting-out, #the-sequence, #stopping). */

useTestTable();

let partner: Staff;
let consultant: Staff;
beforeAll(async () => {
  partner = await signedInStaff('partner');
  consultant = await signedInStaff('consultant');
});
const send = (staff: Staff, leadId: string, body: unknown) => sendAs(staff, leadId, body);
const leadDetail = (leadId: string) => leadDetailAs(partner, leadId);

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
