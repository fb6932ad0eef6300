import { Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * The top-level stack of a construct: the stack itself, or for a construct of a nested stack
 * (an area, docs/decisions/033-a-nested-stack-per-business-area.md) the stack that deploys it.
 * The app's shared resources (the dead-letter queue, the schedule groups) and the names derived
 * from the stack name (`Meridian-consultation-reminders`) belong to it.
 *
 * @param scope - any construct of the app inside a stack
 * @returns the stack with no nested-stack parent
 */
export function rootStackOf(scope: IConstruct): Stack {
  let stack = Stack.of(scope);
  while (stack.nestedStackParent !== undefined) stack = stack.nestedStackParent;
  return stack;
}
