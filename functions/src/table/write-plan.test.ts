import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { ConflictError, LeadEmailTakenError, VersionConflictError } from '../lib/errors';
import { commitPlan, type PlanStep, PlanConditionFailedError, TransactionConflictError } from './write-plan';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());

const put = (name: string, onConditionFailed?: () => Error): PlanStep => ({
  name,
  item: { Put: { TableName: 't', Item: { pk: name, sk: name }, ConditionExpression: 'attribute_not_exists(pk)' } },
  ...(onConditionFailed ? { onConditionFailed } : {}),
});
const plan = [
  put('lead', () => new VersionConflictError()),
  put('emailClaim', () => new LeadEmailTakenError()),
  put('activity:1'),
  put('leaseResult', () => new ConflictError('lease lost')),
];
const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

describe('commitPlan', () => {
  it.each<[string, string[], new (...args: never[]) => Error, string]>([
    ['the email claim', ['None', 'ConditionalCheckFailed', 'None', 'None'], LeadEmailTakenError, ''],
    ['the lead', ['ConditionalCheckFailed', 'None', 'None', 'None'], VersionConflictError, ''],
    ['the lease', ['None', 'None', 'None', 'ConditionalCheckFailed'], ConflictError, 'lease lost'],
    [
      'two steps: the first in plan order',
      ['None', 'ConditionalCheckFailed', 'None', 'ConditionalCheckFailed'],
      LeadEmailTakenError,
      '',
    ],
    [
      'a step without an error of its own',
      ['None', 'None', 'ConditionalCheckFailed', 'None'],
      PlanConditionFailedError,
      'activity:1',
    ],
    ['a concurrent transaction', ['None', 'TransactionConflict', 'None', 'None'], TransactionConflictError, ''],
  ])('reports a failed condition of %s by the step name', async (_, codes, errorClass, message) => {
    ddb.on(TransactWriteCommand).rejects(cancelled(...codes));
    const result = commitPlan(plan);
    await expect(result).rejects.toBeInstanceOf(errorClass);
    if (message) await expect(result).rejects.toThrow(message);
  });

  it('sends the steps in plan order as one transaction', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    await commitPlan(plan);
    const [call] = ddb.commandCalls(TransactWriteCommand);
    expect(call?.args[0].input.TransactItems?.map((item) => item.Put?.Item?.pk)).toEqual(plan.map((s) => s.name));
  });

  it('sends a one-step plan as a plain conditional write and maps its failure', async () => {
    ddb
      .on(PutCommand)
      .rejects(Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' }));
    await expect(commitPlan([put('emailClaim', () => new LeadEmailTakenError())])).rejects.toBeInstanceOf(
      LeadEmailTakenError,
    );
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('passes other DynamoDB errors on unchanged', async () => {
    const throttled = Object.assign(new Error('Rate exceeded'), { name: 'ProvisionedThroughputExceededException' });
    ddb.on(TransactWriteCommand).rejects(throttled);
    await expect(commitPlan(plan)).rejects.toBe(throttled);
  });

  it('refuses a plan with two steps of one name before sending anything', async () => {
    await expect(commitPlan([put('lead'), put('lead')])).rejects.toThrow('Duplicate step names');
    expect(ddb.calls()).toHaveLength(0);
  });
});
