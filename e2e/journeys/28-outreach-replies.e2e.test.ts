import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadPageLoaded, loginThroughUi, openLeadPage, searchLeads } from '../support/admin-ui';
import { AdminApi, type ApiLead, type CapturedEmail, pollFor, sentEmails, uniqueSuffix } from '../support/api';
import { launchBrowser, newClient, openPage } from '../support/browser';
import { assessmentLead, sendOutreachEmail1 } from '../support/outreach';
import { e2eEnv } from '../support/env';
import { sendReply } from '../support/reply-mail';

/**
 * Journey 28 (docs/product/outreach.md#replies): a partner sends a lead from the assessment its
 * Email 1 from the CRM; the lead answers from their mail program to the email's Reply-To, with the
 * quoted history and an HTML part holding a script. Within 15 s the reply is on the lead's timeline
 * as plain text without the quoted part, Email 1's response reads "Needs follow-up", the sequence
 * has stopped (no Email 2 follows: its step's schedule, put by the send, is gone) and the lead's owner (or the firm) has one notification with a
 * link to the lead's page; the partner reads the reply there, its attachment listed by name and
 * size, and the script is text. Mail for another domain is refused at SMTP level. A reply that
 * arrives while a partner has another lead's edit form open does not make the save conflict: both
 * the edit and the reply are kept (docs/decisions/061-outreach-writes-keep-the-lead-version.md).
 */

const SUFFIX = uniqueSuffix();
const VISITOR = {
  name: `Rita Replies ${SUFFIX}`,
  company: `Answer Ltd ${SUFFIX}`,
  email: `rita-${SUFFIX}@lead.example`,
};
const REPLY_TEXT = 'Thursday works <script>window.pwned=1</script>';

let browser: Browser;
let api: AdminApi;
let lead: ApiLead;
let sent: CapturedEmail;

beforeAll(async () => {
  browser = await launchBrowser();
  api = await AdminApi.login('198.51.100.241');
  lead = await assessmentLead(api, VISITOR, '198.51.100.243');
  ({ email: sent } = await sendOutreachEmail1(api, lead));
});

afterAll(async () => {
  await api?.logout();
  await browser?.close();
});

/** Names of the schedules the local one-time schedule stand-in holds (`GET /schedules`). */
async function pendingSchedules(): Promise<string[]> {
  const { schedulerUrl } = e2eEnv();
  expect(schedulerUrl, 'the stand-in (E2E_SCHEDULER_URL for a reused stack)').toBeTruthy();
  const response = await fetch(`${schedulerUrl}/schedules`);
  const { schedules } = (await response.json()) as { schedules: { name: string }[] };
  return schedules.map((schedule) => schedule.name);
}

type Timeline = { type: string; text?: string; details?: Record<string, unknown> }[];
type LeadRecord = {
  timeline: Timeline;
  email1Response?: string;
  outreachSequence?: { status: string; stoppedReason?: string };
};

/** The reply notifications about this journey's lead. */
async function replyNotifications(): Promise<CapturedEmail[]> {
  return (await sentEmails()).filter(
    (email) => email.subject.startsWith('Reply from') && (email.body.text ?? '').includes(`/admin/leads/${lead.id}`),
  );
}

