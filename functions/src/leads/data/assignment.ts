import {
  type AssigneePreferences,
  type AssignmentPool,
  type AssignmentSettings,
  DEFAULT_ASSIGNMENT_SETTINGS,
} from '@meridian/shared/leads/lead-owners';
import { PRIMARY_SERVICES, type PrimaryService } from '@meridian/shared/leads/options';
import { getItem, putItem, queryItems } from '../../lib/dynamodb';
import { VersionConflictError } from '../../lib/errors';
import { tableName } from '../../table/table';
import type { PlanStep } from '../../table/write-plan';
import {
  ASSIGNEES_PARTITION,
  assigneePreferencesKey,
  assignmentCursorKey,
  assignmentSettingsKey,
} from './assignment-keys';

/**
 * The assignment items (docs/product/assignment.md): the settings partners save (the rule and the
 * partners' copy of notifications), each person's preferences (their own items, never on the user
 * item), and the round-robin cursor of each pool.
 */

/** A pool's cursor: the id chosen last (null: none yet) and the version the next move is conditional on. */
export interface PoolCursor {
  last: string | null;
  version: number;
}

const preferencesOf = (item: Record<string, unknown>): AssigneePreferences => ({
  userId: String(item.sk),
  takesNewLeads: item.takesNewLeads === true,
  services: Array.isArray(item.services)
    ? item.services.filter((service): service is PrimaryService => PRIMARY_SERVICES.includes(service))
    : [],
});

/** The settings and every person's preferences (defaults before partners saved any). Strongly consistent. */
export async function getAssignmentSettings(): Promise<AssignmentSettings> {
  const [{ Item }, { Items = [] }] = await Promise.all([
    getItem({ TableName: tableName(), Key: assignmentSettingsKey(), ConsistentRead: true }),
    queryItems({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :p',
      ExpressionAttributeValues: { ':p': ASSIGNEES_PARTITION },
      ConsistentRead: true,
    }),
  ]);
  return {
    rule: Item?.rule === 'by_service' ? 'by_service' : DEFAULT_ASSIGNMENT_SETTINGS.rule,
    copyPartners: Item?.copyPartners === true,
    people: Items.map(preferencesOf),
  };
}

/**
 * Stores the settings and the preferences of each person listed (others keep theirs).
 * @param now - ISO-8601 UTC.
 */
export async function saveAssignmentSettings(settings: AssignmentSettings, now: string): Promise<void> {
  const TableName = tableName();
  await putItem({
    TableName,
    Item: {
      ...assignmentSettingsKey(),
      entity: 'assignment_settings',
      rule: settings.rule,
      copyPartners: settings.copyPartners,
      updatedAt: now,
    },
  });
  await Promise.all(
    settings.people.map((person) =>
      putItem({
        TableName,
        Item: {
          ...assigneePreferencesKey(person.userId),
          entity: 'assignee_preferences',
          takesNewLeads: person.takesNewLeads,
          services: person.services,
          updatedAt: now,
        },
      }),
    ),
  );
}

/** The cursors of both pools (strongly consistent). */
export async function getPoolCursors(): Promise<Record<AssignmentPool, PoolCursor>> {
  const read = async (pool: AssignmentPool): Promise<PoolCursor> => {
    const { Item } = await getItem({ TableName: tableName(), Key: assignmentCursorKey(pool), ConsistentRead: true });
    return {
      last: typeof Item?.last === 'string' ? Item.last : null,
      version: typeof Item?.version === 'number' ? Item.version : 0,
    };
  };
  const [consultants, partners] = await Promise.all([read('consultants'), read('partners')]);
  return { consultants, partners };
}

/**
 * The plan step `assignmentCursor`: moves a pool's cursor to the chosen owner, conditional on the
 * version read, so two captures that read the same cursor cannot both commit: the loser's whole
 * transaction (lead included) is cancelled and it chooses again on fresh data.
 * @param read - the cursor as read.
 */
export function moveCursorStep(pool: AssignmentPool, ownerId: string, read: PoolCursor): PlanStep {
  return {
    name: 'assignmentCursor',
    item: {
      Put: {
        TableName: tableName(),
        Item: { ...assignmentCursorKey(pool), entity: 'assignment_cursor', last: ownerId, version: read.version + 1 },
        ConditionExpression: read.version === 0 ? 'attribute_not_exists(pk)' : 'version = :v',
        ...(read.version === 0 ? {} : { ExpressionAttributeValues: { ':v': read.version } }),
      },
    },
    onConditionFailed: () => new VersionConflictError(),
  };
}
