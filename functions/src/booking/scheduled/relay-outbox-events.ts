import { functionEntry } from '../../topology';
import * as z from '@meridian/shared/zod';
import { eventHandler } from '../../lib/event-handler';
import { logger } from '../../lib/logger';
import { relayOutboxEvents } from '../../table/outbox';
import { bookingArea, OUTBOX_RELAY_DETAIL_TYPE } from '../area';

/**
 * Target of the `OutboxRelay` schedule (every minute; `schedules.ts`): publishes the booking events
 * recorded with their write more than a minute ago that the bus has not taken yet (the handler
 * that wrote them could not publish, or stopped first), and deletes each one the bus accepted
 * (docs/decisions/037-nothing-accepted-is-lost.md). Idempotent: an event published twice is
 * recognised by its consumers. A failed Query throws, so the Scheduler retries and finally
 * dead-letters the run (alarmed); a refused event stays for the next run.
 */
export const handler = eventHandler(
  {
    entry: functionEntry(bookingArea, 'booking/scheduled/relay-outbox-events'),
    detailTypes: { [OUTBOX_RELAY_DETAIL_TYPE]: z.object({ scheduledTime: z.string().optional() }) },
  },
  async () => {
    const outcome = await relayOutboxEvents();
    if (outcome.published + outcome.failed > 0) logger.info('Outbox relayed', { ...outcome });
    return outcome;
  },
);
