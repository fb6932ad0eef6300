import { areas } from './areas';
import type { ScheduleDefinition } from './topology';

/**
 * The schedule table: one entry per recurring EventBridge Scheduler schedule (docs/architecture.md,
 * "Topology"), the concatenation of the business areas' schedules. The CDK app creates one
 * schedule, one target function, its invoke role, dead-letter queue and alarms per entry; locally
 * `npm run digest` invokes the same handler module with the same event (`scheduledEventOf` in
 * `topology.ts`).
 */
export const schedules: readonly ScheduleDefinition[] = areas.flatMap((area) => area.schedules);
