import { LONDON_TIME_ZONE } from '@meridian/shared/london-day';
import { LEADING_KEYS, processedEventPattern } from './table/keys';
import type { TableAccess } from './routes';
import type { ItemAccess } from './table-access';

/**
 * The schedule table: one entry per EventBridge Scheduler schedule (docs/architecture.md,
 * "Topology"). The CDK stack creates one schedule, one target function, its invoke role, dead-letter
 * queue and alarms per entry; locally `npm run digest` invokes the same handler module with the same
 * event (`scheduledEventOf`). Handler modules live under `functions/src/` and export `handler` (an
 * event handler that reads the detail type below).
 */

/** `source` of the events a schedule sends its function. */
export const SCHEDULE_SOURCE = 'meridian.scheduler';

/** `detail-type` of the daily digest's event. */
export const LEAD_DIGEST_DETAIL_TYPE = 'LeadDigestDue';

/** One schedule. */
export interface ScheduleDefinition {
  /** Schedule name, unique, PascalCase. */
  name: string;
  description: string;
  /** EventBridge Scheduler expression, read in {@link ScheduleDefinition.timeZone}. */
  expression: string;
  /** IANA time zone of the expression (`ScheduleExpressionTimezone`). */
  timeZone: string;
  /** `detail-type` of the event the function receives. */
  detailType: string;
  /** Handler module relative to `functions/src`, without extension. */
  handler: string;
  tableAccess: TableAccess;
  items?: ItemAccess;
  sendsEmail?: boolean;
  memoryMb?: number;
  timeoutSeconds?: number;
}

export const schedules: readonly ScheduleDefinition[] = [
  {
    // docs/product/pipeline.md#daily-digest: 07:30 London time, Monday to Friday.
    name: 'LeadDigest',
    description: 'Daily lead digest to the firm (07:30 Europe/London, Monday to Friday)',
    expression: 'cron(30 7 ? * MON-FRI *)',
    timeZone: LONDON_TIME_ZONE,
    detailType: LEAD_DIGEST_DETAIL_TYPE,
    handler: 'leads/scheduled/lead-digest',
    tableAccess: 'readWrite',
    items: {
      read: [LEADING_KEYS.lead, LEADING_KEYS.leadIndex],
      write: [processedEventPattern('lead-digest'), LEADING_KEYS.setting],
    },
    sendsEmail: true,
    memoryMb: 1024,
    timeoutSeconds: 60,
  },
];

/**
 * The event a schedule's function receives: an EventBridge-shaped envelope whose `id` is the
 * execution id and whose detail carries the scheduled time. In AWS the schedule's target input is
 * this object with the Scheduler's context attributes (`<aws.scheduler.execution-id>`,
 * `<aws.scheduler.scheduled-time>`) in place of `id` and `time`.
 *
 * @param id - the execution id.
 * @param time - the scheduled time, ISO-8601 UTC.
 */
export function scheduledEventOf(entry: ScheduleDefinition, id: string, time: string) {
  return {
    version: '0',
    id,
    'detail-type': entry.detailType,
    source: SCHEDULE_SOURCE,
    account: '',
    time,
    region: '',
    resources: [] as string[],
    detail: { scheduledTime: time },
  };
}