describe('journey 28: a reply to an outreach email reaches the timeline', () => {
  it('refuses mail for another domain at SMTP level', async () => {
    await expect(
      sendReply({ to: 'someone@elsewhere.example', from: VISITOR.email, subject: 'Hi', text: 'Hi' }),
    ).rejects.toThrow(/550/);
  });

  it('captures the reply to the Reply-To within 15 s, as text, and stops the sequence', async () => {
    const email2Step = `outreach-step-${lead.id}-2`;
    expect(await pendingSchedules()).toContain(email2Step);
    const replyTo = sent.replyTo[0] ?? '';
    expect(replyTo).toMatch(/^reply\+[0-9a-f.k]+@reply\.localhost\.test$/);
    const answer = await sendReply({
      to: replyTo,
      from: VISITOR.email,
      subject: `Re: ${sent.subject}`,
      text: `${REPLY_TEXT}\n\nOn Mon, 2 Mar 2026, Meridian <no-reply@meridian.local> wrote:\n> ${sent.body.text?.split('\n')[0] ?? ''}`,
      html: `<p>Thursday works <script>window.pwned=1</script></p><blockquote>${sent.subject}</blockquote>`,
      attachments: [{ filename: 'brief.pdf', content: 'x'.repeat(2048) }],
    });
    expect(answer).toMatch(/^250/);

    const record = await pollFor(
      'the reply on the timeline',
      async () => {
        const response = await api.request('GET', `/api/admin/leads/${lead.id}`);
        const body = (await response.json()) as LeadRecord;
        return body.timeline.some((entry) => entry.type === 'email_received') ? body : undefined;
      },
      15_000,
    );
    const entry = record.timeline.find((item) => item.type === 'email_received');
    expect(entry?.text).toBe(REPLY_TEXT);
    expect(entry?.details).toMatchObject({ from: VISITOR.email, attachments: [{ name: 'brief.pdf', size: 2048 }] });
    expect(record.email1Response).toBe('Needs follow-up');
    expect(record.outreachSequence).toMatchObject({ status: 'stopped', stoppedReason: 'replied' });
    expect(await pendingSchedules()).not.toContain(email2Step);
    const notifications = await pollFor('the reply notification', async () => {
      const found = await replyNotifications();
      return found.length > 0 ? found : undefined;
    });
    expect(notifications).toHaveLength(1);
    expect(notifications[0]?.body.text).not.toContain('Thursday works');
  });

  it('shows the reply on the lead page as text with its attachment', async () => {
    const context = await newClient(browser, { ip: '198.51.100.242' });
    const { page } = await openPage(context);
    await loginThroughUi(page);
    await searchLeads(page, VISITOR.name);
    const leadView = await openLeadPage(page, VISITOR.name);
    const timeline = leadView.getByRole('list', { name: 'Timeline, newest first' });
    await timeline.getByText(REPLY_TEXT).waitFor();
    await timeline.getByText(`From ${VISITOR.email}`).waitFor();
    await leadView.getByRole('list', { name: 'Attachments (not kept)' }).getByText('brief.pdf (2.0 KB)').waitFor();
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    await context.close();
  });

  it('saves an edit form opened before a reply arrived, without a conflict, keeping both', async () => {
    const other = {
      name: `Olive Open ${SUFFIX}`,
      company: `Open Form Ltd ${SUFFIX}`,
      email: `olive-${SUFFIX}@lead.example`,
    };
    const opened = await assessmentLead(api, other, '198.51.100.245');
    const { email: email1 } = await sendOutreachEmail1(api, opened);
    const context = await newClient(browser, { ip: '198.51.100.244' });
    const { page } = await openPage(context);
    await loginThroughUi(page);
    await page.goto(`/admin/leads/${encodeURIComponent(opened.id)}`);
    const record = await leadPageLoaded(page, other.name, 30_000);
    await record.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = page.getByRole('form', { name: `Edit Lead: ${other.name}` });
    const note = `Typed while the reply came in ${SUFFIX}`;
    await form.getByLabel('Notes', { exact: true }).fill(note);

    expect(
      await sendReply({ to: email1.replyTo[0] ?? '', from: other.email, subject: 'Re: hi', text: 'Call me' }),
    ).toMatch(/^250/);
    await pollFor('the reply on the lead', async () => {
      const response = await api.request('GET', `/api/admin/leads/${opened.id}`);
      const body = (await response.json()) as LeadRecord;
      return body.email1Response === 'Needs follow-up' ? body : undefined;
    });

    await form.getByRole('button', { name: 'Save Changes' }).click();
    await form.waitFor({ state: 'detached', timeout: 15_000 });
    expect(await page.getByText('Another change came first').count()).toBe(0);
    const saved = (await (await api.request('GET', `/api/admin/leads/${opened.id}`)).json()) as LeadRecord & {
      notes?: string;
    };
    expect(saved.notes).toBe(note);
    expect(saved.email1Response).toBe('Needs follow-up');
    expect(saved.outreachSequence).toMatchObject({ status: 'stopped', stoppedReason: 'replied' });
    expect(saved.timeline.some((entry) => entry.type === 'email_received')).toBe(true);
    await context.close();
  });
});
