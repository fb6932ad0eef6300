import { randomUUID } from 'node:crypto';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import type { NewLead } from '@meridian/shared/leads/lead-changes';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteLead } from '../data/leads';
import { EventInProgressError } from '../../table/processed-events';
import { InvalidEventError } from '../../lib/event-handler';
import { schedules } from '../../schedules';
import { scheduledEventOf } from '../../topology';
import { createLead } from '../services/leads';
import { sesEmails, type StoredEmail } from '../../testing/events';
import { lambdaContext } from '../../testing/http-events';
import { useTestTable } from '../../testing/table';
import { handler } from './lead-digest';

useTestTable();

const SCHEDULE = schedules.find((entry) => entry.name === 'LeadDigest');
if (!SCHEDULE) throw new Error('the LeadDigest schedule is missing');
const fire = (scheduledTime: string) =>
  handler(scheduledEventOf(SCHEDULE, randomUUID(), scheduledTime), lambdaContext());

const created: string[] = [];
afterEach(async () => {
  for (const id of created.splice(0)) await deleteLead(id);
});

async function lead(input: Partial<NewLead> & { name: string }, now: string) {
  const stored = await createLead({ source: 'linkedin', company: 'Acme <Ltd>', ...input }, { now: new Date(now) });
  created.push(stored.id);
  return stored;
}

/** Digest emails for one London date (the subject names it). */
async function digestsOn(londonDate: string): Promise<StoredEmail[]> {
  return (await sesEmails()).filter((email) => email.subject.startsWith(`Lead digest for ${londonDate}:`));
}

