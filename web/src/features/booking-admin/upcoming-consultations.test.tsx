import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../components/ui/use-toast';
import { stubFetchForEachTest } from '../../test/fetch-mock';
import { jsonResponse, renderWithApp, requestBody } from '../../test/render-app';
import { UpcomingConsultations } from './upcoming-consultations';

const fetchMock = stubFetchForEachTest();
afterEach(() => {
  act(() => dismissToast());
});

const past = {
  bookingId: 'b-past',
  start: '2020-01-06T09:00:00.000Z',
  end: '2020-01-06T09:30:00.000Z',
  name: 'Pat Past',
  email: 'pat@example.com',
  leadId: 'lead-1',
};
const coming = {
  bookingId: 'b-coming',
  start: '2099-01-05T14:00:00.000Z',
  end: '2099-01-05T14:30:00.000Z',
  name: 'Cora Coming',
  company: 'Future Ltd',
  email: 'cora@example.com',
};

describe('upcoming consultations', () => {
  it('lists the calls in UK time with their leads; only a started call can be marked', async () => {
    const onOpenLead = vi.fn();
    fetchMock.mockResolvedValueOnce(jsonResponse({ items: [past, coming] }));
    renderWithApp(<UpcomingConsultations onOpenLead={onOpenLead} />);
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Mon 6 Jan, 09:00 · Pat Past'),
      expect.stringContaining('Cora Coming (Future Ltd)'),
    ]);
    expect(within(rows[1] as HTMLElement).queryByRole('button', { name: /Held/ })).not.toBeInTheDocument();
    await userEvent.setup().click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Open lead: Pat Past' }));
    expect(onOpenLead).toHaveBeenCalledWith('lead-1');
    expect(screen.getByRole('link', { name: 'Availability' })).toHaveAttribute('href', '/admin/availability');
  });

  it('records a no-show and reloads the list', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse({ items: [past] }));
    renderWithApp(<UpcomingConsultations onOpenLead={vi.fn()} />);
    fetchMock.mockResolvedValueOnce(jsonResponse({ ...past, attendance: 'no_show' }));
    fetchMock.mockResolvedValueOnce(jsonResponse({ items: [] }));
    await user.click(await screen.findByRole('button', { name: 'No-show: Pat Past' }));
    expect(await screen.findByText('No-show recorded')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[1]?.[0])).toContain('/api/admin/bookings/b-past/attendance');
    expect(requestBody(fetchMock, 1)).toEqual({ outcome: 'no_show' });
    expect(await screen.findByText('No consultations booked.')).toBeInTheDocument();
  });
});
