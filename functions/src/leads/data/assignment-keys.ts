import type { AssignmentPool } from '@meridian/shared/leads/lead-owners';
import { INDEX_PARTITIONS as I, type ItemKey, ITEM_TYPES as T } from '../../table/item-types';

/**
 * Keys of the assignment items (docs/product/assignment.md, docs/architecture.md's key table), built
 * from their description in `table/item-types.ts` (docs/decisions/034-item-types-described-once.md).
 */

/** The assignment settings: `ASSIGNMENT` / `SETTINGS`. */
export const assignmentSettingsKey = (): ItemKey => ({ pk: T.assignmentSettings.pk, sk: T.assignmentSettings.sk });

/** The partition of every person's assignment preferences (one Query lists them). */
export const ASSIGNEES_PARTITION = T.assigneePreferences.pk;

/** One person's assignment preferences: `ASSIGNEES` / `<user id>`. */
export const assigneePreferencesKey = (userId: string): ItemKey => ({ pk: T.assigneePreferences.pk, sk: userId });

/** The round-robin cursor of a pool: `ASSIGNMENT_CURSOR` / `<pool>`. */
export const assignmentCursorKey = (pool: AssignmentPool): ItemKey => ({ pk: T.assignmentCursor.pk, sk: pool });

/** The gsi1 partition that lists every staff user. */
export const STAFF_USER_INDEX_PARTITION = I.staffUserIndex.pk;
