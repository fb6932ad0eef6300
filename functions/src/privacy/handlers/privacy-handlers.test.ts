import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { CONSENT_PURPOSES } from '@meridian/shared/privacy/privacy-consent';
import { personExportSchema, retentionReviewSchema } from '@meridian/shared/privacy/privacy-admin-api';
import { subscriberListSchema } from '@meridian/shared/privacy/subscribers';
import { auditPageSchema } from '@meridian/shared/privacy/audit-log';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffHeaders } from '../../testing/staff';
import { subscriberIndexKey, subscriberKey } from '../../table/keys';
import { addActivityStep, buildActivity } from '../../leads/data/leads';
import { confirmSubscriberPlan, startPendingSubscription } from '../../newsletter/data/subscribers';
import { commitPlan } from '../../table/write-plan';
import { documentDbClient } from '../../lib/clients';
import { emailHashOf } from '../../lib/privacy-key';
import { LOGIN_WINDOW_MS, MAX_FAILED_LOGINS_PER_WINDOW } from '../../staff-auth/services/throttle';
import { createLead } from '../../leads/services/leads';
import { httpEvent, invokeHttp, lambdaContext } from '../../testing/http-events';
import { sentCommands } from '../../testing/scan-guard';
import { useTestTable } from '../../testing/table';
import { handler as eraseSubscriberHandler } from './erase-subscriber';
import { handler as exportPersonHandler } from './export-person';
import { handler as exportSubscribersHandler } from '../../newsletter/handlers/export-subscribers';
import { handler as listAuditHandler } from './list-audit';
import { handler as listRetentionHandler } from './list-retention';
import { handler as listSubscribersHandler } from '../../newsletter/handlers/list-subscribers';
import { handler as loginHandler } from '../../staff-auth/handlers/login';
import { handler as mergeHandler } from '../../leads/handlers/merge-leads';
import { handler as updateHandler } from '../../leads/handlers/update-lead';

const tableName = useTestTable();

let session: Record<string, string>;
beforeAll(async () => {
  session = await staffHeaders();
});

const address = (name: string) => `${name}-${randomUUID().slice(0, 8)}@privacy.example`;

/** Stores a subscriber signed up at `at`, confirmed when asked. */
async function subscriber(email: string, at: Date, confirmed: boolean): Promise<string> {
  const id = emailHashOf(email);
  const consent = {
    form: 'newsletter' as const,
    purpose: CONSENT_PURPOSES.newsletter,
    at: at.toISOString(),
    noticeVersion: '2026-11-23',
  };
  await startPendingSubscription(id, email, consent, at);
  if (confirmed) await commitPlan(confirmSubscriberPlan(id, at, () => new Error('not pending')));
  return id;
}

const list = async () => {
  const answer = await invokeHttp(listSubscribersHandler, { path: '/api/admin/subscribers', headers: session });
  expect(answer.statusCode).toBe(200);
  return subscriberListSchema.parse(answer.body);
};

