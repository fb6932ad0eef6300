import {
  ADMIN_AUDIT_PATH,
  ADMIN_STAFF_PATH,
  ADMIN_LEAD_PATH,
  ADMIN_PEOPLE_EXPORT_PATH,
  ADMIN_RETENTION_PATH,
  ADMIN_SUBSCRIBER_PATH,
  ADMIN_SUBSCRIBERS_EXPORT_PATH,
  ADMIN_SUBSCRIBERS_PATH,
} from '@meridian/shared/admin-api-paths';
import { fillPath } from '@meridian/shared/api-paths';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { stubFetchForEachTest } from '../../../test/fetch-mock';
import { jsonResponse, renderWithProviders } from '../../../test/render-app';
import { AuditLogScreen } from './audit-log-screen';
import { DataRequestsScreen } from './data-requests-screen';
import { SubscribersScreen } from './subscribers-screen';

const fetchMock = stubFetchForEachTest();
const saved: string[] = [];

beforeEach(() => {
  saved.length = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:export', revokeObjectURL: () => undefined }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  localStorage.clear();
});

/** Answers each `METHOD url` with the response `routes` gives, else 404. */
function serve(routes: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (input, init) => {
    const answer = routes[`${init?.method ?? 'GET'} ${String(input)}`];
    return answer ? answer() : jsonResponse({ error: 'Not found' }, 404);
  });
}

const calls = (method: string) => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);

describe('subscribers screen', () => {
  const first = {
    items: [
      {
        id: 'sub-confirmed-000001',
        email: 'reader@example.com',
        state: 'confirmed',
        createdAt: '2026-06-01T09:00:00.000Z',
        confirmedAt: '2026-06-01T09:05:00.000Z',
      },
      {
        id: 'sub-pending-0000001',
        email: 'maybe@example.com',
        state: 'pending',
        createdAt: '2026-06-02T10:00:00.000Z',
      },
    ],
    nextCursor: 'page-2',
    confirmedCount: 2,
  };
  const second = {
    items: [
      {
        id: 'sub-gone-000000001',
        email: 'gone@example.com',
        state: 'unsubscribed',
        createdAt: '2026-01-05T12:00:00.000Z',
        confirmedAt: '2026-01-05T12:10:00.000Z',
        unsubscribedAt: '2026-03-01T08:00:00.000Z',
      },
    ],
    nextCursor: null,
    confirmedCount: 2,
  };

  it('shows the confirmed count, each state with its dates in UK time, and loads more pages', async () => {
    serve({
      [`GET ${ADMIN_SUBSCRIBERS_PATH}`]: () => jsonResponse(first),
      [`GET ${ADMIN_SUBSCRIBERS_PATH}?cursor=page-2`]: () => jsonResponse(second),
    });
    const user = userEvent.setup();
    renderWithProviders(<SubscribersScreen />);
    const table = await screen.findByRole('table', { name: 'Subscribers, newest first' });
    expect(screen.getByText(/^Confirmed subscribers:/)).toHaveTextContent('Confirmed subscribers: 2');
    const reader = within(table).getByRole('rowheader', { name: 'reader@example.com' }).closest('tr')!;
    expect(reader).toHaveTextContent('Confirmed');
    expect(reader).toHaveTextContent('1 Jun 2026, 10:05'); // British Summer Time
    expect(within(table).getByRole('rowheader', { name: 'maybe@example.com' }).closest('tr')).toHaveTextContent(
      'Pending',
    );
    await user.click(screen.getByRole('button', { name: 'Load more subscribers' }));
    const gone = (await within(table).findByRole('rowheader', { name: 'gone@example.com' })).closest('tr')!;
    expect(gone).toHaveTextContent('Unsubscribed');
    expect(gone).toHaveTextContent('1 Mar 2026, 08:00');
    expect(screen.queryByRole('button', { name: 'Load more subscribers' })).not.toBeInTheDocument();
  });

  it('erases a subscriber after the address is typed, and exports the CSV', async () => {
    serve({
      [`GET ${ADMIN_SUBSCRIBERS_PATH}`]: () => jsonResponse({ ...first, nextCursor: null }),
      [`DELETE ${fillPath(ADMIN_SUBSCRIBER_PATH, { id: 'sub-pending-0000001' })}`]: () =>
        new Response(null, { status: 204 }),
      [`GET ${ADMIN_SUBSCRIBERS_EXPORT_PATH}`]: () =>
        new Response('email,state\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="subscribers-2026-11-23.csv"',
          },
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <SubscribersScreen />
        <Toaster />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: 'Erase maybe@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Erase maybe@example.com' });
    await user.type(within(dialog).getByLabelText('Type the email address to confirm'), 'maybe@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Erase permanently' }));
    expect(await screen.findByText('Subscriber erased')).toBeInTheDocument();
    expect(calls('DELETE').map(([url]) => url)).toEqual([
      fillPath(ADMIN_SUBSCRIBER_PATH, { id: 'sub-pending-0000001' }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['subscribers-2026-11-23.csv']));
  });
});

