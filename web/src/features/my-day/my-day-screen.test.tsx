import type { MyDayAnswer } from '@meridian/shared/my-day/my-day-answer';
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

const ada = makeLeadSummary({ id: 'ada', name: 'Ada Lovelace', ownerId: ME, updatedAt: '2026-11-26T08:00:00.000Z' });
const old = makeLeadSummary({
  id: 'old',
  name: 'Old Contact',
  company: 'Dusty Ltd',
  ownerId: ME,
  status: 'initial_contact',
  updatedAt: '2026-08-01T09:00:00.000Z',
});

/** The answer of `GET /api/admin/my-day` as the server sends it (sections already computed). */
function answer(overrides: Partial<MyDayAnswer> = {}): MyDayAnswer {
  return {
    overdueTasks: [{ ...task('t2', 'old', 'Send the proposal', '2026-11-24T10:00:00.000Z'), leadName: 'Old Contact' }],
    dueTodayTasks: [{ ...task('t1', 'ada', 'Call Ada back', '2026-11-26T15:00:00.000Z'), leadName: 'Ada Lovelace' }],
    consultationsToday: [],
    consultationsTomorrow: [
      {
        bookingId: 'b1',
        start: '2026-11-27T10:00:00.000Z',
        end: '2026-11-27T10:30:00.000Z',
        name: 'Ada Lovelace',
        email: 'a@x.test',
        leadId: 'ada',
      },
    ],
    newLeads: { items: [ada], total: 1 },
    staleLeads: { items: [old], total: 1 },
    truncated: false,
    ...overrides,
  };
}

function props(day: Partial<MyDayScreenProps['day']> = {}): MyDayScreenProps {
  return { now: NOW, day: { data: answer(), error: null, refetch: vi.fn(), ...day } };
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
    expect(screen.queryByRole('heading', { name: /Replies/i })).not.toBeInTheDocument();
  });

  it('shows every section as loading until the day arrives', () => {
    renderWithProviders(<MyDayScreen {...props({ data: undefined })} />);
    expect(within(section('Due today')).getByRole('status')).toHaveTextContent('Loading...');
    expect(within(section('Stale leads')).getByRole('status')).toHaveTextContent('Loading...');
  });

  it('says when there is nothing to do', () => {
    const none = { items: [], total: 0 };
    const empty = answer({
      overdueTasks: [],
      dueTodayTasks: [],
      consultationsTomorrow: [],
      newLeads: none,
      staleLeads: none,
    });
    renderWithProviders(<MyDayScreen {...props({ data: empty })} />);
    expect(within(section('Overdue tasks')).getByText('Nothing overdue.')).toBeInTheDocument();
    expect(within(section('Due today')).getByText('No tasks due today.')).toBeInTheDocument();
    expect(within(section('Stale leads')).getByText('None of your leads is stale.')).toBeInTheDocument();
  });

  it('shows a failed load with Try again', async () => {
    const refetch = vi.fn();
    renderWithProviders(<MyDayScreen {...props({ data: undefined, error: new Error('Boom'), refetch })} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load your day: Boom');
    expect(within(section('Due today')).getByText('Not loaded.')).toBeInTheDocument();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('shows the first rows of a capped lead section and links to the filtered list', () => {
    const first = Array.from({ length: 20 }, (_, index) =>
      makeLeadSummary({ id: `n${index}`, name: `New ${index}`, ownerId: ME, updatedAt: '2026-11-26T08:00:00.000Z' }),
    );
    renderWithProviders(<MyDayScreen {...props({ data: answer({ newLeads: { items: first, total: 25 } }) })} />);
    const newLeads = section('New leads since yesterday');
    expect(within(within(newLeads).getByRole('list')).getAllByRole('link')).toHaveLength(20);
    expect(within(newLeads).getByRole('heading')).toHaveTextContent('New leads since yesterday (25)');
    expect(within(newLeads).getByRole('link', { name: 'All 25 in Leads' })).toHaveAttribute(
      'href',
      '/admin?status=new_lead&owner=mine',
    );
  });
});
