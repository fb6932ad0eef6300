import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminApi, type ApiLead, pollFor, submitContact, uniqueSuffix } from '../support/api';
import { findCard, loginThroughUi, openAdminTab } from '../support/admin-ui';
import { launchBrowser, newClient, openPage, type PageWatch, readableText } from '../support/browser';

/**
 * Journey 3: an admin logs in, searches for a lead, opens it, marks email 1 as sent
 * (status value_demo, docs/product/pipeline.md#outreach-sequence), edits it, drags its card to Consultation with the
 * mouse (dnd-kit pointer sensor, 8 px activation distance) and moves another lead with the
 * keyboard-operable 'Move to…' control, reloads and finds both moves stored; logs out; `/admin`
 * then shows the login screen again.
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

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The pipeline board (docs/product/pipeline.md#stages: the heading says 7-stage). */
function board(): Locator {
  return page.getByRole('region', { name: '7-Stage Sales Pipeline' });
}

/** The board column of a stage, by its accessible name (the stage label). */
function column(stage: string): Locator {
  return board().getByRole('region', { name: new RegExp(`^${escapeRegExp(stage)}$`) });
}

/** The lead list of the dashboard tab. */
function leadList(): Locator {
  return page.getByRole('list', { name: 'Leads' });
}

/** The button that opens a lead from its list row. */
function listEntry(name: string): Locator {
  return leadList().getByRole('button', { name, exact: true });
}

async function statusOf(id: string): Promise<string> {
  return (await api.getLead(id)).status;
}

