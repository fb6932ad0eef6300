import { SchedulerClient } from '@aws-sdk/client-scheduler';

/**
 * The EventBridge Scheduler client of the consultation reminders (docs/product/booking.md#reminder),
 * created once per process. `SCHEDULER_ENDPOINT` points it at the local stack's stand-in; unset in
 * AWS, where the SDK's default applies.
 */

let client: SchedulerClient | undefined;

/** The Scheduler client (`SCHEDULER_ENDPOINT` override). */
export function bookingSchedulerClient(): SchedulerClient {
  const endpoint = process.env.SCHEDULER_ENDPOINT?.trim();
  client ??= new SchedulerClient(endpoint ? { endpoint } : {});
  return client;
}
