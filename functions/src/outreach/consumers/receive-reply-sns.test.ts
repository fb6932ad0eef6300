import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getLeadWithActivity } from '../../leads/records';
import { createLead } from '../../leads/services/leads';
import { lambdaContext } from '../../testing/http-events';
import { useTestTable } from '../../testing/table';
import { rawMessage, sesReceivedNotification, snsEvent, useInboundMailStore } from '../testing/received-mail';
import { seedSentEmail } from '../testing/sent-email';
import { handler } from './receive-reply';

useTestTable();
const inbound = useInboundMailStore();

const invoke = (event: unknown) => handler(event, lambdaContext());

/** A lead with a sent outreach email, and the SNS event of a reply to it stored in the bucket. */
async function replyOverSns(text: string) {
  const lead = await createLead({ name: 'Bob Sns', email: `${randomUUID()}@lead.example`, source: 'linkedin' });
  const sent = await seedSentEmail(lead);
  const messageId = inbound.store(rawMessage({ to: sent.replyTo, text }));
  const event = snsEvent(JSON.stringify(sesReceivedNotification(messageId, [sent.replyTo])));
  return { lead, sent, messageId, event };
}

describe("receive-reply with the receiving region's SNS notification (docs/deploy.md#receiving-replies)", () => {
  it('captures the reply from the bucket of the receiving region, once however often SNS delivers it', async () => {
    const { lead, sent, messageId, event } = await replyOverSns('Happy to talk on Friday.');
    expect(await invoke(event)).toEqual([
      { status: 'captured', leadId: lead.id, emailId: sent.emailId, optedOut: false },
    ]);
    const [read] = inbound.s3.calls();
    if (read === undefined) throw new Error('the function read no object');
    expect(read.args[0].input).toEqual({ Bucket: 'meridian-test-inbound-mail', Key: `inbound/${messageId}` });
    const client = read.thisValue as { config: { region(): Promise<string> } };
    expect(await client.config.region()).toBe('eu-west-1');
    const after = await getLeadWithActivity(lead.id);
    expect(after.activity.filter((item) => item.type === 'email_received').map((item) => item.text)).toEqual([
      'Happy to talk on Friday.',
    ]);

    // SNS redelivers (or SES notifies twice): same SES message id, nothing added.
    expect(await invoke(event)).toEqual([{ status: 'duplicate' }]);
    const again = await getLeadWithActivity(lead.id);
    expect(again.version).toBe(after.version);
    expect(again.activity.filter((item) => item.type === 'email_received')).toHaveLength(1);
  });

  it('drops a notification whose object key is not the message, reading nothing and writing nothing', async () => {
    const { lead, sent, messageId } = await replyOverSns('Hello');
    const notification = sesReceivedNotification(messageId, [sent.replyTo]);
    notification.receipt.action.objectKey = 'inbound/someone-else';
    expect(await invoke(snsEvent(JSON.stringify(notification)))).toEqual([]);
    expect(inbound.s3.calls()).toHaveLength(0);
    const after = await getLeadWithActivity(lead.id);
    expect(after.activity.some((item) => item.type === 'email_received')).toBe(false);
  });

  it('throws on an S3 failure (Lambda retries the SNS invocation), then captures on the retry', async () => {
    const { lead, event } = await replyOverSns('Retry over SNS');
    inbound.failures.push(Object.assign(new Error('Slow down'), { name: 'SlowDown' }));
    await expect(invoke(event)).rejects.toThrow('Slow down');
    expect(await invoke(event)).toMatchObject([{ status: 'captured', leadId: lead.id }]);
  });
});
