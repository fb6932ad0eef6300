import { getAssignmentSettings } from '../data/assignment';
import { type DirectoryEntry, listStaffDirectory } from '../data/staff-directory';

/**
 * Who gets the new-lead notification (docs/product/assignment.md#notifications): the lead's owner
 * (when active), with every other active partner copied when partners chose so; the firm's inbox
 * (`NOTIFY_TO`) for an unassigned lead or an owner who is gone.
 */

/** The addresses of active staff matching a test. */
const addressesOf = (directory: readonly DirectoryEntry[], test: (entry: DirectoryEntry) => boolean) =>
  directory.filter((entry) => entry.active && entry.email && test(entry)).map((entry) => entry.email as string);

/**
 * The notification's recipients.
 * @param ownerId - the lead's owner, if any.
 * @returns the owner's address first, then the copied partners'; `undefined` for the firm's inbox.
 */
export async function notificationRecipients(ownerId: string | undefined): Promise<string[] | undefined> {
  if (!ownerId) return undefined;
  const [directory, settings] = await Promise.all([listStaffDirectory({ withEmail: true }), getAssignmentSettings()]);
  const owner = addressesOf(directory, (entry) => entry.id === ownerId);
  if (owner.length === 0) return undefined;
  const copies = settings.copyPartners
    ? addressesOf(directory, (entry) => entry.role === 'partner' && entry.id !== ownerId)
    : [];
  return [...owner, ...copies];
}
