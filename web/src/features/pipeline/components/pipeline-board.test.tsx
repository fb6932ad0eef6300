import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeLead, mockBoardLayout } from '../test-utils';
import { PipelineBoard } from './pipeline-board';
import { MemoryRouter } from 'react-router';

const now = new Date('2025-02-01T12:00:00.000Z');
const leads = [
  makeLead({ id: 'a', name: 'Ada Lovelace', company: 'Engines Ltd', status: 'new_lead', estimatedValueMin: 40_000 }),
  makeLead({
    id: 'b',
    name: 'Grace Hopper',
    status: 'consultation',
    estimatedValueMin: 100_000,
    phone: '+44 20 7946 0000',
  }),
  makeLead({ id: 'c', name: 'Alan Turing', status: 'proposal', email1SentDate: '2025-01-01T00:00:00.000Z' }),
];

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = mockBoardLayout();
});
afterEach(() => restoreLayout());

function renderBoard(overrides: Partial<Parameters<typeof PipelineBoard>[0]> = {}) {
  const props = {
    leads,
    pendingIds: new Set<string>(),
    now,
    onMove: vi.fn(),
    onOpenLead: vi.fn(),
    onMarkEmail1Sent: vi.fn(),
    ...overrides,
  };
  // The card's name is a link to the lead page, so the board renders inside a router.
  render(
    <MemoryRouter>
      <PipelineBoard {...props} />
    </MemoryRouter>,
  );
  return props;
}

function column(name: string) {
  return screen.getByRole('region', { name });
}

