/**
 * A local stand-in for EventBridge Scheduler's recurring `rate(...)` schedules: the runner runs
 * each entry of the schedule table (`functions/src/schedules.ts`) whose expression is
 * `rate(N minute|minutes|hour|hours)` every N minutes or hours, with the event its schedule sends
 * (`scheduledEventOf`), in this process and so against this stack. The first run comes one interval
 * after the start. `cron(...)` schedules are calendar-bound (the 07:30 digest) and stay manual
 * (`npm run digest`), as do rate expressions in other units.
 *
 * A run that is still going when the next is due is not doubled: the due run is skipped and
 * logged (Scheduler would start it concurrently; locally a slow machine would only pile them up).
 * A failed run is logged; the next interval runs again.
 */
import type { ScheduleDefinition } from '@meridian/functions/topology';
import type { Logger } from './logger';

/** Runs one schedule's function once, as of `time` (ISO-8601); rejects when it throws. */
export type ScheduleInvoker = (entry: ScheduleDefinition, time: string) => Promise<unknown>;

/** Options of {@link startRecurringSchedules}. */
export interface RecurringScheduleOptions {
  /** The schedule table; entries without a supported `rate(...)` expression are left out. */
  schedules: readonly ScheduleDefinition[];
  run: ScheduleInvoker;
  logger: Logger;
  /** Length of a minute in ms (default 60 000); tests shorten it. */
  minuteMs?: number;
}

/** The running stand-in. */
export interface RecurringSchedules {
  /** Names of the schedules it runs, with their interval in ms. */
  readonly intervals: ReadonlyMap<string, number>;
  /** Stops the timers and resolves once the runs in flight have finished (failed runs included). */
  stop(): Promise<void>;
}

const UNIT_MINUTES: Record<string, number> = { minute: 1, minutes: 1, hour: 60, hours: 60 };

/**
 * The interval of a `rate(...)` expression.
 *
 * @param expression - a schedule expression, e.g. `rate(1 minute)`, `rate(2 hours)`
 * @param minuteMs - length of a minute in ms (default 60 000)
 * @returns the interval in ms, or undefined for any other expression (`cron(...)`, `at(...)`, a
 *   rate in days, a rate of 0)
 */
export function rateIntervalMs(expression: string, minuteMs = 60_000): number | undefined {
  const match = /^rate\((\d+) (minutes?|hours?)\)$/.exec(expression.trim());
  const count = Number(match?.[1]);
  const unit = UNIT_MINUTES[match?.[2] ?? ''];
  if (!match || unit === undefined || !(count > 0)) return undefined;
  return count * unit * minuteMs;
}

/**
 * Starts a timer per `rate(...)` schedule.
 *
 * @param options - the schedule table, how to run one, the logger, the length of a minute
 * @returns the running stand-in (`intervals`, `stop()`)
 */
export function startRecurringSchedules(options: RecurringScheduleOptions): RecurringSchedules {
  const { run, logger, minuteMs } = options;
  const intervals = new Map<string, number>();
  const timers: NodeJS.Timeout[] = [];
  const inFlight = new Map<string, Promise<void>>();

  const fire = (entry: ScheduleDefinition): void => {
    if (inFlight.has(entry.name)) {
      logger.warn(`Recurring schedule ${entry.name}: the previous run is still going, this run is skipped`);
      return;
    }
    const time = `${new Date().toISOString().slice(0, 19)}Z`;
    const running = run(entry, time)
      .then(
        () => undefined,
        (error: unknown) => logger.error('Recurring schedule run failed', { schedule: entry.name, time, error }),
      )
      .finally(() => inFlight.delete(entry.name));
    inFlight.set(entry.name, running);
  };

  for (const entry of options.schedules) {
    const intervalMs = rateIntervalMs(entry.expression, minuteMs);
    if (intervalMs === undefined) continue;
    intervals.set(entry.name, intervalMs);
    timers.push(setInterval(() => fire(entry), intervalMs));
    logger.info(`Recurring schedule ${entry.name} runs every ${intervalMs / 1000} s (${entry.expression})`);
  }

  return {
    intervals,
    stop: async () => {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(inFlight.values());
    },
  };
}
