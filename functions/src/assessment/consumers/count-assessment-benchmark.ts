import { functionEntry } from '../../topology';
import { assessmentArea } from '../area';
import { assessmentSubmittedDetailSchema } from '@meridian/shared/events';
import { DETAIL_TYPES } from '@meridian/shared/event-names';
import { eventHandler } from '../../lib/event-handler';
import { countInBenchmark } from '../services/assessment-benchmark';

/**
 * EventBridge target of `AssessmentSubmitted` (rule `AssessmentToVisitor`): counts the scored
 * result in the peer benchmark (docs/product/assessment.md#benchmark), at most once per submission id and once per visitor mailbox.
 */
export const handler = eventHandler(
  {
    entry: functionEntry(assessmentArea, 'assessment/consumers/count-assessment-benchmark'),
    detailTypes: { [DETAIL_TYPES.assessmentSubmitted]: assessmentSubmittedDetailSchema },
    deliveryKey: ({ detail }) => detail.submissionId,
  },
  async ({ detail, deliveryKey }) => countInBenchmark(deliveryKey, detail.submission.email, detail.computed),
);
