import { tableEnv } from '../lib/env';

/**
 * Helpers shared by the repositories of the one table (docs/architecture.md, "Single-table
 * design"). Keys are built in `keys.ts`, pages read through `paging.ts`, multi-item writes
 * committed through `write-plan.ts`.
 */

/** The table name from `TABLE_NAME` (validated once; throws ConfigurationError when missing). */
export function tableName(): string {
  return tableEnv().TABLE_NAME;
}

/** The listing index (docs/architecture.md, "Single-table design"). */
export const GSI1 = 'gsi1';

/** The changes index: leads by `updatedAt` (docs/product/admin.md#changes-since). */
export const GSI2 = 'gsi2';

/** True for DynamoDB's ConditionalCheckFailedException (a conditional write that did not apply). */
export function isConditionalCheckFailed(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}
