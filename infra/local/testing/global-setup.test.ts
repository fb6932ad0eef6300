import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { describe, expect, inject, it } from 'vitest';

describe('test global setup', () => {
  it('exposes the emulator endpoints to workers through process.env and inject()', () => {
    expect(process.env.DYNAMODB_ENDPOINT).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(process.env.SES_ENDPOINT).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(inject('dynamodbEndpoint')).toBe(process.env.DYNAMODB_ENDPOINT);
    expect(inject('sesEndpoint')).toBe(process.env.SES_ENDPOINT);
  });

  it('has a DynamoDB Local that answers at that endpoint', async () => {
    const client = new DynamoDBClient({ endpoint: inject('dynamodbEndpoint'), maxAttempts: 1 });
    const result = await client.send(new ListTablesCommand({}));
    expect(Array.isArray(result.TableNames)).toBe(true);
    client.destroy();
  });

  it('has an SES emulator that answers its health check and store', async () => {
    const health = await fetch(`${inject('sesEndpoint')}/health-check`);
    expect(health.status).toBe(200);
    const store = (await (await fetch(`${inject('sesEndpoint')}/store`)).json()) as { emails: unknown[] };
    expect(Array.isArray(store.emails)).toBe(true);
  });
});