describe('subscribers in the CRM', () => {
  it('lists state and dates newest first, counts only confirmed ones, exports CSV and erases by opaque id', async () => {
    const now = Date.now();
    const confirmedEmail = address('confirmed');
    const pendingEmail = address('pending');
    const formulaEmail = `=cmd-${randomUUID().slice(0, 6)}@privacy.example`;
    const confirmedId = await subscriber(confirmedEmail, new Date(now - 3000), true);
    await subscriber(pendingEmail, new Date(now - 2000), false);
    await subscriber(formulaEmail, new Date(now - 1000), false);
    await subscriber(address('expired'), new Date(now - 8 * 24 * 3600 * 1000), false);
    // An item from before double opt-in: keyed by the address, without a state.
    const legacyEmail = address('legacy');
    const legacyAt = new Date(now - 500).toISOString();
    await documentDbClient().send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...subscriberKey(legacyEmail),
          ...subscriberIndexKey(legacyAt, legacyEmail),
          entity: 'subscriber',
          email: legacyEmail,
          subscribedAt: legacyAt,
        },
      }),
    );

    const before = await list();
    const mine = before.items.filter((row) => row.email.endsWith('@privacy.example'));
    expect(mine.map((row) => [row.email, row.state])).toEqual([
      [formulaEmail, 'pending'],
      [pendingEmail, 'pending'],
      [confirmedEmail, 'confirmed'],
    ]);
    expect(mine[2]).toMatchObject({ id: confirmedId, createdAt: expect.any(String), confirmedAt: expect.any(String) });
    expect(JSON.stringify(before.items.map((row) => row.id))).not.toContain('@');
    expect(before.confirmedCount).toBeGreaterThanOrEqual(1);

    const raw = await exportSubscribersHandler(
      httpEvent({ path: '/api/admin/subscribers/export', headers: { ...session, 'accept-encoding': 'gzip' } }),
      lambdaContext(),
    );
    expect(raw.statusCode).toBe(200);
    expect(raw.headers?.['content-disposition']).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = gunzipSync(Buffer.from(raw.body ?? '', 'base64')).toString('utf8');
    expect(csv.split('\r\n')[0]).toBe('\uFEFF"email","state","signedUpAt","confirmedAt","unsubscribedAt"');
    expect(csv).toContain(`"'${formulaEmail}","pending"`);
    expect(csv).toContain(`"${confirmedEmail}","confirmed"`);

    const erase = (id: string) =>
      invokeHttp(eraseSubscriberHandler, {
        method: 'DELETE',
        path: `/api/admin/subscribers/${id}`,
        routePath: '/api/admin/subscribers/{id}',
        pathParameters: { id },
        headers: session,
      });
    expect((await erase(confirmedId)).statusCode).toBe(204);
    const after = await list();
    expect(after.items.map((row) => row.email)).not.toContain(confirmedEmail);
    expect(after.confirmedCount).toBe(before.confirmedCount - 1);
    expect(await erase(confirmedId)).toMatchObject({ statusCode: 404, body: { error: 'Subscriber not found' } });
    expect((await erase('not@an-id')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/people/export', () => {
  it('downloads the lead, its timeline with consent records and the subscriber state as JSON', async () => {
    const email = address('person');
    const lead = await createLead({ name: 'Rosalind Vane', email, source: 'contact_form' });
    const consent = {
      form: 'contact',
      purpose: CONSENT_PURPOSES.contact,
      at: lead.createdAt,
      noticeVersion: '2026-11-23',
    };
    await commitPlan([
      addActivityStep(
        buildActivity(
          lead.id,
          {
            type: 'contact_submitted',
            summary: 'Contact form submitted',
            details: { message: 'Hello there', consent },
          },
          lead.createdAt,
        ),
      ),
    ]);
    await subscriber(email, new Date(), false);

    const raw = await exportPersonHandler(
      httpEvent({ path: '/api/admin/people/export', query: { email: email.toUpperCase() }, headers: session }),
      lambdaContext(),
    );
    expect(raw.statusCode).toBe(200);
    expect(raw.headers?.['content-type']).toBe('application/json; charset=utf-8');
    expect(raw.headers?.['content-disposition']).toMatch(/filename="person-\d{4}-\d{2}-\d{2}\.json"/);
    const body = personExportSchema.parse(JSON.parse(raw.body ?? ''));
    expect(body.lead).toMatchObject({ id: lead.id, name: 'Rosalind Vane', email });
    expect(body.timeline.map((entry) => entry.type)).toContain('contact_submitted');
    expect(body.subscriber).toMatchObject({ email, state: 'pending' });
    expect(body.consents.map((record) => record.form).sort()).toEqual(['contact', 'newsletter']);

    const nobody = await exportPersonHandler(
      httpEvent({ path: '/api/admin/people/export', query: { email: address('nobody') }, headers: session }),
      lambdaContext(),
    );
    expect(personExportSchema.parse(JSON.parse(nobody.body ?? ''))).toMatchObject({
      lead: null,
      subscriber: null,
      timeline: [],
      consents: [],
    });
    const missing = await invokeHttp(exportPersonHandler, { path: '/api/admin/people/export', headers: session });
    expect(missing.statusCode).toBe(400);
  });
});

