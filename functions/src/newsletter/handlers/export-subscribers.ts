import { functionEntry } from '../../topology';
import { newsletterArea } from '../area';
import { requireSession } from '../../staff-auth/services/require-session';
import { fileResponse } from '../../lib/file-response';
import { httpHandler } from '../../lib/http';
import { auditAction, auditContextOf } from '../../privacy/services/audit';
import { exportSubscribers } from '../../privacy/services/privacy-admin';

/**
 * `GET /api/admin/subscribers/export` (docs/product/privacy.md#subscribers): every subscriber with
 * state and dates as a CSV download (`subscribers-YYYY-MM-DD.csv`), formula-safe like the leads
 * export; audited. 401 without a session.
 */
export const handler = httpHandler(
  { entry: functionEntry(newsletterArea, 'newsletter/handlers/export-subscribers'), middlewares: [requireSession()] },
  async ({ event }) => {
    const { filename, csv } = await exportSubscribers();
    await auditAction({ action: 'subscribers_exported', target: 'subscribers', ...auditContextOf(event) });
    return fileResponse(filename, csv);
  },
);
