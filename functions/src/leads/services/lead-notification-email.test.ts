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
});
