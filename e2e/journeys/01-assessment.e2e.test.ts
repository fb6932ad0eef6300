import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminApi, emailText, uniqueSuffix, waitForEmails } from '../support/api';
import { loginThroughUi } from '../support/admin-ui';
import { launchBrowser, newClient, openPage, readableText, settle } from '../support/browser';

/**
 * Journey 1: a visitor answers all twenty assessment questions, sees the results and
 * leaves an email; within seconds the CRM shows a lead with source `assessment_tool` and the same
 * percentage, and the SES emulator holds the firm's notification email with score and results.
 */

/** Option values chosen per question: sum 56 of 80, exactly 70 % (the 'Capable' boundary, docs/product/assessment.md#categories). */
const CHOSEN_VALUES = [4, 3, 2, 3, 2, 4, 3, 2, 3, 2, 4, 3, 2, 3, 2, 4, 3, 2, 3, 2];
const EXPECTED_PERCENTAGE = 70;
const EXPECTED_CATEGORY = 'Strategic Execution Capable';

let browser: Browser;
let visitor: BrowserContext;
let admin: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  visitor = await newClient(browser, { ip: '198.51.100.11' });
  admin = await newClient(browser, { ip: '198.51.100.12' });
});

afterAll(async () => {
  await browser?.close();
});

describe('journey 1: strategic readiness assessment becomes a scored lead', () => {
  const visitorEmail = `assessment-${uniqueSuffix()}@example.com`;
  let shownPercentage = 0;

  it('answers twenty questions, shows results and captures the email', async () => {
    expect(CHOSEN_VALUES.reduce((sum, value) => sum + value, 0)).toBe(56);
    const { page, watch } = await openPage(visitor);
    await page.goto('/strategic-assessment');
    await settle(page);

    const calculate = page.getByRole('button', { name: /calculate/i });
    const questions = page.getByRole('group', { name: /^Question \d+ of 20\b/ });
    await expect.poll(async () => questions.count(), { timeout: 15_000 }).toBe(20);
    expect(await calculate.isDisabled()).toBe(true);
    await page.getByText('Please answer all 20 questions to calculate your score.').waitFor();

    for (let index = 0; index < 20; index += 1) {
      const group = page.getByRole('group', { name: new RegExp(`^Question ${index + 1} of 20\\b`) });
      const radios = group.getByRole('radio');
      expect(await radios.count()).toBe(4);
      // Pick the option whose value (1-4) is the one planned for this question.
      const values = await radios.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      expect([...values].sort()).toEqual(['1', '2', '3', '4']);
      const option = radios.nth(values.indexOf(String(CHOSEN_VALUES[index])));
      await option.check();
      expect(await option.isChecked()).toBe(true);
      if (index < 19) expect(await calculate.isDisabled()).toBe(true);
    }
    // Progress reaches 20 of 20.
    const progress = page.getByRole('progressbar');
    await expect.poll(async () => progress.first().getAttribute('aria-valuenow')).toMatch(/^(20|100)$/);

    await calculate.click();
    const results = page
      .getByRole('region', { name: /result/i })
      .or(page.locator('section', { hasText: EXPECTED_CATEGORY }))
      .first();
    await results.waitFor({ state: 'visible', timeout: 10_000 });
    const resultsText = await readableText(results);
    const match = resultsText.match(/(\d{1,3})\s*%/);
    expect(match, `results show a percentage: ${resultsText.slice(0, 300)}`).not.toBeNull();
    shownPercentage = Number(match![1]);
    expect(shownPercentage).toBe(EXPECTED_PERCENTAGE);
    expect(resultsText).toContain(EXPECTED_CATEGORY);
    // The four section scores and five recommendations (docs/product/assessment.md#recommendations).
    for (const section of [
      'Strategic Translation',
      'Execution Capability',
      'Resource Alignment',
      'Feedback and Adaptation',
    ]) {
      await results.getByRole('progressbar', { name: `${section} score` }).waitFor();
    }
    expect(await results.getByRole('listitem').filter({ hasNotText: /%$/ }).count(), 'five recommendations').toBe(5);

    await results.getByRole('textbox', { name: /email/i }).fill(visitorEmail);
    await results.getByRole('button', { name: /consultation|request|send|submit/i }).click();
    await page
      .getByText(/Consultation request received!/)
      .first()
      .waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: /Details Captured!/ }).waitFor({ timeout: 5_000 });

    expect(watch.pageErrors, watch.describe()).toEqual([]);
    expect(watch.consoleErrors, watch.describe()).toEqual([]);
    expect(watch.cspViolations, watch.describe()).toEqual([]);
    await page.close();
  });

  it('stores a lead with source assessment_tool and the same percentage', async () => {
    const api = await AdminApi.login('198.51.100.13');
    const lead = await api.waitForLead(
      visitorEmail,
      (candidate) => candidate.metadata?.assessmentResults !== undefined,
    );
    expect(lead.source).toBe('assessment_tool');
    expect(lead.metadata?.assessmentResults?.percentage).toBe(shownPercentage);
    expect(lead.metadata?.assessmentResults?.category).toBe(EXPECTED_CATEGORY);
    const [summary] = await api.leadsByEmail(visitorEmail);
    expect(summary?.assessmentPercentage).toBe(shownPercentage);
    await api.logout();
  });

  it('shows the lead with its source and percentage in the CRM', async () => {
    const { page, watch } = await openPage(admin);
    await loginThroughUi(page);
    await page
      .getByRole('searchbox')
      .or(page.getByRole('textbox', { name: /search/i }))
      .first()
      .fill(visitorEmail);
    const row = page
      .getByRole('row', { name: new RegExp(visitorEmail.replace(/[.+]/g, '\\$&'), 'i') })
      .or(page.getByRole('listitem').filter({ hasText: visitorEmail }))
      .or(page.getByRole('button').filter({ hasText: visitorEmail }))
      .first();
    await row.waitFor({ timeout: 15_000 });
    await row.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const text = await readableText(dialog);
    expect(text).toContain(visitorEmail);
    expect(text).toMatch(/assessment/i);
    expect(text).toContain(`${shownPercentage}%`);
    expect(watch.pageErrors, watch.describe()).toEqual([]);
    expect(watch.consoleErrors, watch.describe()).toEqual([]);
    await page.close();
  });

  it('emails the firm a notification with the score and results', async () => {
    const [email] = await waitForEmails(visitorEmail);
    const text = emailText(email!);
    expect(text).toContain(`${shownPercentage}%`);
    expect(text).toContain(EXPECTED_CATEGORY);
    expect(text).toMatch(/assessment/i);
    // Reply-To is the visitor's validated address.
    expect(email!.replyTo.map((address) => address.toLowerCase()).join(' ')).toContain(visitorEmail);
  });
});
