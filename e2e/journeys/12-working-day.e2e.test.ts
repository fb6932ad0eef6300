import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backFromLeadPage,
  findCard,
  leadList,
  leadPage,
  leadPageLoaded,
  loginThroughUi,
  openAdminTab,
  openCrm,
  pipelineBoard,
  signInOnPage,
} from '../support/admin-ui';
import { AdminApi, type ApiLead, apiRequest, uniqueSuffix } from '../support/api';
import {
  animationsDone,
  DESKTOP,
  launchBrowser,
  newClient,
  noSidewaysScrolling,
  openPage,
  PHONE,
  sidewaysOverflow,
} from '../support/browser';
import { openRoute } from '../support/ready';

/**
 * Journey 12: a working day in the pipeline (docs/product/admin.md#live-list, #deep-links,
 * #sort-and-filter, #phones, #unsaved-edits; docs/product/pipeline.md#due-overdue-and-stale). A lead sent through
 * the public contact form while the CRM is open shows up in it within 35 s without a reload;
 * `/admin?lead=<id>` (the emails' link) opened while logged out asks for the login and then opens
 * that lead's page; Back returns from a lead page opened from the list to the searched list; a 401
 * returns to the lead page after the login; an edit form whose session ended opens again with what
 * was typed; filters, flag chip and sort survive a reload; and the CRM works at 390 px (list, lead
 * page with its timeline, 'Move to…', a drag handle of at least 24 px), with no serious or critical
 * axe violation at 1280 and 390 px.
 */

let browser: Browser;
let admin: BrowserContext;
let page: Page;
let api: AdminApi;

const suffix = uniqueSuffix();
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
const overdue = { name: `Olive Overdue ${suffix}`, company: `Late Ltd ${suffix}`, estimatedValueMin: 40_000 };
const planned = { name: `Piet Planned ${suffix}`, company: `Ahead plc ${suffix}`, estimatedValueMin: 90_000 };
const leads: Record<string, ApiLead> = {};

async function addProspect(prospect: Record<string, unknown>, nextActionDate: string): Promise<ApiLead> {
  const created = await api.request('POST', '/api/admin/leads', prospect);
  if (created.status !== 201) throw new Error(`POST prospect: ${created.status} ${await created.text()}`);
  const lead = (await created.json()) as ApiLead;
  const updated = await api.request('PUT', `/api/admin/leads/${lead.id}`, { nextActionDate, version: lead.version });
  if (!updated.ok) throw new Error(`PUT nextActionDate: ${updated.status} ${await updated.text()}`);
  return (await updated.json()) as ApiLead;
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await newClient(browser, { ip: '198.51.100.121' });
  ({ page } = await openPage(admin));
  api = await AdminApi.login('198.51.100.122');
  leads.overdue = await addProspect(overdue, yesterday);
  leads.planned = await addProspect(planned, nextWeek);
  await loginThroughUi(page);
});

afterAll(async () => {
  await api?.logout();
  await browser?.close();
});

