/**
 * Drafts of the lead edit forms (docs/product/admin.md#unsaved-edits): what has been typed into an
 * open form, kept in the tab's session storage, so a session that expires before the form is saved
 * does not lose it. Only the fields that differ from the lead as the form opened are kept; they are
 * laid over the lead's current values when the form opens again.
 */

/** Which form a draft belongs to: the full 'Edit Lead' form or the simple edit. */
export type DraftForm = 'full' | 'simple';

/** A kept draft: the lead, the form, and the changed fields by name (form values, text). */
export interface EditDraft {
  leadId: string;
  form: DraftForm;
  changes: Record<string, string>;
}

const PREFIX = 'lead-edit-draft:';

function keyOf(leadId: string, form: DraftForm): string {
  return `${PREFIX}${form}:${leadId}`;
}

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The fields of `values` that differ from `baseline` (the form's values for the lead as it opened),
 * as text; unknown keys and non-text values are left out.
 */
export function changedFields(
  values: Record<string, unknown>,
  baseline: Record<string, unknown>,
): Record<string, string> {
  const changes: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    const text = typeof value === 'number' ? String(value) : value;
    const before = typeof baseline[key] === 'number' ? String(baseline[key]) : (baseline[key] ?? '');
    if (typeof text === 'string' && text !== before) changes[key] = text;
  }
  return changes;
}

/** Keeps a draft (an empty `changes` forgets it). Storage failures (full, disabled) are ignored. */
export function saveEditDraft(draft: EditDraft): void {
  try {
    const key = keyOf(draft.leadId, draft.form);
    if (Object.keys(draft.changes).length === 0) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(draft.changes));
  } catch {
    // storage full or unavailable: the form still works, only the safety net is missing
  }
}

/** The kept draft of a lead's form, or null (none, unreadable, or of another shape). */
export function loadEditDraft(leadId: string, form: DraftForm): EditDraft | null {
  try {
    const text = storage()?.getItem(keyOf(leadId, form));
    if (!text) return null;
    const changes: unknown = JSON.parse(text);
    if (typeof changes !== 'object' || changes === null || Array.isArray(changes)) return null;
    const texts = Object.entries(changes).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    return texts.length === 0 ? null : { leadId, form, changes: Object.fromEntries(texts) };
  } catch {
    return null;
  }
}

/** The form with a kept draft for a lead (the full form first), or null. */
export function draftedForm(leadId: string): DraftForm | null {
  if (loadEditDraft(leadId, 'full')) return 'full';
  return loadEditDraft(leadId, 'simple') ? 'simple' : null;
}

/** Forgets the draft of a lead's form (saved or cancelled). */
export function clearEditDraft(leadId: string, form: DraftForm): void {
  try {
    storage()?.removeItem(keyOf(leadId, form));
  } catch {
    // nothing to forget
  }
}

/** Forgets every draft (logout). */
export function clearAllEditDrafts(): void {
  const store = storage();
  if (!store) return;
  for (let index = store.length - 1; index >= 0; index -= 1) {
    const key = store.key(index);
    if (key?.startsWith(PREFIX)) store.removeItem(key);
  }
}
