import { randomUUID } from 'node:crypto';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it, vi } from 'vitest';
import { documentDbClient, dynamoDbClient } from '../lib/clients';
import { useTestTable } from '../testing/table';
import { processedEventKey } from './keys';
import {
  type EventLease,
  EventInProgressError,
  LeaseLostError,
  markStoredStep,
  withEventLease,
} from './processed-events';
import { tableName } from './table';
import { commitPlan } from './write-plan';

useTestTable();

const CONSUMER = 'lease-test';

async function recordOf(eventId: string) {
  const { Item } = await documentDbClient().send(
    new GetCommand({ TableName: tableName(), Key: processedEventKey(CONSUMER, eventId), ConsistentRead: true }),
  );
  return Item;
}

const leaseRun = (eventId: string, run: Parameters<typeof withEventLease<string, string>>[0]['run']) =>
  withEventLease<string, string>({ consumer: CONSUMER, eventId, ifDone: () => 'duplicate', run });

describe('withEventLease', () => {
  it('runs the work on the first delivery and marks the event done with its record', async () => {
    const eventId = randomUUID();
    const run = vi.fn(async (_lease: EventLease) => ({ value: 'sent', record: { messageId: 'm-1' } }));
    await expect(leaseRun(eventId, run)).resolves.toBe('sent');
    expect(run).toHaveBeenCalledOnce();
    expect(run.mock.calls[0]?.[0]).toMatchObject({ consumer: CONSUMER, eventId, state: 'new' });
    expect(await recordOf(eventId)).toMatchObject({ status: 'done', result: { messageId: 'm-1' } });
  });

  it('runs nothing for an event done before and answers with ifDone', async () => {
    const eventId = randomUUID();
    await leaseRun(eventId, async () => ({ value: 'sent' }));
    const again = vi.fn(async () => ({ value: 'sent again' }));
    await expect(leaseRun(eventId, again)).resolves.toBe('duplicate');
    expect(again).not.toHaveBeenCalled();
  });

  it('fails a concurrent delivery with EventInProgressError while the lease is held', async () => {
    const eventId = randomUUID();
    let finish!: () => void;
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const first = leaseRun(eventId, async () => {
      started();
      await held;
      return { value: 'first' };
    });
    await running;
    const second = vi.fn(async () => ({ value: 'second' }));
    await expect(leaseRun(eventId, second)).rejects.toBeInstanceOf(EventInProgressError);
    expect(second).not.toHaveBeenCalled();
    finish();
    await expect(first).resolves.toBe('first');
  });

  it('releases the lease when the work fails, so that the retry runs at once', async () => {
    const eventId = randomUUID();
    const failure = new Error('SES throttled');
    await expect(
      leaseRun(eventId, async () => {
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await recordOf(eventId)).toMatchObject({ status: 'new', leaseUntil: 0 });
    await expect(leaseRun(eventId, async () => ({ value: 'sent' }))).resolves.toBe('sent');
  });

  it('resumes after the writes a failed delivery stored under its lease', async () => {
    const eventId = randomUUID();
    await expect(
      leaseRun(eventId, async (lease) => {
        await commitPlan([markStoredStep(lease, { leadId: 'lead-1' })]);
        throw new Error('publish refused');
      }),
    ).rejects.toThrow('publish refused');
    const retry = vi.fn(async (lease: { state: string; result?: unknown }) => ({
      value: `${lease.state}:${(lease.result as { leadId: string }).leadId}`,
    }));
    await expect(leaseRun(eventId, retry)).resolves.toBe('stored:lead-1');
    expect(await recordOf(eventId)).toMatchObject({ status: 'done' });
  });

  it('fails a delivery whose lease was taken over and leaves the event to the other delivery', async () => {
    const eventId = randomUUID();
    await expect(
      leaseRun(eventId, async (lease) => {
        await commitPlan([markStoredStep({ ...lease, token: 'someone-else' }, {})]);
        return { value: 'never' };
      }),
    ).rejects.toBeInstanceOf(LeaseLostError);
  });

  it('takes its own lease when the SDK sends the lease write again after a timed-out attempt that was applied', async () => {
    const eventId = randomUUID();
    const middlewareName = 'applyThenTimeOut';
    let applied = 0;
    // The first lease write reaches the table, then its answer is "lost": the SDK retries the same request.
    dynamoDbClient().middlewareStack.add(
      (next, context) => async (args) => {
        const output = await next(args);
        if (context.commandName === 'UpdateItemCommand' && applied === 0) {
          applied += 1;
          throw Object.assign(new Error('socket timed out after the write'), { name: 'TimeoutError', $metadata: {} });
        }
        return output;
      },
      { step: 'deserialize', name: middlewareName },
    );
    try {
      const run = vi.fn(async () => ({ value: 'sent' }));
      await expect(leaseRun(eventId, run)).resolves.toBe('sent');
      expect(applied).toBe(1);
      expect(run).toHaveBeenCalledOnce();
    } finally {
      dynamoDbClient().middlewareStack.remove(middlewareName);
    }
    expect(await recordOf(eventId)).toMatchObject({ status: 'done' });
  });

  describe('with DynamoDB failing (aws-sdk-client-mock)', () => {
    it('releases the lease when marking the event done fails, and rethrows the error', async () => {
      const ddb = mockClient(DynamoDBDocumentClient);
      const throttled = Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException', $metadata: {} });
      ddb
        .on(UpdateCommand)
        .resolvesOnce({ Attributes: { status: 'new' } })
        .rejectsOnce(throttled)
        .resolves({});
      try {
        const run = vi.fn(async () => ({ value: 'sent', record: { messageId: 'm-2' } }));
        await expect(leaseRun('mocked-event', run)).rejects.toBe(throttled);
        expect(run).toHaveBeenCalledOnce();
        const updates = ddb.commandCalls(UpdateCommand).map((call) => call.args[0].input);
        expect(updates).toHaveLength(3);
        expect(updates[1]?.UpdateExpression).toContain('#status = :done');
        expect(updates[2]).toMatchObject({
          UpdateExpression: 'SET #leaseUntil = :zero',
          ExpressionAttributeValues: { ':zero': 0 },
        });
      } finally {
        ddb.restore();
      }
    });

    it('runs nothing when the lease cannot be taken, and rethrows the error', async () => {
      const ddb = mockClient(DynamoDBDocumentClient);
      const stalled = Object.assign(new Error('timed out'), { name: 'TimeoutError', $metadata: {} });
      ddb.on(UpdateCommand).rejects(stalled);
      try {
        const run = vi.fn(async () => ({ value: 'sent' }));
        await expect(leaseRun('mocked-event', run)).rejects.toBe(stalled);
        expect(run).not.toHaveBeenCalled();
        expect(ddb.commandCalls(UpdateCommand)).toHaveLength(1);
      } finally {
        ddb.restore();
      }
    });
  });
});