describe('audit log screen', () => {
  it('lists entries newest first with readable actions, UK times and the start of the IP hash', async () => {
    serve({
      [`GET ${ADMIN_AUDIT_PATH}`]: () =>
        jsonResponse({
          items: [
            {
              at: '2026-11-23T15:00:00.000Z',
              action: 'lead_erased',
              target: 'lead-123',
              ipHash: 'a'.repeat(64),
              actorId: 'u-1',
            },
            { at: '2026-11-23T14:00:00.000Z', action: 'login_failed', target: 'admin', ipHash: 'b'.repeat(64) },
            {
              at: '2026-11-23T13:00:00.000Z',
              action: 'user_disabled',
              target: 'user:u2',
              ipHash: 'c'.repeat(64),
              actorId: 'u1',
            },
          ],
          nextCursor: null,
        }),
      [`GET ${ADMIN_STAFF_PATH}`]: () =>
        jsonResponse({ users: [{ id: 'u-1', name: 'Pat Partner', role: 'partner', active: true }] }),
    });
    renderWithProviders(<AuditLogScreen />);
    const table = await screen.findByRole('table', { name: 'Audit log entries, newest first' });
    await within(table).findByText('Pat Partner');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      `23 Nov 2026, 15:00Lead erasedlead-123Pat Partner${'a'.repeat(12)}`,
      `23 Nov 2026, 14:00Failed loginadmin—${'b'.repeat(12)}`,
      `23 Nov 2026, 13:00User disableduser:u2A member of staff${'c'.repeat(12)}`,
    ]);
  });
});

describe('data requests screen', () => {
  const review = {
    olderThan: '2023-11-23T00:00:00.000Z',
    leads: [
      {
        id: 'lead-old',
        name: 'Old Lead',
        email: 'old@example.com',
        status: 'initial_contact',
        createdAt: '2020-01-01T00:00:00.000Z',
        lastActivityAt: '2022-05-01T09:00:00.000Z',
      },
    ],
  };

  it('downloads an access request export for the typed address', async () => {
    serve({
      [`GET ${ADMIN_RETENTION_PATH}`]: () => jsonResponse({ ...review, leads: [] }),
      [`GET ${ADMIN_PEOPLE_EXPORT_PATH}?email=jane%2Btag%40example.com`]: () =>
        new Response('{}', { headers: { 'Content-Disposition': 'attachment; filename="person-2026-11-23.json"' } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<DataRequestsScreen />);
    expect(await screen.findByText('No lead is due for review.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Access request' });
    await user.type(within(form).getByLabelText(/Email address/), ' jane+tag@example.com ');
    await user.click(within(form).getByRole('button', { name: 'Download everything held' }));
    expect(await screen.findByText('Saved person-2026-11-23.json.')).toBeInTheDocument();
    expect(saved).toEqual(['person-2026-11-23.json']);
  });

  it('lists leads due for review and erases one after its name is typed', async () => {
    let erased = false;
    serve({
      [`GET ${ADMIN_RETENTION_PATH}`]: () => jsonResponse(erased ? { ...review, leads: [] } : review),
      [`DELETE ${fillPath(ADMIN_LEAD_PATH, { id: 'lead-old' })}`]: () => {
        erased = true;
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<DataRequestsScreen />);
    const table = await screen.findByRole('table', { name: 'Leads due for review, oldest activity first' });
    expect(screen.getByText(/^Leads with no activity since 23 Nov 2023, 00:00/)).toBeInTheDocument();
    const row = within(table).getByRole('rowheader', { name: 'Old Lead' }).closest('tr')!;
    expect(row).toHaveTextContent('old@example.com');
    expect(row).toHaveTextContent('1 May 2022, 10:00');
    await user.click(within(row).getByRole('button', { name: 'Erase Old Lead' }));
    const dialog = screen.getByRole('dialog', { name: 'Erase Old Lead' });
    await user.type(within(dialog).getByLabelText("Type the lead's email or name to confirm"), 'old lead');
    await user.click(within(dialog).getByRole('button', { name: 'Erase permanently' }));
    expect(await screen.findByText('No lead is due for review.')).toBeInTheDocument();
    expect(calls('DELETE')).toHaveLength(1);
  });
});
