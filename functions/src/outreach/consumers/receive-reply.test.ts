import { randomUUID } from 'node:crypto';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { MAX_INBOUND_MESSAGE_BYTES } from '@meridian/shared/outreach/inbound-mail';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { getLeadWithActivity } from '../../leads/records';
import { createLead, updateLead } from '../../leads/services/leads';
import { assignLeads } from '../../leads/services/lead-assign';
import { sesEmails } from '../../testing/events';
import { lambdaContext } from '../../testing/http-events';
import { signedInStaff } from '../../testing/staff';
import { useTestTable } from '../../testing/table';
import { replyAddressOf } from '../services/reply-token';
import { rawMessage, sesReceiptEvent, type TestVerdicts, useInboundMailStore } from '../testing/received-mail';
import { type SeededEmail, seedSentEmail } from '../testing/sent-email';
import { handler } from './receive-reply';

useTestTable();

const inbound = useInboundMailStore();

/** Stores a raw message and gives the SES receipt event of it. */
function received(raw: string | Uint8Array, recipients: string[], verdicts: TestVerdicts = {}) {
  return sesReceiptEvent(inbound.store(raw), recipients, verdicts);
}

async function leadWithSentEmail(options: Parameters<typeof seedSentEmail>[1] = {}) {
  const { user } = await signedInStaff('consultant');
  const lead = await createLead({
    name: `Bob ${randomUUID().slice(0, 6)}`,
    email: `${randomUUID()}@lead.example`,
    source: 'linkedin',
  });
  await assignLeads([lead.id], user.id, { id: user.id, role: 'partner' });
  const sent: SeededEmail = await seedSentEmail(lead, options);
  return { lead, sent, owner: user };
}

const invoke = (event: unknown) => handler(event, lambdaContext());

const emailsTo = async (address: string) =>
  (await sesEmails()).filter((email) => email.destination.to.includes(address));

