import { randomUUID } from 'node:crypto';
import type { Booking } from '@meridian/shared/booking/booking-events';
import { BOOKING_DETAIL_TYPES, BOOKING_EVENT_SOURCE } from '@meridian/shared/booking/booking-event-names';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { eventBridgeEvent, type StoredEmail, sesEmails } from '../../testing/events';
import { lambdaContext } from '../../testing/http-events';
import { useTestTable } from '../../testing/table';
import { handler } from './send-booking-emails';

useTestTable();

type EmailWithParts = StoredEmail & { attachments?: { contentType: string; content: string }[] };

/** A name typed before booking names lost `;`, `:` and `,` (or sent past the form). */
const HOSTILE_NAME = 'Eve";ROLE=CHAIR;X="1":mailto:attacker@evil.example;CN="x';

/** The organizer and attendees of every invitation an email carries, as ical.js reads them. */
function partiesOf(email: EmailWithParts) {
  const calendars = (email.attachments ?? []).filter((part) => part.contentType.startsWith('text/calendar'));
  expect(calendars).toHaveLength(1);
  return calendars.map((part) => {
    const event = new ICAL.Component(ICAL.parse(Buffer.from(part.content, 'base64').toString('utf8')));
    const read = (name: string) =>
      (event.getFirstSubcomponent('vevent')?.getAllProperties(name) ?? []).map((property) => {
        const [, params, , value] = property.toJSON() as [string, Record<string, string>, string, string];
        return { value: value.toLowerCase(), params };
      });
    return { organizer: read('organizer'), attendees: read('attendee') };
  });
}

describe('send-booking-emails with a hostile name', () => {
  it.each([
    [BOOKING_DETAIL_TYPES.booked, 'TRUE'],
    [BOOKING_DETAIL_TYPES.cancelled, 'FALSE'],
  ])('%s: each invitation names the firm as organizer and only the visitor as attendee', async (type, rsvp) => {
    const tag = randomUUID().slice(0, 8);
    const booking: Booking = {
      id: randomUUID(),
      start: '2030-03-04T09:30:00.000Z',
      end: '2030-03-04T10:00:00.000Z',
      status: type === BOOKING_DETAIL_TYPES.cancelled ? 'cancelled' : 'booked',
      sequence: type === BOOKING_DETAIL_TYPES.cancelled ? 1 : 0,
      name: HOSTILE_NAME,
      email: `eve.${tag}@example.com`,
      message: 'We need a plan for growth.',
      createdAt: '2030-03-01T09:00:00.000Z',
      updatedAt: '2030-03-01T09:00:00.000Z',
    };
    await handler(eventBridgeEvent(type, { booking }, BOOKING_EVENT_SOURCE), lambdaContext());

    const emails = ((await sesEmails()) as EmailWithParts[]).filter(
      (email) => email.destination.to.some((to) => to.includes(tag)) || email.body.text?.includes(tag),
    );
    expect(emails.map((email) => email.destination.to)).toEqual([
      [`eve.${tag}@example.com`],
      ['leads@meridian.test', 'partners@meridian.test'],
    ]);
    for (const email of emails) {
      expect(partiesOf(email)).toEqual([
        {
          organizer: [{ value: 'mailto:no-reply@meridian.test', params: { cn: 'Meridian Advisory' } }],
          attendees: [
            {
              value: `mailto:eve.${tag}@example.com`,
              params: { role: 'REQ-PARTICIPANT', rsvp, cn: HOSTILE_NAME },
            },
          ],
        },
      ]);
    }
  });
});

describe('send-booking-emails with a change published twice', () => {
  it('sends each email once when the same booking change arrives under two event ids', async () => {
    const tag = randomUUID().slice(0, 8);
    const booking: Booking = {
      id: randomUUID(),
      start: '2030-03-05T09:30:00.000Z',
      end: '2030-03-05T10:00:00.000Z',
      status: 'booked',
      sequence: 0,
      name: 'Twice Published',
      email: `twice.${tag}@example.com`,
      message: `Published twice ${tag}.`,
      createdAt: '2030-03-01T09:00:00.000Z',
      updatedAt: '2030-03-01T09:00:00.000Z',
    };
    const first = eventBridgeEvent(BOOKING_DETAIL_TYPES.booked, { booking }, BOOKING_EVENT_SOURCE);
    expect(await handler(first, lambdaContext())).toEqual({ visitor: 'sent', firm: 'sent' });
    const again = eventBridgeEvent(BOOKING_DETAIL_TYPES.booked, { booking }, BOOKING_EVENT_SOURCE);
    expect(again.id).not.toBe(first.id);
    expect(await handler(again, lambdaContext())).toEqual({ visitor: 'duplicate', firm: 'duplicate' });

    const emails = (await sesEmails()).filter(
      (email) => email.destination.to.some((to) => to.includes(tag)) || email.body.text?.includes(tag),
    );
    expect(emails).toHaveLength(2);
  });
});
