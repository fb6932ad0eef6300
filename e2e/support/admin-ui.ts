import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eEnv } from './env';

/**
 * Admin screens through the UI, found by role and label (SPEC.md section 2, issue 7).
 */

/** Logs in through `/login` and waits for the CRM dashboard. */
export async function loginThroughUi(page: Page, password = e2eEnv().adminPassword): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((url) => url.pathname === '/admin', { timeout: 20_000 });
  await expect.poll(async () => page.getByRole('button', { name: /logout/i }).isVisible(), { timeout: 20_000 }).toBe(true);
}

/** Opens a tab of `/admin` by its name ('Dashboard & All Leads' or 'Sales Pipeline'). */
export async function openAdminTab(page: Page, name: RegExp): Promise<void> {
  const tab = page.getByRole('tab', { name });
  await tab.click();
  await expect.poll(async () => tab.getAttribute('aria-selected')).toBe('true');
}
