import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminApi, emailText, submitContact, uniqueSuffix, waitForEmails } from '../support/api';
import { loginThroughUi, openLeadPage, searchLeads } from '../support/admin-ui';
import { launchBrowser, newClient, openPage, readableText } from '../support/browser';
import { openRoute } from '../support/ready';

/**
 * Journey 2: the contact form's validation messages, a submission that becomes a
 * `contact_form` lead, and a second submission with the same email in other letter case that
 * updates the same lead (docs/product/leads.md#dedupe): one lead, two timeline entries (the second
 * marked as a returning visitor, with its own message), and the firm notified of the new lead.
 */

const NAME_MESSAGE = 'Name must be at least 2 characters';
const EMAIL_MESSAGE = 'Please enter a valid email address';
const MESSAGE_MESSAGE = 'Message must be at least 10 characters';

let browser: Browser;
let visitor: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  visitor = await newClient(browser, { ip: '198.51.100.21' });
});

afterAll(async () => {
  await browser?.close();
});

/**
 * The message form. `/contact` holds two forms (the booking picker's and this one), so every
 * control is found inside the form, by its accessible name.
 */
function messageForm(page: Page) {
  return page.getByRole('form', { name: 'Consultation request' });
}

function field(page: Page, label: RegExp) {
  return messageForm(page).getByRole('textbox', { name: label });
}

async function fillForm(
  page: Page,
  values: { name: string; email: string; company?: string; phone?: string; message: string },
) {
  await field(page, /^Name/).fill(values.name);
  await field(page, /^Email/).fill(values.email);
  if (values.company !== undefined) await field(page, /^Company/).fill(values.company);
  if (values.phone !== undefined) await field(page, /^Phone/).fill(values.phone);
  await field(page, /^Message/).fill(values.message);
}

function submitButton(page: Page) {
  return messageForm(page).getByRole('button', { name: 'Request Free Consultation' });
}

