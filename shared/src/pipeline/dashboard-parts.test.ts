import { describe, expect, it } from 'vitest';
import { emailCampaignMetrics } from './email-campaign-metrics';
import { leadSourceCounts, RECENT_ACTIVITY_COUNT, recentLeads } from './dashboard';
import type { TestLead } from './dashboard.fixtures';
import type { LeadRuleInput } from '../leads/lead';

describe('leadSourceCounts', () => {
  it('counts website sources together and LinkedIn apart, ignoring unknown sources', () => {
    const leads = [
      { source: 'assessment_tool' },
      { source: 'assessment_tool' },
      { source: 'contact_form' },
      { source: 'consultation_booking' },
      { source: 'linkedin' },
      { source: 'fax' },
      { source: 'constructor' },
      {},
    ] as LeadRuleInput[];
    expect(leadSourceCounts(leads)).toEqual({
      website: 4,
      linkedin: 1,
      bySource: { assessment_tool: 2, contact_form: 1, consultation_booking: 1, linkedin: 1 },
    });
  });
});

describe('emailCampaignMetrics', () => {
  it('counts sent, responded and positive per email, with whole-percent rates', () => {
    const leads: LeadRuleInput[] = [
      { email1SentDate: '2025-03-01', email1Response: 'Positive', email2SentDate: '2025-03-05' },
      { email1SentDate: '2025-03-01', email1Response: 'Not interested' },
      { email1SentDate: '2025-03-01', email1Response: 'No response' },
      { email1SentDate: '', email1Response: 'Interested' }, // not sent: not counted
      { email2Response: 'Interested' }, // response without a sent date: not counted
    ];
    expect(emailCampaignMetrics(leads)).toEqual([
      { email: 1, sent: 3, responded: 2, positive: 1, responseRate: 67, positiveRate: 33 },
      { email: 2, sent: 1, responded: 0, positive: 0, responseRate: 0, positiveRate: 0 },
      { email: 3, sent: 0, responded: 0, positive: 0, responseRate: 0, positiveRate: 0 },
    ]);
  });
});

describe('recentLeads', () => {
  const leads: TestLead[] = [
    { id: 'a', createdAt: '2025-03-01T00:00:00.000Z', updatedAt: '2025-03-01T00:00:00.000Z' },
    { id: 'b', createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-03-09T00:00:00.000Z' }, // old but edited
    { id: 'c', createdAt: '2025-03-05T00:00:00.000Z' },
    { id: 'd', createdAt: 'not a date' },
    { id: 'e', createdAt: '2025-02-01T00:00:00.000Z', updatedAt: '2025-02-02T00:00:00.000Z' },
    { id: 'f', createdAt: '2025-03-08T00:00:00.000Z', updatedAt: '2025-03-08T00:00:00.000Z' },
  ];

  it('takes the 4 most recently created or updated leads, newest first', () => {
    expect(RECENT_ACTIVITY_COUNT).toBe(4);
    expect(recentLeads(leads).map((lead) => lead.id)).toEqual(['b', 'f', 'c', 'a']);
  });

  it('takes another count and puts undated leads last', () => {
    expect(recentLeads(leads, 10).map((lead) => lead.id)).toEqual(['b', 'f', 'c', 'a', 'e', 'd']);
    expect(recentLeads(leads, 0)).toEqual([]);
    expect(recentLeads(leads, -1)).toEqual([]);
  });

  it('does not reorder the input', () => {
    recentLeads(leads);
    expect(leads.map((lead) => lead.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });
});
