import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminApi, type ApiLead, pollFor, uniqueSuffix } from '../support/api';
import {
  backFromLeadPage,
  findCard,
  leadPageLoaded,
  loginThroughUi,
  openAdminTab,
  openAllFigures,
  pipelineBoard,
} from '../support/admin-ui';
import { animationsDone, DESKTOP, launchBrowser, newClient, openPage, PHONE } from '../support/browser';

/**
 * Journey 10: the lead record (docs/product/pipeline.md#outcome, docs/product/dashboard.md#win-rate,
 * docs/product/pipeline.md#timeline, docs/product/leads.md#lead-score). An admin closes one deal as
 * Won with a value (the revenue widget and the monthly goal rise by it) and one as Lost with a
 * reason (the pipeline total drops by its estimated value), adds a call to a lead's timeline (still
 * there after a reload of its page), and checks that the lead page's score factors add up to the
 * score on the card. The Won/Lost dialog and the lead page pass axe (no serious or critical
 * violation). Adding a prospect with a lead's name and company warns of the duplicate
 * (docs/product/leads.md#duplicates), and "Open lead" opens that lead's page.
 */

let browser: Browser;
let context: BrowserContext;
let page: Page;
let api: AdminApi;

const suffix = uniqueSuffix();
const WON_VALUE = 37_000;
const LOST_ESTIMATE = 23_000;
const won = { name: `Wynn Won ${suffix}`, company: `Winners Ltd ${suffix}`, estimatedValueMin: 5_000 };
const lost = { name: `Lola Lost ${suffix}`, company: `Losers plc ${suffix}`, estimatedValueMin: LOST_ESTIMATE };
const caller = {
  name: `Cal Caller ${suffix}`,
  company: `Callers LLP ${suffix}`,
  growthStage: 'Growing',
  estimatedValueMin: 60_000,
};
const leads: Record<string, ApiLead> = {};

/** Adds a LinkedIn prospect through the admin API; returns the stored lead. */
async function addProspect(prospect: Record<string, unknown>): Promise<ApiLead> {
  const response = await api.request('POST', '/api/admin/leads', prospect);
  if (response.status !== 201) throw new Error(`POST prospect: ${response.status} ${await response.text()}`);
  return (await response.json()) as ApiLead;
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newClient(browser, { ip: '198.51.100.101' });
  ({ page } = await openPage(context));
  api = await AdminApi.login('198.51.100.102');
  for (const prospect of [won, lost, caller]) leads[prospect.name] = await addProspect(prospect);
  await loginThroughUi(page);
});

afterAll(async () => {
  await api?.logout();
  await browser?.close();
});

/** Serious and critical axe violations on the page once animations end (rule and first target). */
async function seriousViolations(): Promise<string[]> {
  await animationsDone(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} -> ${violation.nodes[0]?.target.join(' ')}`);
}

/** Whole pounds from a '£12,500' label (the dashboard shows money in full: docs/product/dashboard.md#money). */
function pounds(text: string): number {
  const match = /£([\d,]+)/.exec(text);
  if (!match?.[1]) throw new Error(`No £ amount in ${JSON.stringify(text)}`);
  return Number(match[1].replace(/,/g, ''));
}

/** The value of a stat ('Won revenue', 'Pipeline total') of the Revenue Dashboard widget, in pounds. */
async function revenueStat(label: string): Promise<number> {
  const widget = page.getByRole('region', { name: 'Revenue Dashboard' });
  const value = widget.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  return pounds((await value.textContent({ timeout: 15_000 })) ?? '');
}

/** This month's won revenue on the Monthly Goals widget ('£37,000 / £50,000'), in pounds. */
async function goalRevenue(): Promise<number> {
  const text = await page
    .getByRole('region', { name: 'Monthly Goals' })
    .getByText(/\/ £50,000$/)
    .textContent({ timeout: 15_000 });
  return pounds(text ?? '');
}

/** Reloads `/admin`, opens the detailed widgets and waits for them to show every lead. */
async function openDashboard(): Promise<void> {
  await page.goto('/admin');
  await openAdminTab(page, /Dashboard & All Leads/);
  await openAllFigures(page);
  await expect.poll(() => page.getByRole('status').filter({ hasText: 'Loading more leads' }).count()).toBe(0);
}

/** Opens the Won/Lost dialog of a lead by its card's 'Move to…' menu on the board. */
async function moveToClose(name: string): Promise<Locator> {
  await openAdminTab(page, /Sales Pipeline/);
  const card = await findCard(page, 'New Lead', name);
  await card.getByRole('button', { name: `Move ${name} to…` }).click();
  await page.getByRole('menuitem', { name: 'Close', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Close ${name}` });
  await dialog.waitFor({ timeout: 10_000 });
  return dialog;
}

