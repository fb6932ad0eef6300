import type { ComputedAssessment } from '@meridian/shared/events';
import { addToBenchmarkStep } from '../data/assessment-benchmark';
import { EventAlreadyProcessedError, markProcessedStep } from '../../table/processed-events';
import { commitPlan } from '../../table/write-plan';

/**
 * Counting scored results in the peer benchmark (docs/product/assessment.md#benchmark): the
 * aggregate's `ADD` update and the event's processed marker are one transaction, so each
 * submission counts exactly once however often its event is delivered.
 */

/** Consumer name in idempotency records. */
export const BENCHMARK_CONSUMER = 'count-assessment-benchmark';

/**
 * Adds one submission's result to the benchmark, once per event id.
 *
 * @returns `counted`, or `duplicate` when this event was counted before (nothing written).
 * @throws TransactionConflictError when a concurrent transaction touched the aggregate (the
 *   delivery is retried); other DynamoDB errors.
 */
export async function countInBenchmark(
  eventId: string,
  computed: ComputedAssessment,
): Promise<'counted' | 'duplicate'> {
  try {
    await commitPlan([
      markProcessedStep(BENCHMARK_CONSUMER, eventId),
      addToBenchmarkStep({ percentage: computed.percentage, sectionScores: computed.sectionScores }),
    ]);
    return 'counted';
  } catch (error) {
    if (error instanceof EventAlreadyProcessedError) return 'duplicate';
    throw error;
  }
}
