import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCard, MY_DAY_PATH, openAdminTab, pipelineBoard, signInOnPage } from '../support/admin-ui';
import { AdminApi, type ApiLead, uniqueSuffix } from '../support/api';
import { seriousViolations } from '../support/axe';
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
import { waitForCount } from '../support/wait';

/**
 * Journey 26 (docs/product/pipeline.md#board-layout, docs/product/dashboard.md#headline-figures,
 * docs/product/my-day.md#route): at 1280 px the board's seven columns sit side by side inside the
 * viewport and the dashboard's headline figures form one row; at 390 px the board shows one stage at
 * a time, switched with the Stage switcher, every touch target at least 44 px; My day comes from
 * `GET /api/admin/my-day` alone. No serious or critical axe violation at either width. Keeps to its
 * own leads (a unique suffix) and its own client IPs.
 */

const SUFFIX = uniqueSuffix();
const STAGES = [
  'New Lead',
  'Initial Contact',
  'Value Demo',
  'Assessment Offer',
  'Consultation',
  'Proposal',
  'Close',
] as const;

let browser: Browser;
let api: AdminApi;
let proposal: ApiLead;
let fresh: ApiLead;
const taskTitle = `Phone Lara ${SUFFIX}`;

beforeAll(async () => {
  browser = await launchBrowser();
  api = await AdminApi.login('198.51.100.241');
  const meId = ((await (await api.request('GET', '/api/admin/me')).json()) as { id: string }).id;
  const prospect = async (name: string): Promise<ApiLead> => {
    const response = await api.request('POST', '/api/admin/leads', { name, company: `Layout Ltd ${SUFFIX}` });
    if (response.status !== 201) throw new Error(`POST prospect: ${response.status} ${await response.text()}`);
    return (await response.json()) as ApiLead;
  };
  fresh = await prospect(`Lara Layout ${SUFFIX}`);
  proposal = await prospect(`Pia Proposal ${SUFFIX}`);
  const moved = await api.request('PUT', `/api/admin/leads/${proposal.id}`, { status: 'proposal' });
  if (moved.status !== 200) throw new Error(`PUT status: ${moved.status} ${await moved.text()}`);
  const task = await api.request('POST', `/api/admin/leads/${fresh.id}/tasks`, {
    title: taskTitle,
    dueAt: new Date().toISOString(),
    assigneeId: meId,
  });
  if (task.status !== 201) throw new Error(`POST task: ${task.status} ${await task.text()}`);
});

afterAll(async () => {
  await api?.logout();
  await browser?.close();
});

/** Signs in through `/login`, lands on My day and waits for every section; returns the API paths My day asked. */
async function signInToMyDay(page: Page): Promise<string[]> {
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/admin/') && !path.startsWith('/api/admin/login')) asked.push(path);
  });
  await openRoute(page, '/login');
  await signInOnPage(page);
  await page.waitForURL((url) => url.pathname === MY_DAY_PATH, { timeout: 20_000 });
  await page
    .getByRole('region', { name: /^Due today/ })
    .getByRole('link', { name: new RegExp(taskTitle) })
    .waitFor({ timeout: 20_000 });
  await waitForCount(page.getByRole('main').getByRole('status'), 0, 'every My day section to load', 30_000);
  return asked;
}

/** Every button, link and select inside `scope` that is visible, with its box. */
async function targetsIn(scope: Locator): Promise<{ name: string; width: number; height: number }[]> {
  const targets = await scope.locator('button, a[href], select, summary').all();
  const boxes = [];
  for (const target of targets) {
    if (!(await target.isVisible())) continue;
    const box = await target.boundingBox();
    const name = (await target.getAttribute('aria-label')) ?? (await target.textContent()) ?? '';
    if (box) boxes.push({ name: name.trim(), width: Math.round(box.width), height: Math.round(box.height) });
  }
  return boxes;
}

const tooSmall = (boxes: { name: string; width: number; height: number }[]) =>
  boxes.filter((box) => box.width < 44 || box.height < 44).map((box) => `${box.name}: ${box.width}×${box.height}`);

