import type { LeadCapturedDetail } from '@meridian/shared/events';
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
});
