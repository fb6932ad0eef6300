import { buildLeadDigest } from '@meridian/shared/leads/lead-digest';
import { describe, expect, it } from 'vitest';
import { buildLeadDigestEmail, type DigestEmailLead } from './lead-digest-email';

const NOW = new Date('2026-11-23T07:30:00.000Z');
const SINCE = new Date('2026-11-20T07:30:00.000Z');
const base = { createdAt: '2026-10-01T09:00:00.000Z', updatedAt: '2026-11-22T09:00:00.000Z' };

const leads: DigestEmailLead[] = [
  { ...base, id: 'p1', name: 'Pat Proposal', status: 'proposal', proposalSentDate: '2026-11-09T10:00:00Z' },
  { ...base, id: 'p2', name: 'Pia Proposal', status: 'proposal', proposalSentDate: '2026-11-10T10:00:00Z' },
  { ...base, id: 'd1', name: 'Dee Due', company: 'Due & Sons', status: 'consultation', nextActionDate: '2026-11-23' },
  { ...base, id: 'n1', name: '‮Nina‬ New', status: 'new_lead', createdAt: '2026-11-22T18:00:00Z' },
];

describe('buildLeadDigestEmail (docs/product/pipeline.md#daily-digest)', () => {
  const email = buildLeadDigestEmail(buildLeadDigest(leads, NOW, SINCE), NOW, 'https://crm.example');

  it('names the London date and the counts in the subject, in section order', () => {
    expect(email.subject).toBe(
      'Lead digest for Monday, 23 November 2026: 1 due today, 2 proposals to follow up, 1 new lead',
    );
  });

  it.each([
    ['DUE TODAY (1)'],
    ['- Dee Due (Due & Sons): next action due today'],
    ['PROPOSALS PAST THE 5-BUSINESS-DAY FOLLOW-UP (2)'],
    ['- Pat Proposal: proposal sent 9 Nov 2026, follow-up was due 16 Nov 2026'],
    ['- Pia Proposal: proposal sent 10 Nov 2026, follow-up was due 17 Nov 2026'],
    ['- Nina New: new lead, received 22 Nov 2026'],
    ['Open this lead in the CRM: https://crm.example/admin?lead=p1'],
    ['The CRM: https://crm.example/admin'],
  ])('text part has %j', (line) => {
    expect(email.text).toContain(line);
  });

  it('escapes names in the HTML part, links every lead and has no images or bidi controls', () => {
    expect(email.html).toContain('Dee Due (Due &amp; Sons)');
    for (const id of ['p1', 'p2', 'd1', 'n1'])
      expect(email.html).toContain(`href="https://crm.example/admin?lead=${id}"`);
    expect(email.html).not.toMatch(/<img|url\(/i);
    expect(`${email.text}${email.html}`).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });
});

describe('buildLeadDigestEmail with a member’s agenda (docs/product/my-day.md#daily-digest)', () => {
  const at = '2026-11-01T09:00:00.000Z';
  const task = (id: string, title: string, dueAt: string, leadName?: string) => ({
    id,
    leadId: `lead-${id}`,
    title,
    dueAt,
    assigneeId: 'u1',
    state: 'open' as const,
    createdBy: 'u1',
    createdAt: at,
    updatedAt: at,
    ...(leadName ? { leadName } : {}),
  });
  const agenda = {
    overdueTasks: [task('t1', 'Chase <the> invoice', '2026-11-20T10:00:00.000Z', 'Ivy & Co')],
    dueTodayTasks: [task('t2', 'Call back', '2026-11-23T15:30:00.000Z')],
    consultationsToday: [],
    consultationsTomorrow: [
      {
        bookingId: 'b1',
        start: '2026-11-24T09:00:00.000Z',
        end: '2026-11-24T09:30:00.000Z',
        name: 'Walk In',
        email: 'w@x.test',
      },
    ],
  };
  const email = buildLeadDigestEmail(buildLeadDigest([], NOW, SINCE), NOW, 'https://crm.example', agenda);

  it('counts the tasks and consultations in the subject', () => {
    expect(email.subject).toBe('Lead digest for Monday, 23 November 2026: 2 tasks, 1 consultation');
  });

  it('lists the agenda first, tasks with their London due time and lead, each lead linked', () => {
    expect(email.text).toContain('Your day in the CRM.');
    expect(email.text).toContain(
      'YOUR OVERDUE TASKS (1)\n- Chase <the> invoice: Overdue · 20 Nov 10:00 · Ivy & Co\n  Open this lead in the CRM: https://crm.example/admin?lead=lead-t1',
    );
    expect(email.text).toContain('YOUR TASKS DUE TODAY (1)\n- Call back: Today 15:30');
    expect(email.text).toContain('CONSULTATIONS TOMORROW (1)\n- Walk In: 09:00 consultation\n\n');
    expect(email.text).not.toContain('CONSULTATIONS TODAY');
    expect(email.html).toContain('Chase &lt;the&gt; invoice');
    expect(email.html).toContain('<strong>Walk In</strong>');
    expect(email.html).not.toContain('<the>');
  });
});
