import { functionEntry } from '../../topology';
import { privacyArea } from '../area';
import { peopleExportQuerySchema } from '@meridian/shared/privacy/privacy-admin-api';
import { requireSession } from '../../staff-auth/services/require-session';
import { fileResponse } from '../../lib/file-response';
import { httpHandler } from '../../lib/http';
import { emailHashOf } from '../../lib/privacy-key';
import { auditAction, auditContextOf } from '../services/audit';
import { exportPerson } from '../services/privacy-admin';

/**
 * `GET /api/admin/people/export?email=` (docs/product/privacy.md#access-requests): everything held
 * about the address as a JSON download (`person-YYYY-MM-DD.json`, `personExportSchema`); audited
 * with the keyed hash of the address as target. 400 without an address; 401 without a session.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(privacyArea, 'privacy/handlers/export-person'),
    query: peopleExportQuerySchema,
    middlewares: [requireSession()],
  },
  async ({ query, event }) => {
    const { filename, content } = await exportPerson(query.email);
    const target = `email:${emailHashOf(query.email)}`;
    await auditAction({ action: 'person_exported', target, ...auditContextOf(event) });
    return fileResponse(filename, JSON.stringify(content, null, 2), 'application/json; charset=utf-8');
  },
);
