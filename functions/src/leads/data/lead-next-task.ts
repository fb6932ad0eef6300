import type { NextTask } from '@meridian/shared/tasks/task';
import { LeadNotFoundError } from '../../lib/errors';
import { leadChangeIndexKey, leadKey } from '../../table/keys';
import { tableName } from '../../table/table';
import type { PlanStep } from '../../table/write-plan';

/**
 * A step that sets the lead's next task (docs/product/tasks.md#next-task) and marks the lead as
 * touched at `now` (`leadNextTask`): `nextTask` is set, or removed when the lead has no open task;
 * `updatedAt` and the changes-index key move to `now` so the CRM's changes list brings the lead in
 * (docs/product/admin.md#changes-since); `version` stays, so an open edit form does not conflict.
 * LeadNotFoundError when the lead does not exist.
 *
 * @param nextTask - the lead's open task due first (`nextTaskOf`), or null.
 * @param now - ISO-8601 UTC.
 */
export function setNextTaskStep(leadId: string, nextTask: NextTask | null, now: string): PlanStep {
  const { gsi2pk, gsi2sk } = leadChangeIndexKey(now, leadId);
  const touch = 'SET #updatedAt = :now, #gsi2pk = :gsi2pk, #gsi2sk = :gsi2sk';
  return {
    name: 'leadNextTask',
    item: {
      Update: {
        TableName: tableName(),
        Key: leadKey(leadId),
        UpdateExpression: nextTask ? `${touch}, #nextTask = :nextTask` : `${touch} REMOVE #nextTask`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: {
          '#updatedAt': 'updatedAt',
          '#gsi2pk': 'gsi2pk',
          '#gsi2sk': 'gsi2sk',
          '#nextTask': 'nextTask',
        },
        ExpressionAttributeValues: {
          ':now': now,
          ':gsi2pk': gsi2pk,
          ':gsi2sk': gsi2sk,
          ...(nextTask ? { ':nextTask': { id: nextTask.id, title: nextTask.title, dueAt: nextTask.dueAt } } : {}),
        },
      },
    },
    onConditionFailed: () => new LeadNotFoundError(),
  };
}
