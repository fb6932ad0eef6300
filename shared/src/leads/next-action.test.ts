import { describe, expect, it } from 'vitest';
import type { LeadRuleInput } from './lead';
import { emailProgressBadge, listStageLabel, nextActionHint } from './next-action';

const NOW = new Date('2025-03-10T12:00:00.000Z');
/** An ISO timestamp `days` (fractional allowed) before NOW. */
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

describe('nextActionHint (docs/product/pipeline.md#next-action-hints)', () => {
  it.each<[string, Record<string, unknown>, string]>([
    // initial_contact
    ['initial_contact without email 1', { status: 'initial_contact' }, 'Send Email 1 (LinkedIn + intro)'],
    [
      'initial_contact with an empty email 1 date',
      { status: 'initial_contact', email1SentDate: '' },
      'Send Email 1 (LinkedIn + intro)',
    ],
    [
      'email 1 sent just now',
      { status: 'initial_contact', email1SentDate: daysAgo(0) },
      'Wait 3 more days before Email 2',
    ],
    [
      'email 1 sent 1.5 days ago',
      { status: 'initial_contact', email1SentDate: daysAgo(1.5) },
      'Wait 2 more days before Email 2',
    ],
    [
      'email 1 sent 2.99 days ago',
      { status: 'initial_contact', email1SentDate: daysAgo(2.99) },
      'Wait 1 more day before Email 2',
    ],
    [
      'email 1 sent exactly 3 days ago',
      { status: 'initial_contact', email1SentDate: daysAgo(3) },
      'Send Email 2 (Value demo)',
    ],
    [
      'email 1 sent 10 days ago',
      { status: 'initial_contact', email1SentDate: daysAgo(10) },
      'Send Email 2 (Value demo)',
    ],
    [
      'email 1 dated in the future',
      { status: 'initial_contact', email1SentDate: daysAgo(-2) },
      'Wait 3 more days before Email 2',
    ],
    [
      'email 1 date unparsable',
      { status: 'initial_contact', email1SentDate: 'last week' },
      'Send Email 2 (Value demo)',
    ],
    [
      'email 1 answered',
      { status: 'initial_contact', email1SentDate: daysAgo(1), email1Response: 'Not interested' },
      'Response received - qualify lead',
    ],
    [
      'email 1 "No response" is no response',
      { status: 'initial_contact', email1SentDate: daysAgo(1), email1Response: 'No response' },
      'Wait 2 more days before Email 2',
    ],
    // new_lead behaves like initial_contact
    ['new_lead', { status: 'new_lead' }, 'Send Email 1 (LinkedIn + intro)'],
    ['new_lead with email 1 sent', { status: 'new_lead', email1SentDate: daysAgo(4) }, 'Send Email 2 (Value demo)'],
    // value_demo
    [
      'value_demo, email 2 sent today',
      { status: 'value_demo', email2SentDate: daysAgo(0) },
      'Wait 4 more days before Email 3',
    ],
    [
      'value_demo, email 2 sent 3.5 days ago',
      { status: 'value_demo', email2SentDate: daysAgo(3.5) },
      'Wait 1 more day before Email 3',
    ],
    [
      'value_demo, email 2 sent 4 days ago',
      { status: 'value_demo', email2SentDate: daysAgo(4) },
      'Send Email 3 (Assessment offer)',
    ],
    [
      'value_demo, email 2 answered',
      { status: 'value_demo', email2SentDate: daysAgo(1), email2Response: 'Interested' },
      'Response received - move to assessment',
    ],
    [
      'value_demo, email 2 "No response"',
      { status: 'value_demo', email2SentDate: daysAgo(2), email2Response: 'No response' },
      'Wait 2 more days before Email 3',
    ],
    [
      'value_demo after marking email 1 (1 day ago)',
      { status: 'value_demo', email1SentDate: daysAgo(1) },
      'Wait 2 more days before Email 2',
    ],
    [
      'value_demo after marking email 1 (3 days ago)',
      { status: 'value_demo', email1SentDate: daysAgo(3) },
      'Send Email 2 (Value demo)',
    ],
    [
      'value_demo, email 1 answered',
      { status: 'value_demo', email1SentDate: daysAgo(1), email1Response: 'Positive' },
      'Response received - qualify lead',
    ],
    ['value_demo with no emails recorded', { status: 'value_demo' }, 'Send Email 2 (Value demo)'],
    // later stages
    [
      'assessment_offer without email 3',
      { status: 'assessment_offer', email2SentDate: daysAgo(9) },
      'Send Email 3 with free assessment offer',
    ],
    [
      'assessment_offer with email 3 sent',
      { status: 'assessment_offer', email3SentDate: daysAgo(1) },
      'Follow up on assessment response',
    ],
    ['consultation', { status: 'consultation' }, 'Schedule/conduct 30-min discovery call'],
    ['proposal', { status: 'proposal' }, 'Follow up on proposal within 5 business days'],
    ['close', { status: 'close' }, 'Update final status (Won/Lost)'],
    // legacy and unknown statuses
    ['legacy new', { status: 'new' }, 'Send Email 1 (LinkedIn + intro)'],
    ['legacy contacted', { status: 'contacted', email1SentDate: daysAgo(5) }, 'Send Email 2 (Value demo)'],
    ['legacy qualified', { status: 'qualified' }, 'Schedule/conduct 30-min discovery call'],
    ['legacy converted', { status: 'converted' }, 'Update final status (Won/Lost)'],
    ['unknown status', { status: 'archived' }, 'Update lead status'],
    ['inherited key as status', { status: 'constructor' }, 'Update lead status'],
    ['no status', {}, 'Update lead status'],
  ])('%s -> %s', (_label, lead, hint) => {
    expect(nextActionHint(lead as LeadRuleInput, NOW)).toBe(hint);
  });
});

