import { pageViewSubmissionSchema } from '@meridian/shared/page-view';
import { clientIpOf } from '../../auth/client-ip';
import { recordPageView } from '../../data/page-views';
import { tableEnv } from '../../lib/env';
import { httpHandler } from '../../lib/http';

tableEnv();

/**
 * `POST /api/page-views` `{ page, referrer?, sessionId?, event? }` (DECISIONS.md item 11, issue 6):
 * stores a page view, or with `event` one of SPEC.md section 7's named events, with the user agent
 * and a salted hash of the client IP (CloudFront viewer address, else the API Gateway source IP),
 * never the IP itself. 201 `{ recorded: true }`.
 */
export const handler = httpHandler(
  { body: pageViewSubmissionSchema, successStatus: 201 },
  async ({ body, headers, event }) => {
    const ip = clientIpOf(event);
    await recordPageView(body, { userAgent: headers['user-agent'], ip: ip === 'unknown' ? undefined : ip });
    return { recorded: true };
  },
);
