import type { Page } from 'playwright-core';
import { AdminApi, submitContact, uniqueSuffix } from './api';
import {
  backFromLeadPage,
  closeDialogs,
  findCard,
  leadPageLoaded,
  openAdminTab,
  openCrm,
  openLeadPage,
  searchLeads,
} from './admin-ui';
import { animationsDone, settle } from './browser';
import { SECONDARY_ADMIN_ROUTES } from './routes';

/**
 * Walks through every admin screen and modal (docs/product/admin.md#crm-screens), the lead page
 * (docs/product/leads.md#lead-page) among them, logging in
 * first when the page has no session, and calls `visit(name)` on each once it has settled (the
 * search applied, the full lead loaded, fade-ins finished), so that journey 8 checks all of them.
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

export async function visitAdminScreens(
  page: Page,
  leadName: string,
  visitScreen: (screen: string) => Promise<void>,
): Promise<void> {
  const visit = async (screen: string) => {
    await animationsDone(page);
    await visitScreen(screen);
  };
  await openCrm(page);
  await searchLeads(page, leadName);
  await visit('/admin (Dashboard & All Leads)');

  const detail = await openLeadPage(page, leadName);
  await visit('/admin/leads/:id lead page');

  await detail.getByRole('button', { name: 'Edit', exact: true }).click();
  await page
    .getByRole('dialog', { name: `Edit Lead: ${leadName}`, exact: true })
    .getByRole('button', { name: /save changes/i })
    .waitFor();
  await visit('/admin/leads/:id edit modal');
  await closeDialogs(page);
  await detail.getByRole('button', { name: 'Quick edit', exact: true }).click();
  await page.getByRole('dialog', { name: `Quick edit: ${leadName}`, exact: true }).waitFor();
  await visit('/admin/leads/:id quick edit modal');
  await closeDialogs(page);
  await backFromLeadPage(page);

  await openAdminTab(page, /sales pipeline/i);
  let card = await findCard(page, 'New Lead', leadName);
  await visit('/admin (Sales Pipeline)');

  await card.getByRole('link', { name: leadName, exact: true }).click();
  await leadPageLoaded(page, leadName);
  await backFromLeadPage(page);
  card = await findCard(page, 'New Lead', leadName);

  await card.getByRole('button', { name: `Move ${leadName} to…`, exact: true }).click();
  await page.getByRole('menu').waitFor();
  await visit('/admin Move to… menu');
  await closeDialogs(page);

  for (const route of SECONDARY_ADMIN_ROUTES) {
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
