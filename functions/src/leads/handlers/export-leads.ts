import { functionEntry } from '../../topology';
import { leadsArea } from '../area';
import { requireSession } from '../../staff-auth/services/require-session';
import { fileResponse } from '../../lib/file-response';
import { httpHandler } from '../../lib/http';
import { auditAction, auditContextOf } from '../../privacy/services/audit';
import { exportAllLeads } from '../services/lead-export';

/**
 * `GET /api/admin/leads/export` (docs/product/leads.md#csv-export): every lead as a CSV download
 * (`leads-YYYY-MM-DD.csv`), newest first, one column per lead field; cells beginning with `=`,
 * `+`, `-`, `@`, tab or CR are escaped against formula injection. gzip when accepted. 401 without
 * a session. Audited (docs/product/privacy.md#audit-log).
 */
export const handler = httpHandler(
  { entry: functionEntry(leadsArea, 'leads/handlers/export-leads'), middlewares: [requireSession()] },
  async ({ event }) => {
    const { filename, csv } = await exportAllLeads();
    await auditAction({ action: 'leads_exported', target: 'leads', ...auditContextOf(event) });
    return fileResponse(filename, csv);
  },
);
