import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminApi, type ApiLead, pollFor, submitContact, uniqueSuffix } from '../support/api';
import {
  backFromLeadPage,
  closeDialogs,
  findCard,
  leadList,
  loginThroughUi,
  openAdminTab,
  openCrm,
  openLeadPage,
  pipelineBoard,
  searchLeads,
} from '../support/admin-ui';
import { launchBrowser, newClient, openPage, type PageWatch, readableText } from '../support/browser';
import { arrangeStatus, boardColumn, dragCardOnto, listEntry, statusOf, waitForStatus } from '../support/crm-journey';
import { stableBox, waitForCount } from '../support/wait';

/**
 * Journey 3: an admin logs in, searches for a lead, opens its page, marks email 1 as sent
 * (status value_demo, docs/product/pipeline.md#outreach-sequence), edits it, drags its card to Consultation with the
 * mouse (dnd-kit pointer sensor, 8 px activation distance) and moves another lead with the
 * keyboard-operable 'Move to…' control, reloads and finds both moves stored; logs out; `/admin`
 * then shows the login screen again. Each test after the first starts from a freshly loaded
 * `/admin` and, through the admin API, from the stage it is about, so one failing step cannot fail
 * the steps after it.
 */

let browser: Browser;
let context: BrowserContext;
let page: Page;
let watch: PageWatch;
let api: AdminApi;

const suffix = uniqueSuffix();
const dragged = { name: `Dana Drag ${suffix}`, email: `drag-${suffix}@example.com`, company: `Dragon Ltd ${suffix}` };
const moved = {
  name: `Kit Keyboard ${suffix}`,
  email: `keys-${suffix}@example.com`,
  company: `Keystone plc ${suffix}`,
};
const editedCompany = `Dragon Holdings ${suffix}`;
const editedPhone = '+44 161 496 0001';
let draggedLead: ApiLead;
let movedLead: ApiLead;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newClient(browser, { ip: '198.51.100.31' });
  ({ page, watch } = await openPage(context));
  for (const person of [dragged, moved]) {
    await submitContact(
      { ...person, message: 'We would like to discuss a transformation programme.' },
      '198.51.100.32',
    );
  }
  api = await AdminApi.login('198.51.100.33');
  draggedLead = await api.waitForLead(dragged.email);
  movedLead = await api.waitForLead(moved.email);
});

afterAll(async () => {
  await api?.logout();
  await browser?.close();
});

/** Known state for a test about the dragged lead: `/admin` freshly loaded, then its lead page. */
async function openDraggedLead(): Promise<Locator> {
  await openCrm(page);
  await searchLeads(page, dragged.email);
  return openLeadPage(page, dragged.name);
}

