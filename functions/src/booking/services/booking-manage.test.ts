import { randomUUID } from 'node:crypto';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { EXPIRED_TOKEN_MESSAGE } from '../../lib/privacy-key';
import { useTestTable } from '../../testing/table';
import { bookConsultation, listFreeSlots } from './booking';
import { cancelBooking, getManagedBooking, manageTokenOf, rescheduleBooking } from './booking-manage';

useTestTable();
const eventBridge = mockClient(EventBridgeClient);
afterAll(() => eventBridge.restore());
beforeEach(() => {
  eventBridge.reset();
  eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: 'evt-1' }] });
});

const MINUTE = 60_000;

async function freeSlots() {
  const from = new Date().toISOString();
  const to = new Date(Date.now() + 14 * 86_400_000).toISOString();
  return (await listFreeSlots({ from, to })).slots;
}

describe('the manage link after a reschedule (docs/product/booking.md#manage-link)', () => {
  it('stays valid until the new end: the emailed token still shows, moves and cancels the booking', async () => {
    const slots = await freeSlots();
    const first = slots[0];
    const later = slots.at(-1);
    if (!first || !later || later.start <= first.end) throw new Error('not enough free slots');
    const receipt = await bookConsultation(
      {
        start: first.start,
        name: 'Ada Lovelace',
        email: 'ada.manage@example.com',
        company: undefined,
        message: 'We need a plan for growth.',
      },
      randomUUID(),
    );
    const token = manageTokenOf({ id: receipt.bookingId, end: receipt.end });
    await rescheduleBooking(token, later.start);

    const afterFirstEnd = new Date(Date.parse(first.end) + MINUTE);
    expect(await getManagedBooking(token, afterFirstEnd)).toMatchObject({ start: later.start, status: 'booked' });
    const afterLaterEnd = new Date(Date.parse(later.end) + MINUTE);
    await expect(getManagedBooking(token, afterLaterEnd)).rejects.toThrow(EXPIRED_TOKEN_MESSAGE);
    await expect(cancelBooking(token, afterLaterEnd)).rejects.toThrow(EXPIRED_TOKEN_MESSAGE);
    expect(await cancelBooking(token, afterFirstEnd)).toMatchObject({ start: later.start, status: 'cancelled' });
  });

  it('a token for a booking that never existed is refused as expired', async () => {
    const token = manageTokenOf({ id: 'no-such-booking-00000', end: new Date(Date.now() + 86_400_000).toISOString() });
    await expect(getManagedBooking(token)).rejects.toThrow(EXPIRED_TOKEN_MESSAGE);
  });
});
