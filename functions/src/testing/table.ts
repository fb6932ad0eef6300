import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll } from 'vitest';
import { ensureTable } from '../table/table-definition';
import { dynamoDbClient } from '../lib/clients';

/**
 * Creates this test file's own table (named by `TABLE_NAME`, unique per file, see setup-env.ts)
 * before its tests and deletes it afterwards. Call at the top level of a test file.
 *
 * @returns the table name.
 */
export function useTestTable(): string {
  const tableName = process.env.TABLE_NAME;
  if (!tableName) throw new Error('TABLE_NAME is not set: is src/testing/setup-env.ts in setupFiles?');
  beforeAll(async () => {
    await ensureTable(dynamoDbClient(), tableName);
  });
  afterAll(async () => {
    await dynamoDbClient().send(new DeleteTableCommand({ TableName: tableName }));
  });
  return tableName;
}
