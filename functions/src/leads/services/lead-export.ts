import type { Lead } from '@meridian/shared/leads/lead';
import { allLeads } from '../data/lead-lists';
import { type CsvValue, toCsv } from '../../lib/csv';

/**
 * The CSV export of all leads (docs/product/leads.md#csv-export): one column per lead field, in the
 * order of docs/product/leads.md#lead-fields, then the server's fields.
 */
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
  // The outcome of a closed deal, one column per part (docs/product/pipeline.md#outcome).
  { header: 'outcome', value: (lead) => lead.outcome?.result },
  { header: 'wonValue', value: (lead) => (lead.outcome?.result === 'won' ? lead.outcome.value : undefined) },
  { header: 'lostReason', value: (lead) => (lead.outcome?.result === 'lost' ? lead.outcome.reason : undefined) },
  { header: 'lostNote', value: (lead) => (lead.outcome?.result === 'lost' ? lead.outcome.note : undefined) },
  { header: 'assessmentPercentage', value: (lead) => lead.metadata?.assessmentResults?.percentage },
  { header: 'assessmentCategory', value: (lead) => lead.metadata?.assessmentResults?.category },
  { header: 'version', value: (lead) => lead.version },
  { header: 'createdAt', value: (lead) => lead.createdAt },
  { header: 'updatedAt', value: (lead) => lead.updatedAt },
];

/**
 * The CSV document of the given leads (see `lib/csv.ts` for quoting and formula escaping).
 *
 * @param leads - the leads, in the order of the rows.
 * @returns the CSV text (byte-order mark, header row, CRLF line ends).
 */
export async function leadsCsv(leads: AsyncIterable<Lead>): Promise<string> {
  const all: Lead[] = [];
  for await (const lead of leads) all.push(lead);
  return toCsv(LEAD_EXPORT_COLUMNS, all);
}

/**
 * Every lead as a CSV file, newest first.
 *
 * @param now - the export's time; its UTC date names the file.
 * @returns the file name (`leads-YYYY-MM-DD.csv`) and the CSV text.
 */
export async function exportAllLeads(now = new Date()): Promise<{ filename: string; csv: string }> {
  return { filename: `leads-${now.toISOString().slice(0, 10)}.csv`, csv: await leadsCsv(allLeads()) };
}
