import type { LeadSummary } from '@meridian/shared/leads/lead';
import { emailProgressBadge, listStageLabel } from '@meridian/shared/leads/next-action';
import { EMAIL_NUMBERS, emailFields } from '@meridian/shared/pipeline/pipeline';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { cn } from '../../../lib/utils';

const PROGRESS_VARIANT: Record<ReturnType<typeof emailProgressBadge>, BadgeVariant> = {
  'Email 3 Sent': 'success',
  'Email 2 Sent': 'info',
  'Email 1 Sent': 'warning',
  'Not Contacted': 'secondary',
};

/** Email-progress badge of docs/product/pipeline.md#outreach-sequence ('Email 3 Sent' ... 'Not Contacted'). */
export function EmailProgressBadge({ lead }: { lead: LeadSummary }) {
  const label = emailProgressBadge(lead);
  return <Badge variant={PROGRESS_VARIANT[label]}>{label}</Badge>;
}

/** Stage badge with the list's stage label of docs/product/pipeline.md#stages ('Closed' ... 'New Lead'). */
export function StageBadge({ lead }: { lead: LeadSummary }) {
  return <Badge variant="outline">{listStageLabel(lead)}</Badge>;
}

/** Source badge: 'LinkedIn' for LinkedIn leads, 'Website' for every other source (docs/product/admin.md#crm-screens). */
export function SourceBadge({ lead }: { lead: Pick<LeadSummary, 'source'> }) {
  return lead.source === 'linkedin' ? <Badge variant="info">LinkedIn</Badge> : <Badge variant="accent">Website</Badge>;
}

/** Three boxes showing which outreach emails were sent. */
export function EmailProgressBoxes({ lead }: { lead: LeadSummary }) {
  const sent = EMAIL_NUMBERS.map((email) => Boolean(lead[emailFields(email).sentDate]));
  return (
    <span className="inline-flex gap-1" role="img" aria-label={`Emails sent: ${sent.filter(Boolean).length} of 3`}>
      {EMAIL_NUMBERS.map((email, index) => (
        <span
          key={email}
          className={cn(
            'flex size-5 items-center justify-center rounded border text-[10px] font-semibold',
            sent[index] ? 'border-green-600 bg-green-600 text-white' : 'border-border text-muted-foreground',
          )}
        >
          {email}
        </span>
      ))}
    </span>
  );
}