describe('emailProgressBadge', () => {
  it.each<[LeadRuleInput, string]>([
    [{}, 'Not Contacted'],
    [{ email1SentDate: '' }, 'Not Contacted'],
    [{ email1SentDate: daysAgo(1) }, 'Email 1 Sent'],
    [{ email1SentDate: daysAgo(5), email2SentDate: daysAgo(1) }, 'Email 2 Sent'],
    [{ email2SentDate: daysAgo(1) }, 'Email 2 Sent'],
    [{ email1SentDate: daysAgo(9), email2SentDate: daysAgo(5), email3SentDate: daysAgo(1) }, 'Email 3 Sent'],
    [{ email3SentDate: daysAgo(1) }, 'Email 3 Sent'],
  ])('%o -> %s', (lead, badge) => {
    expect(emailProgressBadge(lead)).toBe(badge);
  });
});

describe('listStageLabel', () => {
  it.each<[LeadRuleInput, string]>([
    [{}, 'New Lead'],
    [{ status: 'proposal' }, 'Proposal Sent'],
    [{ status: 'qualified' }, 'Consultation'],
    [{ status: 'value_demo', email1SentDate: daysAgo(1) }, 'Value Demo Sent'],
    [{ status: 'close' }, 'Closed'],
    [{ email1SentDate: daysAgo(1) }, 'Initial Contact'],
    [{ email2SentDate: daysAgo(1) }, 'Value Demo Sent'],
    [{ email3SentDate: daysAgo(1) }, 'Assessment Offered'],
    [{ consultationBookedDate: daysAgo(1) }, 'Consultation'],
    [{ proposalSentDate: daysAgo(1) }, 'Proposal Sent'],
    [{ dealClosedDate: daysAgo(1), proposalSentDate: daysAgo(9) }, 'Closed'],
  ])('%o -> %s', (lead, label) => {
    expect(listStageLabel(lead)).toBe(label);
  });
});
