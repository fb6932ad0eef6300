import type { ComputedAssessment } from '@meridian/shared/events';
import { addToBenchmarkStep, markRespondentStep, RespondentAlreadyCountedError } from '../data/assessment-benchmark';
import { EventAlreadyProcessedError, markProcessedStep } from '../../table/processed-events';
import { commitPlan } from '../../table/write-plan';

/**
 * Counting scored results in the peer benchmark (docs/product/assessment.md#benchmark): the
 * aggregate's `ADD` update, the event's processed marker and the mailbox's respondent marker are
 * one transaction, so each submission counts at most once however often its event is delivered,
 * and each mailbox (normalised address) counts once however often it submits.
 */

/** Consumer name in idempotency records. */
export const BENCHMARK_CONSUMER = 'count-assessment-benchmark';

/**
 * Adds one submission's result to the benchmark, once per event id and once per mailbox.
 *
 * @param eventId - the submission id (the delivery key).
 * @param email - the submission's address; its normalised form's keyed hash marks the mailbox.
 * @param computed - the scored result.
 * @returns `counted`; `duplicate` when this event was counted before, `already-counted` when an
 *   earlier submission from the same mailbox was (nothing written in either case).
 * @throws TransactionConflictError when a concurrent transaction touched the aggregate (the
 *   delivery is retried); other DynamoDB errors.
 */
export async function countInBenchmark(
  eventId: string,
  email: string,
  computed: ComputedAssessment,
  now: Date = new Date(),
): Promise<'counted' | 'duplicate' | 'already-counted'> {
  try {
    await commitPlan([
      markProcessedStep(BENCHMARK_CONSUMER, eventId, now),
      markRespondentStep(email, now),
      addToBenchmarkStep({ percentage: computed.percentage, sectionScores: computed.sectionScores }),
    ]);
    return 'counted';
  } catch (error) {
    if (error instanceof EventAlreadyProcessedError) return 'duplicate';
    if (error instanceof RespondentAlreadyCountedError) return 'already-counted';
    throw error;
  }
}
