import { ADMIN_LEAD_MERGE_PATH, ADMIN_LEAD_PATH, ADMIN_LEADS_PATH } from '@meridian/shared/admin-api-paths';
import type { LeadDetail } from '@meridian/shared/admin-api-responses';
import { fillPath } from '@meridian/shared/api-paths';
import type { LeadSummary } from '@meridian/shared/leads/lead';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { stubFetchForEachTest } from '../../../test/fetch-mock';
import { makeLeadSummary } from '../../../test/lead-summary';
import { jsonResponse, renderWithProviders } from '../../../test/render-app';
import { MergeDialog } from './merge-dialog';

const fetchMock = stubFetchForEachTest();
afterEach(() => {
  localStorage.clear();
});

function detail(summary: LeadSummary, timeline = 0): LeadDetail {
  const entries = Array.from({ length: timeline }, (_, index) => ({
    id: `${summary.id}-${index}`,
    leadId: summary.id,
    type: 'note' as const,
    at: '2026-01-01T00:00:00.000Z',
    summary: 'Note',
  }));
  return { ...summary, activity: entries, timeline: entries, scoreBreakdown: [] } as LeadDetail;
}

const survivor = detail(
  makeLeadSummary({
    id: 'inbound',
    name: 'Ada Lovelace',
    source: 'contact_form',
    email: 'ada@engines.test',
    company: 'Engines Ltd',
    version: 4,
  }),
  2,
);
const prospect = makeLeadSummary({
  id: 'prospect',
  name: 'Ada L.',
  company: 'Engines',
  phone: '020 7946 0000',
  jobTitle: 'Director',
  version: 2,
});
const unrelated = makeLeadSummary({ id: 'grace', name: 'Grace Hopper', company: 'Navy' });

function serve(mergeStatus = 200) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === ADMIN_LEADS_PATH) return jsonResponse({ items: [survivor, prospect, unrelated], nextCursor: null });
    if (url === fillPath(ADMIN_LEAD_PATH, { id: 'prospect' })) return jsonResponse(detail(prospect, 3));
    if (url === fillPath(ADMIN_LEAD_PATH, { id: 'inbound' })) return jsonResponse(survivor);
    if (url === fillPath(ADMIN_LEAD_MERGE_PATH, { id: 'inbound' }) && init?.method === 'POST') {
      return mergeStatus === 200
        ? jsonResponse({ ...survivor, phone: prospect.phone, version: 5 })
        : jsonResponse({ error: 'Version conflict' }, mergeStatus);
    }
    return jsonResponse({ error: 'unexpected' }, 500);
  });
}

async function openComparison() {
  const onOpenChange = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <MergeDialog survivor={survivor} open onOpenChange={onOpenChange} />
      <Toaster />
    </>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Merge Ada Lovelace with another lead' });
  await user.type(within(dialog).getByLabelText(/^Find the other lead/), 'engines');
  const results = await within(dialog).findByRole('list', { name: 'Matching leads' });
  expect(
    within(results)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual([expect.stringContaining('Ada L.')]);
  await user.click(within(results).getByRole('button', { name: /Ada L\./ }));
  const table = await within(dialog).findByRole('table', { name: /stays.*removed/ });
  return { user, dialog, table, onOpenChange };
}

describe('MergeDialog', () => {
  it('finds the other lead (never the survivor) and shows both side by side with what the survivor keeps or takes', async () => {
    serve();
    const { table } = await openComparison();
    const row = (name: string) =>
      Array.from(within(table).getByRole('row', { name: new RegExp(`^${name}`) }).children).map(
        (cell) => cell.textContent,
      );
    expect(row('Name')).toEqual(['Name', 'Ada Lovelace', 'Ada L.', 'Keeps its own']);
    expect(row('Company')).toEqual(['Company', 'Engines Ltd', 'Engines', 'Keeps its own']);
    expect(row('Phone')).toEqual(['Phone', '—', '020 7946 0000', 'Takes the other']);
    expect(row('Job title')).toEqual(['Job title', '—', 'Director', 'Takes the other']);
    expect(row('Email')).toEqual(['Email', 'ada@engines.test', '—', 'Keeps its own']);
    expect(row('Timeline entries')).toEqual(['Timeline entries', '2', '3', 'Both']);
  });

  it('merges with both versions on confirm and closes', async () => {
    serve();
    const { user, dialog, onOpenChange } = await openComparison();
    await user.click(within(dialog).getByRole('button', { name: 'Merge Ada L. into Ada Lovelace' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toBe(fillPath(ADMIN_LEAD_MERGE_PATH, { id: 'inbound' }));
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ otherId: 'prospect', version: 4, otherVersion: 2 });
    expect(await screen.findByText('Leads merged')).toBeInTheDocument();
  });

  it('says why on a conflict and stays open', async () => {
    serve(409);
    const { user, dialog, onOpenChange } = await openComparison();
    await user.click(within(dialog).getByRole('button', { name: 'Merge Ada L. into Ada Lovelace' }));
    expect(await screen.findByText('Could not merge the leads')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
