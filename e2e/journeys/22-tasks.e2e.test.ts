import { AxeBuilder } from '@axe-core/playwright';
import { londonWallTime } from '@meridian/shared/tasks/task-rules';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findCard,
  leadList,
  loginThroughUi,
  openAdminTab,
  openCrm,
  backFromLeadPage,
  openLeadPage,
  pipelineBoard,
  searchLeads,
} from '../support/admin-ui';
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

/**
 * Journey 22 (docs/product/tasks.md): from a lead's record a partner adds a task due today (London
 * time); it becomes the row's and the board card's next action and is in `GET /api/admin/tasks?due=today`; completing it
 * asks for the next task with its title focused. The same at 390 px with a long unbroken title that
 * must wrap, and no serious or critical axe violation at either width. Keeps to its own lead (a
 * unique suffix) and its own client IPs: other journeys add leads meanwhile.
 */

const SUFFIX = uniqueSuffix();
const PROSPECT = { name: `Tariq Tasks ${SUFFIX}`, company: `Follow-up Ltd ${SUFFIX}` };

let browser: Browser;
let api: AdminApi;
let lead: ApiLead;

beforeAll(async () => {
  browser = await launchBrowser();
  api = await AdminApi.login('198.51.100.211');
  const created = await api.request('POST', '/api/admin/leads', PROSPECT);
  if (created.status !== 201) throw new Error(`POST prospect: ${created.status} ${await created.text()}`);
  lead = (await created.json()) as ApiLead;
});

afterAll(async () => {
  await api?.logout();
  await browser?.close();
});

async function seriousViolations(page: Page): Promise<string[]> {
  await animationsDone(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} -> ${violation.nodes[0]?.target.join(' ')}`);
}

/** The signed-in user's tasks due today, by title (`GET /api/admin/tasks?due=today`). */
async function dueTodayTitles(): Promise<string[]> {
  const response = await api.request('GET', '/api/admin/tasks?due=today');
  if (!response.ok) throw new Error(`GET tasks: ${response.status}`);
  return ((await response.json()) as { tasks: { title: string }[] }).tasks.map((task) => task.title);
}

/** Adds a task due now (London date and time) from the open lead record; waits until it is listed. */
async function addTaskDueNow(record: Locator, title: string): Promise<void> {
  const { date, time } = londonWallTime(new Date());
  await record.getByRole('button', { name: 'Add task' }).click();
  const form = record.getByRole('form', { name: 'New task' });
  await form.getByLabel(/Task title/).fill(title);
  await form.getByLabel(/Due date/).fill(date);
  await form.getByLabel(/Due time/).fill(time);
  await form.getByRole('button', { name: 'Save task' }).click();
  await record
    .getByRole('list', { name: 'Tasks of this lead' })
    .getByText(title, { exact: true })
    .waitFor({ timeout: 20_000 });
}

/** Completes a task and checks that the record asks for the next one, its title focused. */
async function completeAndExpectPrompt(record: Locator, title: string): Promise<void> {
  await record.getByRole('button', { name: `Complete ${title}`, exact: true }).click();
  await record.getByRole('status').filter({ hasText: 'What is the next task?' }).waitFor({ timeout: 20_000 });
  const next = record.getByRole('form', { name: 'Next task' });
  await expect
    .poll(() => next.getByLabel(/Task title/).evaluate((input) => input === document.activeElement))
    .toBe(true);
}

describe('journey 22: tasks on a lead', () => {
  it("adds a task due today from the lead; it is the next action and in today's tasks; completing asks for the next", async () => {
    const context = await newClient(browser, { ip: '198.51.100.212' });
    const { page } = await openPage(context);
    await loginThroughUi(page);
    await searchLeads(page, PROSPECT.name);
    const title = `Call back ${SUFFIX}`;
    let record = await openLeadPage(page, PROSPECT.name);
    await addTaskDueNow(record, title);
    expect(await seriousViolations(page), 'axe on the lead record with a task at 1280 px').toEqual([]);
    await backFromLeadPage(page);

    const row = leadList(page).getByRole('listitem').filter({ hasText: PROSPECT.name });
    await row.getByText(`Next task:`).waitFor({ timeout: 20_000 });
    await expect.poll(() => row.textContent()).toContain(title);
    await expect.poll(dueTodayTitles).toContain(title);
    await expect
      .poll(async () => ((await api.getLead(lead.id)) as { nextTask?: { title: string } }).nextTask?.title)
      .toBe(title);

    // The board card shows the next task instead of the automatic hint.
    await openAdminTab(page, /Sales Pipeline/);
    await pipelineBoard(page).waitFor();
    // A prospect starts in New Lead (docs/product/pipeline.md#stages).
    const card = await findCard(page, 'New Lead', PROSPECT.name);
    await expect.poll(() => card.textContent()).toContain(`Next task: ${title}`);

    await openCrm(page);
    await searchLeads(page, PROSPECT.name);
    record = await openLeadPage(page, PROSPECT.name);
    await completeAndExpectPrompt(record, title);
    expect(await seriousViolations(page), 'axe on the next-task prompt at 1280 px').toEqual([]);
    await expect.poll(dueTodayTitles).not.toContain(title);
    await context.close();
  });

  it('works at 390 px, a long unbroken title wrapping without widening the page', async () => {
    const phone = await newClient(browser, { ip: '198.51.100.213', viewport: PHONE });
    const { page } = await openPage(phone);
    await loginThroughUi(page);
    await searchLeads(page, PROSPECT.name);
    const title = `Prepare${'x'.repeat(120)}${SUFFIX}`;
    const record = await openLeadPage(page, PROSPECT.name);
    await addTaskDueNow(record, title);
    await expect
      .poll(async () => sidewaysOverflow(page), { message: 'no sideways scrolling at 390 px', timeout: 10_000 })
      .toSatisfy(noSidewaysScrolling);
    const box = await record.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    expect(await seriousViolations(page), 'axe on the lead record with a task at 390 px').toEqual([]);
    await expect.poll(dueTodayTitles).toContain(title);
    await completeAndExpectPrompt(record, title);
    expect(await seriousViolations(page), 'axe on the next-task prompt at 390 px').toEqual([]);
    await backFromLeadPage(page);
    await expect
      .poll(async () => sidewaysOverflow(page), {
        message: 'no sideways scrolling of the list at 390 px',
        timeout: 10_000,
      })
      .toSatisfy(noSidewaysScrolling);
    await phone.close();
  });
});
