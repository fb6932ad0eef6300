import type { LeadCapturedDetail } from '@meridian/shared/events';
import type { Lead } from '@meridian/shared/leads/lead';
import { describe, expect, it } from 'vitest';
import { buildLeadNotification } from './lead-notification-email';

const BIDI = /[\u202a-\u202e\u2066-\u2069]/;

describe('lead notification text', () => {
  it('strips bidi controls from the subject and the text body (staff read what was sent)', () => {
    const detail: LeadCapturedDetail = {
      leadId: 'lead-1',
      isReturning: false,
      source: 'contact_form',
      aiScore: 40,
      submissionType: 'contact',
      submittedAt: '2026-11-23T10:00:00.000Z',
      lead: { name: 'Ada \u202eecalp\u202c', email: 'ada@example.com', company: '\u2066Acme\u2069' },
      contact: {
        name: 'Ada \u202eecalp\u202c',
        email: 'ada@example.com',
        message: 'Hello \u202dthere\u202c, a question.',
      },
    };
    const email = buildLeadNotification(detail, null, 'https://www.meridian.test');
    expect(email.subject).not.toMatch(BIDI);
    expect(email.text).not.toMatch(BIDI);
    expect(email.subject).toContain('Ada ecalp');
    expect(email.text).toContain('Hello there, a question.');
  });

  it.each([
    ['2026-03-29T00:30:00.000Z', 'Sunday 29 March 2026 at 00:30 (London time)'],
    ['2026-03-29T01:30:00.000Z', 'Sunday 29 March 2026 at 02:30 (London time)'],
    ['2026-10-25T00:30:00.000Z', 'Sunday 25 October 2026 at 01:30 (London time)'],
    ['2026-10-25T01:30:00.000Z', 'Sunday 25 October 2026 at 01:30 (London time)'],
    ['not a time', 'not a time'],
  ])('shows the submission time %s in London as "%s", across the clock changes', (submittedAt, shown) => {
    const detail: LeadCapturedDetail = {
      leadId: 'lead-2',
      isReturning: false,
      source: 'contact_form',
      aiScore: 40,
      submissionType: 'contact',
      submittedAt,
      lead: { name: 'Ada', email: 'ada@example.com' },
    };
    const email = buildLeadNotification(detail, null, 'https://www.meridian.test');
    expect(email.text).toContain(`Submitted at: ${shown}`);
    expect(email.text).toContain('Status: New lead');
  });

  it('lists the scoring inputs the score read, each with its points, and names the unknown ones', () => {
    const detail: LeadCapturedDetail = {
      leadId: 'lead-3',
      isReturning: false,
      source: 'contact_form',
      aiScore: 58,
      submissionType: 'contact',
      submittedAt: '2026-11-23T10:00:00.000Z',
      lead: { name: 'Ada', email: 'ada@example.com' },
    };
    // Only what scoring reads: the inputs the visitor chose on the contact form.
    const lead = {
      source: 'contact_form',
      employeeCount: '50-150',
      industryType: 'Manufacturing',
      urgency: 'Immediate',
    };
    const email = buildLeadNotification(detail, lead as unknown as Lead, 'https://www.meridian.test');
    expect(email.text).toMatch(
      /SCORING INPUTS\nCompany size: 50-150 \(\+10\)\nRevenue: Unknown\nIndustry: Manufacturing \(\+\d+\)\n/,
    );
    expect(email.text).toMatch(/Urgency: Immediate \(\+\d+\)/);
    expect(email.html).toContain('<th align="left" style="padding:2px 12px 2px 0">Revenue</th><td>Unknown</td>');
    expect(buildLeadNotification(detail, null, 'https://www.meridian.test').text).not.toContain('SCORING INPUTS');
  });
});
