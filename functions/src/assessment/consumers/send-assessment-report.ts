import { functionEntry } from '../../topology';
import { assessmentArea } from '../area';
import { assessmentSubmittedDetailSchema } from '@meridian/shared/events';
import { DETAIL_TYPES } from '@meridian/shared/event-names';
import { eventHandler } from '../../lib/event-handler';
import { sendAssessmentReport } from '../services/assessment-report';

/**
 * EventBridge target of `AssessmentSubmitted` (rule `AssessmentToVisitor`): emails the visitor
 * their report (docs/product/assessment.md#report-email), once per submission id. A failure throws, so
 * that the delivery is retried.
 */
export const handler = eventHandler(
  {
    entry: functionEntry(assessmentArea, 'assessment/consumers/send-assessment-report'),
    detailTypes: { [DETAIL_TYPES.assessmentSubmitted]: assessmentSubmittedDetailSchema },
    deliveryKey: ({ detail }) => detail.submissionId,
  },
  async ({ detail, deliveryKey }) => sendAssessmentReport(deliveryKey, detail),
);
