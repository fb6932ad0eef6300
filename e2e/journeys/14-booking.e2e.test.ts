import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminApi, apiRequest, type CapturedEmail, pollFor, sentEmails, uniqueSuffix } from '../support/api';
import { leadPageLoaded, openCrm } from '../support/admin-ui';
import { launchBrowser, newClient, openPage } from '../support/browser';
import { openRoute } from '../support/ready';

/**
 * Journey 14: book a consultation for real (docs/product/booking.md). A visitor picks the first free
 * time on /contact and books it; the confirmation shows on screen; the visitor and the firm each
 * get an email with a `text/calendar` invitation; the lead is in Consultation with the booked date,
 * and the owner has the task to prepare for it, and the call is under 'Upcoming consultations' on
 * the CRM dashboard; the visitor cancels from the email's link; the time is free again, both get the
 * cancellation (`METHOD:CANCEL`) and the preparation task is gone.
 */

type EmailWithParts = CapturedEmail & {
  attachments?: Array<{ contentType: string; content: string | { type: 'Buffer'; data: number[] } }>;
};

let browser: Browser;
let visitor: BrowserContext;
let staff: BrowserContext;
let api: AdminApi;
const suffix = uniqueSuffix();
const name = `Bea Booker ${suffix}`;
const email = `booker-${suffix}@example.com`;

beforeAll(async () => {
  browser = await launchBrowser();
  visitor = await newClient(browser, { ip: '198.51.100.141' });
  staff = await newClient(browser, { ip: '198.51.100.144' });
  api = await AdminApi.login('198.51.100.142');
});

afterAll(async () => {
  await api?.logout();
  await browser?.close();
});

/** Waits (bounded) for the email whose subject starts with `subject` and whose text names the visitor. */
async function emailAbout(subject: string, to: string): Promise<EmailWithParts> {
  return pollFor(`an email "${subject}…" to ${to}`, async () =>
    ((await sentEmails()) as EmailWithParts[]).find(
      (message) =>
        message.subject.startsWith(subject) &&
        message.destination.to.some((address) => address.includes(to)) &&
        (message.body.text ?? '').includes(subject.startsWith('Your') ? 'Dear Bea Booker' : name),
    ),
  );
}

/** The iCalendar part of an email, as text ('' when there is none). */
function calendarOf(message: EmailWithParts): string {
  const part = message.attachments?.find((attachment) => attachment.contentType.startsWith('text/calendar'));
  if (!part) return '';
  return typeof part.content === 'string'
    ? Buffer.from(part.content, 'base64').toString('utf8')
    : Buffer.from(part.content.data).toString('utf8');
}

/** The titles of a lead's open tasks (`GET /api/admin/leads/{id}/tasks`). */
async function openTaskTitles(leadId: string): Promise<string[]> {
  const response = await api.request('GET', `/api/admin/leads/${encodeURIComponent(leadId)}/tasks`);
  if (!response.ok) throw new Error(`GET tasks: ${response.status} ${await response.text()}`);
  const { tasks } = (await response.json()) as { tasks: Array<{ title: string; state: string }> };
  return tasks.filter((task) => task.state === 'open').map((task) => task.title);
}

