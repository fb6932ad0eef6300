import type { Task } from '@meridian/shared/tasks/task';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeLeadSummary } from '../../test/lead-summary';
import { renderWithProviders } from '../../test/render-app';
import { MyDayScreen, type MyDayScreenProps } from './my-day-screen';

/** My day's sections (docs/product/my-day.md), found by their headings and rows by their links. */

const NOW = new Date('2026-11-26T12:00:00.000Z');
const ME = 'user-me';

function task(id: string, leadId: string, title: string, dueAt: string): Task {
  const at = '2026-11-20T09:00:00.000Z';
  return { id, leadId, title, dueAt, assigneeId: ME, state: 'open', createdBy: ME, createdAt: at, updatedAt: at };
}

const loaded = <T,>(data: T) => ({ data, error: null, refetch: vi.fn() });

const leads = [
  makeLeadSummary({ id: 'ada', name: 'Ada Lovelace', ownerId: ME, updatedAt: '2026-11-26T08:00:00.000Z' }),
  makeLeadSummary({
    id: 'old',
    name: 'Old Contact',
    company: 'Dusty Ltd',
    ownerId: ME,
    status: 'initial_contact',
    updatedAt: '2026-08-01T09:00:00.000Z',
  }),
  makeLeadSummary({ id: 'theirs', name: 'Their Lead', ownerId: 'someone', updatedAt: '2026-11-26T08:00:00.000Z' }),
];

function props(overrides: Partial<MyDayScreenProps> = {}): MyDayScreenProps {
  return {
    meId: ME,
    now: NOW,
    tasks: loaded([
      task('t1', 'ada', 'Call Ada back', '2026-11-26T15:00:00.000Z'),
      task('t2', 'old', 'Send the proposal', '2026-11-24T10:00:00.000Z'),
    ]),
    consultations: loaded([
      {
        bookingId: 'b1',
        start: '2026-11-27T10:00:00.000Z',
        end: '2026-11-27T10:30:00.000Z',
        name: 'Ada Lovelace',
        email: 'a@x.test',
        leadId: 'ada',
      },
      {
        bookingId: 'b2',
        start: '2026-11-26T16:00:00.000Z',
        end: '2026-11-26T16:30:00.000Z',
        name: 'Their Lead',
        email: 't@x.test',
        leadId: 'theirs',
      },
    ]),
    leads: loaded(leads),
    ...overrides,
  };
}

const section = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

describe('MyDayScreen', () => {
  it('lists each section, every row a link to its lead', () => {
    renderWithProviders(<MyDayScreen {...props()} />);
    expect(screen.getByText('Thursday 26 November')).toBeInTheDocument();
    const today = within(section('Due today')).getByRole('link', { name: /Call Ada back/ });
    expect(today).toHaveAttribute('href', '/admin/leads/ada');
    expect(today).toHaveTextContent('Today 15:00 · Ada Lovelace');
    expect(within(section('Overdue tasks')).getByRole('link', { name: /Send the proposal/ })).toHaveTextContent(
      'Overdue · 24 Nov 10:00 · Old Contact',
    );
    expect(within(section('Consultations tomorrow')).getByRole('link', { name: /Ada Lovelace/ })).toHaveTextContent(
      '10:00 consultation',
    );
    expect(within(section('Consultations today')).getByText('No consultations today.')).toBeInTheDocument();
    expect(within(section('New leads since yesterday')).getByRole('link', { name: /Ada Lovelace/ })).toHaveAttribute(
      'href',
      '/admin/leads/ada',
    );
    expect(within(section('Stale leads')).getByRole('link', { name: /Old Contact/ })).toHaveTextContent(
      'Dusty Ltd · Last activity 1 Aug',
    );
    expect(screen.queryByRole('link', { name: /Their Lead/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Replies/i })).not.toBeInTheDocument();
  });

  it('shows the tasks while the leads are still loading, and the lead sections as loading', () => {
    renderWithProviders(<MyDayScreen {...props({ leads: { data: undefined, error: null, refetch: vi.fn() } })} />);
    expect(within(section('Due today')).getByRole('link', { name: /Call Ada back/ })).toHaveTextContent('Today 15:00');
    expect(within(section('Stale leads')).getByRole('status')).toHaveTextContent('Loading...');
    expect(within(section('Consultations today')).getByRole('status')).toBeInTheDocument();
  });

  it('says when there is nothing to do', () => {
    renderWithProviders(
      <MyDayScreen {...props({ tasks: loaded([]), consultations: loaded([]), leads: loaded([]) })} />,
    );
    expect(within(section('Overdue tasks')).getByText('Nothing overdue.')).toBeInTheDocument();
    expect(within(section('Due today')).getByText('No tasks due today.')).toBeInTheDocument();
    expect(within(section('Stale leads')).getByText('None of your leads is stale.')).toBeInTheDocument();
  });

  it('shows a failed load with Try again', async () => {
    const refetch = vi.fn();
    renderWithProviders(<MyDayScreen {...props({ tasks: { data: undefined, error: new Error('Boom'), refetch } })} />);
    const alert = within(section('Due today')).getByRole('alert');
    expect(alert).toHaveTextContent('Could not load due today: Boom');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('caps a lead section at 20 rows and links to the filtered list', () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      makeLeadSummary({ id: `n${index}`, name: `New ${index}`, ownerId: ME, updatedAt: '2026-11-26T08:00:00.000Z' }),
    );
    renderWithProviders(<MyDayScreen {...props({ leads: loaded(many) })} />);
    const newLeads = section('New leads since yesterday');
    expect(within(within(newLeads).getByRole('list')).getAllByRole('link')).toHaveLength(20);
    expect(within(newLeads).getByRole('link', { name: 'All 25 in Leads' })).toHaveAttribute(
      'href',
      '/admin?status=new_lead&owner=mine',
    );
  });
});
