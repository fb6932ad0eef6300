import { TABLE_DEFINITION } from '@meridian/functions/table/table-definition';
import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';

/**
 * The one DynamoDB table (single-table design, docs/architecture.md), with keys, indexes and TTL
 * attribute taken from `functions/src/table/table-definition.ts` so that the deployed table, the
 * local table and the test tables are the same. On demand (PAY_PER_REQUEST), point-in-time
 * recovery, TTL on `expiresAt`, deletion protection and a RETAIN removal policy: leads survive a
 * stack deletion.
 */
export class Data extends Construct {
  /** The table. */
  readonly table: Table;
  /** Names of its global secondary indexes (for explicit, wildcard-free IAM grants). */
  readonly indexNames: readonly string[];

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const { partitionKey, sortKey, gsi1, gsi2, ttlAttribute } = TABLE_DEFINITION;
    this.table = new Table(this, 'Table', {
      partitionKey: { name: partitionKey, type: AttributeType.STRING },
      sortKey: { name: sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: ttlAttribute,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // One index per deployment step: CloudFormation adds at most one global secondary index per update.
    for (const index of [gsi1, gsi2]) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }
    this.indexNames = [gsi1.indexName, gsi2.indexName];
  }
}