describe('journey 2: contact form', () => {
  const suffix = uniqueSuffix();
  const email = `contact-${suffix}@example.com`;
  const name = `Priya Contact ${suffix}`;
  const company = `Northwind ${suffix}`;

  it('shows each validation message and stores nothing for invalid input', async () => {
    const { page, watch } = await openPage(visitor);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact') posts.push(request.url());
    });
    await openRoute(page, '/contact');

    // Empty form: a message for each required field (an empty email may say it is missing).
    await submitButton(page).click();
    await page.getByText(NAME_MESSAGE).waitFor();
    await page.getByText(/^Please enter (a valid|your) email address$/).waitFor();
    await page.getByText(MESSAGE_MESSAGE).waitFor();

    // Too short / malformed values: still each message, and each input is marked invalid.
    await fillForm(page, { name: 'J', email: 'not-an-email', message: 'too short' });
    await submitButton(page).click();
    await page.getByText(NAME_MESSAGE).waitFor();
    await page.getByText(EMAIL_MESSAGE).waitFor();
    await page.getByText(MESSAGE_MESSAGE).waitFor();
    await expect.poll(async () => field(page, /^Name/).getAttribute('aria-invalid')).toBe('true');
    await expect.poll(async () => field(page, /^Email/).getAttribute('aria-invalid')).toBe('true');
    await expect.poll(async () => field(page, /^Message/).getAttribute('aria-invalid')).toBe('true');

    // Fixing one field at a time removes exactly its message.
    await field(page, /^Name/).fill('Jo');
    await submitButton(page).click();
    await expect.poll(async () => page.getByText(NAME_MESSAGE).count()).toBe(0);
    await page.getByText(EMAIL_MESSAGE).waitFor();
    await page.getByText(MESSAGE_MESSAGE).waitFor();
    expect(posts, 'invalid input is never sent').toEqual([]);

    expect(watch.pageErrors, watch.describe()).toEqual([]);
    expect(watch.consoleErrors, watch.describe()).toEqual([]);
    expect(watch.cspViolations, watch.describe()).toEqual([]);
    await page.close();
  });

  it('sends the form and a contact_form lead appears', async () => {
    const { page, watch } = await openPage(visitor);
    await openRoute(page, '/contact');
    await fillForm(page, {
      name,
      email,
      company,
      phone: '+44 20 7946 0000',
      message: 'We need help turning our strategy into execution.',
    });
    await submitButton(page).click();
    await page.getByRole('heading', { name: 'Message Sent Successfully!' }).waitFor({ timeout: 15_000 });
    expect(watch.pageErrors, watch.describe()).toEqual([]);
    expect(watch.consoleErrors, watch.describe()).toEqual([]);
    expect(watch.cspViolations, watch.describe()).toEqual([]);
    await page.close();

    const api = await AdminApi.login('198.51.100.22');
    const lead = await api.waitForLead(email);
    expect(lead.source).toBe('contact_form');
    expect(lead.name).toBe(name);
    expect(lead.company).toBe(company);
    expect(lead.status).toBe('new_lead');
    await api.logout();
  });

  it('a second submission with the email in other letter case updates the same lead', async () => {
    // Its own first submission (through the API, as the form sends it), so that this test does not
    // depend on the previous one.
    const email = `returning-${suffix}@example.com`;
    const name = `Ravi Returning ${suffix}`;
    const company = `Southwind ${suffix}`;
    await submitContact(
      { name, email, company, phone: '+44 20 7946 0001', message: 'We need help turning our strategy into execution.' },
      '198.51.100.25',
    );
    const arranging = await AdminApi.login('198.51.100.23');
    await arranging.waitForLead(email);
    await arranging.logout();

    const { page, watch } = await openPage(visitor);
    await openRoute(page, '/contact');
    await fillForm(page, {
      name,
      email: email.toUpperCase(),
      company,
      message: 'Following up: we would like to book the consultation.',
    });
    await submitButton(page).click();
    await page.getByRole('heading', { name: 'Message Sent Successfully!' }).waitFor({ timeout: 15_000 });
    expect(watch.consoleErrors, watch.describe()).toEqual([]);
    await page.close();

    const api = await AdminApi.login('198.51.100.23');
    const submissionEntries = (lead: { activity?: Array<{ type: string }> }) =>
      (lead.activity ?? []).filter((entry) => entry.type === 'contact_submitted' || entry.type === 'lead_created');
    const lead = await api.waitForLead(email, (candidate) => submissionEntries(candidate).length >= 2);
    expect(submissionEntries(lead)).toHaveLength(2);
    const sameEmail = await api.leadsByEmail(email);
    expect(sameEmail, 'one lead per email address, case-insensitively').toHaveLength(1);
    expect(sameEmail[0]!.id).toBe(lead.id);
    await api.logout();

    // The CRM shows the one lead with both submissions on its activity timeline.
    const admin = await newClient(browser, { ip: '198.51.100.24' });
    const crm = await openPage(admin);
    await loginThroughUi(crm.page);
    await searchLeads(crm.page, email.toUpperCase());
    const dialog = await openLeadPage(crm.page, name);
    await expect
      .poll(async () =>
        dialog
          .getByRole('listitem')
          .filter({ hasText: /contact form submitted/i })
          .count(),
      )
      .toBe(2);
    await expect
      .poll(async () => readableText(dialog))
      .toMatch(/returning visitor, unverified[\s\S]*Following up: we would like to book the consultation\./i);
    await admin.close();

    // The firm hears of one address at most once per 15 minutes (docs/product/leads.md#returning-visitors):
    // the first submission's notification, marked as a new lead; the second submission reaches
    // the lead and its timeline only (above). Emails to the visitor (the acknowledgement) do not count.
    const toFirm = (await waitForEmails(email, 1)).filter(
      (sent) => !sent.destination.to.some((to) => to.toLowerCase() === email.toLowerCase()),
    );
    expect(toFirm.length, 'a notification to the firm mentions the lead').toBeGreaterThanOrEqual(1);
    const first = emailText(toFirm[0]!);
    expect(first, 'the first notification is marked as a new lead').toMatch(/Status:\s*New lead/i);
    expect(first).not.toMatch(/Returning lead/i);
  });
});
