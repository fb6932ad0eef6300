import type { StaffMember } from '@meridian/shared/leads/lead-owners';
import { queryPages } from '../../table/paging';
import { GSI1, tableName } from '../../table/table';
import { STAFF_USER_INDEX_PARTITION } from './assignment-keys';

/**
 * The staff directory for owners (docs/product/assignment.md): every staff user's id, name, role,
 * status and when they joined, read through the gsi1 partition `STAFF_USERS` (a firm has tens of
 * users: one Query page). Never the address or the password hash (projected away).
 */

/**
 * A staff member with when they joined (ISO-8601 UTC), the order round robin follows, and when
 * asked for, their address and their daily sending cap as stored (absent: none set).
 */
export type DirectoryEntry = StaffMember & { createdAt: string; email?: string; dailySendCap?: number };

/**
 * Every staff user, in the order they joined.
 * @param options.withEmail - also read each address (for the emails to owners; never answered to the CRM).
 * @param options.withSendCap - also read each daily sending cap (for the outreach send).
 */
export async function listStaffDirectory(
  options: { withEmail?: boolean; withSendCap?: boolean } = {},
): Promise<DirectoryEntry[]> {
  const entries: DirectoryEntry[] = [];
  const query = {
    TableName: tableName(),
    IndexName: GSI1,
    KeyConditionExpression: 'gsi1pk = :p',
    ExpressionAttributeValues: { ':p': STAFF_USER_INDEX_PARTITION },
    ExpressionAttributeNames: { '#id': 'id', '#name': 'name', '#role': 'role', '#status': 'status' },
    ProjectionExpression: `#id, #name, #role, #status, createdAt${options.withEmail ? ', email' : ''}${
      options.withSendCap ? ', dailySendCap' : ''
    }`,
  };
  for await (const chunk of queryPages(query)) {
    for (const item of chunk.items) {
      if (typeof item.id !== 'string') continue;
      entries.push({
        id: item.id,
        name: String(item.name ?? ''),
        role: item.role === 'partner' ? 'partner' : 'consultant',
        active: item.status === 'active',
        createdAt: String(item.createdAt ?? ''),
        ...(options.withEmail && typeof item.email === 'string' ? { email: item.email } : {}),
        ...(options.withSendCap && typeof item.dailySendCap === 'number' ? { dailySendCap: item.dailySendCap } : {}),
      });
    }
  }
  return entries;
}

/** A name by id from a directory (empty when unknown). */
export function nameIn(directory: readonly StaffMember[], userId: string | undefined): string {
  return directory.find((entry) => entry.id === userId)?.name ?? '';
}
