import { EMAIL_TEMPLATE_IDS, type EmailTemplateId } from '@meridian/shared/outreach/email-templates';
import { Link, useParams, useSearchParams } from 'react-router';
import { useLead } from '../../../features/leads/api/use-leads';
import { ComposeEmailScreen } from '../../../features/outreach/compose-email-screen';
import { errorMessage } from '../../../lib/api-client';
import { AdminScreen } from '../admin-screen';

function templateOf(value: string | null): EmailTemplateId | undefined {
  return (EMAIL_TEMPLATE_IDS as readonly string[]).includes(value ?? '') ? (value as EmailTemplateId) : undefined;
}

/**
 * `/admin/leads/:id/email` (docs/product/outreach.md#sending): the compose screen for one lead,
 * `?template=email1|email2|email3` to start from a template (a sequence task links here).
 */
export function Component() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const lead = useLead(id);
  return (
    <AdminScreen title="Write Email">
      <p>
        <Link to="/admin" className="text-sm font-medium underline underline-offset-4">
          Back to leads
        </Link>
      </p>
      {lead.isPending ? <p role="status">Loading the lead…</p> : null}
      {lead.isError ? <p role="alert">Could not load the lead: {errorMessage(lead.error)}</p> : null}
      {lead.data ? <ComposeEmailScreen lead={lead.data} initialTemplate={templateOf(search.get('template'))} /> : null}
    </AdminScreen>
  );
}
