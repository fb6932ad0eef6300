import type { Booking } from '@meridian/shared/booking/booking-events';
import { BookingChangedError } from '../errors';
import { bookingKey } from '../../table/keys';
import { tableName } from '../../table/table';
import type { PlanStep } from '../../table/write-plan';

/**
 * The step `bookingUnchanged`: a ConditionCheck that the booking still has the change sequence
 * read, so a write decided from the booking as read (its preparation task,
 * docs/product/booking.md#preparation-task) is refused when a reschedule or a cancellation was
 * stored meanwhile (BookingChangedError; read again and retry).
 */
export function bookingUnchangedStep(booking: Pick<Booking, 'id' | 'sequence'>): PlanStep {
  return {
    name: 'bookingUnchanged',
    item: {
      ConditionCheck: {
        TableName: tableName(),
        Key: bookingKey(booking.id),
        ConditionExpression: '#sequence = :sequence',
        ExpressionAttributeNames: { '#sequence': 'sequence' },
        ExpressionAttributeValues: { ':sequence': booking.sequence },
      },
    },
    onConditionFailed: () => new BookingChangedError('The booking changed meanwhile'),
  };
}
