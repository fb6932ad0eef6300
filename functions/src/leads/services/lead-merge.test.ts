import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Lead } from '@meridian/shared/leads/lead';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activityKey } from '../../table/keys';
import { toLeadItem } from '../data/leads';
import { ConflictError, VersionConflictError } from '../../lib/errors';
import { mergeLeads } from './lead-merge';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());

const AT = '2026-01-01T00:00:00.000Z';
const PARTNER = { id: 'p1', role: 'partner' } as const;
const lead = (id: string, fields: Partial<Lead> = {}): Lead => ({
  id,
  name: id,
  source: 'contact_form',
  status: 'initial_contact',
  priorityScore: 5,
  probabilityPercent: 25,
  aiScore: 28,
  version: 1,
  createdAt: AT,
  updatedAt: AT,
  ...fields,
});
const survivor = lead('survivor');
const other = lead('other', { email: 'other@example.test' });
const entry = { id: 'e1', leadId: 'other', type: 'note', at: AT, summary: 'Note', text: 'hello' } as const;

beforeEach(() => {
  ddb.on(GetCommand).resolves({ Item: toLeadItem(survivor) });
  ddb.on(QueryCommand).resolves({ Items: [toLeadItem(other), { ...activityKey('other', AT, 'e1'), ...entry }] });
});

const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

describe('mergeLeads with injected DynamoDB failures (docs/product/pipeline.md#merge)', () => {
  it('sends one transaction: survivor, other, email claim, moved and removed entry, merge entry, owner entry', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    await mergeLeads('survivor', { otherId: 'other' }, PARTNER, new Date(AT));
    const [call] = ddb.commandCalls(TransactWriteCommand);
    const items = call?.args[0].input.TransactItems ?? [];
    // ... then the other lead's owner entry removed (docs/decisions/049-my-day-by-owner-index.md).
    expect(items.map((item) => Object.keys(item)[0])).toEqual([
      'Put',
      'Delete',
      'Put',
      'Put',
      'Delete',
      'Put',
      'Delete',
    ]);
    expect(items[6]?.Delete?.Key).toEqual({ pk: 'LEAD#other', sk: 'OWNER' });
    expect(items[2]?.Put?.Item).toMatchObject({ leadId: 'survivor', email: 'other@example.test' });
  });

  it.each<[string, string[], new (...args: never[]) => Error, string]>([
    [
      'the survivor changed',
      ['ConditionalCheckFailed', 'None', 'None', 'None', 'None', 'None'],
      VersionConflictError,
      '',
    ],
    [
      'the other lead changed or went',
      ['None', 'ConditionalCheckFailed', 'None', 'None', 'None', 'None'],
      VersionConflictError,
      '',
    ],
    [
      'the email claim moved',
      ['None', 'None', 'ConditionalCheckFailed', 'None', 'None', 'None'],
      ConflictError,
      'email claim',
    ],
    [
      'a concurrent transaction',
      ['None', 'TransactionConflict', 'None', 'None', 'None', 'None'],
      VersionConflictError,
      '',
    ],
  ])('%s: the step error, as a 409', async (_label, codes, type, message) => {
    ddb.on(TransactWriteCommand).rejects(cancelled(...codes));
    const error = await mergeLeads('survivor', { otherId: 'other' }, PARTNER).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(type);
    expect((error as Error).message).toContain(message);
    expect((error as ConflictError).statusCode).toBe(409);
  });
});
