import { functionEntry } from '../../topology';
import { contactArea } from '../area';
import { contactSubmissionSchema } from '@meridian/shared/contact/contact';
import { httpHandler } from '../../lib/http';
import { submissionIdOf } from '../../lib/idempotency';
import { submitContact } from '../services/submissions';

/**
 * `POST /api/contact` (docs/product/site.md#contact-form): validates `{ name, email, company?,
 * phone?, message }` and publishes `ContactSubmitted`. 202 `{ received: true, submissionId }`;
 * 400 with field details for bad input; 503 (retry) when the bus did not accept the event. With an
 * `Idempotency-Key`, the same request sent again answers with the same `submissionId` and is
 * captured once.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(contactArea, 'contact/handlers/post-contact'),
    body: contactSubmissionSchema,
    successStatus: 202,
  },
  async ({ body, headers }) =>
    submitContact(body, { userAgent: headers['user-agent'] }, submissionIdOf(headers, 'contact', body)),
);
