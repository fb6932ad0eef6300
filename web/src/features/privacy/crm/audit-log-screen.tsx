import type { AuditAction } from '@meridian/shared/privacy/audit-log';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useStaffDirectory } from '../../../lib/staff-directory';
import { londonDateTime, PagedTable, ScreenSection, TD } from './crm-parts';
import { fetchAuditPage, privacyKeys } from './privacy-crm-api';

/** What each recorded action is called on screen (docs/product/privacy.md#audit-log). */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  login_succeeded: 'Login',
  login_failed: 'Failed login',
  login_throttled: 'Sign-ins throttled',
  leads_exported: 'Leads exported',
  subscribers_exported: 'Subscribers exported',
  person_exported: 'Personal data exported',
  lead_erased: 'Lead erased',
  subscriber_erased: 'Subscriber erased',
  leads_merged: 'Leads merged',
  leads_assigned: 'Leads assigned',
  contact_fields_edited: 'Contact details edited',
  article_published: 'Article published',
  article_scheduled: 'Article scheduled',
  article_unpublished: 'Article unpublished',
  user_invited: 'User invited',
  user_reinvited: 'User invited again',
  invitation_accepted: 'Invitation accepted',
  user_role_changed: 'Role changed',
  user_disabled: 'User disabled',
  user_enabled: 'User enabled',
  user_factors_reset: 'Second factor reset',
  user_send_cap_changed: 'Daily sending cap changed',
  password_changed: 'Password changed',
};

/** Characters of the client's IP hash shown (the whole hash is in the cell's title). */
const SHOWN_HASH_LENGTH = 12;

/**
 * The audit log (docs/product/privacy.md#audit-log), newest first, page by page: time in UK time,
 * the action, its target (an id or a keyed hash, never an address or a name), who acted (their
 * name, docs/product/assignment.md#attribution) and the start of the client's IP hash.
 */
export function AuditLogScreen() {
  const pages = useInfiniteQuery({
    queryKey: privacyKeys.audit,
    queryFn: ({ pageParam }) => fetchAuditPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const entries = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const { byId } = useStaffDirectory();
  return (
    <ScreenSection id="audit-heading" title="Audit log">
      <p className="text-sm text-muted-foreground">
        Logins, exports, erasures, merges, edits of contact details and changes to staff accounts. Entries are kept for
        two years.
      </p>
      <PagedTable
        pages={pages}
        what="the audit log"
        count={entries.length}
        empty="Nothing recorded yet."
        label="Audit log entries, newest first"
        columns={['Time', 'Action', 'Target', 'By', 'Client (IP hash)']}
        more="Load older entries"
      >
        {entries.map((entry) => (
          <tr key={`${entry.at}-${entry.action}-${entry.target}-${entry.ipHash}`}>
            <td className={`${TD} whitespace-nowrap`}>{londonDateTime(entry.at)}</td>
            <td className={TD}>{AUDIT_ACTION_LABELS[entry.action]}</td>
            <td className={`${TD} break-all font-mono text-xs`}>{entry.target}</td>
            <td className={TD}>{entry.actorId ? (byId.get(entry.actorId)?.name ?? 'A member of staff') : '—'}</td>
            <td className={`${TD} font-mono text-xs`} title={entry.ipHash}>
              {entry.ipHash.slice(0, SHOWN_HASH_LENGTH)}
            </td>
          </tr>
        ))}
      </PagedTable>
    </ScreenSection>
  );
}