describe('GET /api/admin/audit', () => {
  it('records the first throttled sign-in of a window and exports with a hashed IP, newest first, never the address', {
    timeout: 60_000,
  }, async () => {
    const attempt = () =>
      invokeHttp(loginHandler, {
        method: 'POST',
        path: '/api/admin/login',
        body: { email: 'nobody@meridian.test', password: 'not the password at all' },
        sourceIp: '198.51.100.23',
      });
    // The throttle counts in fixed windows: the attempts start with at least 20 s of theirs left.
    const left = LOGIN_WINDOW_MS - (Date.now() % LOGIN_WINDOW_MS);
    if (left < 20_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
    const statuses: number[] = [];
    for (let i = 0; i < MAX_FAILED_LOGINS_PER_WINDOW + 2; i += 1) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual([...Array(MAX_FAILED_LOGINS_PER_WINDOW).fill(401), 429, 429]);
    const email = address('audited');
    await exportPersonHandler(
      httpEvent({ path: '/api/admin/people/export', query: { email }, headers: session }),
      lambdaContext(),
    );

    const answer = await invokeHttp(listAuditHandler, {
      path: '/api/admin/audit',
      query: { limit: '2' },
      headers: session,
    });
    const page = auditPageSchema.parse(answer.body);
    // Wrong passwords are security log lines, not audit entries: only the first refusal is recorded.
    expect(page.items.map((entry) => entry.action)).toEqual(['person_exported', 'login_throttled']);
    expect(page.items[0]?.target).toBe(`email:${emailHashOf(email)}`);
    expect(page.items[1]).toMatchObject({ target: 'admin', ipHash: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) });
    expect(JSON.stringify(page)).not.toContain('198.51.100.23');
    expect(JSON.stringify(page)).not.toContain(email);
    expect(page.nextCursor).not.toBeNull();

    const forged = await invokeHttp(listAuditHandler, {
      path: '/api/admin/audit',
      query: { cursor: 'eyJwayI6IngifQ' },
      headers: session,
    });
    expect(forged).toMatchObject({ statusCode: 400, body: { error: 'Invalid cursor' } });
    expect((await invokeHttp(listAuditHandler, { path: '/api/admin/audit' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/retention', () => {
  it('lists the leads without activity for three years, oldest first, through a Query of the changes index, never a Scan', async () => {
    const now = Date.now();
    const year = 365.25 * 24 * 3600 * 1000;
    const oldest = await createLead(
      { name: 'Old Timer', email: address('oldest'), source: 'contact_form' },
      { now: new Date(now - 5 * year) },
    );
    const old = await createLead({ name: 'Quiet Lead', source: 'linkedin' }, { now: new Date(now - 3.5 * year) });
    const recent = await createLead({ name: 'Active Lead', source: 'linkedin' }, { now: new Date(now - 2 * year) });

    sentCommands.length = 0;
    const answer = await invokeHttp(listRetentionHandler, { path: '/api/admin/retention', headers: session });
    expect(sentCommands).toContain('QueryCommand');
    expect(sentCommands).not.toContain('ScanCommand');
    const review = retentionReviewSchema.parse(answer.body);
    const ids = review.leads.map((lead) => lead.id);
    expect(ids.indexOf(oldest.id)).toBeLessThan(ids.indexOf(old.id));
    expect(ids).toContain(old.id);
    expect(ids).not.toContain(recent.id);
    expect(Date.parse(review.olderThan)).toBeGreaterThan(now - 3.01 * year);
    expect(Date.parse(review.olderThan)).toBeLessThan(now - 2.99 * year);
  });
});

describe('audited lead changes', () => {
  const latest = async () =>
    auditPageSchema.parse((await invokeHttp(listAuditHandler, { path: '/api/admin/audit', headers: session })).body)
      .items[0];
  const put = (id: string, body: unknown) =>
    invokeHttp(updateHandler, {
      method: 'PUT',
      path: `/api/admin/leads/${id}`,
      routePath: '/api/admin/leads/{id}',
      pathParameters: { id },
      body,
      headers: session,
    });

  it('records an edit of a contact field and a merge, but not an edit of other fields', async () => {
    const lead = await createLead({ name: 'Edith Contact', source: 'linkedin' });
    expect((await put(lead.id, { notes: 'Called twice', version: lead.version })).statusCode).toBe(200);
    expect(await latest()).not.toMatchObject({ target: lead.id });
    expect((await put(lead.id, { phone: '020 7946 0001' })).statusCode).toBe(200);
    expect(await latest()).toMatchObject({ action: 'contact_fields_edited', target: lead.id });

    const other = await createLead({ name: 'Edith Duplicate', source: 'linkedin' });
    const merged = await invokeHttp(mergeHandler, {
      method: 'POST',
      path: `/api/admin/leads/${lead.id}/merge`,
      routePath: '/api/admin/leads/{id}/merge',
      pathParameters: { id: lead.id },
      body: { otherId: other.id },
      headers: session,
    });
    expect(merged.statusCode).toBe(200);
    expect(await latest()).toMatchObject({ action: 'leads_merged', target: `lead:${other.id} into lead:${lead.id}` });
  });
});