describe('lead digest (docs/product/pipeline.md#daily-digest)', () => {
  it('emails one digest naming an overdue and a stale lead with their CRM links, once however often it fires', async () => {
    const overdue = await lead(
      {
        name: 'Olive <b>Overdue</b> & Co',
        status: 'consultation',
        nextActionDate: '2030-03-08',
        nextAction: 'Call back',
      },
      '2030-03-09T10:00:00.000Z',
    );
    const stale = await lead({ name: 'Stan Stale', status: 'value_demo' }, '2030-02-01T10:00:00.000Z');
    await lead({ name: 'Fine Future', status: 'value_demo', nextActionDate: '2030-03-20' }, '2030-02-01T10:00:00.000Z');

    expect(await fire('2030-03-11T07:30:00Z')).toMatchObject({ status: 'sent', day: '2030-03-11', leads: 2 });
    expect(await fire('2030-03-11T07:30:00Z')).toEqual({ status: 'already-done', day: '2030-03-11' });

    const [email, ...others] = await digestsOn('Monday, 11 March 2030');
    expect(others).toHaveLength(0);
    expect(email?.subject).toBe('Lead digest for Monday, 11 March 2030: 1 overdue, 1 stale');
    expect(email?.destination.to).toEqual(['leads@meridian.test', 'partners@meridian.test']);
    const text = email?.body.text ?? '';
    expect(text).toContain('OVERDUE (1)');
    expect(text).toContain('- Olive <b>Overdue</b> & Co (Acme <Ltd>): next action due 8 Mar 2030: Call back');
    expect(text).toContain(`Open this lead in the CRM: https://www.meridian.test/admin?lead=${overdue.id}`);
    expect(text).toContain('STALE (1)');
    expect(text).toContain('- Stan Stale (Acme <Ltd>): Value Demo, no activity since 1 Feb 2030');
    expect(text).toContain(`Open this lead in the CRM: https://www.meridian.test/admin?lead=${stale.id}`);
    expect(text).not.toContain('Fine Future');
    const html = email?.body.html ?? '';
    expect(html).toContain(`href="https://www.meridian.test/admin?lead=${overdue.id}"`);
    expect(html).toContain(`href="https://www.meridian.test/admin?lead=${stale.id}"`);
    expect(html).toContain('Olive &lt;b&gt;Overdue&lt;/b&gt; &amp; Co (Acme &lt;Ltd&gt;)');
    expect(html).not.toContain('<b>Overdue');
    expect(html).not.toMatch(/<img|<script|background-image/i);
  });

  it('sends nothing when nothing needs doing, and still counts the day as done', async () => {
    // Created before the previous digest (the first test's), next action in the future: nothing to say.
    await lead({ name: 'Busy Bee', status: 'consultation', nextActionDate: '2030-04-30' }, '2030-03-01T09:00:00Z');
    expect(await fire('2030-04-02T06:30:00Z')).toEqual({ status: 'nothing-to-do', day: '2030-04-02' });
    expect(await fire('2030-04-02T06:30:00Z')).toEqual({ status: 'already-done', day: '2030-04-02' });
    expect(await digestsOn('Tuesday, 2 April 2030')).toHaveLength(0);
  });

  it('lists the leads created since the previous digest, not those before it', async () => {
    await lead({ name: 'Quiet Day', status: 'consultation', nextActionDate: '2030-05-30' }, '2030-04-01T09:00:00Z');
    expect(await fire('2030-05-06T06:30:00Z')).toMatchObject({ status: 'nothing-to-do' });
    await lead({ name: 'Before Digest', status: 'new_lead' }, '2030-05-06T06:00:00Z');
    const fresh = await lead({ name: 'After Digest', status: 'new_lead' }, '2030-05-06T12:00:00Z');
    expect(await fire('2030-05-07T06:30:00Z')).toMatchObject({ status: 'sent', leads: 1 });
    const [email] = await digestsOn('Tuesday, 7 May 2030');
    expect(email?.subject).toBe('Lead digest for Tuesday, 7 May 2030: 1 new lead');
    expect(email?.body.text).toContain(`https://www.meridian.test/admin?lead=${fresh.id}`);
    expect(email?.body.text).not.toContain('Before Digest');
  });

  it('counts a run after midnight UTC in British Summer Time for the London day', async () => {
    await lead({ name: 'Dawn Due', status: 'consultation', nextActionDate: '2030-06-04' }, '2030-06-01T09:00:00Z');
    // 23:30 UTC on 3 June is 00:30 BST on 4 June.
    expect(await fire('2030-06-03T23:30:00Z')).toMatchObject({ status: 'sent', day: '2030-06-04' });
    const [email] = await digestsOn('Tuesday, 4 June 2030');
    expect(email?.subject).toBe('Lead digest for Tuesday, 4 June 2030: 1 due today');
  });

  it('retries after an SES failure without a second email', async () => {
    const due = await lead(
      { name: 'Retry Rita', status: 'consultation', nextActionDate: '2030-07-01' },
      '2030-06-28T09:00:00Z',
    );
    const ses = mockClient(SESv2Client);
    ses
      .on(SendEmailCommand)
      .rejects(
        Object.assign(new Error('Maximum sending rate exceeded.'), { name: 'TooManyRequestsException', $metadata: {} }),
      );
    try {
      await expect(fire('2030-07-01T06:30:00Z')).rejects.toThrow('Maximum sending rate exceeded.');
      expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
    } finally {
      ses.restore();
    }
    expect(await digestsOn('Monday, 1 July 2030')).toHaveLength(0);
    expect(await fire('2030-07-01T06:30:00Z')).toMatchObject({ status: 'sent', leads: 1 });
    expect(await fire('2030-07-01T06:30:00Z')).toMatchObject({ status: 'already-done' });
    const emails = await digestsOn('Monday, 1 July 2030');
    expect(emails).toHaveLength(1);
    expect(emails[0]?.body.text).toContain(`lead=${due.id}`);
  });

  it('sends one email when the schedule fires twice at once', async () => {
    await lead({ name: 'Twice Tom', status: 'consultation', nextActionDate: '2030-08-01' }, '2030-07-30T09:00:00Z');
    const results = await Promise.allSettled([fire('2030-08-01T06:30:00Z'), fire('2030-08-01T06:30:00Z')]);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(EventInProgressError);
    }
    expect(await fire('2030-08-01T06:30:00Z')).toMatchObject({ status: 'already-done' });
    expect(await digestsOn('Thursday, 1 August 2030')).toHaveLength(1);
  });

  it('refuses an event whose detail is not the schedule’s', async () => {
    const event = {
      ...scheduledEventOf(SCHEDULE, randomUUID(), '2030-09-02T06:30:00Z'),
      detail: { scheduledTime: 'soon' },
    };
    await expect(handler(event, lambdaContext())).rejects.toBeInstanceOf(InvalidEventError);
  });
});
