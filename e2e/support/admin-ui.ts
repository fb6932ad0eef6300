import type { Page } from 'playwright-core';
import { e2eEnv } from './env';

/**
 * Admin screens through the UI, found by role and label (SPEC.md section 2, issue 7). Usable in
 * hooks as well as tests (no `expect.poll`).
 */

/** Logs in through `/login` and waits for the CRM dashboard. */
export async function loginThroughUi(page: Page, password = e2eEnv().adminPassword): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/admin', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Logout' }).waitFor({ timeout: 20_000 });
}

/** Opens a tab of `/admin` by its name ('Dashboard & All Leads' or 'Sales Pipeline'). */
export async function openAdminTab(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await page.getByRole('tab', { name, selected: true }).waitFor({ timeout: 10_000 });
}
