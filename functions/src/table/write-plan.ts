import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { deleteItem, putItem, transactWriteItems, updateItem } from '../lib/dynamodb';

/**
 * Named write plans (docs/decisions/008-one-lead-write-path.md). A repository function returns the
 * steps of a write, each with a name and the domain error its condition stands for; a service
 * puts the steps of one change together and commits them once with {@link commitPlan}. A failed
 * condition comes back as that step's error, found by the step's name, so no caller counts
 * positions in a transaction.
 */

/** One item of a DynamoDB transaction (lib-dynamodb shape). */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** One named write of a plan. */
export interface PlanStep {
  /** Unique within a plan, e.g. `lead`, `emailClaim`, `activity:<id>`, `leaseResult`. */
  name: string;
  item: TransactItem;
  /** The error a failed condition of this step means (e.g. `LeadEmailTakenError`). */
  onConditionFailed?: () => Error;
}

/** The steps of one atomic change. */
export type WritePlan = readonly PlanStep[];

/**
 * A concurrent transaction touched one of the plan's items, so DynamoDB cancelled the plan; reading
 * again and retrying is safe (nothing was written).
 */
export class TransactionConflictError extends Error {
  override readonly name = 'TransactionConflictError';
  constructor(options?: ErrorOptions) {
    super('A concurrent transaction touched the same items', options);
  }
}

/** A step's condition failed and the step names no error for it (a programming error). */
export class PlanConditionFailedError extends Error {
  override readonly name = 'PlanConditionFailedError';
  constructor(
    /** Names of the steps whose conditions failed. */
    readonly steps: string[],
    options?: ErrorOptions,
  ) {
    super(`Condition failed: ${steps.join(', ')}`, options);
  }
}

interface CancellationReason {
  Code?: string;
}

function conditionError(failed: readonly PlanStep[], cause: unknown): Error {
  const [first] = failed;
  return (
    first?.onConditionFailed?.() ??
    new PlanConditionFailedError(
      failed.map((step) => step.name),
      { cause },
    )
  );
}

/** Sends a one-step plan as a plain Put, Update or Delete (half the cost of a transaction). */
async function sendSingle(step: PlanStep): Promise<boolean> {
  const { Put, Update, Delete } = step.item;
  if (Put) await putItem(Put);
  else if (Update) await updateItem(Update);
  else if (Delete) await deleteItem(Delete);
  else return false;
  return true;
}

/**
 * Commits a plan atomically: one transaction, or a single conditional write for a one-step plan.
 *
 * @param plan - steps with unique names; at most 100 (DynamoDB's transaction limit).
 * @throws the `onConditionFailed` error of the first step (in plan order) whose condition failed,
 *   or PlanConditionFailedError when that step names none; TransactionConflictError when a
 *   concurrent transaction cancelled it (retryable); any other DynamoDB error as is.
 */
export async function commitPlan(plan: WritePlan): Promise<void> {
  const names = new Set(plan.map((step) => step.name));
  if (names.size !== plan.length) throw new Error(`Duplicate step names in a write plan: ${[...names].join(', ')}`);
  if (plan.length === 0) return;
  const [only] = plan;
  try {
    if (plan.length === 1 && only && (await sendSingle(only))) return;
    await transactWriteItems({ TransactItems: plan.map((step) => step.item) });
  } catch (error) {
    throw planError(plan, error);
  }
}

/** The domain error of a failed write of `plan`, found through the steps' names. */
function planError(plan: WritePlan, error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  if (error.name === 'ConditionalCheckFailedException') return conditionError(plan, error);
  if (error.name === 'TransactionConflictException') return new TransactionConflictError({ cause: error });
  if (error.name !== 'TransactionCanceledException') return error;
  const reasons = (error as Error & { CancellationReasons?: CancellationReason[] }).CancellationReasons ?? [];
  // DynamoDB reports one reason per transaction item, in the order the items were sent.
  const outcomes = plan.map((step, position) => ({ step, code: reasons[position]?.Code }));
  const failed = outcomes.filter((outcome) => outcome.code === 'ConditionalCheckFailed').map(({ step }) => step);
  if (failed.length > 0) return conditionError(failed, error);
  if (outcomes.some((outcome) => outcome.code === 'TransactionConflict')) {
    return new TransactionConflictError({ cause: error });
  }
  return error;
}
