import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { schedules } from '../../schedules';
import { sesEmails } from '../../testing/events';
import { lambdaContext } from '../../testing/http-events';
import { signedInStaff } from '../../testing/staff';
import { useTestTable } from '../../testing/table';
import { scheduledEventOf } from '../../topology';
import { createLead } from '../services/leads';
import { handler } from './lead-digest';

useTestTable();

const SCHEDULE = schedules.find((entry) => entry.name === 'LeadDigest');
if (!SCHEDULE) throw new Error('the LeadDigest schedule is missing');
const fire = (scheduledTime: string) =>
  handler(scheduledEventOf(SCHEDULE, randomUUID(), scheduledTime), lambdaContext());

describe('one digest per person (docs/product/assignment.md#digests)', () => {
  it('sends each active person their own leads, partners the unassigned ones, once per day', async () => {
    const partner = (await signedInStaff('partner')).user;
    const consultant = (await signedInStaff('consultant')).user;
    const idle = (await signedInStaff('consultant')).user;
    const overdue = { status: 'consultation', nextActionDate: '2031-03-08', nextAction: 'Call back' } as const;
    const at = { now: new Date('2031-03-09T10:00:00.000Z') };
    await createLead({ name: 'Connie Consultants', source: 'linkedin', ownerId: consultant.id, ...overdue }, at);
    await createLead({ name: 'Una Unassigned', source: 'linkedin', ...overdue }, at);

    expect(await fire('2031-03-10T07:30:00Z')).toMatchObject({ status: 'sent', leads: 2, digests: 2 });
    expect(await fire('2031-03-10T07:30:00Z')).toEqual({ status: 'already-done', day: '2031-03-10' });

    const digests = (await sesEmails()).filter((email) => email.subject.includes('Monday, 10 March 2031'));
    expect(digests).toHaveLength(2);
    const to = (address: string) => digests.find((email) => email.destination.to.includes(address));
    expect(to(consultant.email)?.body.text).toContain('Connie Consultants');
    expect(to(consultant.email)?.body.text).not.toContain('Una Unassigned');
    expect(to(partner.email)?.body.text).toContain('Una Unassigned');
    expect(to(partner.email)?.body.text).not.toContain('Connie Consultants');
    expect(to(idle.email)).toBeUndefined();
  });
});
