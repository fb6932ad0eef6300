import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCard, leadPageLoaded, MY_DAY_PATH, pipelineBoard, signInOnPage } from '../support/admin-ui';
import { AdminApi, type ApiLead, uniqueSuffix } from '../support/api';
import {
  animationsDone,
  launchBrowser,
  newClient,
  noSidewaysScrolling,
  openPage,
  PHONE,
  sidewaysOverflow,
} from '../support/browser';
import { openRoute } from '../support/ready';
import { waitForCount } from '../support/wait';

/**
 * Journey 23 (docs/product/my-day.md, docs/product/admin.md#navigation): a sign-in lands on My day;
 * a task created for today (London) is in its "Due today" section, its row opens the lead's page, and the
 * lead's pipeline card shows it as the next action. The persistent navigation is on every admin
 * screen (here My day, the CRM and Bookings), its links at least 44 px on a phone. The same at
 * 390 px with a long unbroken title that must wrap, and no serious or critical axe violation at
 * either width. Keeps to its own lead (a unique suffix) and its own client IPs.
 */

const SUFFIX = uniqueSuffix();

let browser: Browser;
let api: AdminApi;
let meId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  api = await AdminApi.login('198.51.100.231');
  meId = ((await (await api.request('GET', '/api/admin/me')).json()) as { id: string }).id;
});

afterAll(async () => {
  await api?.logout();
  await browser?.close();
});

/** Adds a prospect, then a task on it due now (a London "today") for the signed-in partner. */
async function leadWithTaskDueNow(name: string, title: string): Promise<ApiLead> {
  const created = await api.request('POST', '/api/admin/leads', { name, company: `Today Ltd ${SUFFIX}` });
  if (created.status !== 201) throw new Error(`POST prospect: ${created.status} ${await created.text()}`);
  const lead = (await created.json()) as ApiLead;
  const response = await api.request('POST', `/api/admin/leads/${lead.id}/tasks`, {
    title,
    dueAt: new Date().toISOString(),
    assigneeId: meId,
  });
  if (response.status !== 201) throw new Error(`POST task: ${response.status} ${await response.text()}`);
  return lead;
}

async function seriousViolations(page: Page): Promise<string[]> {
  await animationsDone(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} -> ${violation.nodes[0]?.target.join(' ')}`);
}

const adminNav = (page: Page): Locator => page.getByRole('navigation', { name: 'Admin' });

/** Signs in through `/login` and waits for My day with every section loaded; returns the task's row. */
async function signInToMyDay(page: Page, title: string): Promise<Locator> {
  await openRoute(page, '/login');
  await signInOnPage(page);
  await page.waitForURL((url) => url.pathname === MY_DAY_PATH, { timeout: 20_000 });
  await page.getByRole('heading', { name: 'My day', level: 1 }).waitFor({ timeout: 20_000 });
  const row = page.getByRole('region', { name: /^Due today/ }).getByRole('link', { name: title });
  await row.waitFor({ timeout: 20_000 });
  await waitForCount(page.getByRole('main').getByRole('status'), 0, 'every My day section to load', 30_000);
  return row;
}

/** Opens the lead page from its My day row, then the Pipeline from the navigation, where its card shows the task. */
async function rowOpensLeadAndCardShowsTask(page: Page, row: Locator, lead: ApiLead, title: string): Promise<void> {
  await row.click();
  await leadPageLoaded(page, lead.name);
  expect(new URL(page.url()).pathname).toBe(`/admin/leads/${lead.id}`);
  await adminNav(page).getByRole('link', { name: 'Pipeline' }).click();
  await pipelineBoard(page).waitFor({ timeout: 20_000 });
  const card = await findCard(page, 'New Lead', lead.name);
  await expect.poll(() => card.textContent()).toContain(`Next task: ${title}`);
  expect(await adminNav(page).getByRole('link', { name: 'Pipeline' }).getAttribute('aria-current')).toBe('page');
}

describe('journey 23: My day and the admin navigation', () => {
  it('lands on My day, where a task due today opens its lead, whose card shows it next', async () => {
    const title = `Call Dana ${SUFFIX}`;
    const lead = await leadWithTaskDueNow(`Dana Day ${SUFFIX}`, title);
    const context = await newClient(browser, { ip: '198.51.100.232' });
    const { page } = await openPage(context);
    const row = await signInToMyDay(page, title);
    await expect.poll(() => row.textContent()).toContain(`Today`);
    expect(await adminNav(page).getByRole('link', { name: 'My day' }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('heading', { name: /Replies/i }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Customize Layout' }).count()).toBe(0);
    expect(await seriousViolations(page), 'axe on My day at 1280 px').toEqual([]);

    await rowOpensLeadAndCardShowsTask(page, row, lead, title);

    await adminNav(page).getByRole('link', { name: 'Bookings' }).click();
    await page.getByRole('heading', { name: 'Consultation Availability', level: 1 }).waitFor({ timeout: 20_000 });
    expect(await adminNav(page).getByRole('link', { name: 'Bookings' }).getAttribute('aria-current')).toBe('page');
    await context.close();
  });

  it('works at 390 px: a long title wraps, the navigation has 44 px targets and nothing scrolls sideways', async () => {
    const title = `Prepare${'x'.repeat(100)}${SUFFIX}`;
    const lead = await leadWithTaskDueNow(`Phoebe Phone ${SUFFIX}`, title);
    const phone = await newClient(browser, { ip: '198.51.100.233', viewport: PHONE });
    const { page } = await openPage(phone);
    const row = await signInToMyDay(page, title);
    await expect
      .poll(async () => sidewaysOverflow(page), { message: 'no sideways scrolling at 390 px', timeout: 10_000 })
      .toSatisfy(noSidewaysScrolling);
    const links = await adminNav(page).getByRole('link').all();
    expect(links.length).toBeGreaterThanOrEqual(6);
    const header = [
      ...(await page.getByRole('navigation', { name: 'Staff' }).getByRole('link').all()),
      page.getByRole('button', { name: 'Logout' }),
    ];
    for (const link of [...links, ...header]) {
      const box = await link.boundingBox();
      expect(box && box.height >= 44 && box.width >= 44, `${await link.textContent()} is at least 44 px`).toBe(true);
    }
    expect(await seriousViolations(page), 'axe on My day at 390 px').toEqual([]);

    await rowOpensLeadAndCardShowsTask(page, row, lead, title);
    await phone.close();
  });
});
