import { BOOKINGS_PATH } from '@meridian/shared/api-paths';
import { BOOKING_NAME_MESSAGE, BOOKING_NAME_URL_MESSAGE, SLOT_TAKEN_MESSAGE } from '@meridian/shared/booking/booking';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetchForEachTest } from '../../test/fetch-mock';
import { jsonResponse, renderWithApp, requestBody } from '../../test/render-app';
import { BookConsultation } from './book-consultation';

const fetchMock = stubFetchForEachTest();
const SLOTS = {
  slots: [
    { start: '2030-03-04T09:00:00.000Z', end: '2030-03-04T09:30:00.000Z' },
    { start: '2030-03-04T09:30:00.000Z', end: '2030-03-04T10:00:00.000Z' },
    { start: '2030-03-05T14:00:00.000Z', end: '2030-03-05T14:30:00.000Z' },
  ],
  timeZone: 'Europe/London',
  slotMinutes: 30,
};

const calledPaths = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x').pathname);

async function openPicker(user: ReturnType<typeof userEvent.setup>) {
  renderWithApp(<BookConsultation />);
  expect(fetchMock).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Pick a time' }));
  return screen.findByRole('group', { name: 'Monday 4 March' });
}

async function fill(user: ReturnType<typeof userEvent.setup>, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    await user.click(screen.getByLabelText(new RegExp(`^${label}`)));
    await user.paste(value);
  }
}

const visitor = {
  Name: 'Ada Lovelace',
  Email: 'ada@example.com',
  Company: 'Engines Ltd',
  'Your challenge': 'We need a plan for growth.',
};

describe('slot picker', () => {
  it('loads the times only when opened, grouped by day, and books the chosen one', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(SLOTS));
    const monday = await openPicker(user);
    expect(
      within(monday)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['09:00', '09:30']);
    expect(screen.getByRole('group', { name: 'Tuesday 5 March' })).toBeInTheDocument();

    await user.click(within(monday).getByRole('button', { name: '09:30' }));
    expect(within(monday).getByRole('button', { name: '09:30' })).toHaveAttribute('aria-pressed', 'true');
    await fill(user, visitor);
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ bookingId: 'b1', start: SLOTS.slots[1]?.start, end: SLOTS.slots[1]?.end }, 201),
    );
    await user.click(screen.getByRole('button', { name: 'Book this time' }));

    expect(await screen.findByRole('heading', { name: 'Your consultation is booked' })).toBeInTheDocument();
    expect(screen.getByText(/Monday 4 March at 09:30/)).toBeInTheDocument();
    expect(calledPaths()).toContain(BOOKINGS_PATH);
    const bookingCall = fetchMock.mock.calls.findIndex(([url]) => String(url).endsWith(BOOKINGS_PATH));
    expect(requestBody(fetchMock, bookingCall)).toMatchObject({
      start: '2030-03-04T09:30:00.000Z',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Engines Ltd',
      message: 'We need a plan for growth.',
    });
  });

  it('books with the optional company size, industry and urgency, each one tap', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(SLOTS));
    const monday = await openPicker(user);
    await user.click(within(monday).getByRole('button', { name: '09:00' }));
    await fill(user, visitor);
    const form = screen.getByRole('form', { name: 'Book a consultation' });
    await user.click(
      within(within(form).getByRole('group', { name: /^Company size/ })).getByRole('radio', { name: '10-50' }),
    );
    await user.click(
      within(within(form).getByRole('group', { name: /^How soon/ })).getByRole('radio', { name: 'Now' }),
    );
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ bookingId: 'b2', start: SLOTS.slots[0]?.start, end: SLOTS.slots[0]?.end }, 201),
    );
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByRole('heading', { name: 'Your consultation is booked' })).toBeInTheDocument();
    const bookingCall = fetchMock.mock.calls.findIndex(([url]) => String(url).endsWith(BOOKINGS_PATH));
    const body = requestBody(fetchMock, bookingCall) as Record<string, unknown>;
    expect(body).toMatchObject({ employeeCount: '10-50', urgency: 'Immediate' });
    expect(body).not.toHaveProperty('industryType');
  });

  it('asks for a time and the contact rules before sending anything', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(SLOTS));
    await openPicker(user);
    await fill(user, { Name: 'A', Email: 'nope', 'Your challenge': 'short' });
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(screen.getByText('Please choose a time above.')).toBeInTheDocument();
    expect(screen.getByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refuses a name with semicolons, colons or commas with the message of the server, before sending anything', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(SLOTS));
    const monday = await openPicker(user);
    await user.click(within(monday).getByRole('button', { name: '09:00' }));
    await fill(user, { ...visitor, Name: 'Eve";ROLE=CHAIR:mailto:attacker@evil.example' });
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription(BOOKING_NAME_MESSAGE);
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refuses a name with a web address with the message of the server, before sending anything', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(SLOTS));
    const monday = await openPicker(user);
    await user.click(within(monday).getByRole('button', { name: '09:00' }));
    await fill(user, { ...visitor, Name: 'Prize at www.evil.example' });
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription(BOOKING_NAME_URL_MESSAGE);
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a 409 says the time was just taken, reloads the times and keeps what was typed', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(SLOTS));
    const monday = await openPicker(user);
    await user.click(within(monday).getByRole('button', { name: '09:00' }));
    await fill(user, visitor);
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: SLOT_TAKEN_MESSAGE }, 409));
    fetchMock.mockResolvedValueOnce(jsonResponse({ ...SLOTS, slots: SLOTS.slots.slice(1) }));
    await user.click(screen.getByRole('button', { name: 'Book this time' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(SLOT_TAKEN_MESSAGE);
    await waitFor(() => expect(screen.queryByRole('button', { name: '09:00' })).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText(/^Your challenge/)).toHaveValue('We need a plan for growth.');
    expect(screen.getByText('Choose a time above.')).toBeInTheDocument();
  });
});
