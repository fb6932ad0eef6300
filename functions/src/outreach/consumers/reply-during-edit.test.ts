import { randomUUID } from 'node:crypto';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import type { LeadWithActivity } from '@meridian/shared/leads/lead';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyLeadChanges } from '@meridian/shared/leads/lead-changes';
import { VersionConflictError } from '../../lib/errors';
import { handler as updateLeadHandler } from '../../leads/handlers/update-lead';
import { getLead, replaceLeadPlan } from '../../leads/records';
import { createLead } from '../../leads/services/leads';
import { commitPlan } from '../../table/write-plan';
import { invokeHttp, lambdaContext } from '../../testing/http-events';
import { leadDetailAs, type Staff } from '../../testing/outreach';
import { signedInStaff } from '../../testing/staff';
import { useTestTable } from '../../testing/table';
import { optOutByToken, optOutLinksOf } from '../services/opt-out';
import { rawMessage, sesReceiptEvent, useInboundMailStore } from '../testing/received-mail';
import { seedSentEmail } from '../testing/sent-email';
import { handler as receiveReply } from './receive-reply';

/**
 * An open edit form against the lead's outreach writes (docs/decisions/061-outreach-writes-keep-the-lead-version.md,
 * docs/product/admin.md#optimistic-concurrency): a reply or an opt-out that lands while staff edit
 * the lead does not make the save conflict, and both changes are kept. DynamoDB Local, the SES
 * emulator.
 */

useTestTable();
const inbound = useInboundMailStore();

let partner: Staff;
beforeAll(async () => {
  partner = await signedInStaff('partner');
});

async function leadWithSentEmail() {
  const lead = await createLead({ name: 'Bea Open', email: `${randomUUID()}@lead.example`, source: 'linkedin' });
  return { lead, sent: await seedSentEmail(lead) };
}

/** The edit form's save: `PUT /api/admin/leads/{id}` with the version the form opened with. */
const saveEdit = (leadId: string, body: Record<string, unknown>) =>
  invokeHttp(updateLeadHandler, {
    method: 'PUT',
    path: `/api/admin/leads/${leadId}`,
    routePath: '/api/admin/leads/{id}',
    pathParameters: { id: leadId },
    headers: partner.headers,
    body,
  });

const replyTo = (address: string) =>
  receiveReply(
    sesReceiptEvent(inbound.store(rawMessage({ to: address, text: 'Yes, call me on Thursday.' })), [address]),
    lambdaContext(),
  );

describe('an edit form open while the lead’s outreach changes', () => {
  it('saves after a reply was captured: 200, with the edit and the reply both kept', async () => {
    const { lead, sent } = await leadWithSentEmail();
    const opened = await leadDetailAs(partner, lead.id);
    mockClient(SESv2Client).restore();
    expect(await replyTo(sent.replyTo)).toEqual([expect.objectContaining({ status: 'captured' })]);

    const saved = await saveEdit(lead.id, {
      version: opened.version,
      phone: '01632 960123',
      notes: 'Prefers calls after 2pm',
      urgency: 'Immediate',
    });
    expect(saved.statusCode).toBe(200);
    const after: LeadWithActivity = await leadDetailAs(partner, lead.id);
    expect(after).toMatchObject({
      phone: '01632 960123',
      notes: 'Prefers calls after 2pm',
      urgency: 'Immediate',
      email1Response: 'Needs follow-up',
      outreachSequence: { status: 'stopped', stoppedReason: 'replied' },
      version: opened.version + 1,
    });
    expect(after.activity.some((entry) => entry.type === 'email_received')).toBe(true);
  });

  it('saves after an opt-out: 200, the lead stays "do not email"', async () => {
    const { lead } = await leadWithSentEmail();
    const opened = await leadDetailAs(partner, lead.id);
    const link = new URL(optOutLinksOf(lead.id, 'https://www.meridian.test', new Date()).oneClick);
    await optOutByToken(link.searchParams.get('token') ?? '');

    const saved = await saveEdit(lead.id, { version: opened.version, jobTitle: 'Operations Director' });
    expect(saved.statusCode).toBe(200);
    expect(await leadDetailAs(partner, lead.id)).toMatchObject({
      jobTitle: 'Operations Director',
      doNotEmail: { reason: 'opted-out' },
      outreachSequence: { status: 'stopped', stoppedReason: 'opted-out' },
    });
  });

  it('still refuses a save over another member of staff’s edit: 409, nothing written', async () => {
    const { lead, sent } = await leadWithSentEmail();
    const opened = await leadDetailAs(partner, lead.id);
    expect((await saveEdit(lead.id, { version: opened.version, notes: 'First' })).statusCode).toBe(200);
    await replyTo(sent.replyTo);
    const late = await saveEdit(lead.id, { version: opened.version, notes: 'Second' });
    expect(late.statusCode).toBe(409);
    expect((await leadDetailAs(partner, lead.id)).notes).toBe('First');
  });

  it('a write from a lead read before a reply fails, so it cannot undo the reply’s stop', async () => {
    const { lead, sent } = await leadWithSentEmail();
    const stale = await getLead(lead.id);
    await replyTo(sent.replyTo);
    expect((await getLead(lead.id)).version).toBe(stale.version);
    const revived = applyLeadChanges(stale, { email2SentDate: new Date().toISOString() }, new Date().toISOString());
    await expect(commitPlan(replaceLeadPlan(stale, revived))).rejects.toBeInstanceOf(VersionConflictError);
    expect((await getLead(lead.id)).outreachSequence).toMatchObject({ status: 'stopped', stoppedReason: 'replied' });
  });
});