/** The free slot starts of the coming 14 days, from the public API. */
async function freeStarts(): Promise<string[]> {
  const query = new URLSearchParams({
    from: new Date().toISOString(),
    to: new Date(Date.now() + 14 * 86_400_000).toISOString(),
  });
  const response = await apiRequest('GET', `/api/booking/slots?${query}`, { ip: '198.51.100.143' });
  if (!response.ok) throw new Error(`GET slots: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { slots: Array<{ start: string }> }).slots.map((slot) => slot.start);
}

describe('journey 14: consultation booking', () => {
  let start = '';
  let manageLink = '';
  let leadId = '';

  it('picks the first free time on /contact and sees the confirmation', async () => {
    [start = ''] = await freeStarts();
    const { page, watch } = await openPage(visitor);
    await openRoute(page, '/contact');
    await page.getByRole('button', { name: 'Pick a time' }).click();
    const picker = page.getByRole('region', { name: 'Pick a time' });
    const firstDay = picker.getByRole('group').first();
    await firstDay.getByRole('button').first().click();
    await expect.poll(() => firstDay.getByRole('button').first().getAttribute('aria-pressed')).toBe('true');
    const form = picker.getByRole('form', { name: 'Book a consultation' });
    await form.getByLabel(/^Name/).fill(name);
    await form.getByLabel(/^Email/).fill(email);
    await form.getByLabel(/^Company/).fill(`Booked Ltd ${suffix}`);
    await form.getByLabel(/^Your challenge/).fill('We want a strategy our managers can execute.');
    await form.getByRole('button', { name: 'Book this time' }).click();
    await picker.getByRole('heading', { name: 'Your consultation is booked' }).waitFor({ timeout: 15_000 });
    expect(watch.pageErrors, watch.describe()).toEqual([]);
    await page.close();
  });

  it('sends the visitor and the firm an email with a text/calendar invitation', async () => {
    const toVisitor = await emailAbout('Your consultation is booked', email);
    const toFirm = await emailAbout(`Consultation booked: ${name}`, '@');
    for (const message of [toVisitor, toFirm]) {
      const calendar = calendarOf(message);
      expect(calendar).toContain('METHOD:REQUEST');
      expect(calendar).toContain('DTSTART;TZID=Europe/London:');
    }
    const match = /href="https?:\/\/[^"]*?(\/book\/manage\?token=[^"]+)"/.exec(toVisitor.body.html ?? '');
    manageLink = match?.[1]?.replaceAll('&amp;', '&') ?? '';
    expect(manageLink).not.toBe('');
  });

  it('puts the lead in Consultation with the booked date', async () => {
    const lead = await api.waitForLead(email, (found) => found.consultationBookedDate === start);
    expect(lead).toMatchObject({
      source: 'consultation_booking',
      status: 'consultation',
      consultationBookedDate: start,
    });
    expect(lead.activity?.some((entry) => entry.type === 'consultation')).toBe(true);
    expect(await freeStarts()).not.toContain(start);
    leadId = lead.id;
    // The owner's preparation task (docs/product/booking.md#preparation-task); an unowned lead gets none.
    const expected = lead.ownerId ? [`Prepare for the call with ${name}`] : [];
    await expect.poll(() => openTaskTitles(leadId), { timeout: 15_000 }).toEqual(expected);
  });

  it("shows the call under 'Upcoming consultations' on the CRM dashboard, with its lead", async () => {
    const { page } = await openPage(staff);
    await openCrm(page);
    const widget = page.getByRole('region', { name: 'Upcoming consultations' });
    const row = widget.getByRole('listitem').filter({ hasText: name });
    await row.waitFor({ timeout: 15_000 });
    await row.getByRole('button', { name: `Open lead: ${name}` }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin/leads/'), { timeout: 15_000 });
    await leadPageLoaded(page, name);
    await page.close();
  });

  it("cancels from the email's link: the time is free again and both get the cancellation", async () => {
    const { page, watch } = await openPage(visitor);
    await openRoute(page, manageLink);
    await page.getByRole('button', { name: 'Cancel consultation' }).click();
    await page.getByText('Your consultation is cancelled.').first().waitFor({ timeout: 15_000 });
    expect(watch.pageErrors, watch.describe()).toEqual([]);
    await page.close();

    await expect.poll(freeStarts, { timeout: 15_000 }).toContain(start);
    const toVisitor = await emailAbout('Your consultation is cancelled', email);
    const toFirm = await emailAbout(`Consultation cancelled: ${name}`, '@');
    for (const message of [toVisitor, toFirm]) expect(calendarOf(message)).toContain('METHOD:CANCEL');
    await api.waitForLead(email, (found) => found.consultationBookedDate === undefined);
    await expect.poll(() => openTaskTitles(leadId), { timeout: 15_000 }).toEqual([]);
  });
});
