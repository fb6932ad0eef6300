import { useMayCall } from '../../../lib/staff-role';
import { ADMIN_SUBSCRIBERS_EXPORT_PATH, ADMIN_SUBSCRIBERS_PATH } from '@meridian/shared/admin-api-paths';
import type { SubscriberRow, SubscriberState } from '@meridian/shared/privacy/subscribers';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmEraseDialog } from '../../../components/crm/confirm-erase-dialog';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { londonDateTime, PagedTable, ScreenSection, TD } from './crm-parts';
import { downloadSubscribersCsv, eraseSubscriber, fetchSubscriberPage, privacyKeys } from './privacy-crm-api';

const STATE_BADGES: Record<SubscriberState, { label: string; variant: BadgeVariant }> = {
  pending: { label: 'Pending', variant: 'warning' },
  confirmed: { label: 'Confirmed', variant: 'success' },
  unsubscribed: { label: 'Unsubscribed', variant: 'secondary' },
};

/** The subscribers, page by page (newest first), with the total confirmed count of the first page. */
function useSubscriberPages() {
  return useInfiniteQuery({
    queryKey: privacyKeys.subscribers,
    queryFn: ({ pageParam }) => fetchSubscriberPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Erases one subscriber, then reloads every subscriber query (this list and the dashboard's count). */
function useEraseSubscriber(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscriber: SubscriberRow) => eraseSubscriber(subscriber.id),
    onSuccess: (_, subscriber) => {
      void queryClient.invalidateQueries({ queryKey: [ADMIN_SUBSCRIBERS_PATH] });
      toast({ title: 'Subscriber erased', description: `${subscriber.email} is no longer held.`, variant: 'success' });
      onDone();
    },
  });
}

/**
 * The newsletter subscribers (docs/product/privacy.md#subscribers): the confirmed count (only
 * confirmed subscribers count), Export CSV, and the list newest first with state and dates in UK
 * time, each with Erase (the address must be typed to confirm).
 */
export function SubscribersScreen() {
  const pages = useSubscriberPages();
  const [erasing, setErasing] = useState<SubscriberRow | null>(null);
  const erase = useEraseSubscriber(() => setErasing(null));
  const [exporting, setExporting] = useState(false);
  const mayExport = useMayCall('GET', ADMIN_SUBSCRIBERS_EXPORT_PATH);
  const rows = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const confirmed = pages.data?.pages[0]?.confirmedCount;

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadSubscribersCsv();
    } catch (error) {
      toast({ variant: 'destructive', title: 'Export failed', description: errorMessage(error) });
    } finally {
      setExporting(false);
    }
  }

  return (
    <ScreenSection
      id="subscribers-heading"
      title="Newsletter subscribers"
      actions={
        mayExport ? (
          <Button variant="outline" size="sm" onClick={exportCsv} disabled={exporting}>
            {exporting ? 'Exporting...' : 'Export CSV'}
          </Button>
        ) : null
      }
    >
      <p className="text-sm">
        Confirmed subscribers: <strong>{confirmed ?? '…'}</strong>
        <span className="text-muted-foreground"> (pending and unsubscribed addresses do not count)</span>
      </p>
      <PagedTable
        pages={pages}
        what="subscribers"
        count={rows.length}
        empty="No subscribers yet."
        label="Subscribers, newest first"
        columns={[
          'Email',
          'State',
          'Signed up',
          'Confirmed',
          'Unsubscribed',
          <span key="actions" className="sr-only">
            Actions
          </span>,
        ]}
        more="Load more subscribers"
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row" className={`${TD} break-all font-medium`}>
              {row.email}
            </th>
            <td className={TD}>
              <Badge variant={STATE_BADGES[row.state].variant}>{STATE_BADGES[row.state].label}</Badge>
            </td>
            <td className={TD}>{londonDateTime(row.createdAt)}</td>
            <td className={TD}>{londonDateTime(row.confirmedAt)}</td>
            <td className={TD}>{londonDateTime(row.unsubscribedAt)}</td>
            <td className={`${TD} text-right`}>
              <Button variant="outline" size="sm" aria-label={`Erase ${row.email}`} onClick={() => setErasing(row)}>
                Erase…
              </Button>
            </td>
          </tr>
        ))}
      </PagedTable>
      <ConfirmEraseDialog
        open={erasing !== null}
        onOpenChange={(open) => {
          if (!open) {
            setErasing(null);
            erase.reset();
          }
        }}
        title={`Erase ${erasing?.email ?? 'subscriber'}`}
        description={
          <p>
            Removes this address, its subscription state and dates for good. It cannot be undone; the person can sign up
            again later.
          </p>
        }
        label="Type the email address to confirm"
        accepted={[erasing?.email]}
        pending={erase.isPending}
        error={erase.isError ? errorMessage(erase.error) : undefined}
        onConfirm={() => erasing && erase.mutate(erasing)}
      />
    </ScreenSection>
  );
}
