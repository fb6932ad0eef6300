import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sesReceivedNotification, snsEvent } from '../outreach/testing/received-mail';
import { captureStdout, emfMetrics } from '../testing/captured-output';
import { lambdaContext } from '../testing/http-events';

/** Fresh modules with logging and metrics on, as in a new Lambda instance. */
async function loadFresh() {
  vi.resetModules();
  vi.stubEnv('LOG_LEVEL', 'INFO');
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
  vi.stubEnv('POWERTOOLS_SERVICE_NAME', 'meridian-receive-reply');
  const [layer, metrics] = await Promise.all([import('./mail-receiver-handler'), import('./metrics')]);
  return { ...layer, ...metrics };
}

let output: ReturnType<typeof captureStdout>;
beforeEach(() => {
  output = captureStdout();
});
afterEach(() => {
  output.restore();
  vi.unstubAllEnvs();
});

const entry = { handler: 'outreach/consumers/receive-reply', receivesMail: true };
const TO = ['reply+abc@reply.meridian.test'];

describe('mailReceiverHandler (docs/deploy.md#receiving-replies)', () => {
  it('drops a malformed SNS record with a log line and RepliesDropped, and handles the good one', async () => {
    const { mailReceiverHandler } = await loadFresh();
    const seen: string[] = [];
    const handler = mailReceiverHandler(entry, async (receipt) => {
      seen.push(receipt.messageId);
      return receipt.messageId;
    });
    const good = snsEvent(JSON.stringify(sesReceivedNotification('m-good', TO))).Records[0];
    const bad = snsEvent('{"notificationType":"Received","mail":{"source":"bob@lead.example"}}').Records[0];
    await expect(handler({ Records: [bad, good] }, lambdaContext())).resolves.toEqual(['m-good']);
    expect(seen).toEqual(['m-good']);
    const drop = output.lines().find((line) => line.message === 'Inbound message dropped');
    expect(drop).toMatchObject({ level: 'WARN', reason: 'malformed', record: { index: 0, shape: 'sns' } });
    expect(JSON.stringify(drop)).not.toContain('bob@lead.example');
    const [metrics] = emfMetrics(output.lines());
    expect(metrics?.values).toMatchObject({ RepliesDropped: 1 });
  });

  it('never throws for an event of neither shape: nothing to retry', async () => {
    const { mailReceiverHandler } = await loadFresh();
    const handler = mailReceiverHandler(entry, async () => 'never');
    for (const event of [null, 'x', { Records: 'x' }, { Records: [{ Sns: null }] }]) {
      await expect(handler(event, lambdaContext())).resolves.toEqual([]);
    }
    expect(output.lines().filter((line) => line.message === 'Inbound message dropped')).toHaveLength(4);
  });

  it('rethrows what the receiver throws, so Lambda retries the invocation', async () => {
    const { mailReceiverHandler } = await loadFresh();
    const handler = mailReceiverHandler(entry, async () => {
      throw new Error('table unavailable');
    });
    const event = snsEvent(JSON.stringify(sesReceivedNotification('m-1', TO)));
    await expect(handler(event, lambdaContext())).rejects.toThrow('table unavailable');
    expect(emfMetrics(output.lines())[0]?.values).toMatchObject({ EventDeliveriesFailed: 1 });
  });
});
