import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { createDynamoDbClient } from '../lib/clients';

/**
 * What a test table holds, read with a Scan (fine in a test: a client without the request-path
 * guard), for erasure tests that look for personal data anywhere.
 */

/**
 * Every item of the table.
 *
 * @param tableName - the test table (`useTestTable()`).
 */
export async function everyItem(tableName: string): Promise<Record<string, unknown>[]> {
  const client = DynamoDBDocumentClient.from(createDynamoDbClient());
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey as typeof start;
  } while (start);
  return items;
}

/**
 * Items whose text (any attribute, any case) contains one of the needles.
 *
 * @param tableName - the test table.
 * @param needles - addresses, names, phone numbers.
 */
export async function itemsHolding(tableName: string, ...needles: string[]): Promise<Record<string, unknown>[]> {
  const lower = needles.map((needle) => needle.toLowerCase());
  return (await everyItem(tableName)).filter((item) => {
    const text = JSON.stringify(item).toLowerCase();
    return lower.some((needle) => text.includes(needle));
  });
}
