import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { BOOKING_SLOTS_PATH } from '@meridian/shared/api-paths';
import type { SlotsResponse } from '@meridian/shared/booking/booking';
import { BOOKING_EVENT_SOURCE } from '@meridian/shared/booking/booking-event-names';
import type { EventBridgeEvent } from 'aws-lambda';
import { type AwsClientStub, mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, expect } from 'vitest';
import { eventBridgeEvent, type StoredEmail, sesEmails } from '../../testing/events';
import { invokeHttp, lambdaContext } from '../../testing/http-events';
import { handler as bookingToLead } from '../consumers/booking-to-lead';
import { handler as sendBookingEmails } from '../consumers/send-booking-emails';
import { handler as getSlots } from '../handlers/get-booking-slots';

/**
 * The booking flow for handler tests (docs/product/booking.md): the bus the routes publish to,
 * the two consumers that follow a booking, the emails they send and the slots still free.
 */

/** A captured email with its MIME parts (the invitation travels as a `text/calendar` part). */
export type EmailWithParts = StoredEmail & { attachments?: { contentType: string; content: string }[] };

/** What {@link useBookingEvents} gives a test file. */
export interface BookingEvents {
  /** The mocked EventBridge client: every PutEvents succeeds unless a test says otherwise. */
  eventBridge: AwsClientStub<EventBridgeClient>;
  /** The events the routes published, as EventBridge delivers them to a target. */
  published: () => EventBridgeEvent<string, unknown>[];
  /** Delivers every published event to both consumers, twice (a redelivery must change nothing). */
  deliverAll: () => Promise<void>;
}

/**
 * Mocks EventBridge for the test file (call at the top level): reset before each test to accept
 * every PutEvents, restored after the file.
 */
export function useBookingEvents(): BookingEvents {
  const eventBridge = mockClient(EventBridgeClient);
  afterAll(() => eventBridge.restore());
  beforeEach(() => {
    eventBridge.reset();
    eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: 'evt-1' }] });
  });
  const published = () =>
    eventBridge.commandCalls(PutEventsCommand).map((call) => {
      const entry = call.args[0].input.Entries?.[0];
      expect(entry?.Source).toBe(BOOKING_EVENT_SOURCE);
      return eventBridgeEvent(entry?.DetailType ?? '', JSON.parse(entry?.Detail ?? '{}'), BOOKING_EVENT_SOURCE);
    });
  const deliverAll = async () => {
    for (const event of published()) {
      for (let i = 0; i < 2; i += 1) {
        await bookingToLead(event, lambdaContext());
        await sendBookingEmails(event, lambdaContext());
      }
    }
  };
  return { eventBridge, published, deliverAll };
}

/** The captured emails whose text mentions `name`, oldest first. */
export const emailsAbout = async (name: string): Promise<EmailWithParts[]> =>
  ((await sesEmails()) as EmailWithParts[]).filter((email) => email.body.text?.includes(name));

/** The iCalendar text of an email's invitation, or '' when it has none. */
export const calendarOf = (email: EmailWithParts | undefined): string => {
  const part = email?.attachments?.find((attachment) => attachment.contentType.startsWith('text/calendar'));
  return part ? Buffer.from(part.content, 'base64').toString('utf8') : '';
};

/** The starts (ISO, UTC) of the free slots from now to `days` days ahead, from `GET /api/booking/slots`. */
export async function freeStarts(days = 14): Promise<string[]> {
  const from = new Date().toISOString();
  const to = new Date(Date.now() + days * 86_400_000).toISOString();
  const res = await invokeHttp(getSlots, { method: 'GET', path: BOOKING_SLOTS_PATH, query: { from, to } });
  expect(res.statusCode).toBe(200);
  return (res.body as SlotsResponse).slots.map((slot) => slot.start);
}

/** A visitor's booking details, named after `tag`, with markup in the company and message. */
export const visitor = (tag: string) => ({
  name: `Visitor ${tag}`,
  email: `booker.${tag}@example.com`,
  company: 'Acme <b>Ltd</b>',
  message: 'We want a <script>growth</script> plan for next year.',
});
