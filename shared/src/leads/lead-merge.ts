import type { Lead } from './lead';
import type { LeadChanges } from './lead-changes';
import { boardColumn } from '../pipeline/pipeline';

/**
 * Merging two leads (docs/product/pipeline.md#merge): the survivor keeps every field it has and
 * takes the other lead's value where its own is empty; the server then removes the other lead and
 * moves its timeline and email claim to the survivor.
 */

/** Fields a merge never takes from the other lead: identity, server-owned and always-set fields. */
const KEPT_FIELDS = new Set<string>([
  'id',
  'aiScore',
  'version',
  'createdAt',
  'updatedAt',
  'status',
  'source',
  'priorityScore',
  'probabilityPercent',
]);

/** Fields that only belong on a lead in Close (docs/product/pipeline.md#outcome). */
const CLOSE_FIELDS = new Set<string>(['outcome', 'dealClosedDate']);

/** True for a value that counts as empty: unset, null or blank text. */
function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * The change that fills the survivor's empty fields from the other lead. `metadata` is merged key
 * by key the same way (the survivor's assessment results win). `outcome` and `dealClosedDate` are
 * taken only when the survivor is in Close.
 *
 * @param survivor - the lead that stays.
 * @param other - the lead merged into it.
 * @returns the fields to set on the survivor (empty when it lacks nothing the other has).
 */
export function mergedFieldsOf(survivor: Lead, other: Lead): LeadChanges {
  const changes: Record<string, unknown> = {};
  const survivorClosed = boardColumn(survivor) === 'close';
  for (const [field, value] of Object.entries(other)) {
    if (KEPT_FIELDS.has(field) || field === 'metadata' || isEmpty(value)) continue;
    if (CLOSE_FIELDS.has(field) && !survivorClosed) continue;
    if (isEmpty(survivor[field as keyof Lead])) changes[field] = value;
  }
  if (other.metadata) {
    const metadata = { ...other.metadata, ...survivor.metadata };
    if (JSON.stringify(metadata) !== JSON.stringify(survivor.metadata ?? {})) changes.metadata = metadata;
  }
  return changes as LeadChanges;
}
