import {
  type AttributeDefinition,
  CreateTableCommand,
  type CreateTableCommandInput,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  type DynamoDBClient,
  type GlobalSecondaryIndex,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';

/**
 * The one DynamoDB table of the product (single-table design, docs/architecture.md): attribute
 * names of the primary key, the two global secondary indexes and the TTL attribute. Plain data, used
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
  /** The listing index (leads by creation, articles, subscribers, sessions): string keys, projection ALL. */
  gsi1: { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk', projection: 'ALL' },
  /** The changes index (leads by `updatedAt`, docs/product/admin.md#changes-since): string keys, projection ALL. */
  gsi2: { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk', projection: 'ALL' },
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
  const { partitionKey, sortKey } = TABLE_DEFINITION;
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [
      { AttributeName: partitionKey, AttributeType: 'S' },
      { AttributeName: sortKey, AttributeType: 'S' },
      ...INDEXES.flatMap(indexAttributes),
    ],
    KeySchema: [
      { AttributeName: partitionKey, KeyType: 'HASH' },
      { AttributeName: sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: INDEXES.map(indexInput),
  };
}

type IndexDefinition = (typeof TABLE_DEFINITION)['gsi1' | 'gsi2'];
const INDEXES: readonly IndexDefinition[] = [TABLE_DEFINITION.gsi1, TABLE_DEFINITION.gsi2];

function indexAttributes(index: IndexDefinition): AttributeDefinition[] {
  return [
    { AttributeName: index.partitionKey, AttributeType: 'S' },
    { AttributeName: index.sortKey, AttributeType: 'S' },
  ];
}

function indexInput(index: IndexDefinition): GlobalSecondaryIndex {
  return {
    IndexName: index.indexName,
    KeySchema: [
      { AttributeName: index.partitionKey, KeyType: 'HASH' },
      { AttributeName: index.sortKey, KeyType: 'RANGE' },
    ],
    Projection: { ProjectionType: index.projection },
  };
}

/**
 * Adds the indexes a table created by an older version lacks (a local table kept between runs), one
 * `UpdateTable` each (DynamoDB creates one index per update), and waits until each is ACTIVE.
 */
async function addMissingIndexes(client: DynamoDBClient, tableName: string, maxWaitSeconds: number): Promise<void> {
  for (const index of INDEXES) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (Table?.GlobalSecondaryIndexes?.some((existing) => existing.IndexName === index.indexName)) continue;
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: indexAttributes(index),
        GlobalSecondaryIndexUpdates: [{ Create: indexInput(index) }],
      }),
    );
    const deadline = Date.now() + maxWaitSeconds * 1000;
    for (;;) {
      const { Table: after } = await client.send(new DescribeTableCommand({ TableName: tableName }));
      const status = after?.GlobalSecondaryIndexes?.find(
        (existing) => existing.IndexName === index.indexName,
      )?.IndexStatus;
      if (status === 'ACTIVE') break;
      if (Date.now() > deadline) throw new Error(`Index ${index.indexName} of ${tableName} did not become ACTIVE`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * Creates the table when it does not exist, waits until it is ACTIVE and enables TTL on
 * `expiresAt`; a table from an older version gets the indexes it lacks. Safe to call on every start (the local stack, each test file).
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
  if (!created) await addMissingIndexes(client, tableName, maxWaitSeconds);
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
