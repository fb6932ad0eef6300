import { httpHandler, respond } from '../../lib/http';
import { logger } from '../../lib/logger';
import { CSP_REPORT_LOG_MESSAGE, parseCspReports } from '../services/csp-reports';

/**
 * `POST /api/csp-report` (docs/product/security.md#headers): where browsers send
 * Content-Security-Policy and Trusted Types violations (`report-uri` as `application/csp-report`,
 * `report-to` as `application/reports+json`). Each report becomes one warning log line, which a
 * metric filter counts; 204 with no body. Rate-limited by the WAF like the other public posts.
 */
export const handler = httpHandler({ successStatus: 204 }, async ({ event, headers }) => {
  const raw = event.body ?? '';
  const body = event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
  for (const report of parseCspReports(body, headers['content-type'] ?? '')) {
    logger.warn(CSP_REPORT_LOG_MESSAGE, { report });
  }
  return respond(204);
});
