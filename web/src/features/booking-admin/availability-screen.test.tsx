import { ADMIN_BOOKING_AVAILABILITY_PATH, ADMIN_ME_PATH } from '@meridian/shared/admin-api-paths';
import { DEFAULT_AVAILABILITY } from '@meridian/shared/booking/booking';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dismissToast } from '../../components/ui/use-toast';
import { stubFetchForEachTest } from '../../test/fetch-mock';
import { jsonResponse, renderWithApp } from '../../test/render-app';
import { AvailabilityScreen } from './availability-screen';

const fetchMock = stubFetchForEachTest();
let role = 'partner';
beforeEach(() => {
  role = 'partner';
  // The signed-in user (the screen asks who it is); the availability itself: stored, or saved as sent.
  fetchMock.mockImplementation(async (url, init) => {
    if (String(url) === ADMIN_ME_PATH) return jsonResponse({ id: 'u1', name: 'Pat', email: 'pat@meridian.test', role });
    return init?.method === 'PUT' ? jsonResponse(JSON.parse(String(init.body))) : jsonResponse(DEFAULT_AVAILABILITY);
  });
});

/** The calls of the availability route, without the one that asks who is signed in. */
const availabilityCalls = () => fetchMock.mock.calls.filter(([url]) => String(url) !== ADMIN_ME_PATH);
afterEach(() => {
  act(() => dismissToast());
});

async function replace(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, value);
}

describe('availability screen', () => {
  it('shows the stored settings and saves the changed ones', async () => {
    const user = userEvent.setup();
    renderWithApp(<AvailabilityScreen />);
    expect(await screen.findByRole('checkbox', { name: 'Monday' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
    expect(screen.getByLabelText('Monday from')).toHaveValue('09:00');
    expect(screen.getByLabelText('Slot length (minutes)')).toHaveValue(30);

    await user.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    await replace(user, 'Saturday until', '12:00');
    await replace(user, 'Buffer between calls (minutes)', '15');
    await user.type(screen.getByLabelText(/^Blocked dates/), '2026-12-24\n2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Save availability' }));

    expect(await screen.findByText('Availability saved')).toBeInTheDocument();
    const [url, init] = availabilityCalls()[1] ?? [];
    expect(String(url)).toContain(ADMIN_BOOKING_AVAILABILITY_PATH);
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      ...DEFAULT_AVAILABILITY,
      weeklyHours: { ...DEFAULT_AVAILABILITY.weeklyHours, saturday: { start: '09:00', end: '12:00' } },
      bufferMinutes: 15,
      blockedDates: ['2026-12-24', '2026-12-31'],
    });
  });

  it('refuses hours that end before they start and a bad date, and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithApp(<AvailabilityScreen />);
    await replace(user, await screen.findByLabelText('Monday until').then(() => 'Monday until'), '08:00');
    await user.type(screen.getByLabelText(/^Blocked dates/), 'tomorrow');
    await user.click(screen.getByRole('button', { name: 'Save availability' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The end must be after the start');
    expect(alert).toHaveTextContent('Use a date like 2026-12-24');
    expect(availabilityCalls()).toHaveLength(1);
  });

  it('shows a consultant the settings without the save (docs/product/staff-accounts.md#roles)', async () => {
    role = 'consultant';
    renderWithApp(<AvailabilityScreen />);
    expect(await screen.findByText('Only a partner can change the availability.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Save availability' })).not.toBeInTheDocument();
  });
});