describe('journey 3: admin CRM', () => {
  it('logs in, searches and opens the lead', async () => {
    await loginThroughUi(page);
    const search = page.getByRole('searchbox', { name: 'Search leads' });
    // The list filters a deferred copy of the search text: wait for the filtered list (one lead
    // shown, the other hidden), not for the first render after typing.
    const shown = async () => ({
      dragged: await listEntry(page, dragged.name).count(),
      moved: await listEntry(page, moved.name).count(),
    });
    await search.fill(dragged.name.toLowerCase());
    await expect
      .poll(shown, { timeout: 15_000, message: 'search by name shows the lead and hides non-matching leads' })
      .toEqual({ dragged: 1, moved: 0 });
    // Search matches company and email too, case-insensitively (docs/product/admin.md#crm-screens).
    await search.fill(moved.company.toUpperCase());
    await expect
      .poll(shown, { timeout: 15_000, message: 'search by company, in capitals' })
      .toEqual({ dragged: 0, moved: 1 });
    await search.fill(dragged.email);
    await expect
      .poll(async () => ({ ...(await shown()), rows: await leadList(page).getByRole('listitem').count() }), {
        timeout: 15_000,
        message: 'search by email shows exactly one row',
      })
      .toEqual({ dragged: 1, moved: 0, rows: 1 });

    const record = await openLeadPage(page, dragged.name);
    await expect.poll(async () => readableText(record)).toContain(dragged.email);
    await expect.poll(async () => readableText(record)).toContain(dragged.company);
    await expect.poll(async () => readableText(record)).toMatch(/Pipeline stage: New Lead/);
  });

  it('marks email 1 as sent: status value_demo', async () => {
    await arrangeStatus(api, draggedLead.id, 'initial_contact');
    const record = await openDraggedLead();
    await record.getByRole('group', { name: 'Email 1' }).getByRole('button', { name: 'Mark as Sent' }).click();
    await waitForStatus(api, draggedLead.id, 'value_demo');
    const lead = await api.getLead(draggedLead.id);
    expect(Number.isNaN(Date.parse(String(lead.email1SentDate)))).toBe(false);
    await expect.poll(async () => readableText(record)).toMatch(/Pipeline stage: Value Demo/);
    await expect
      .poll(async () =>
        record.getByRole('group', { name: 'Move to Stage' }).getByRole('button', { name: 'Value Demo' }).isDisabled(),
      )
      .toBe(true);
  });

  it('edits the lead', async () => {
    const stageBefore = await statusOf(api, draggedLead.id);
    const record = await openDraggedLead();
    await record.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = page.getByRole('dialog', { name: `Edit Lead: ${dragged.name}` });
    await form.waitFor();
    await form.getByRole('textbox', { name: 'Company' }).fill(editedCompany);
    await form.getByRole('textbox', { name: 'Phone' }).fill(editedPhone);
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await pollFor(
      'the edit to be stored',
      async () => {
        const lead = await api.getLead(draggedLead.id);
        return lead.company === editedCompany && lead.phone === editedPhone ? lead : undefined;
      },
      10_000,
    );
    // The edit keeps the stage (value_demo, which Mark as Sent set).
    expect(await statusOf(api, draggedLead.id)).toBe(stageBefore);
    await closeDialogs(page);
    await expect.poll(async () => readableText(record)).toContain(editedCompany);
    await backFromLeadPage(page);
    await expect.poll(async () => readableText(leadList(page))).toContain(editedCompany);
  });

  it('drags the card to Consultation with the mouse', async () => {
    await arrangeStatus(api, draggedLead.id, 'value_demo');
    await openCrm(page);
    await openAdminTab(page, /sales pipeline/i);
    await expect
      .poll(async () => pipelineBoard(page).getByRole('heading', { level: 2 }).first().textContent())
      .toBe('7-Stage Sales Pipeline');
    const handle = (await findCard(page, 'Value Demo', dragged.name)).getByRole('button', {
      name: `Drag ${dragged.name}`,
    });
    const target = boardColumn(page, 'Consultation');
    // The board scrolls sideways: bring the target column into view, then the card (two columns left of it).
    await target.scrollIntoViewIfNeeded();
    await handle.scrollIntoViewIfNeeded();
    // Aim only once the virtualised column has measured its cards and the scroll has ended.
    let from = await stableBox(handle, 'the drag handle');
    let to = await stableBox(target, 'the Consultation column');
    expect(to.x + to.width, 'target column fully in view').toBeLessThanOrEqual(page.viewportSize()!.width + 1);
    // A press that moves less than the 8 px activation distance is not a drag: nothing moves.
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 5, from.y + from.height / 2, { steps: 3 });
    await page.mouse.up();
    // Nothing is awaited here (nothing should happen): give a move or a modal time to show, then look.
    await page.waitForTimeout(500);
    await waitForCount(pipelineBoard(page).locator('article[aria-busy="true"]'), 0, 'no card pending after the press');
    expect(await statusOf(api, draggedLead.id)).toBe('value_demo');
    await expect
      .poll(async () =>
        boardColumn(page, 'Value Demo').getByRole('article', { name: dragged.name, exact: true }).count(),
      )
      .toBe(1);
    expect(await page.getByRole('dialog').count(), 'pressing the drag handle opens nothing').toBe(0);
    expect(new URL(page.url()).pathname, 'pressing the drag handle opens no lead page').toBe('/admin');

    from = await stableBox(handle, 'the drag handle');
    to = await stableBox(target, 'the Consultation column');
    await dragCardOnto(page, { card: dragged.name, from, target, to, stage: 'Consultation' });
    await waitForStatus(api, draggedLead.id, 'consultation', 'status consultation after the drop');
    await expect
      .poll(async () =>
        boardColumn(page, 'Consultation').getByRole('article', { name: dragged.name, exact: true }).count(),
      )
      .toBe(1);
  });

  it('moves another card with the keyboard through the Move to… control', async () => {
    await arrangeStatus(api, movedLead.id, 'initial_contact');
    await openCrm(page);
    await openAdminTab(page, /sales pipeline/i);
    await waitForCount(pipelineBoard(page).locator('article[aria-busy="true"]'), 0, 'no card pending on the board');
    const trigger = (await findCard(page, 'Initial Contact', moved.name)).getByRole('button', {
      name: `Move ${moved.name} to…`,
    });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    // The current stage is disabled; walk down with the arrow keys to Proposal.
    await expect
      .poll(async () => menu.getByRole('menuitem', { name: /Initial Contact/ }).getAttribute('aria-disabled'))
      .toBe('true');
    const focusedText = () =>
      page.evaluate(() =>
        document.activeElement?.getAttribute('role') === 'menuitem'
          ? (document.activeElement.textContent ?? '').trim()
          : '',
      );
    await expect.poll(focusedText, { message: 'a menu item has the focus' }).not.toBe('');
    for (let step = 0; step < 10 && !/^Proposal/.test(await focusedText()); step += 1) {
      const before = await focusedText();
      await page.keyboard.press('ArrowDown');
      await expect.poll(focusedText, { message: `focus moves on from ${before}` }).not.toBe(before);
    }
    expect(await focusedText()).toMatch(/^Proposal/);
    await page.keyboard.press('Enter');
    await waitForStatus(api, movedLead.id, 'proposal', 'status proposal after the keyboard move');
    await expect
      .poll(async () => boardColumn(page, 'Proposal').getByRole('article', { name: moved.name, exact: true }).count())
      .toBe(1);
  });

  it('keeps both moves after a reload', async () => {
    await arrangeStatus(api, draggedLead.id, 'consultation');
    await arrangeStatus(api, movedLead.id, 'proposal');
    // A fresh load of /admin: the board is built from what the server stored, not from the UI's cache.
    await openCrm(page);
    await openAdminTab(page, /sales pipeline/i);
    await findCard(page, 'Consultation', dragged.name);
    await findCard(page, 'Proposal', moved.name);
    expect(await statusOf(api, draggedLead.id)).toBe('consultation');
    expect(await statusOf(api, movedLead.id)).toBe('proposal');
  });

  it('logs out; /admin then shows the login screen', async () => {
    await openCrm(page);
    await page.getByRole('button', { name: /logout/i }).click();
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
    await expect.poll(async () => page.evaluate(() => localStorage.getItem('admin-session'))).toBeNull();
    // Without a session the CRM learns it from the 401 of `GET /api/admin/me` (the session cookie is
    // HttpOnly, so no script can tell beforehand). Chromium may log that answer as "Failed to load
    // resource", late or not at all (the page leaves for /login at once): only that line is allowed.
    watch.allowFailedRequest('/api/admin/me', 401);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Access' }).waitFor({ timeout: 15_000 });
    await expect.poll(async () => page.getByRole('button', { name: /logout/i }).count()).toBe(0);
    await expect
      .poll(async () => page.getByText(dragged.name).count(), { message: 'no lead data without a session' })
      .toBe(0);
  });

  it('saw no console error, page error, CSP violation or dialog', () => {
    expect(watch.pageErrors, watch.describe()).toEqual([]);
    expect(watch.consoleErrors, watch.describe()).toEqual([]);
    expect(watch.cspViolations, watch.describe()).toEqual([]);
    expect(watch.dialogs, watch.describe()).toEqual([]);
  });
});
