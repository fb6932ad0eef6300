import { requireSession } from '../../auth/require-session';
import { tableEnv } from '../../lib/env';
import { fileResponse, httpHandler } from '../../lib/http';
import { exportAllLeads } from '../../services/lead-export';

/**
 * `GET /api/admin/leads/export` (docs/product/leads.md#csv-export): every lead as a CSV download
 * (`leads-YYYY-MM-DD.csv`), newest first, one column per lead field; cells beginning with `=`,
 * `+`, `-`, `@`, tab or CR are escaped against formula injection. gzip when accepted. 401 without
 * a session.
 */
export const handler = httpHandler({ env: [tableEnv], middlewares: [requireSession()] }, async () => {
  const { filename, csv } = await exportAllLeads();
  return fileResponse(filename, csv);
});