describe('journey 10: the lead record', () => {
  it('closes a deal as Won with a value: the revenue widget and the monthly goal show it', async () => {
    await openDashboard();
    const wonBefore = await revenueStat('Won revenue');
    const goalBefore = await goalRevenue();

    const dialog = await moveToClose(won.name);
    await dialog.getByRole('radio', { name: 'Won' }).check();
    expect(await seriousViolations(), 'axe on the Won/Lost dialog at 1280 px').toEqual([]);
    await page.setViewportSize(PHONE);
    expect(await seriousViolations(), 'axe on the Won/Lost dialog at 390 px').toEqual([]);
    await page.setViewportSize(DESKTOP);
    await dialog.getByLabel(/^Deal value/).fill(String(WON_VALUE));
    await dialog.getByRole('button', { name: 'Close as Won' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });

    const id = leads[won.name]?.id ?? '';
    await pollFor('the won outcome stored', async () => {
      const lead = await api.getLead(id);
      const outcome = lead.outcome as { result?: string; value?: number } | undefined;
      return lead.status === 'close' && outcome?.result === 'won' && outcome.value === WON_VALUE ? lead : undefined;
    });
    const card = await findCard(page, 'Close', won.name);
    await expect.poll(() => card.getByText(/^Won\b/).count()).toBe(1);

    await openDashboard();
    await expect.poll(() => revenueStat('Won revenue'), { timeout: 15_000 }).toBe(wonBefore + WON_VALUE);
    await expect.poll(() => goalRevenue(), { timeout: 15_000 }).toBe(goalBefore + WON_VALUE);
  });

  it('closes a deal as Lost with a reason: the pipeline total drops by its value', async () => {
    await openDashboard();
    const totalBefore = await revenueStat('Pipeline total');

    const dialog = await moveToClose(lost.name);
    await dialog.getByRole('radio', { name: 'Lost' }).check();
    await dialog.getByRole('combobox', { name: /^Reason/ }).selectOption('Price');
    await dialog.getByLabel('Note (optional)').fill('Chose a cheaper offer');
    await dialog.getByRole('button', { name: 'Close as Lost' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });

    const id = leads[lost.name]?.id ?? '';
    await pollFor('the lost outcome stored', async () => {
      const lead = await api.getLead(id);
      const outcome = lead.outcome as { result?: string; reason?: string } | undefined;
      return lead.status === 'close' && outcome?.result === 'lost' && outcome.reason === 'Price' ? lead : undefined;
    });

    await openDashboard();
    await expect.poll(() => revenueStat('Pipeline total'), { timeout: 15_000 }).toBe(totalBefore - LOST_ESTIMATE);
  });

  it('adds a call to the timeline, still there after a reload; the lead page passes axe', async () => {
    const text = `Called about the proposal ${suffix}`;
    await openDashboard();
    await page.getByRole('searchbox', { name: 'Search leads' }).fill(caller.name);
    await page.getByRole('list', { name: 'Leads' }).getByRole('link', { name: caller.name, exact: true }).click();
    const detail = await leadPageLoaded(page, caller.name);
    const form = detail.getByRole('form', { name: 'Add to the timeline' });
    await form.waitFor({ timeout: 10_000 });
    await form.getByLabel(/^What happened/).fill(text);
    await form.getByRole('button', { name: 'Add call' }).click();
    const id = leads[caller.name]?.id ?? '';
    await pollFor('the call on the stored timeline', async () => {
      const lead = await api.getLead(id);
      const timeline = (lead.timeline ?? []) as { type: string; text?: string }[];
      return timeline.some((entry) => entry.type === 'call' && entry.text === text) ? lead : undefined;
    });

    // The lead page is an address of its own (docs/product/leads.md#lead-page): the reload opens it again.
    await page.reload();
    const timeline = (await leadPageLoaded(page, caller.name)).getByRole('list', { name: 'Timeline, newest first' });
    await expect.poll(() => timeline.getByText(text, { exact: true }).count(), { timeout: 15_000 }).toBe(1);
    expect(await seriousViolations(), 'axe on the lead page with its timeline at 1280 px').toEqual([]);
    await page.setViewportSize(PHONE);
    expect(await seriousViolations(), 'axe on the lead page with its timeline at 390 px').toEqual([]);
    await page.setViewportSize(DESKTOP);
  });

  it('shows the merge screen side by side without merging on Cancel; it passes axe at both widths', async () => {
    await openDashboard();
    await page.getByRole('searchbox', { name: 'Search leads' }).fill(caller.name);
    await page.getByRole('list', { name: 'Leads' }).getByRole('link', { name: caller.name, exact: true }).click();
    const detail = await leadPageLoaded(page, caller.name);
    await detail.getByRole('button', { name: 'Merge with…' }).click();
    const merge = page.getByRole('dialog', { name: `Merge ${caller.name} with another lead` });
    await merge.getByLabel(/^Find the other lead/).fill(lost.company);
    await merge
      .getByRole('list', { name: 'Matching leads' })
      .getByRole('button', { name: new RegExp(lost.name) })
      .click();
    const table = merge.getByRole('table', { name: /stays.*removed/ });
    await table.waitFor({ timeout: 15_000 });
    await expect.poll(() => table.getByRole('row', { name: /^Company/ }).textContent()).toContain('Keeps its own');
    expect(await seriousViolations(), 'axe on the merge screen at 1280 px').toEqual([]);
    await page.setViewportSize(PHONE);
    expect(await seriousViolations(), 'axe on the merge screen at 390 px').toEqual([]);
    await page.setViewportSize(DESKTOP);
    await merge.getByRole('button', { name: 'Cancel' }).click();
    await merge.waitFor({ state: 'detached', timeout: 10_000 });
    expect((await api.getLead(leads[lost.name]?.id ?? '')).name).toBe(lost.name);
    await backFromLeadPage(page);
  });

  it('warns that a new prospect may duplicate a lead (name and company), and "Open lead" opens it', async () => {
    await openDashboard();
    await page.getByRole('button', { name: 'Add Prospect' }).click();
    const form = page.getByRole('dialog', { name: 'Add Prospect' });
    // Case, spacing and punctuation differ from the stored lead (docs/product/leads.md#duplicates).
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(`  cal   CALLER ${suffix}`);
    await form.getByRole('textbox', { name: 'Company', exact: true }).fill(`callers, LLP. ${suffix.toUpperCase()}`);
    const warning = form.getByRole('status').filter({ hasText: 'Possible duplicate' });
    await expect
      .poll(() => warning.textContent(), { timeout: 15_000 })
      .toContain(`Possible duplicate: ${caller.name} at ${caller.company}`);
    await form.getByRole('button', { name: 'Add anyway' }).waitFor({ timeout: 5_000 });
    await page.setViewportSize(PHONE);
    const open = warning.getByRole('button', { name: 'Open lead' });
    await expect.poll(async () => (await open.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    const sideways = await form.evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth);
    expect(sideways, 'no sideways scrolling in the form at 390 px').toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(), 'axe on the duplicate warning at 390 px').toEqual([]);
    await page.setViewportSize(DESKTOP);

    await open.click();
    await form.waitFor({ state: 'detached', timeout: 10_000 });
    await leadPageLoaded(page, caller.name);
    expect(new URL(page.url()).pathname).toBe(`/admin/leads/${leads[caller.name]?.id}`);
    await backFromLeadPage(page);
  });

  it('shows score factors that add up to the score on the card, at desktop and phone widths', async () => {
    await page.goto('/admin');
    await openAdminTab(page, /Sales Pipeline/);
    const card = await findCard(page, 'New Lead', caller.name);
    const badge = card.getByLabel(/^Score \d+ out of 100$/);
    const cardScore = Number(/Score (\d+)/.exec((await badge.getAttribute('aria-label')) ?? '')?.[1]);
    await card.getByRole('link', { name: caller.name, exact: true }).click();
    const record = await leadPageLoaded(page, caller.name);
    const table = record.getByRole('table', { name: /Score breakdown/ });
    await table.waitFor({ timeout: 15_000 });
    const points = await table
      .locator('tbody tr td:last-child')
      .evaluateAll((cells) => cells.map((cell) => Number(cell.textContent?.replace('+', ''))));
    expect(points.length).toBeGreaterThan(0);
    expect(points.reduce((sum, value) => sum + value, 0)).toBe(cardScore);
    expect(Number(await table.locator('tfoot td').last().textContent())).toBe(cardScore);
    expect(await seriousViolations(), 'axe on the lead page at 1280 px').toEqual([]);
    await page.setViewportSize(PHONE);
    expect(await seriousViolations(), 'axe on the lead page at 390 px').toEqual([]);
    await backFromLeadPage(page);
    await expect.poll(() => pipelineBoard(page).isVisible()).toBe(true);
  });
});
