import { contactSubmissionSchema } from '@meridian/shared/contact';
import { eventBusEnv } from '../../lib/env';
import { httpHandler } from '../../lib/http';
import { submitContact } from '../../lib/submissions';

eventBusEnv();

/**
 * `POST /api/contact` (SPEC.md sections 3, 5 and 7; issue 3): validates `{ name, email, company?,
 * phone?, message }` and publishes `ContactSubmitted`. 202 `{ received: true, submissionId }`;
 * 400 with field details for bad input; 503 (retry) when the bus did not accept the event.
 */
export const handler = httpHandler({ body: contactSubmissionSchema, successStatus: 202 }, async ({ body, headers }) =>
  submitContact(body, { userAgent: headers['user-agent'] }),
);
