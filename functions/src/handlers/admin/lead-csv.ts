import type { Lead } from '@meridian/shared/lead';
import { type CsvValue, toCsv } from './csv';

/** Columns of the lead export: every stored field of SPEC.md section 3, in its order, plus the server's. */
export const LEAD_EXPORT_COLUMNS: readonly { header: string; value: (lead: Lead) => CsvValue }[] = [
  ...(
    [
      'id',
      'name',
      'email',
      'company',
      'phone',
      'jobTitle',
      'linkedinUrl',
      'industryType',
      'companyRevenue',
      'employeeCount',
      'companySize',
      'growthStage',
      'source',
      'status',
      'priorityScore',
      'aiScore',
      'urgency',
      'budgetAuthority',
      'location',
      'currentChallenges',
      'recentNews',
      'email1SentDate',
      'email1Response',
      'email2SentDate',
      'email2Response',
      'email3SentDate',
      'email3Response',
      'consultationBookedDate',
      'proposalSentDate',
      'dealClosedDate',
      'primaryService',
      'estimatedValueMin',
      'estimatedValueMax',
      'probabilityPercent',
      'nextAction',
      'nextActionDate',
      'lastContactDate',
      'keyChallenges',
      'outreachStrategy',
      'strategicNotes',
      'notes',
      'message',
    ] as const satisfies readonly (keyof Lead)[]
  ).map((field) => ({ header: field, value: (lead: Lead) => lead[field] })),
  { header: 'assessmentPercentage', value: (lead) => lead.metadata?.assessmentResults?.percentage },
  { header: 'assessmentCategory', value: (lead) => lead.metadata?.assessmentResults?.category },
  { header: 'version', value: (lead) => lead.version },
  { header: 'createdAt', value: (lead) => lead.createdAt },
  { header: 'updatedAt', value: (lead) => lead.updatedAt },
];

/** The CSV document of the given leads (see `csv.ts` for quoting and formula escaping). */
export async function leadsCsv(leads: AsyncIterable<Lead>): Promise<string> {
  const all: Lead[] = [];
  for await (const lead of leads) all.push(lead);
  return toCsv(LEAD_EXPORT_COLUMNS, all);
}
