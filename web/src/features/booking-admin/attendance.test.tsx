import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../components/ui/use-toast';
import { stubFetchForEachTest } from '../../test/fetch-mock';
import { jsonResponse, renderWithApp, requestBody } from '../../test/render-app';
import { ConsultationOnCard } from './attendance';

const fetchMock = stubFetchForEachTest();
afterEach(() => {
  act(() => dismissToast());
});

const consultation = {
  bookingId: 'b-1',
  start: '2026-03-29T09:00:00.000Z',
  end: '2026-03-29T09:30:00.000Z',
  name: 'Carla Card',
  email: 'carla@example.com',
  leadId: 'lead-card',
};
const BEFORE = Date.parse('2026-03-29T08:00:00.000Z');
const AFTER = Date.parse('2026-03-29T09:40:00.000Z');

describe('a booked consultation on the pipeline card', () => {
  it('shows the time in UK time (BST from the last Sunday of March) and no buttons before the call', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ items: [consultation] }));
    renderWithApp(<ConsultationOnCard leadId="lead-card" now={BEFORE} />);
    expect(await screen.findByText('Sun 29 Mar, 10:00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Held/ })).not.toBeInTheDocument();
  });

  it('offers Held and No-show once the call started, and records Held', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse({ items: [consultation] }));
    renderWithApp(<ConsultationOnCard leadId="lead-card" now={AFTER} />);
    fetchMock.mockResolvedValueOnce(jsonResponse({ ...consultation, attendance: 'held' }));
    fetchMock.mockResolvedValueOnce(jsonResponse({ items: [{ ...consultation, attendance: 'held' }] }));
    await user.click(await screen.findByRole('button', { name: 'Held: Carla Card' }));
    expect(await screen.findByText('Consultation marked as held')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[1]?.[0])).toContain('/api/admin/bookings/b-1/attendance');
    expect(requestBody(fetchMock, 1)).toEqual({ outcome: 'held' });
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Held: Carla Card' })).not.toBeInTheDocument());
  });

  it('shows nothing on the card of a lead without a consultation in the list', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ items: [consultation] }));
    renderWithApp(
      <>
        <section aria-label="booked lead">
          <ConsultationOnCard leadId="lead-card" now={AFTER} />
        </section>
        <section aria-label="other lead">
          <ConsultationOnCard leadId="someone-else" now={AFTER} />
        </section>
      </>,
    );
    const booked = await screen.findByRole('region', { name: 'booked lead' });
    await vi.waitFor(() => expect(booked).toHaveTextContent('Consultation'));
    expect(screen.getByRole('region', { name: 'other lead' })).toBeEmptyDOMElement();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
