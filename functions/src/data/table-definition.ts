import {
  CreateTableCommand,
  type CreateTableCommandInput,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  type DynamoDBClient,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';

/**
 * The one DynamoDB table of the product (single-table design, docs/architecture.md): attribute
 * names of the primary key, the one global secondary index and the TTL attribute. Plain data, used
 * by the CDK data construct, by the local stack and by the tests, so that all three create the
 * same table.
 *
 * The table name is never hard-coded: functions read it from the environment variable named by
 * `tableNameEnv` (`TABLE_NAME`).
 */
export const TABLE_DEFINITION = {
  /** Environment variable that carries the table name in every function. */
  tableNameEnv: 'TABLE_NAME',
  /** Partition key attribute (string). */
  partitionKey: 'pk',
  /** Sort key attribute (string). */
  sortKey: 'sk',
  /** The one global secondary index: string keys, projection ALL. */
  gsi1: { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk', projection: 'ALL' },
  /** TTL attribute: epoch seconds (number). */
  ttlAttribute: 'expiresAt',
} as const;

/**
 * The `CreateTable` input for the table (on-demand capacity, PAY_PER_REQUEST). TTL is not part of
 * `CreateTable`; `ensureTable` enables it afterwards.
 *
 * @param tableName - name of the table to create.
 */
export function createTableInput(tableName: string): CreateTableCommandInput {
  const { partitionKey, sortKey, gsi1 } = TABLE_DEFINITION;
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [
      { AttributeName: partitionKey, AttributeType: 'S' },
      { AttributeName: sortKey, AttributeType: 'S' },
      { AttributeName: gsi1.partitionKey, AttributeType: 'S' },
      { AttributeName: gsi1.sortKey, AttributeType: 'S' },
    ],
    KeySchema: [
      { AttributeName: partitionKey, KeyType: 'HASH' },
      { AttributeName: sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: [
      {
        IndexName: gsi1.indexName,
        KeySchema: [
          { AttributeName: gsi1.partitionKey, KeyType: 'HASH' },
          { AttributeName: gsi1.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: gsi1.projection },
      },
    ],
  };
}

/**
 * Creates the table when it does not exist, waits until it is ACTIVE and enables TTL on
 * `expiresAt`. Safe to call on every start (the local stack, each test file).
 *
 * @param client - a low-level DynamoDB client (endpoint already configured).
 * @param tableName - name of the table.
 * @param maxWaitSeconds - how long to wait for ACTIVE (default 60 s).
 * @returns `true` when the table was created by this call, `false` when it already existed.
 * @throws the SDK's error when DynamoDB is unreachable or the wait times out.
 */
export async function ensureTable(client: DynamoDBClient, tableName: string, maxWaitSeconds = 60): Promise<boolean> {
  let created = false;
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
    try {
      await client.send(new CreateTableCommand(createTableInput(tableName)));
      created = true;
    } catch (createError) {
      // Another process created it in the meantime: fine.
      if (!(createError instanceof Error && createError.name === 'ResourceInUseException')) throw createError;
    }
  }
  await waitUntilTableExists(
    { client, maxWaitTime: maxWaitSeconds, minDelay: 1, maxDelay: 2 },
    { TableName: tableName },
  );
  const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  const status = ttl.TimeToLiveDescription?.TimeToLiveStatus;
  if (status !== 'ENABLED' && status !== 'ENABLING') {
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: TABLE_DEFINITION.ttlAttribute, Enabled: true },
      }),
    );
  }
  return created;
}
