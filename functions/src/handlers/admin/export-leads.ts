import { requireSession } from '../../auth/require-session';
import { allLeads } from '../../data/lead-admin';
import { httpHandler } from '../../lib/http';
import { csvDownload } from './csv-response';
import { LEAD_EXPORT_COLUMNS, leadsCsv } from './lead-csv';

const download = csvDownload('leads');

/**
 * `GET /api/admin/leads/export` (issue 4): a CSV of all leads, newest first, one column per lead
 * field ({@link LEAD_EXPORT_COLUMNS}); cells beginning with `=`, `+`, `-`, `@`, tab or CR are
 * escaped against formula injection. gzip when accepted. 401 without a session.
 */
export const handler = httpHandler({ middlewares: [requireSession(), download.middleware] }, async ({ event }) => {
  download.send(event, await leadsCsv(allLeads()));
  return undefined;
});
