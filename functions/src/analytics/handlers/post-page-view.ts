import { functionEntry } from '../../topology';
import { analyticsArea } from '../area';
import { pageViewSubmissionSchema } from '@meridian/shared/analytics/page-view';
import { clientIpOf } from '../../lib/client-ip';
import { recordPageView } from '../data/page-views';
import { httpHandler } from '../../lib/http';

/**
 * `POST /api/page-views` `{ page, referrer?, sessionId?, event? }`
 * (docs/product/site.md#analytics-and-consent): stores a page view, or with `event` a named
 * analytics event, with the user agent and a salted hash of the client IP (CloudFront viewer
 * address, else the API Gateway source IP), never the IP itself. 201 `{ recorded: true }`.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(analyticsArea, 'analytics/handlers/post-page-view'),
    body: pageViewSubmissionSchema,
    successStatus: 201,
  },
  async ({ body, headers, event }) => {
    const ip = clientIpOf(event);
    await recordPageView(body, { userAgent: headers['user-agent'], ip: ip === 'unknown' ? undefined : ip });
    return { recorded: true };
  },
);