describe('receive-reply', () => {
  it('puts a good reply on the timeline without its quote, sets the response, stops the sequence and tells the owner once', async () => {
    const { lead, sent, owner } = await leadWithSentEmail();
    const event = received(
      rawMessage({
        to: sent.replyTo,
        text: 'Yes, Thursday works for a call.\n\nOn Mon, 2 Mar 2026 at 09:00, Ann <ann@meridian.test> wrote:\n> Would you like a call?',
        attachment: { name: 'brief.pdf', content: 'x'.repeat(1234) },
      }),
      [sent.replyTo],
    );
    expect(await invoke(event)).toEqual([
      { status: 'captured', leadId: lead.id, emailId: sent.emailId, optedOut: false },
    ]);
    const after = await getLeadWithActivity(lead.id);
    const entry = after.activity.find((item) => item.type === 'email_received');
    expect(entry?.text).toBe('Yes, Thursday works for a call.');
    expect(entry?.details).toMatchObject({
      from: 'bob@lead.example',
      subject: 'Re: Hello',
      attachments: [{ name: 'brief.pdf', size: 1234 }],
      emailId: sent.emailId,
      step: 1,
    });
    expect(after.email1Response).toBe('Needs follow-up');
    expect(after.outreachSequence).toMatchObject({ status: 'stopped', stoppedReason: 'replied' });
    expect(after.outreachSequence?.nextStep).toBeUndefined();
    expect(after.doNotEmail).toBeUndefined();
    const notices = await emailsTo(owner.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.body.text).toContain(`https://www.meridian.test/admin/leads/${lead.id}`);
    expect(notices[0]?.body.html).toContain(`/admin/leads/${lead.id}`);

    // The same SES message delivered again adds nothing.
    expect(await invoke(event)).toEqual([{ status: 'duplicate' }]);
    const again = await getLeadWithActivity(lead.id);
    expect(again.activity.filter((item) => item.type === 'email_received')).toHaveLength(1);
    expect(again.version).toBe(after.version);
    expect(await emailsTo(owner.email)).toHaveLength(1);
  });

  it('keeps an HTML-only reply as text: markup and scripts never stored', async () => {
    const { lead, sent } = await leadWithSentEmail({ step: 2 });
    const html =
      '<p>Hello <b>Ann</b></p><script>alert(1)</script><p>&lt;script&gt;x&lt;/script&gt; is text</p><blockquote>old</blockquote>';
    await invoke(received(rawMessage({ to: sent.replyTo, html }), [sent.replyTo]));
    const after = await getLeadWithActivity(lead.id);
    const entry = after.activity.find((item) => item.type === 'email_received');
    expect(entry?.text).toBe('Hello Ann\n\n<script>x</script> is text');
    expect(entry?.text).not.toContain('alert');
    expect(after.email2Response).toBe('Needs follow-up');
  });

  it('keeps a response staff already set', async () => {
    const { lead, sent } = await leadWithSentEmail();
    await updateLead(lead.id, { email1Response: 'Interested' });
    await invoke(received(rawMessage({ to: sent.replyTo, text: 'Great' }), [sent.replyTo]));
    expect((await getLeadWithActivity(lead.id)).email1Response).toBe('Interested');
  });

  it('matches a reply whose address lost its token by In-Reply-To, with or without the SES domain', async () => {
    for (const inReplyTo of ['@eu-west-2.amazonses.com', '']) {
      const { lead, sent } = await leadWithSentEmail();
      const header = `<${sent.sesMessageId}${inReplyTo}>`;
      const result = await invoke(
        received(rawMessage({ to: 'hello@reply.meridian.test', text: 'Replying', inReplyTo: header }), [
          'hello@reply.meridian.test',
        ]),
      );
      expect(result).toEqual([{ status: 'captured', leadId: lead.id, emailId: sent.emailId, optedOut: false }]);
    }
  });

  it('marks an opt-out reply "do not email" and stops the sequence as opted out', async () => {
    const { lead, sent } = await leadWithSentEmail();
    await invoke(
      received(rawMessage({ to: sent.replyTo, text: 'Please remove me from your list.\n\n> Hello' }), [sent.replyTo]),
    );
    const after = await getLeadWithActivity(lead.id);
    expect(after.doNotEmail).toMatchObject({ reason: 'opted-out' });
    expect(after.outreachSequence).toMatchObject({ status: 'stopped', stoppedReason: 'opted-out' });
    expect(after.activity.find((item) => item.type === 'email_received')?.details).toMatchObject({ optedOut: true });
  });

  it.each([
    [
      'a forged token',
      (sent: SeededEmail) => sent.replyTo.replace(/[0-9a-f](?=@)/, (digit) => (digit === '0' ? '1' : '0')),
      undefined,
      'unmatched',
    ],
    [
      'an unknown In-Reply-To',
      () => 'hello@reply.meridian.test',
      '<0102019ffffffff-000000@eu-west-2.amazonses.com>',
      'unmatched',
    ],
    [
      'a token of another key',
      () =>
        replyAddressOf('0123456789abcdef0123', 'reply.meridian.test', 'another-privacy-key-of-more-than-32-characters'),
      undefined,
      'unmatched',
    ],
  ])('attaches %s to nothing', async (_name, addressOf, inReplyTo, reason) => {
    const { lead, sent } = await leadWithSentEmail();
    const to = addressOf(sent);
    expect(await invoke(received(rawMessage({ to, text: 'Hi', ...(inReplyTo ? { inReplyTo } : {}) }), [to]))).toEqual([
      { status: 'dropped', reason },
    ]);
    const after = await getLeadWithActivity(lead.id);
    expect(after.activity.some((item) => item.type === 'email_received')).toBe(false);
    expect(after.outreachSequence?.status).toBe('running');
  });

  it('attaches a reply after the 180-day window to nothing', async () => {
    const { lead, sent } = await leadWithSentEmail({ sentAt: new Date(Date.now() - 181 * 86_400_000) });
    expect(await invoke(received(rawMessage({ to: sent.replyTo, text: 'Late' }), [sent.replyTo]))).toEqual([
      { status: 'dropped', reason: 'expired' },
    ]);
    expect((await getLeadWithActivity(lead.id)).activity.some((item) => item.type === 'email_received')).toBe(false);
  });

  it.each([
    ['spam', { spam: 'FAIL' }],
    ['virus', { virus: 'FAIL' }],
  ])('drops a %s FAIL verdict without reading the message', async (reason, verdicts) => {
    const { sent } = await leadWithSentEmail();
    const event = received(rawMessage({ to: sent.replyTo, text: 'Buy now' }), [sent.replyTo], verdicts);
    expect(await invoke(event)).toEqual([{ status: 'dropped', reason }]);
    expect(inbound.s3.calls()).toHaveLength(0);
  });

  it(`refuses a message over ${MAX_INBOUND_MESSAGE_BYTES} bytes (a 10 MB one)`, async () => {
    const { lead, sent } = await leadWithSentEmail();
    const big = rawMessage({ to: sent.replyTo, text: 'x'.repeat(10 * 1024 * 1024) });
    expect(await invoke(received(big, [sent.replyTo]))).toEqual([{ status: 'dropped', reason: 'too-large' }]);
    expect((await getLeadWithActivity(lead.id)).activity.some((item) => item.type === 'email_received')).toBe(false);
  });

  it('drops an event that is not an SES receipt without throwing: a retry would not mend it', async () => {
    await expect(invoke({ Records: [{ ses: { mail: {} } }] })).resolves.toEqual([]);
    expect(inbound.s3.calls()).toHaveLength(0);
  });
});

describe('receive-reply when S3 or SES fails', () => {
  it('throws on an S3 failure and writes nothing; the retry captures the reply', async () => {
    const { lead, sent } = await leadWithSentEmail();
    const event = received(rawMessage({ to: sent.replyTo, text: 'Retry me' }), [sent.replyTo]);
    inbound.failures.push(Object.assign(new Error('Slow down'), { name: 'SlowDown' }));
    await expect(invoke(event)).rejects.toThrow('Slow down');
    expect((await getLeadWithActivity(lead.id)).activity.some((item) => item.type === 'email_received')).toBe(false);
    expect(await invoke(event)).toEqual([
      { status: 'captured', leadId: lead.id, emailId: sent.emailId, optedOut: false },
    ]);
  });

  it('throws when the owner email fails; the retry sends it without writing the reply twice', async () => {
    const { lead, sent, owner } = await leadWithSentEmail();
    const event = received(rawMessage({ to: sent.replyTo, text: 'Email me back' }), [sent.replyTo]);
    const ses = mockClient(SESv2Client);
    ses.rejects(Object.assign(new Error('Throttling'), { name: 'TooManyRequestsException' }));
    try {
      await expect(invoke(event)).rejects.toThrow('Throttling');
    } finally {
      ses.restore();
    }
    const between = await getLeadWithActivity(lead.id);
    expect(between.activity.filter((item) => item.type === 'email_received')).toHaveLength(1);
    expect(await invoke(event)).toEqual([
      { status: 'captured', leadId: lead.id, emailId: sent.emailId, optedOut: false },
    ]);
    const after = await getLeadWithActivity(lead.id);
    expect(after.activity.filter((item) => item.type === 'email_received')).toHaveLength(1);
    expect(after.version).toBe(between.version);
    expect(await emailsTo(owner.email)).toHaveLength(1);
  });
});