describe('PipelineBoard', () => {
  it('names each stage with its count in the Stage switcher, which marks the other columns hidden below 1024 px', async () => {
    renderBoard();
    const switcher = screen.getByRole('combobox', { name: 'Stage' });
    expect(
      within(switcher)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'New Lead (1)',
      'Initial Contact (0)',
      'Value Demo (0)',
      'Assessment Offer (0)',
      'Consultation (1)',
      'Proposal (1)',
      'Close (0)',
    ]);
    const hidden = () =>
      ['New Lead', 'Consultation', 'Proposal'].filter((name) => column(name).classList.contains('max-lg:hidden'));
    expect(hidden()).toEqual(['Consultation', 'Proposal']);
    await userEvent.setup().selectOptions(switcher, 'Proposal (1)');
    expect(hidden()).toEqual(['New Lead', 'Consultation']);
  });

  it('shows the 7-stage heading and seven columns with label, subtitle, count and values', () => {
    renderBoard();
    expect(screen.getByRole('heading', { name: '7-Stage Sales Pipeline' })).toBeInTheDocument();
    for (const label of [
      'New Lead',
      'Initial Contact',
      'Value Demo',
      'Assessment Offer',
      'Consultation',
      'Proposal',
      'Close',
    ]) {
      expect(column(label)).toBeInTheDocument();
    }
    const consultation = column('Consultation');
    expect(within(consultation).getByText('30-min Discovery Call')).toBeInTheDocument();
    expect(within(consultation).getByLabelText('1 lead')).toBeInTheDocument();
    expect(within(consultation).getByText('Total').nextElementSibling).toHaveTextContent('£100K');
    expect(within(consultation).getByText('Weighted').nextElementSibling).toHaveTextContent('£70K');
    expect(within(column('New Lead')).getByRole('article', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it('totals the Close column by won value only, with Won and Lost badges on its cards', () => {
    renderBoard({
      leads: [
        ...leads,
        makeLead({
          id: 'w',
          name: 'Won Ltd',
          status: 'close',
          estimatedValueMin: 5_000,
          outcome: { result: 'won', value: 12_000 },
        }),
        makeLead({
          id: 'l',
          name: 'Lost Ltd',
          status: 'close',
          estimatedValueMin: 40_000,
          outcome: { result: 'lost', reason: 'Price' },
        }),
      ],
    });
    const close = column('Close');
    expect(within(close).getByText('Total').nextElementSibling).toHaveTextContent('£12K');
    expect(within(close).getByText('Weighted').nextElementSibling).toHaveTextContent('£12K');
    expect(within(within(close).getByRole('article', { name: 'Won Ltd' })).getByText('Won')).toBeInTheDocument();
    const lost = within(close).getByRole('article', { name: 'Lost Ltd' });
    expect(within(lost).getByText('Lost')).toBeInTheDocument();
    expect(within(lost).getByText('Price')).toBeInTheDocument();
  });

  it('shows every card field, with No title and ? for unknown values', () => {
    renderBoard();
    const card = within(column('Proposal')).getByRole('article', { name: 'Alan Turing' });
    expect(within(card).getByText('No title')).toBeInTheDocument();
    expect(within(card).getByText('?')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: '1 of 3 emails sent' })).toBeInTheDocument();
    expect(within(card).getByText('Follow up on proposal within 5 business days')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Email 1 already sent to Alan Turing' })).toBeDisabled();
    const grace = within(column('Consultation')).getByRole('article', { name: 'Grace Hopper' });
    expect(within(grace).getByRole('link', { name: 'Call Grace Hopper' })).toHaveAttribute('href', 'tel:+442079460000');
  });

  it('moves a card to another stage by keyboard drag and drop (25 px per arrow key)', async () => {
    const { onMove } = renderBoard();
    const handle = screen.getByRole('button', { name: 'Drag Ada Lovelace' });
    act(() => handle.focus());
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    // The keyboard sensor starts listening for arrow keys on the next tick.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    // 12 steps of 25 px = 300 px: one column to the right.
    for (let step = 0; step < 12; step += 1) {
      await act(async () => {
        fireEvent.keyDown(document.activeElement ?? handle, { code: 'ArrowRight', key: 'ArrowRight' });
      });
    }
    await act(async () => {
      fireEvent.keyDown(document.activeElement ?? handle, { code: 'Space', key: ' ' });
    });
    expect(onMove).toHaveBeenCalledOnce();
    expect(onMove).toHaveBeenCalledWith(expect.objectContaining({ id: 'a' }), 'initial_contact');
  });

  it('moves a card by pointer drag past the 8 px activation distance (jsdom, mocked layout)', async () => {
    const { onMove } = renderBoard();
    const handle = screen.getByRole('button', { name: 'Drag Ada Lovelace' });
    // The card sits in column 0 (x 10-270, y 150-350); column 1 spans x 300-580.
    const pointer = { pointerId: 1, isPrimary: true, button: 0, buttons: 1 };
    fireEvent.pointerDown(handle, { ...pointer, clientX: 150, clientY: 250 });
    // 5 px: below the activation distance, so no drag starts yet.
    await act(async () => {
      fireEvent.pointerMove(document, { ...pointer, clientX: 155, clientY: 250 });
    });
    expect(screen.queryByText(/^Ada Lovelace is over/)).not.toBeInTheDocument();
    await act(async () => {
      fireEvent.pointerMove(document, { ...pointer, clientX: 170, clientY: 250 });
    });
    expect(await screen.findByText('Ada Lovelace is over New Lead.')).toBeInTheDocument();
    await act(async () => {
      fireEvent.pointerMove(document, { ...pointer, clientX: 460, clientY: 250 });
    });
    expect(await screen.findByText('Ada Lovelace is over Initial Contact.')).toBeInTheDocument();
    await act(async () => {
      fireEvent.pointerUp(document, { ...pointer, buttons: 0, clientX: 460, clientY: 250 });
    });
    expect(onMove).toHaveBeenCalledOnce();
    expect(onMove).toHaveBeenCalledWith(expect.objectContaining({ id: 'a' }), 'initial_contact');
  });

  it('does nothing when a pointer drag ends outside every column', async () => {
    const { onMove } = renderBoard();
    const handle = screen.getByRole('button', { name: 'Drag Ada Lovelace' });
    const pointer = { pointerId: 1, isPrimary: true, button: 0, buttons: 1 };
    fireEvent.pointerDown(handle, { ...pointer, clientX: 150, clientY: 250 });
    await act(async () => {
      fireEvent.pointerMove(document, { ...pointer, clientX: 150, clientY: 270 });
    });
    expect(await screen.findByText('Ada Lovelace is over New Lead.')).toBeInTheDocument();
    // Below every column (they end at y 800) and far from the card's start.
    await act(async () => {
      fireEvent.pointerMove(document, { ...pointer, clientX: 150, clientY: 2000 });
    });
    await act(async () => {
      fireEvent.pointerUp(document, { ...pointer, buttons: 0, clientX: 150, clientY: 2000 });
    });
    expect(
      await screen.findByText('Ada Lovelace was dropped outside the stages; nothing changed.'),
    ).toBeInTheDocument();
    expect(onMove).not.toHaveBeenCalled();
  });

  it('does nothing when a card is dropped on its own column', async () => {
    const { onMove } = renderBoard();
    const handle = screen.getByRole('button', { name: 'Drag Ada Lovelace' });
    act(() => handle.focus());
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    // The keyboard sensor starts listening for arrow keys on the next tick.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await act(async () => {
      fireEvent.keyDown(document.activeElement ?? handle, { code: 'ArrowDown', key: 'ArrowDown' });
    });
    await act(async () => {
      fireEvent.keyDown(document.activeElement ?? handle, { code: 'Space', key: ' ' });
    });
    expect(screen.getByText('Ada Lovelace was dropped on New Lead.')).toBeInTheDocument();
    expect(onMove).not.toHaveBeenCalled();
  });

  it("moves a card with the 'Move to…' menu, the current stage disabled", async () => {
    const user = userEvent.setup();
    const { onMove } = renderBoard();
    await user.click(screen.getByRole('button', { name: 'Move Ada Lovelace to…' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /New Lead/ })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(menu).getByRole('menuitem', { name: 'Proposal' }));
    expect(onMove).toHaveBeenCalledWith(expect.objectContaining({ id: 'a' }), 'proposal');
  });

  it("opens the 'Move to…' menu from the keyboard", async () => {
    const user = userEvent.setup();
    const { onMove } = renderBoard();
    screen.getByRole('button', { name: 'Move Grace Hopper to…' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(menu).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onMove).toHaveBeenCalledWith(expect.objectContaining({ id: 'b' }), expect.any(String));
  });

  it('opens the lead page on card click, links the name to it and marks email 1 sent from the card', async () => {
    const user = userEvent.setup();
    const { onOpenLead, onMarkEmail1Sent } = renderBoard();
    expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/admin/leads/a');
    await user.click(screen.getByText('Engines Ltd'));
    expect(onOpenLead).toHaveBeenCalledWith(expect.objectContaining({ id: 'a' }));
    await user.click(screen.getByRole('button', { name: 'Mark email 1 sent to Ada Lovelace' }));
    expect(onMarkEmail1Sent).toHaveBeenCalledWith(expect.objectContaining({ id: 'a' }));
    expect(onOpenLead).toHaveBeenCalledOnce();
  });

  it('shows a pending card as saving with its controls disabled', () => {
    renderBoard({ pendingIds: new Set(['a']) });
    const card = screen.getByRole('article', { name: 'Ada Lovelace' });
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(within(card).getByText('Saving…')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Move Ada Lovelace to…' })).toBeDisabled();
  });

  it('lists discovery calls needed from its action button', async () => {
    const user = userEvent.setup();
    renderBoard();
    expect(screen.getByRole('button', { name: 'Emails to Send (1)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discovery Calls Needed (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discovery Calls Needed' });
    expect(within(dialog).getByText('Grace Hopper')).toBeInTheDocument();
  });

  it("flags a card 'Overdue' or 'Due today' by its next-action date, and a quiet one 'Stale'", () => {
    renderBoard({
      leads: [
        makeLead({
          id: 'o',
          name: 'Olive Overdue',
          status: 'consultation',
          nextActionDate: '2025-01-31',
          updatedAt: '2025-01-31T09:00:00.000Z',
        }),
        makeLead({
          id: 'd',
          name: 'Dan Due',
          status: 'consultation',
          nextActionDate: '2025-02-01',
          updatedAt: '2025-01-31T09:00:00.000Z',
        }),
        makeLead({ id: 's', name: 'Sam Stale', status: 'new_lead', updatedAt: '2025-01-20T09:00:00.000Z' }),
      ],
    });
    expect(within(screen.getByRole('article', { name: 'Olive Overdue' })).getByText('Overdue')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Dan Due' })).getByText('Due today')).toBeInTheDocument();
    const stale = screen.getByRole('article', { name: 'Sam Stale' });
    expect(within(stale).getByText('Stale')).toBeInTheDocument();
    expect(within(stale).queryByText(/Overdue|Due today/)).not.toBeInTheDocument();
  });
});
