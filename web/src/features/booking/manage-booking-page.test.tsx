import { BOOKING_CANCEL_PATH, BOOKING_RESCHEDULE_PATH } from '@meridian/shared/api-paths';
import { SLOT_TAKEN_MESSAGE } from '@meridian/shared/booking/booking';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { stubFetchForEachTest } from '../../test/fetch-mock';
import { jsonResponse, renderWithApp, requestBody } from '../../test/render-app';
import { ManageBookingPage } from './manage-booking-page';

const fetchMock = stubFetchForEachTest();
const BOOKING = {
  bookingId: 'b1',
  start: '2030-03-04T09:00:00.000Z',
  end: '2030-03-04T09:30:00.000Z',
  status: 'booked',
  name: 'Ada',
};

const callTo = (path: string) => fetchMock.mock.calls.findIndex(([url]) => String(url).endsWith(path));
afterEach(() => window.history.replaceState(null, '', '/'));

/** Opens the page as the email's link does: `?token=` in the address. */
function open() {
  window.history.replaceState(null, '', '/book/manage?token=signed-token-0123456789');
  return renderWithApp(<ManageBookingPage />, { route: '/book/manage?token=signed-token-0123456789' });
}

describe('manage booking page', () => {
  it('drops the token from the address bar (and so from the history), and keeps using it', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(BOOKING));
    open();
    expect(await screen.findByText(/Monday 4 March at 09:00/)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/book/manage');
    expect(window.location.search).toBe('');
    fetchMock.mockResolvedValueOnce(jsonResponse({ ...BOOKING, status: 'cancelled' }));
    await user.click(screen.getByRole('button', { name: 'Cancel consultation' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your consultation is cancelled.');
    expect(requestBody(fetchMock, callTo(BOOKING_CANCEL_PATH))).toEqual({ token: 'signed-token-0123456789' });
  });

  it('shows the consultation and cancels it', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(BOOKING));
    open();
    expect(await screen.findByText(/Monday 4 March at 09:00/)).toBeInTheDocument();
    fetchMock.mockResolvedValueOnce(jsonResponse({ ...BOOKING, status: 'cancelled' }));
    await user.click(screen.getByRole('button', { name: 'Cancel consultation' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your consultation is cancelled.');
    expect(requestBody(fetchMock, callTo(BOOKING_CANCEL_PATH))).toEqual({ token: 'signed-token-0123456789' });
    expect(screen.queryByRole('button', { name: 'Cancel consultation' })).not.toBeInTheDocument();
  });

  it('moves it to a new time, and says so when that time was just taken', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(BOOKING));
    open();
    await screen.findByText(/Monday 4 March at 09:00/);
    const later = { start: '2030-03-05T14:00:00.000Z', end: '2030-03-05T14:30:00.000Z' };
    fetchMock.mockResolvedValueOnce(jsonResponse({ slots: [later], timeZone: 'Europe/London', slotMinutes: 30 }));
    await user.click(screen.getByRole('button', { name: 'Choose a new time' }));
    await user.click(await screen.findByRole('button', { name: '14:00' }));
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: SLOT_TAKEN_MESSAGE }, 409));
    await user.click(screen.getByRole('button', { name: 'Move to this time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SLOT_TAKEN_MESSAGE);
    fetchMock.mockResolvedValueOnce(jsonResponse({ ...BOOKING, ...later }));
    await user.click(screen.getByRole('button', { name: 'Move to this time' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your consultation has moved.');
    expect(screen.getByText(/Tuesday 5 March at 14:00/)).toBeInTheDocument();
    expect(requestBody(fetchMock, callTo(BOOKING_RESCHEDULE_PATH))).toEqual({
      token: 'signed-token-0123456789',
      start: later.start,
    });
  });

  it("a refused link says the server's reason and offers the contact page", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: 'This link has expired.' }, 400));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired.');
    expect(screen.getByRole('link', { name: 'book a new time' })).toHaveAttribute('href', '/contact');
  });
});
