import { assessmentEmailSubmissionSchema } from '@meridian/shared/assessment';
import { eventBusEnv } from '../../lib/env';
import { httpHandler } from '../../lib/http';
import { submitAssessment } from '../../lib/submissions';

eventBusEnv();

/**
 * `POST /api/assessment-email` (SPEC.md sections 3 and 7; DECISIONS.md item 7; issue 3): the
 * assessment email capture with the twenty answers. The server recomputes percentage, category and
 * section scores; a disagreeing score or category is a 400. Publishes `AssessmentSubmitted`.
 * 202 `{ received: true, submissionId }`; 503 (retry) when the bus did not accept the event.
 */
export const handler = httpHandler(
  { body: assessmentEmailSubmissionSchema, successStatus: 202 },
  async ({ body, headers }) => submitAssessment(body, { userAgent: headers['user-agent'] }),
);