describe('journey 3: admin CRM', () => {
  it('logs in, searches and opens the lead', async () => {
    await loginThroughUi(page);
    const search = page.getByRole('searchbox', { name: 'Search leads' });
    await search.fill(dragged.name.toLowerCase());
    await expect.poll(async () => listEntry(dragged.name).count(), { timeout: 15_000 }).toBe(1);
    expect(await listEntry(moved.name).count(), 'search hides non-matching leads').toBe(0);
    // Search matches company and email too, case-insensitively (docs/product/admin.md#crm-screens).
    await search.fill(moved.company.toUpperCase());
    await expect.poll(async () => listEntry(moved.name).count()).toBe(1);
    expect(await listEntry(dragged.name).count()).toBe(0);
    await search.fill(dragged.email);
    await expect.poll(async () => listEntry(dragged.name).count()).toBe(1);
    expect(await leadList().getByRole('listitem').count()).toBe(1);

    await listEntry(dragged.name).click();
    const dialog = page.getByRole('dialog', { name: dragged.name });
    await dialog.waitFor();
    const text = await readableText(dialog);
    expect(text).toContain(dragged.email);
    expect(text).toContain(dragged.company);
    expect(text).toMatch(/Current stage: Initial Contact/);
  });

  it('marks email 1 as sent: status value_demo', async () => {
    const dialog = page.getByRole('dialog', { name: dragged.name });
    await dialog.getByRole('group', { name: 'Email 1' }).getByRole('button', { name: 'Mark as Sent' }).click();
    await pollFor(
      'status value_demo',
      async () => ((await statusOf(draggedLead.id)) === 'value_demo' ? true : undefined),
      10_000,
    );
    const lead = await api.getLead(draggedLead.id);
    expect(Number.isNaN(Date.parse(String(lead.email1SentDate)))).toBe(false);
    await expect.poll(async () => readableText(dialog), { timeout: 10_000 }).toMatch(/Current stage: Value Demo/);
    expect(
      await dialog
        .getByRole('group', { name: 'Move to Stage' })
        .getByRole('button', { name: 'Value Demo' })
        .isDisabled(),
    ).toBe(true);
  });

  it('edits the lead', async () => {
    await page.getByRole('dialog', { name: dragged.name }).getByRole('button', { name: 'Edit', exact: true }).click();
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
    // The edit keeps the stage that Mark as Sent set.
    expect(await statusOf(draggedLead.id)).toBe('value_demo');
    // Close every open dialog.
    for (let attempt = 0; attempt < 4 && (await page.getByRole('dialog').count()) > 0; attempt += 1) {
      await page.keyboard.press('Escape');
      await page.waitForTimeout(150);
    }
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expect.poll(async () => readableText(leadList()), { timeout: 10_000 }).toContain(editedCompany);
    // Clear the search so that both cards show on the board.
    await page.getByRole('searchbox', { name: 'Search leads' }).fill('');
  });

  it('drags the card to Consultation with the mouse', async () => {
    await openAdminTab(page, /sales pipeline/i);
    expect(await board().getByRole('heading', { level: 2 }).first().textContent()).toBe('7-Stage Sales Pipeline');
    const handle = (await findCard(page, 'Value Demo', dragged.name)).getByRole('button', {
      name: `Drag ${dragged.name}`,
    });
    const target = column('Consultation');
    // The board scrolls sideways: bring the target column into view, then the card (two columns left of it).
    await target.scrollIntoViewIfNeeded();
    await handle.scrollIntoViewIfNeeded();
    const from = await handle.boundingBox();
    const to = await target.boundingBox();
    expect(to!.x + to!.width, 'target column fully in view').toBeLessThanOrEqual(page.viewportSize()!.width + 1);
    expect(from).not.toBeNull();
    expect(to).not.toBeNull();
    const startX = from!.x + from!.width / 2;
    const startY = from!.y + from!.height / 2;
    // A press that moves less than the 8 px activation distance is not a drag: nothing moves.
    await page.mouse.move(startX, startY);
    await page.mouse.down();
    await page.mouse.move(startX + 5, startY, { steps: 3 });
    await page.mouse.up();
    await page.waitForTimeout(500);
    expect(await statusOf(draggedLead.id)).toBe('value_demo');
    expect(await column('Value Demo').getByRole('article', { name: dragged.name, exact: true }).count()).toBe(1);
    expect(await page.getByRole('dialog').count(), 'pressing the drag handle opens nothing').toBe(0);

    await page.mouse.move(startX, startY);
    await page.mouse.down();
    // Under the 8 px activation distance nothing starts; then travel to the column in steps.
    await page.mouse.move(startX + 4, startY, { steps: 2 });
    await page.mouse.move(startX + 12, startY + 2, { steps: 3 });
    const endX = to!.x + to!.width / 2;
    const endY = to!.y + Math.min(to!.height / 2, 200);
    await page.mouse.move(endX, endY, { steps: 25 });
    await page.mouse.move(endX + 2, endY + 2, { steps: 2 });
    await page.mouse.up();
    await pollFor(
      'status consultation after the drop',
      async () => ((await statusOf(draggedLead.id)) === 'consultation' ? true : undefined),
      10_000,
    );
    await expect
      .poll(async () => column('Consultation').getByRole('article', { name: dragged.name, exact: true }).count(), {
        timeout: 10_000,
      })
      .toBe(1);
  });

  it('moves another card with the keyboard through the Move to… control', async () => {
    // Let the board settle after the drop (no card pending, refetch done).
    await expect.poll(async () => board().locator('article[aria-busy="true"]').count(), { timeout: 10_000 }).toBe(0);
    await page.waitForTimeout(500);
    const trigger = (await findCard(page, 'Initial Contact', moved.name)).getByRole('button', {
      name: `Move ${moved.name} to…`,
    });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    // The current stage is disabled; walk down with the arrow keys to Proposal.
    expect(await menu.getByRole('menuitem', { name: /Initial Contact/ }).getAttribute('aria-disabled')).toBe('true');
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
      await expect.poll(focusedText, { timeout: 2_000, message: `focus moves on from ${before}` }).not.toBe(before);
    }
    expect(await focusedText()).toMatch(/^Proposal/);
    await page.keyboard.press('Enter');
    await pollFor(
      'status proposal after the keyboard move',
      async () => ((await statusOf(movedLead.id)) === 'proposal' ? true : undefined),
      10_000,
    );
    await expect
      .poll(async () => column('Proposal').getByRole('article', { name: moved.name, exact: true }).count(), {
        timeout: 10_000,
      })
      .toBe(1);
  });

  it('keeps both moves after a reload', async () => {
    await page.reload();
    await openAdminTab(page, /sales pipeline/i);
    await expect
      .poll(async () => column('Consultation').getByRole('article', { name: dragged.name, exact: true }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    expect(await column('Proposal').getByRole('article', { name: moved.name, exact: true }).count()).toBe(1);
    expect(await statusOf(draggedLead.id)).toBe('consultation');
    expect(await statusOf(movedLead.id)).toBe('proposal');
  });

  it('logs out; /admin then shows the login screen', async () => {
    await page.getByRole('button', { name: /logout/i }).click();
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('admin-session'))).toBeNull();
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Access' }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('button', { name: /logout/i }).count()).toBe(0);
    expect(await page.getByText(dragged.name).count(), 'no lead data without a session').toBe(0);
  });

  it('saw no console error, page error, CSP violation or dialog', () => {
    expect(watch.pageErrors, watch.describe()).toEqual([]);
    expect(watch.consoleErrors, watch.describe()).toEqual([]);
    expect(watch.cspViolations, watch.describe()).toEqual([]);
    expect(watch.dialogs, watch.describe()).toEqual([]);
  });
});