describe('journey 26: the CRM on a laptop and a phone', () => {
  it('at 1280 px: My day from its route, one row of headline figures, seven columns inside the viewport', async () => {
    const context = await newClient(browser, { ip: '198.51.100.242', viewport: DESKTOP });
    const { page } = await openPage(context);
    const asked = await signInToMyDay(page);
    expect(asked).toContain('/api/admin/my-day');
    expect(asked, 'My day reads no lead list').not.toContain('/api/admin/leads');
    expect(asked, 'nor the consultations or tasks routes').not.toContain('/api/admin/tasks');

    await openRoute(page, '/admin');
    const figures = page.getByRole('region', { name: 'Headline figures' });
    await figures.waitFor({ timeout: 20_000 });
    const boxes = await Promise.all(
      (await figures.locator('dl > div').all()).map(async (figure) => (await figure.boundingBox())?.y),
    );
    expect(boxes).toHaveLength(6);
    expect(new Set(boxes), 'the six headline figures share one row').toEqual(new Set([boxes[0]]));
    for (const term of await figures.getByRole('term').all()) {
      const caption = term.locator('xpath=following-sibling::dd[2]');
      expect((await caption.textContent())?.length, `${await term.textContent()} has its caption`).toBeGreaterThan(10);
    }
    expect(await page.getByRole('button', { name: 'Customize Layout' }).count()).toBe(0);
    await animationsDone(page);
    expect(await seriousViolations(page), 'axe on the dashboard at 1280 px').toEqual([]);

    await openAdminTab(page, /Sales Pipeline/);
    await pipelineBoard(page).waitFor({ timeout: 20_000 });
    await findCard(page, 'Proposal', proposal.name);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await sidewaysOverflow(page)).toSatisfy(noSidewaysScrolling);
    for (const stage of STAGES) {
      const box = await pipelineBoard(page).getByRole('region', { name: stage, exact: true }).boundingBox();
      expect(box, `${stage} column`).not.toBeNull();
      if (!box) continue;
      expect(box.x, `${stage} starts inside the viewport`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${stage} ends inside the viewport`).toBeLessThanOrEqual(DESKTOP.width);
      expect(box.y, `${stage} starts above the fold`).toBeLessThan(DESKTOP.height);
      expect(box.width, `${stage} is wide enough to read`).toBeGreaterThanOrEqual(140);
    }
    const card = await findCard(page, 'Proposal', proposal.name);
    expect(await card.textContent()).toContain(`Layout Ltd ${SUFFIX}`);
    expect(await card.getByLabel(/^Score \d+ out of 100$/).count()).toBe(1);
    expect(await page.getByRole('combobox', { name: 'Stage' }).isVisible()).toBe(false);
    await animationsDone(page);
    expect(await seriousViolations(page), 'axe on the board at 1280 px').toEqual([]);
    await context.close();
  });

  it('at 390 px: one stage at a time with the Stage switcher, 44 px touch targets, no sideways scrolling', async () => {
    const phone = await newClient(browser, { ip: '198.51.100.243', viewport: PHONE });
    const { page } = await openPage(phone);
    await signInToMyDay(page);
    await openRoute(page, '/admin?tab=pipeline');
    const board = pipelineBoard(page);
    await board.waitFor({ timeout: 20_000 });
    const switcher = board.getByRole('combobox', { name: 'Stage' });
    await switcher.waitFor();
    const options = await switcher.getByRole('option').allTextContents();
    expect(options.map((option) => option.replace(/ \(\d+\)$/, ''))).toEqual([...STAGES]);
    const shown = async () => {
      const visible: string[] = [];
      for (const stage of STAGES)
        if ((await board.getByRole('region', { name: stage, exact: true }).count()) > 0) visible.push(stage);
      return visible;
    };
    expect(await shown()).toEqual(['New Lead']);

    const card = await findCard(page, 'Proposal', proposal.name);
    expect(await shown()).toEqual(['Proposal']);
    expect(await switcher.inputValue()).toBe('proposal');
    expect(await sidewaysOverflow(page)).toSatisfy(noSidewaysScrolling);
    expect(tooSmall(await targetsIn(card)), 'the card’s touch targets').toEqual([]);
    expect(tooSmall(await targetsIn(board.locator(':scope > div').first())), 'the board’s buttons').toEqual([]);
    expect((await switcher.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    const tabs = await page.getByRole('tab').all();
    for (const tab of tabs)
      expect((await tab.boundingBox())?.height, (await tab.textContent()) ?? 'tab').toBeGreaterThanOrEqual(44);
    await animationsDone(page);
    expect(await seriousViolations(page), 'axe on the board at 390 px').toEqual([]);

    await openAdminTab(page, /Dashboard/);
    const figures = page.getByRole('region', { name: 'Headline figures' });
    await figures.waitFor({ timeout: 20_000 });
    expect(await figures.getByRole('term').count()).toBe(6);
    expect(tooSmall(await targetsIn(page.locator('details').first())), 'the All figures disclosure').toEqual([]);
    expect(await sidewaysOverflow(page)).toSatisfy(noSidewaysScrolling);
    await animationsDone(page);
    expect(await seriousViolations(page), 'axe on the dashboard at 390 px').toEqual([]);
    await phone.close();
  });
});
