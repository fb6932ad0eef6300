import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { AdminApi, submitContact, uniqueSuffix } from './api';
import { findCard, openAdminTab } from './admin-ui';
import { animationsDone, settle } from './browser';

/**
 * Walks through every admin screen and modal (docs/product/admin.md#crm-screens) on a page that
 * is already logged in, calling `visit(name)` on each, so that journeys 7 and 8 check all of them.
 */

/** Makes sure the CRM has a lead to open; returns its name. */
export async function ensureAdminLead(ip: string): Promise<string> {
  const suffix = uniqueSuffix();
  const name = `Morgan Screens ${suffix}`;
  const email = `screens-${suffix}@example.com`;
  await submitContact(
    {
      name,
      email,
      company: `Screens Ltd ${suffix}`,
      phone: '+44 113 496 0002',
      message: 'Please call me about interim executive support.',
    },
    ip,
  );
  const api = await AdminApi.login(ip);
  await api.waitForLead(email);
  await api.logout();
  return name;
}

async function closeDialogs(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 4 && (await page.getByRole('dialog').count()) > 0; attempt += 1) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(150);
  }
  expect(await page.getByRole('dialog').count()).toBe(0);
}

export async function visitAdminScreens(
  page: Page,
  leadName: string,
  visitScreen: (screen: string) => Promise<void>,
): Promise<void> {
  const visit = async (screen: string) => {
    await animationsDone(page);
    await visitScreen(screen);
  };
  await page.goto('/admin');
  await page.getByRole('button', { name: /logout/i }).waitFor({ timeout: 20_000 });
  const search = page
    .getByRole('searchbox')
    .or(page.getByRole('textbox', { name: /search/i }))
    .first();
  await search.fill(leadName);
  await page.getByText(leadName, { exact: true }).first().waitFor({ timeout: 15_000 });
  await visit('/admin (Dashboard & All Leads)');

  await page.getByText(leadName, { exact: true }).first().click();
  await page.getByRole('dialog').waitFor();
  await visit('/admin lead detail modal');

  await page.getByRole('dialog').first().getByRole('button', { name: /^edit/i }).first().click();
  await page
    .getByRole('button', { name: /save changes/i })
    .first()
    .waitFor();
  await visit('/admin edit modals');
  await closeDialogs(page);
  await search.fill('');

  await openAdminTab(page, /sales pipeline/i);
  const card = await findCard(page, 'Initial Contact', leadName);
  await visit('/admin (Sales Pipeline)');

  await card.getByRole('button', { name: leadName, exact: true }).click();
  await page.getByRole('dialog').waitFor();
  await visit('/admin score modal');
  await closeDialogs(page);

  await page
    .getByRole('button', { name: new RegExp(`^Move ${leadName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} to`) })
    .click();
  await page.getByRole('menu').waitFor();
  await visit('/admin Move to… menu');
  await page.keyboard.press('Escape');

  for (const route of ['/admin-quick', '/admin-test', '/simple-admin', '/debug-analytics']) {
    await page.goto(route);
    try {
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
    } catch (error) {
      const body = (await page.locator('body').textContent())?.replace(/\s+/g, ' ').slice(0, 300);
      throw new Error(`${route}: no main heading after 15 s; page shows: ${body}`, { cause: error });
    }
    await settle(page);
    await visit(route);
  }
}
