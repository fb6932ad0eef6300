import type { LeadSummary } from '@meridian/shared/leads/lead';
import type { Task } from '@meridian/shared/tasks/task';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { stubFetchForEachTest } from '../../../test/fetch-mock';
import { jsonResponse, renderWithProviders } from '../../../test/render-app';
import { LeadTasksSection } from './lead-tasks-section';

const fetchMock = stubFetchForEachTest();
afterEach(() => {
  localStorage.clear();
});

const now = new Date('2026-03-29T08:00:00.000Z');
const lead = { id: 'ada', name: 'Ada', ownerId: 'u1' } as LeadSummary;
const task = (partial: Partial<Task>): Task => ({
  id: 't1',
  leadId: 'ada',
  title: 'Call back',
  dueAt: '2026-03-29T09:00:00.000Z',
  assigneeId: 'u1',
  state: 'open',
  createdBy: 'u1',
  createdAt: '2026-03-28T08:00:00.000Z',
  updatedAt: '2026-03-28T08:00:00.000Z',
  ...partial,
});
const staff = { users: [{ id: 'u1', name: 'Olive Owner', role: 'consultant', active: true }] };

/** Answers each request by its method and path. */
function answer(routes: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const found = Object.entries(routes).find(([route]) => key.startsWith(route));
    return found ? found[1]() : jsonResponse({ error: 'not mocked' }, 500);
  });
}

describe('the Tasks section (docs/product/tasks.md#in-the-crm)', () => {
  it('lists the tasks with their due time in London and the assignee', async () => {
    answer({
      'GET /api/admin/leads/ada/tasks': () =>
        jsonResponse({ tasks: [task({}), task({ id: 't2', title: 'Old one', state: 'done' })] }),
      'GET /api/admin/staff': () => jsonResponse(staff),
    });
    renderWithProviders(<LeadTasksSection lead={lead} now={now} />);
    const list = await screen.findByRole('list', { name: 'Tasks of this lead' });
    expect(within(list).getByText('Call back')).toBeInTheDocument();
    expect(await within(list).findByText('Today 10:00 · Olive Owner')).toBeInTheDocument();
    expect(within(list).getAllByRole('button', { name: /^Complete/ })).toHaveLength(1);
  });

  it("links an outreach step's review task to the compose screen (docs/product/outreach.md#when-a-step-is-due)", async () => {
    const title = 'Send Email 2 to Ada — ready to review and send';
    answer({
      'GET /api/admin/leads/ada/tasks': () =>
        jsonResponse({
          tasks: [task({ title, createdBy: 'outreach-sequence', link: '/admin/leads/ada/email?template=email2' })],
        }),
      'GET /api/admin/staff': () => jsonResponse(staff),
    });
    renderWithProviders(<LeadTasksSection lead={lead} now={now} />);
    const list = await screen.findByRole('list', { name: 'Tasks of this lead' });
    expect(within(list).getByText(title)).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Review and send' })).toHaveAttribute(
      'href',
      '/admin/leads/ada/email?template=email2',
    );
  });

  it('gives an open task to another active member of staff and shows the new assignee', async () => {
    const user = userEvent.setup();
    let assignee = 'u1';
    const team = {
      users: [
        ...staff.users,
        { id: 'u2', name: 'Priya Partner', role: 'partner', active: true },
        { id: 'u3', name: 'Gone Person', role: 'consultant', active: false },
      ],
    };
    answer({
      'GET /api/admin/leads/ada/tasks': () => jsonResponse({ tasks: [task({ assigneeId: assignee })] }),
      'GET /api/admin/staff': () => jsonResponse(team),
      'POST /api/admin/tasks/t1/assignee': () => {
        assignee = 'u2';
        return jsonResponse(task({ assigneeId: 'u2' }));
      },
      'GET /api/admin/leads/ada': () => jsonResponse({ error: 'not needed' }, 404),
    });
    renderWithProviders(<LeadTasksSection lead={lead} now={now} />);
    await screen.findByText('Today 10:00 · Olive Owner');
    await user.click(screen.getByRole('button', { name: 'Reassign Call back' }));
    const to = screen.getByRole('combobox', { name: 'Give to' });
    expect(
      within(to)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a person', 'Priya Partner']);
    expect(screen.getByRole('button', { name: 'Give task' })).toBeDisabled();
    await user.selectOptions(to, 'u2');
    await user.click(screen.getByRole('button', { name: 'Give task' }));
    expect(await screen.findByText('Today 10:00 · Priya Partner')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toBe('/api/admin/tasks/t1/assignee');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ assigneeId: 'u2' });
    expect(screen.queryByRole('combobox', { name: 'Give to' })).not.toBeInTheDocument();
  });

  it('adds a task entered in London time as UTC, for the owner by default', async () => {
    const user = userEvent.setup();
    answer({
      'GET /api/admin/leads/ada/tasks': () => jsonResponse({ tasks: [] }),
      'GET /api/admin/staff': () => jsonResponse(staff),
      'POST /api/admin/leads/ada/tasks': () => jsonResponse(task({ title: 'Send proposal' }), 201),
    });
    renderWithProviders(<LeadTasksSection lead={lead} now={now} />);
    await screen.findByText('No tasks yet.');
    await user.click(screen.getByRole('button', { name: 'Add task' }));
    await user.click(screen.getByRole('button', { name: 'Save task' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Task title/), 'Send proposal');
    await user.clear(screen.getByLabelText(/Due date/));
    await user.type(screen.getByLabelText(/Due date/), '2026-03-30');
    await user.clear(screen.getByLabelText(/Due time/));
    await user.type(screen.getByLabelText(/Due time/), '10:00');
    await user.click(screen.getByRole('button', { name: 'Save task' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      title: 'Send proposal',
      dueAt: '2026-03-30T09:00:00.000Z',
      assigneeId: 'u1',
    });
  });

  it('asks for the next task after completing one, its title focused', async () => {
    const user = userEvent.setup();
    answer({
      'GET /api/admin/leads/ada/tasks': () => jsonResponse({ tasks: [task({})] }),
      'GET /api/admin/staff': () => jsonResponse(staff),
      'POST /api/admin/tasks/t1/complete': () => jsonResponse(task({ state: 'done' })),
    });
    renderWithProviders(<LeadTasksSection lead={lead} now={now} />);
    await user.click(await screen.findByRole('button', { name: 'Complete Call back' }));
    expect(await screen.findByRole('status')).toHaveTextContent('What is the next task?');
    const form = screen.getByRole('form', { name: 'Next task' });
    await waitFor(() => expect(within(form).getByLabelText(/Task title/)).toHaveFocus());
  });

  it('snoozes by a day at the same London time', async () => {
    const user = userEvent.setup();
    answer({
      'GET /api/admin/leads/ada/tasks': () => jsonResponse({ tasks: [task({ dueAt: '2026-03-28T10:00:00.000Z' })] }),
      'GET /api/admin/staff': () => jsonResponse(staff),
      'POST /api/admin/tasks/t1/snooze': () => jsonResponse(task({})),
    });
    renderWithProviders(<LeadTasksSection lead={lead} now={now} />);
    await user.click(await screen.findByRole('button', { name: 'Snooze Call back' }));
    await user.click(screen.getByRole('button', { name: '+1 day' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ dueAt: '2026-03-29T09:00:00.000Z' });
  });
});
