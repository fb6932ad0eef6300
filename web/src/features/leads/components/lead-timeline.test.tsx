import { ADMIN_LEAD_ACTIVITIES_PATH } from '@meridian/shared/admin-api-paths';
import { fillPath } from '@meridian/shared/api-paths';
import type { LeadActivity } from '@meridian/shared/leads/lead';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { stubFetchForEachTest } from '../../../test/fetch-mock';
import { jsonResponse, renderWithProviders } from '../../../test/render-app';
import { LeadTimeline } from './lead-timeline';

const fetchMock = stubFetchForEachTest();
afterEach(() => {
  localStorage.clear();
});

function entry(partial: Partial<LeadActivity> & Pick<LeadActivity, 'id' | 'type' | 'at' | 'summary'>): LeadActivity {
  return { leadId: 'ada', ...partial };
}

const entries: LeadActivity[] = [
  entry({
    id: '1',
    type: 'contact_submitted',
    at: '2026-01-05T10:00:00.000Z',
    summary: 'Contact form submitted',
    details: { message: 'First <b>message</b>' },
  }),
  entry({
    id: '2',
    type: 'contact_submitted',
    at: '2026-02-05T10:00:00.000Z',
    summary: 'Contact form submitted (returning visitor, unverified)',
    text: 'Second message',
  }),
  entry({ id: '3', type: 'email_sent', at: '2026-02-06T10:00:00.000Z', summary: 'Email 1 marked as sent' }),
  entry({ id: '4', type: 'email_unsent', at: '2026-02-07T10:00:00.000Z', summary: 'Email 1 marked as not sent' }),
  entry({ id: '5', type: 'stage_changed', at: '2026-03-01T10:00:00.000Z', summary: 'Moved from New Lead to Close' }),
  entry({
    id: '6',
    type: 'outcome_recorded',
    at: '2026-03-01T10:00:01.000Z',
    summary: 'Closed as Lost: Price',
    text: 'Budget frozen',
  }),
  entry({
    id: '7',
    type: 'outcome_cleared',
    at: '2026-03-02T10:00:00.000Z',
    summary: 'Outcome cleared (was Lost: Price)',
  }),
  entry({
    id: '8',
    type: 'contact_updated',
    at: '2026-03-03T10:00:00.000Z',
    summary: 'Contact details updated: phone',
    details: { fields: { phone: { from: null, to: '020 7946 0000' } } },
  }),
  entry({ id: '9', type: 'leads_merged', at: '2026-03-04T10:00:00.000Z', summary: 'Merged with Ada L (Engines)' }),
  entry({ id: '10', type: 'meeting', at: '2026-07-04T10:00:00.000Z', summary: 'Meeting', text: 'Met at their office' }),
];

describe('LeadTimeline', () => {
  it('names a call, meeting or note once: its label, then its text', () => {
    renderWithProviders(
      <LeadTimeline
        leadId="ada"
        entries={[entry({ id: 'c', type: 'call', at: '2026-07-04T10:00:00.000Z', summary: 'Call', text: 'Rang Ada' })]}
      />,
    );
    const item = within(screen.getByRole('list', { name: 'Timeline, newest first' })).getByRole('listitem');
    expect(within(item).getAllByText('Call')).toHaveLength(1);
    expect(within(item).getByText('Rang Ada')).toBeInTheDocument();
  });

  it('lists every entry newest first, each submission with its own message, times in UK time', () => {
    renderWithProviders(<LeadTimeline leadId="ada" entries={[...entries].reverse()} />);
    const list = screen.getByRole('list', { name: 'Timeline, newest first' });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(items.map((item) => item.querySelector('time')?.getAttribute('datetime'))).toEqual(
      [...entries].reverse().map((e) => e.at),
    );
    expect(within(items[0] as HTMLElement).getByText('4 Jul 2026, 11:00')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('Met at their office')).toBeInTheDocument();
    expect(within(list).getByText('First <b>message</b>')).toBeInTheDocument();
    expect(within(list).getByText('Second message')).toBeInTheDocument();
    expect(within(list).getByText('Budget frozen')).toBeInTheDocument();
    expect(within(list).getByText('phone: none → 020 7946 0000')).toBeInTheDocument();
    for (const label of [
      'Email sent',
      'Email unsent',
      'Stage',
      'Outcome',
      'Outcome cleared',
      'Contact edit',
      'Merge',
    ]) {
      expect(within(list).getByText(label)).toBeInTheDocument();
    }
  });

  it('adds a call with its UK time sent as UTC, then clears the text', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        entry({ id: 'n', type: 'call', at: '2026-07-01T08:30:00.000Z', summary: 'Call', text: 'Spoke to Ada' }),
        201,
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<LeadTimeline leadId="ada" entries={[]} />);
    expect(screen.getByText('No activity recorded yet.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add to the timeline' });
    await user.click(within(form).getByRole('button', { name: 'Add call' }));
    expect(within(form).getByLabelText(/^What happened/)).toHaveAccessibleDescription('Write what happened');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(within(form).getByLabelText(/^When \(UK time\)/));
    await user.type(within(form).getByLabelText(/^When \(UK time\)/), '2026-07-01T09:30');
    await user.type(within(form).getByLabelText(/^What happened/), 'Spoke to Ada');
    await user.click(within(form).getByRole('button', { name: 'Add call' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(fillPath(ADMIN_LEAD_ACTIVITIES_PATH, { id: 'ada' }));
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      type: 'call',
      at: '2026-07-01T08:30:00.000Z',
      text: 'Spoke to Ada',
    });
    await waitFor(() => expect(within(form).getByLabelText(/^What happened/)).toHaveValue(''));
  });

  it('adds a note or a meeting as chosen', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(entry({ id: 'n', type: 'note', at: '2026-07-01T08:30:00.000Z', summary: 'Note' }), 201),
    );
    const user = userEvent.setup();
    renderWithProviders(<LeadTimeline leadId="ada" entries={[]} />);
    const form = screen.getByRole('form', { name: 'Add to the timeline' });
    await user.click(within(form).getByRole('radio', { name: 'Note' }));
    await user.type(within(form).getByLabelText(/^What happened/), 'Prefers email');
    await user.click(within(form).getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      type: 'note',
      text: 'Prefers email',
    });
  });
});

describe('a reply to an outreach email on the timeline', () => {
  it('shows the sender, the reply as text (markup never rendered) and the attachments by name and size', () => {
    renderWithProviders(
      <LeadTimeline
        leadId="ada"
        entries={[
          entry({
            id: 'r1',
            type: 'email_received',
            at: '2026-03-04T10:00:00.000Z',
            summary: 'Replied to Email 1',
            text: 'Yes please <script>alert(1)</script>\nThursday works.',
            details: {
              from: 'bob@lead.example',
              attachments: [
                { name: 'brief.pdf', size: 1234 },
                { name: 'notes.txt', size: 512 },
              ],
            },
          }),
        ]}
      />,
    );
    const timeline = screen.getByRole('list', { name: 'Timeline, newest first' });
    const [item] = within(timeline).getAllByRole('listitem');
    if (!item) throw new Error('no timeline entry');
    expect(within(item).getByText('Replied to Email 1')).toBeInTheDocument();
    expect(within(item).getByText('From bob@lead.example')).toBeInTheDocument();
    expect(within(item).getByText(/Yes please <script>alert\(1\)<\/script>/)).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    const attachments = within(item).getByRole('list', { name: 'Attachments (not kept)' });
    expect(
      within(attachments)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['brief.pdf (1.2 KB)', 'notes.txt (512 bytes)']);
  });
});
