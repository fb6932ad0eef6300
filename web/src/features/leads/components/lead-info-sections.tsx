import type { LeadDetail } from '@meridian/shared/admin-api-responses';
import { formatPoundsK } from '@meridian/shared/format';
import type { LeadSummary } from '@meridian/shared/leads/lead';
import type { ReactNode } from 'react';
import { mailtoHref, telHref } from '../../../lib/contact-links';
import { safeExternalUrl } from '../lib/display';

/** A titled box of label-value rows. */
function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2 rounded-lg border border-border p-4">
      <h3 className="text-sm font-semibold">{title}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">{children}</dl>
    </section>
  );
}

/** One label-value row; an empty value shows '—'. */
function Info({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{value === undefined || value === null || value === '' ? '—' : value}</dd>
    </>
  );
}

/** A titled block of visitor-supplied text, only when there is text. */
export function TextBlock({ title, text }: { title: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <section className="space-y-1 rounded-lg border border-border p-4">
      <h3 className="text-sm font-semibold">{title}</h3>
      {/* Visitor-supplied text: rendered as text only, line breaks kept. */}
      <p className="whitespace-pre-wrap break-words text-sm">{text}</p>
    </section>
  );
}

/**
 * The lead page's Contact Information (email and phone links, location, the LinkedIn profile
 * when its address is safe), Company Information and Qualification boxes
 * (docs/product/admin.md#crm-screens).
 */
export function LeadInfoSections({ lead }: { lead: LeadSummary & Partial<LeadDetail> }) {
  const linkedin = safeExternalUrl(lead.linkedinUrl);
  return (
    <>
      <InfoSection title="Contact Information">
        <Info
          label="Email"
          value={
            lead.email ? (
              <a className="underline" href={mailtoHref(lead.email)}>
                {lead.email}
              </a>
            ) : undefined
          }
        />
        <Info
          label="Phone"
          value={
            lead.phone ? (
              <a className="underline" href={telHref(lead.phone)}>
                {lead.phone}
              </a>
            ) : undefined
          }
        />
        <Info label="Location" value={lead.location} />
        <Info
          label="LinkedIn"
          value={
            linkedin ? (
              <a className="underline" href={linkedin} target="_blank" rel="noopener noreferrer">
                LinkedIn profile
              </a>
            ) : undefined
          }
        />
      </InfoSection>
      <InfoSection title="Company Information">
        <Info label="Company" value={lead.company} />
        <Info label="Industry" value={lead.industryType} />
        <Info label="Revenue" value={lead.companyRevenue} />
        <Info label="Employees" value={lead.employeeCount ?? lead.companySize} />
        <Info label="Growth stage" value={lead.growthStage} />
      </InfoSection>
      <InfoSection title="Qualification">
        <Info label="AI score" value={`${lead.aiScore}/100`} />
        <Info label="Priority" value={`${lead.priorityScore}/10`} />
        <Info label="Urgency" value={lead.urgency} />
        <Info label="Budget authority" value={lead.budgetAuthority} />
        <Info label="Primary service" value={lead.primaryService} />
        <Info
          label="Estimated value"
          value={`${formatPoundsK(lead.estimatedValueMin)} – ${formatPoundsK(lead.estimatedValueMax)}`}
        />
        <Info label="Probability" value={`${lead.probabilityPercent}%`} />
        {lead.assessmentPercentage !== undefined ? (
          <Info label="Assessment" value={`${lead.assessmentPercentage}%`} />
        ) : null}
      </InfoSection>
    </>
  );
}
