import { functionEntry } from '../../topology';
import { contactArea } from '../area';
import { contactSubmissionSchema } from '@meridian/shared/contact/contact';
import { spendClientBudget } from '../../table/client-budget';
import { httpHandler } from '../../lib/http';
import { submissionIdOf } from '../../lib/idempotency';
import { submitContact } from '../services/submissions';

/**
 * `POST /api/contact` (docs/product/site.md#contact-form): validates `{ name, email, company?,
 * phone?, message }` and publishes `ContactSubmitted`. 202 `{ received: true, submissionId }`;
 * 400 with field details for bad input; 429 with `Retry-After` past the client's
 * budget (docs/product/security.md#client-budgets); 503 (retry) when the bus did not accept the event. With an
 * `Idempotency-Key`, the same request sent again answers with the same `submissionId` and is
 * captured once.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(contactArea, 'contact/handlers/post-contact'),
    body: contactSubmissionSchema,
    successStatus: 202,
  },
  async ({ body, headers, event }) => {
    const submissionId = submissionIdOf(headers, 'contact', body);
    await spendClientBudget('contact', event);
    return submitContact(body, { userAgent: headers['user-agent'] }, submissionId);
  },
);