/** Serious and critical axe violations on `target` once animations end (rule and first target). */
async function seriousViolations(target: Page): Promise<string[]> {
  await animationsDone(target);
  const results = await new AxeBuilder({ page: target }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} -> ${violation.nodes[0]?.target.join(' ')}`);
}

/** The query parameters of the page's address. */
function params(target: Page): URLSearchParams {
  return new URL(target.url()).searchParams;
}

/** Names of the rows the lead list shows (it is virtualised: the rendered ones). */
async function rowNames(target: Page): Promise<string[]> {
  return leadList(target)
    .getByRole('article')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label') ?? ''));
}

/** Sends the public contact form as a visitor, waiting for its success message. */
async function sendContactForm(visitor: Page, name: string, email: string): Promise<void> {
  await openRoute(visitor, '/contact');
  // `/contact` holds two forms (booking and message): every control is found inside the message form.
  const form = visitor.getByRole('form', { name: 'Consultation request' });
  await form.getByRole('textbox', { name: /^Name/ }).fill(name);
  await form.getByRole('textbox', { name: /^Email/ }).fill(email);
  await form.getByRole('textbox', { name: /^Company/ }).fill(`Fresh Co ${suffix}`);
  await form.getByRole('textbox', { name: /^Message/ }).fill('We would like to talk this week.');
  // A required agreement box, where the form has one, is ticked as a visitor would.
  for (const box of await form.locator('input[type="checkbox"][required]').all()) await box.check();
  await form.getByRole('button', { name: 'Request Free Consultation' }).click();
  await visitor.getByRole('heading', { name: 'Message Sent Successfully!' }).waitFor({ timeout: 15_000 });
}

describe('journey 12: a working day in the pipeline', () => {
  it('shows a lead sent on the public site within 35 s, without a reload', async () => {
    await openCrm(page);
    await page.evaluate(() => {
      (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
    });
    expect(await page.evaluate(() => document.visibilityState)).toBe('visible');

    const visitorContext = await newClient(browser, { ip: '198.51.100.123' });
    const { page: visitor } = await openPage(visitorContext);
    const name = `Nia Newcomer ${suffix}`;
    await sendContactForm(visitor, name, `newcomer-${suffix}@example.com`);
    const sentAt = Date.now();
    await visitorContext.close();

    // Other journeys' leads arrive too, and may be the ones a notice announces before this one is
    // stored: a reader brings in whatever the notice holds, again, until the lead is in the list.
    const notice = page.getByRole('button', { name: /^\d+ new leads?$/ });
    await page.getByRole('searchbox', { name: 'Search leads' }).fill(name);
    await expect
      .poll(
        async () => {
          // The notice may go between the count and the click (its leads brought in): the poll goes on.
          if ((await notice.count()) === 1) await notice.click({ timeout: 1_000 }).catch(() => undefined);
          return rowNames(page);
        },
        { timeout: 40_000, interval: 250 },
      )
      .toEqual([name]);
    expect(Date.now() - sentAt, 'the lead is in the list within 35 s').toBeLessThanOrEqual(35_000);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  it('opens /admin?lead=<id> through the login screen on the lead page, and Back returns to the list', async () => {
    const visitorContext = await newClient(browser, { ip: '198.51.100.124' });
    const { page: fresh } = await openPage(visitorContext);
    const target = leads.overdue as ApiLead;
    await openRoute(fresh, `/admin?lead=${encodeURIComponent(target.id)}`);
    await signInOnPage(fresh);
    await leadPageLoaded(fresh, overdue.name, 30_000);
    expect(new URL(fresh.url()).pathname).toBe(`/admin/leads/${target.id}`);

    // Opened by a link, the page's Back goes to the CRM.
    await backFromLeadPage(fresh);
    expect(params(fresh).get('lead')).toBeNull();

    await fresh.getByRole('searchbox', { name: 'Search leads' }).fill(planned.name);
    await expect.poll(() => rowNames(fresh)).toEqual([planned.name]);
    await expect.poll(() => params(fresh).get('q')).toBe(planned.name);
    await leadList(fresh).getByRole('link', { name: planned.name, exact: true }).click();
    await leadPageLoaded(fresh, planned.name);
    expect(new URL(fresh.url()).pathname).toBe(`/admin/leads/${leads.planned?.id}`);
    await fresh.goBack();
    await expect.poll(() => rowNames(fresh)).toEqual([planned.name]);
    expect(params(fresh).get('q')).toBe(planned.name);
    await visitorContext.close();
  });

  it('a 401 sends the browser to /login?next=, and the login returns to the lead', async () => {
    const visitorContext = await newClient(browser, { ip: '198.51.100.125' });
    const { page: fresh } = await openPage(visitorContext);
    const target = leads.planned as ApiLead;
    await openRoute(fresh, `/login?next=${encodeURIComponent(`/admin?lead=${target.id}`)}`);
    await signInOnPage(fresh);
    await leadPageLoaded(fresh, planned.name, 30_000);
    expect(new URL(fresh.url()).pathname).toBe(`/admin/leads/${target.id}`);
    await visitorContext.close();
  });

  it('keeps what was typed in the edit form when the session ends, and restores it after the login', async () => {
    const context = await newClient(browser, { ip: '198.51.100.127' });
    const { page: editor } = await openPage(context);
    await loginThroughUi(editor);
    const target = leads.planned as ApiLead;
    await editor.goto(`/admin/leads/${encodeURIComponent(target.id)}`);
    const record = await leadPageLoaded(editor, planned.name, 30_000);
    await record.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = editor.getByRole('form', { name: `Edit Lead: ${planned.name}` });
    const note = `Draft kept across the login ${suffix}`;
    await form.getByLabel('Notes', { exact: true }).fill(note);

    // The session ends on the server. The next request (the save, or a section still loading such as
    // the upcoming bookings) meets 401 and opens /login?next=; the form keeps what was typed.
    const sessionId = (await context.cookies()).find((cookie) => cookie.name === '__Host-meridian-session')?.value;
    const ended = await apiRequest('POST', '/api/admin/logout', { ip: '198.51.100.127', sessionId: sessionId ?? '' });
    expect(ended.ok).toBe(true);
    const atLogin = () => new URL(editor.url()).pathname === '/login';
    await form
      .getByRole('button', { name: 'Save Changes' })
      .click()
      .catch((error: unknown) => {
        if (!atLogin()) throw error;
      });
    await editor.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 });
    expect(new URL(editor.url()).searchParams.get('next')).toBe(`/admin/leads/${target.id}`);
    await signInOnPage(editor);
    const restored = editor.getByRole('form', { name: `Edit Lead: ${planned.name}` });
    await restored.waitFor({ timeout: 30_000 });
    await restored.getByText('Your unsaved changes were restored.').waitFor();
    expect(await restored.getByLabel('Notes', { exact: true }).inputValue()).toBe(note);
    await restored.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(async () => (await api.getLead(target.id)).notes, { timeout: 15_000 }).toBe(note);
    await context.close();
  });

  it('keeps filters, the Overdue chip and the sort in the address across a reload', async () => {
    await openCrm(page);
    await page.getByRole('searchbox', { name: 'Search leads' }).fill(suffix);
    await page.getByLabel('Source', { exact: true }).selectOption('linkedin');
    await page.getByLabel('Sort by', { exact: true }).selectOption('value');
    await page.getByLabel('AI score from', { exact: true }).fill('0');
    await expect.poll(() => rowNames(page)).toEqual([planned.name, overdue.name]);
    await page.getByRole('button', { name: 'Overdue', exact: true }).click();
    await expect.poll(() => rowNames(page)).toEqual([overdue.name]);
    await expect
      .poll(() => Object.fromEntries(params(page)))
      .toEqual({ q: suffix, source: 'linkedin', sort: 'value', 'score-min': '0', flag: 'overdue' });
    expect(await leadList(page).getByRole('article').first().getByText('Overdue', { exact: true }).count()).toBe(1);

    await page.reload();
    await leadList(page).waitFor({ timeout: 20_000 });
    await expect.poll(() => rowNames(page)).toEqual([overdue.name]);
    expect(await page.getByRole('searchbox', { name: 'Search leads' }).inputValue()).toBe(suffix);
    expect(await page.getByLabel('Source', { exact: true }).inputValue()).toBe('linkedin');
    expect(await page.getByLabel('Sort by', { exact: true }).inputValue()).toBe('value');
    expect(await page.getByRole('button', { name: 'Overdue', exact: true }).getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('button', { name: 'Overdue', exact: true }).click();
    await expect.poll(() => rowNames(page)).toEqual([planned.name, overdue.name]);
    expect(await seriousViolations(page), 'axe at 1280 px with filters').toEqual([]);
  });

  it('works at 390 px: list, lead page with its timeline, Move to… and a drag handle of at least 24 px', async () => {
    const phone = await newClient(browser, { ip: '198.51.100.126', viewport: PHONE });
    const { page: mobile } = await openPage(phone);
    await loginThroughUi(mobile);
    await mobile.getByRole('searchbox', { name: 'Search leads' }).fill(planned.name);
    await expect.poll(() => rowNames(mobile)).toEqual([planned.name]);
    // Settled layout: other journeys' leads arrive meanwhile and the CRM announces them.
    await expect
      .poll(async () => sidewaysOverflow(mobile), { message: 'no sideways scrolling of the page', timeout: 10_000 })
      .toSatisfy(noSidewaysScrolling);
    expect(await seriousViolations(mobile), 'axe on the list at 390 px').toEqual([]);

    await leadList(mobile).getByRole('link', { name: planned.name, exact: true }).click();
    const record = await leadPageLoaded(mobile, planned.name);
    const box = await record.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    await expect
      .poll(async () => sidewaysOverflow(mobile), {
        message: 'no sideways scrolling of the lead page',
        timeout: 10_000,
      })
      .toSatisfy(noSidewaysScrolling);
    const timeline = record.getByRole('heading', { name: 'Timeline', exact: true });
    await timeline.scrollIntoViewIfNeeded();
    expect(await timeline.isVisible()).toBe(true);
    expect(await seriousViolations(mobile), 'axe on the lead page at 390 px').toEqual([]);
    await backFromLeadPage(mobile);

    await openAdminTab(mobile, /Sales Pipeline/);
    await pipelineBoard(mobile).waitFor();
    const card: Locator = await findCard(mobile, 'Initial Contact', planned.name).catch(() =>
      findCard(mobile, 'New Lead', planned.name),
    );
    const handle = card.getByRole('button', { name: `Drag ${planned.name}` });
    const handleBox = await handle.boundingBox();
    expect(handleBox?.width).toBeGreaterThanOrEqual(24);
    expect(handleBox?.height).toBeGreaterThanOrEqual(24);
    await card.getByRole('button', { name: `Move ${planned.name} to…` }).click();
    await mobile.getByRole('menuitem', { name: 'Value Demo' }).click();
    await findCard(mobile, 'Value Demo', planned.name);
    await expect
      .poll(async () => (await api.getLead(leads.planned?.id ?? '')).status, { timeout: 15_000 })
      .toBe('value_demo');
    expect(await seriousViolations(mobile), 'axe on the board at 390 px').toEqual([]);
    await phone.close();
  });

  it('has no serious axe violation at 1280 px on a deep-linked lead page', async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`/admin?lead=${encodeURIComponent(leads.overdue?.id ?? '')}`);
    await leadPageLoaded(page, overdue.name, 30_000);
    expect(await leadPage(page, overdue.name).count()).toBe(1);
    expect(await seriousViolations(page), 'axe on the deep-linked lead page at 1280 px').toEqual([]);
  });
});
