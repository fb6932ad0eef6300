import { QUICK_ADMIN_RECENT_COUNT, recentLeads } from '@meridian/shared/pipeline/dashboard';
import type { LeadSummary } from '@meridian/shared/leads/lead';
import { isNotYetContacted } from '@meridian/shared/leads/lead-attention';
import { LEAD_SOURCE_LABELS } from '@meridian/shared/leads/options';
import { boardColumn } from '@meridian/shared/pipeline/pipeline';
import { STAGE_BY_KEY } from '@meridian/shared/pipeline/pipeline-stages';
import { useMemo } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

export interface QuickAdminProps {
  leads: readonly LeadSummary[];
}

/**
 * The quick admin page's counts (docs/product/admin.md#crm-screens): "New" counts the leads not
 * yet contacted (`isNotYetContacted`: New Lead, legacy 'new' included, or Initial Contact with no
 * outreach email sent).
 */
function quickCounts(leads: readonly LeadSummary[]) {
  let fresh = 0;
  let assessments = 0;
  let contactForms = 0;
  for (const lead of leads) {
    if (isNotYetContacted(lead)) fresh += 1;
    if (lead.source === 'assessment_tool') assessments += 1;
    if (lead.source === 'contact_form') contactForms += 1;
  }
  return { total: leads.length, fresh, assessments, contactForms };
}

/**
 * The quick admin overview (docs/product/admin.md#crm-screens, `/admin-quick`; behind the real login,
 * docs/product/admin.md#login): four counters (Total, New, Assessments, Contact Forms) and the 10 most recent
 * leads with source, status and assessment-percentage badges.
 */
export function QuickAdmin({ leads }: QuickAdminProps) {
  const counts = useMemo(() => quickCounts(leads), [leads]);
  const recent = useMemo(() => recentLeads(leads, QUICK_ADMIN_RECENT_COUNT), [leads]);
  const counters = [
    { label: 'Total', value: counts.total },
    { label: 'New', value: counts.fresh },
    { label: 'Assessments', value: counts.assessments },
    { label: 'Contact Forms', value: counts.contactForms },
  ];
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {counters.map((counter) => (
          <Card key={counter.label} className="p-4">
            <dt className="text-sm text-muted-foreground">{counter.label}</dt>
            <dd className="text-3xl font-bold">{counter.value}</dd>
          </Card>
        ))}
      </dl>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Recent Leads</CardTitle>
        </CardHeader>
        <CardContent>
          {recent.length === 0 ? (
            <p className="text-sm text-muted-foreground">No leads found</p>
          ) : (
            <ul className="divide-y divide-border">
              {recent.map((lead) => (
                <li key={lead.id} className="flex flex-wrap items-center gap-2 py-3">
                  <div className="mr-auto min-w-0">
                    <p className="font-medium">{lead.name}</p>
                    <p className="truncate text-sm text-muted-foreground">
                      {[lead.email, lead.company].filter(Boolean).join(' · ')}
                    </p>
                  </div>
                  <Badge variant="info">{LEAD_SOURCE_LABELS[lead.source]}</Badge>
                  <Badge variant="outline">{STAGE_BY_KEY[boardColumn(lead)].label}</Badge>
                  {lead.assessmentPercentage !== undefined ? (
                    <Badge variant="success">Assessment {lead.assessmentPercentage}%</Badge>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
