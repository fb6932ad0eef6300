import { functionEntry } from '../../topology';
import { assessmentArea } from '../area';
import { assessmentEmailSubmissionSchema } from '@meridian/shared/assessment/assessment';
import { spendClientBudget } from '../../table/client-budget';
import { httpHandler } from '../../lib/http';
import { submissionIdOf } from '../../lib/idempotency';
import { submitAssessment } from '../../contact/services/submissions';

/**
 * `POST /api/assessment-email` (docs/product/assessment.md#email-capture): the assessment email
 * capture with the twenty answers. The server recomputes percentage, category and section scores
 * (docs/product/assessment.md#scoring); a disagreeing score or category is a 400. Publishes
 * `AssessmentSubmitted`. 202 `{ received: true, submissionId }`; 503 (retry) when the bus did not
 * accept the event; 429 with `Retry-After` past the client's budget (docs/product/security.md#client-budgets). With an `Idempotency-Key`, the same request sent again answers with the same
 * `submissionId` and is captured once.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(assessmentArea, 'assessment/handlers/post-assessment-email'),
    body: assessmentEmailSubmissionSchema,
    successStatus: 202,
  },
  async ({ body, headers, event }) => {
    const submissionId = submissionIdOf(headers, 'assessment-email', body);
    await spendClientBudget('assessmentEmail', event);
    return submitAssessment(body, { userAgent: headers['user-agent'] }, submissionId);
  },
);
