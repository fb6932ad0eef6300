import { isDeepStrictEqual } from 'node:util';

/**
 * An update that writes only what changed between two versions of an item
 * (docs/decisions/051-lead-writes-keep-server-owned-fields.md): every attribute whose value differs
 * is SET, every attribute the new version no longer has is REMOVEd, and every other attribute is
 * left as stored. A Put of the whole item would also write back the values it read, undoing a change
 * that another writer made in between to an attribute this write does not own (a lead's `nextTask`,
 * `outreachSequence` or `doNotEmail`, written without raising the lead's `version`).
 */
export interface ChangedAttributesUpdate {
  UpdateExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
}

/**
 * The update from `before` to `after`.
 *
 * @param before - the item as read (its key attributes included).
 * @param after - the item to store; an attribute whose value is `undefined` counts as absent.
 * @param keyAttributes - the primary key's attribute names, never written (default `pk`, `sk`).
 * @returns the update's expression, names and values; with `#a<n>` and `:v<n>` placeholders.
 * @throws Error when nothing differs and `after` has no attribute to set (a programming error:
 *   every lead write sets `updatedAt`).
 */
export function changedAttributesUpdate(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  keyAttributes: readonly string[] = ['pk', 'sk'],
): ChangedAttributesUpdate {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  const removes: string[] = [];
  const nameOf = (attribute: string): string => {
    const placeholder = `#a${Object.keys(names).length}`;
    names[placeholder] = attribute;
    return placeholder;
  };
  for (const [attribute, value] of Object.entries(after)) {
    if (keyAttributes.includes(attribute) || value === undefined) continue;
    if (isDeepStrictEqual(before[attribute], value)) continue;
    const placeholder = `:v${sets.length}`;
    values[placeholder] = value;
    sets.push(`${nameOf(attribute)} = ${placeholder}`);
  }
  for (const [attribute, value] of Object.entries(before)) {
    if (keyAttributes.includes(attribute) || value === undefined) continue;
    if (after[attribute] === undefined) removes.push(nameOf(attribute));
  }
  if (sets.length === 0) throw new Error('An item write must set at least one attribute');
  const expression = [`SET ${sets.join(', ')}`, ...(removes.length > 0 ? [`REMOVE ${removes.join(', ')}`] : [])];
  return { UpdateExpression: expression.join(' '), ExpressionAttributeNames: names, ExpressionAttributeValues: values };
}
