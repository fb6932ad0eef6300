import type { LeadSummary } from '@meridian/shared/leads/lead';
import type { LeadList } from '../api/leads-api';

/**
 * Merging the answers of the changes query into the cached lead list
 * (docs/product/admin.md#live-list). Pure: each returns a new list and leaves its input alone.
 */

/** How far before the newest known change the next changes query starts (docs/product/admin.md#changes-since). */
export const CHANGES_OVERLAP_MS = 60_000;

/**
 * The `updatedSince` of the next changes query: the newest `updatedAt` in the list (shown and held
 * back), less {@link CHANGES_OVERLAP_MS}, so a write that landed late is asked for again.
 *
 * @returns an ISO-8601 UTC instant; the start of 1970 when the list holds no readable time.
 */
export function changesWatermark(list: LeadList): string {
  let newest = 0;
  for (const lead of list.items) newest = Math.max(newest, Date.parse(lead.updatedAt) || 0);
  for (const lead of list.incoming) newest = Math.max(newest, Date.parse(lead.updatedAt) || 0);
  return new Date(Math.max(0, newest - CHANGES_OVERLAP_MS)).toISOString();
}

/**
 * Whether the server's copy is newer than the cached one: a higher version, or the same version
 * written later (a reply or an opt-out changes the lead's outreach state without raising its
 * version: docs/decisions/061-outreach-writes-keep-the-lead-version.md).
 */
function isNewer(server: LeadSummary, cached: LeadSummary): boolean {
  if (server.version !== cached.version) return server.version > cached.version;
  return (Date.parse(server.updatedAt) || 0) > (Date.parse(cached.updatedAt) || 0);
}

/** What {@link mergeLeadChanges} did. */
export interface MergeResult {
  list: LeadList;
  /** Ids of shown leads replaced by a newer version. */
  updatedIds: string[];
}

/**
 * Merges changed leads into the list: a shown lead is replaced in place when the server's version
 * is higher, or equal and written later (an equal version written at the same time is what is
 * shown already, or an optimistic change still saving);
 * an unknown lead joins `incoming` (newest `createdAt` first), replacing its own older copy there.
 *
 * @returns the same list object when nothing changed, so the screen does not re-render.
 */
export function mergeLeadChanges(list: LeadList, changed: readonly LeadSummary[]): MergeResult {
  if (changed.length === 0) return { list, updatedIds: [] };
  const shown = new Map(list.items.map((lead, index) => [lead.id, index]));
  const incoming = new Map(list.incoming.map((lead) => [lead.id, lead]));
  let items = list.items;
  let incomingChanged = false;
  const updatedIds: string[] = [];
  for (const lead of changed) {
    const index = shown.get(lead.id);
    if (index !== undefined) {
      const cached = items[index];
      if (cached && isNewer(lead, cached)) {
        if (items === list.items) items = items.slice();
        items[index] = lead;
        updatedIds.push(lead.id);
      }
      continue;
    }
    const held = incoming.get(lead.id);
    if (!held || isNewer(lead, held)) {
      incoming.set(lead.id, lead);
      incomingChanged = true;
    }
  }
  if (items === list.items && !incomingChanged) return { list, updatedIds };
  const nextIncoming = incomingChanged
    ? [...incoming.values()].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    : list.incoming;
  return { list: { ...list, items, incoming: nextIncoming }, updatedIds };
}

/** Brings the held-back new leads into the list, ahead of the others. */
export function bringInIncoming(list: LeadList): LeadList {
  if (list.incoming.length === 0) return list;
  return { ...list, items: [...list.incoming, ...list.items], incoming: [] };
}
