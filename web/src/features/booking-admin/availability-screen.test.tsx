import { ADMIN_BOOKING_AVAILABILITY_PATH } from '@meridian/shared/admin-api-paths';
import { DEFAULT_AVAILABILITY } from '@meridian/shared/booking/booking';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../components/ui/use-toast';
import { jsonResponse, renderWithApp, requestBody } from '../../test/render-app';
import { AvailabilityScreen } from './availability-screen';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

async function replace(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, value);
}

describe('availability screen', () => {
  it('shows the stored settings and saves the changed ones', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(DEFAULT_AVAILABILITY));
    renderWithApp(<AvailabilityScreen />);
    expect(await screen.findByRole('checkbox', { name: 'Monday' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
    expect(screen.getByLabelText('Monday from')).toHaveValue('09:00');
    expect(screen.getByLabelText('Slot length (minutes)')).toHaveValue(30);

    await user.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    await replace(user, 'Saturday until', '12:00');
    await replace(user, 'Buffer between calls (minutes)', '15');
    await user.type(screen.getByLabelText(/^Blocked dates/), '2026-12-24\n2026-12-31');
    fetchMock.mockImplementationOnce(async (_url, init) => jsonResponse(JSON.parse(String(init?.body))));
    await user.click(screen.getByRole('button', { name: 'Save availability' }));

    expect(await screen.findByText('Availability saved')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(String(url)).toContain(ADMIN_BOOKING_AVAILABILITY_PATH);
    expect(init?.method).toBe('PUT');
    expect(requestBody(fetchMock, 1)).toEqual({
      ...DEFAULT_AVAILABILITY,
      weeklyHours: { ...DEFAULT_AVAILABILITY.weeklyHours, saturday: { start: '09:00', end: '12:00' } },
      bufferMinutes: 15,
      blockedDates: ['2026-12-24', '2026-12-31'],
    });
  });

  it('refuses hours that end before they start and a bad date, and sends nothing', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(DEFAULT_AVAILABILITY));
    renderWithApp(<AvailabilityScreen />);
    await replace(user, await screen.findByLabelText('Monday until').then(() => 'Monday until'), '08:00');
    await user.type(screen.getByLabelText(/^Blocked dates/), 'tomorrow');
    await user.click(screen.getByRole('button', { name: 'Save availability' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The end must be after the start');
    expect(alert).toHaveTextContent('Use a date like 2026-12-24');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
