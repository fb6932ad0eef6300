import { assessmentSubmittedDetailSchema, DETAIL_TYPES } from '@meridian/shared/events';
import { tableEnv } from '../../lib/env';
import { eventHandler } from '../../lib/event-handler';
import { countInBenchmark } from '../services/assessment-benchmark';

/**
 * EventBridge target of `AssessmentSubmitted` (rule `AssessmentToVisitor`): counts the scored
 * result in the peer benchmark (docs/product/assessment.md#benchmark), exactly once per event id.
 */
export const handler = eventHandler(
  { env: [tableEnv], detailTypes: { [DETAIL_TYPES.assessmentSubmitted]: assessmentSubmittedDetailSchema } },
  async ({ detail, event }) => countInBenchmark(event.id, detail.computed),
);
