import { randomBytes } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThroughUi, openLeadDetail, searchLeads } from '../support/admin-ui';
import { AdminApi, type ApiLead, pollFor, uniqueSuffix } from '../support/api';
import { launchBrowser, newClient, openPage } from '../support/browser';
import { e2eEnv } from '../support/env';
import { sendReply } from '../support/reply-mail';

/**
 * Journey 28 (docs/product/outreach.md#replies): a lead answers an outreach email from their mail
 * program; the reply goes over SMTP to the stack's reply domain, is stored as a raw message, the
 * reply function (invoked with SES's receipt event) puts it on the lead's timeline without the
 * quoted history, sets Email 1's response to "Needs follow-up" and stops the sequence; a partner
 * reads it on the lead's record with its attachment listed, and a script in the reply is text.
 * The sent email is stored as the sending side stores it, matched here by `In-Reply-To` (the
 * local SES emulator's bare message ids). Mail for another domain is refused at SMTP level.
 */

const SUFFIX = uniqueSuffix();
const PROSPECT = {
  name: `Rita Replies ${SUFFIX}`,
  company: `Answer Ltd ${SUFFIX}`,
  email: `rita-${SUFFIX}@lead.example`,
};
const REPLY_DOMAIN = 'reply.localhost.test';

let browser: Browser;
let api: AdminApi;
let lead: ApiLead;
let sesMessageId: string;

/** Stores a sent Email 1 of the lead as the sending side does: one transaction (docs/decisions/050-outreach-emails-and-replies.md). */
async function seedSentEmail(leadId: string): Promise<string> {
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: e2eEnv().dynamodbEndpoint,
      region: 'eu-west-2',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  const emailId = randomBytes(10).toString('hex');
  const messageId = `ses-${100_000_000 + Math.floor(Math.random() * 800_000_000)}`;
  const sentAt = new Date().toISOString();
  const TableName = 'meridian-local';
  await db.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName,
            Item: {
              pk: `LEAD#${leadId}`,
              sk: `EMAIL#${emailId}`,
              emailId,
              leadId,
              step: 1,
              subject: 'Hello',
              sesMessageId: messageId,
              sentAt,
            },
          },
        },
        {
          Put: {
            TableName,
            Item: {
              pk: `OUTREACH_EMAIL#${emailId}`,
              sk: 'OUTREACH_EMAIL',
              leadId,
              step: 1,
              sesMessageId: messageId,
              sentAt,
              expiresAt: Math.floor(Date.now() / 1000) + 180 * 86_400,
            },
          },
        },
        { Put: { TableName, Item: { pk: `SES_MESSAGE#${messageId}`, sk: 'SES_MESSAGE', emailId, leadId } } },
        {
          Update: {
            TableName,
            Key: { pk: `LEAD#${leadId}`, sk: 'LEAD' },
            UpdateExpression: 'SET email1SentDate = :at, email1Response = :none, outreachSequence = :sequence',
            ExpressionAttributeValues: {
              ':at': sentAt,
              ':none': 'No response',
              ':sequence': { mode: 'automatic', status: 'running', nextStep: 2, nextDueAt: sentAt },
            },
          },
        },
      ],
    }),
  );
  db.destroy();
  return messageId;
}

beforeAll(async () => {
  browser = await launchBrowser();
  api = await AdminApi.login('198.51.100.241');
  const created = await api.request('POST', '/api/admin/leads', PROSPECT);
  if (created.status !== 201) throw new Error(`POST prospect: ${created.status} ${await created.text()}`);
  lead = (await created.json()) as ApiLead;
  sesMessageId = await seedSentEmail(lead.id);
});

afterAll(async () => {
  await api?.logout();
  await browser?.close();
});

type Timeline = { type: string; text?: string; details?: Record<string, unknown> }[];
type LeadRecord = {
  timeline: Timeline;
  email1Response?: string;
  outreachSequence?: { status: string; stoppedReason?: string };
};

describe('journey 28: a reply to an outreach email reaches the timeline', () => {
  it('refuses mail for another domain at SMTP level', async () => {
    await expect(
      sendReply({ to: `someone@elsewhere.example`, from: PROSPECT.email, subject: 'Hi', text: 'Hi' }),
    ).rejects.toThrow(/550/);
  });

  it('captures the reply, shows it as text with its attachment, and stops the sequence', async () => {
    const answer = await sendReply({
      to: `hello@${REPLY_DOMAIN}`,
      from: PROSPECT.email,
      subject: 'Re: Hello',
      text: 'Thursday works <script>window.pwned=1</script>\n\nOn Mon, 2 Mar 2026, Ann <ann@meridian.local> wrote:\n> Would you like a call?',
      inReplyTo: `<${sesMessageId}>`,
      attachments: [{ filename: 'brief.pdf', content: 'x'.repeat(2048) }],
    });
    expect(answer).toMatch(/^250/);

    const record = await pollFor('the reply on the timeline', async () => {
      const response = await api.request('GET', `/api/admin/leads/${lead.id}`);
      const body = (await response.json()) as LeadRecord;
      return body.timeline.some((entry) => entry.type === 'email_received') ? body : undefined;
    });
    const entry = record.timeline.find((item) => item.type === 'email_received');
    expect(entry?.text).toBe('Thursday works <script>window.pwned=1</script>');
    expect(entry?.details).toMatchObject({ from: PROSPECT.email, attachments: [{ name: 'brief.pdf', size: 2048 }] });
    expect(record.email1Response).toBe('Needs follow-up');
    expect(record.outreachSequence).toMatchObject({ status: 'stopped', stoppedReason: 'replied' });

    const context = await newClient(browser, { ip: '198.51.100.242' });
    const { page } = await openPage(context);
    await loginThroughUi(page);
    await searchLeads(page, PROSPECT.name);
    const dialog = await openLeadDetail(page, PROSPECT.name);
    const timeline = dialog.getByRole('list', { name: 'Timeline, newest first' });
    await timeline.getByText('Thursday works <script>window.pwned=1</script>').waitFor();
    await timeline.getByText(`From ${PROSPECT.email}`).waitFor();
    await dialog.getByRole('list', { name: 'Attachments (not kept)' }).getByText('brief.pdf (2.0 KB)').waitFor();
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    await context.close();
  });
});
