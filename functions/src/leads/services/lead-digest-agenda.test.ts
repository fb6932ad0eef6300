import { randomUUID } from 'node:crypto';
import type { Booking } from '@meridian/shared/booking/booking-events';
import { describe, expect, it } from 'vitest';
import { createBookingPlan } from '../../booking/data/bookings';
import { createTask } from '../../tasks/services/tasks';
import { commitPlan } from '../../table/write-plan';
import { sesEmails } from '../../testing/events';
import { signedInStaff } from '../../testing/staff';
import { useTestTable } from '../../testing/table';
import { sendLeadDigest } from './lead-digest';
import { createLead } from './leads';

useTestTable();

/**
 * The digest mirrors My day (docs/product/my-day.md#daily-digest): each member's digest opens with
 * their overdue and due-today tasks and the consultations of today and tomorrow (London days), read
 * from DynamoDB Local; a member with only an agenda still gets a digest, another member's task
 * never shows.
 */

async function booking(start: string, name: string, email: string): Promise<Booking> {
  const stored: Booking = {
    id: randomUUID(),
    start,
    end: new Date(Date.parse(start) + 1_800_000).toISOString(),
    status: 'booked',
    sequence: 0,
    name,
    email,
    company: 'Calls & Co',
    message: 'A consultation for the digest test.',
    createdAt: '2032-03-01T09:00:00.000Z',
    updatedAt: '2032-03-01T09:00:00.000Z',
  };
  await commitPlan(createBookingPlan(stored));
  return stored;
}

describe('the digest mirrors My day', () => {
  it("opens each member's digest with their tasks and the consultations of today and tomorrow", async () => {
    const partner = (await signedInStaff('partner')).user;
    const consultant = (await signedInStaff('consultant')).user;
    const at = { now: new Date('2032-03-01T09:00:00.000Z') };
    // Next action far ahead: the lead itself is in none of the lead sections.
    const future = { status: 'consultation', nextActionDate: '2032-06-01' } as const;
    const tara = await createLead(
      { name: 'Tara <Task>', email: 'tara@example.com', source: 'linkedin', ownerId: consultant.id, ...future },
      at,
    );
    const other = await createLead({ name: 'Otto Other', source: 'linkedin', ownerId: partner.id, ...future }, at);
    const asConsultant = { id: consultant.id, role: 'consultant' as const };
    const asPartner = { id: partner.id, role: 'partner' as const };
    await createTask(tara.id, { title: 'Call Tara back', dueAt: '2032-03-10T10:00:00.000Z' }, asConsultant, at.now);
    await createTask(tara.id, { title: 'Send the proposal', dueAt: '2032-03-08T09:00:00.000Z' }, asConsultant, at.now);
    await createTask(tara.id, { title: 'Next week', dueAt: '2032-03-17T09:00:00.000Z' }, asConsultant, at.now);
    await createTask(other.id, { title: 'Partner only', dueAt: '2032-03-10T09:00:00.000Z' }, asPartner, at.now);
    await booking('2032-03-10T14:00:00.000Z', 'Tara <Task>', 'TARA@example.com');
    await booking('2032-03-11T09:30:00.000Z', 'Walk In', 'walk-in@example.com');
    await booking('2032-03-12T09:30:00.000Z', 'Too Late', 'late@example.com');

    // 07:30 GMT on Wednesday 10 March 2032.
    expect(await sendLeadDigest(new Date('2032-03-10T07:30:00.000Z'))).toMatchObject({ status: 'sent', digests: 2 });
    const digests = (await sesEmails()).filter((email) => email.subject.includes('Wednesday, 10 March 2032'));
    const to = (address: string) => digests.find((email) => email.destination.to.includes(address));
    const mine = to(consultant.email);
    expect(mine?.subject).toBe('Lead digest for Wednesday, 10 March 2032: 2 tasks, 2 consultations');
    const text = mine?.body.text ?? '';
    expect(text).toContain('YOUR OVERDUE TASKS (1)\n- Send the proposal: Overdue · 8 Mar 09:00 · Tara <Task>');
    expect(text).toContain('YOUR TASKS DUE TODAY (1)\n- Call Tara back: Today 10:00 · Tara <Task>');
    expect(text).toContain(`Open this lead in the CRM: https://www.meridian.test/admin?lead=${tara.id}`);
    expect(text).toContain('CONSULTATIONS TODAY (1)\n- Tara <Task> (Calls & Co): 14:00 consultation');
    expect(text).toContain('CONSULTATIONS TOMORROW (1)\n- Walk In (Calls & Co): 09:30 consultation');
    expect(text).not.toContain('Next week');
    expect(text).not.toContain('Too Late');
    expect(text).not.toContain('Partner only');
    const html = mine?.body.html ?? '';
    expect(html).toContain('Tara &lt;Task&gt; (Calls &amp; Co)');
    expect(html).not.toContain('<Task>');
    // The partner gets their own task, and the unowned walk-in's consultation, not the consultant's lead's.
    const theirs = to(partner.email)?.body.text ?? '';
    expect(theirs).toContain('- Partner only: Today 09:00 · Otto Other');
    expect(theirs).toContain('- Walk In (Calls & Co): 09:30 consultation');
    expect(theirs).not.toContain('Tara');
  });
});
