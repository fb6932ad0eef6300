import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminApi, apiRequest, emailText, uniqueSuffix, waitForEmails } from '../support/api';
import { openCrm, openLeadPage, searchLeads } from '../support/admin-ui';
import { launchBrowser, newClient, openPage, readableText } from '../support/browser';
import { waitUntil } from '../support/wait';
import { openRoute } from '../support/ready';

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
  /** What the results showed (test 1); the expected value when that test stopped before reading it. */
  let shownPercentage = EXPECTED_PERCENTAGE;
  /** Whether test 1 got as far as sending the email. */
  let emailSent = false;

  /**
   * Known state for the tests after the first: the assessment email was sent. When the first test
   * failed before sending it, the same request is made through the API (the twenty planned
   * answers), so that the lead, CRM and email checks still run on their own.
   */
  async function ensureEmailSent(): Promise<void> {
    if (emailSent) return;
    const answers = Object.fromEntries(CHOSEN_VALUES.map((value, index) => [String(index + 1), value]));
    const response = await apiRequest('POST', '/api/assessment-email', {
      ip: '198.51.100.14',
      body: {
        email: visitorEmail,
        assessmentType: 'strategic_readiness',
        score: EXPECTED_PERCENTAGE,
        category: EXPECTED_CATEGORY,
        results: {
          percentage: EXPECTED_PERCENTAGE,
          category: EXPECTED_CATEGORY,
          description: 'Arranged by the end-to-end suite.',
          recommendations: [],
        },
        answers,
      },
    });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    emailSent = true;
  }

  it('answers twenty questions, shows results and captures the email', async () => {
    expect(CHOSEN_VALUES.reduce((sum, value) => sum + value, 0)).toBe(56);
    const { page, watch } = await openPage(visitor);
    await openRoute(page, '/strategic-assessment');

    const calculate = page.getByRole('button', { name: /calculate/i });
    const progress = page.getByRole('progressbar');
    const questions = page.getByRole('group', { name: /^Question \d+ of 20\b/ });
    await expect.poll(async () => questions.count(), { timeout: 15_000 }).toBe(20);
    await expect.poll(async () => calculate.isDisabled()).toBe(true);
    await page.getByText('Please answer all 20 questions to calculate your score.').waitFor();

    for (let index = 0; index < 20; index += 1) {
      const group = page.getByRole('group', { name: new RegExp(`^Question ${index + 1} of 20\\b`) });
      const radios = group.getByRole('radio');
      await expect.poll(async () => radios.count()).toBe(4);
      // Pick the option whose value (1-4) is the one planned for this question.
      const values = await radios.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      expect([...values].sort()).toEqual(['1', '2', '3', '4']);
      const option = radios.nth(values.indexOf(String(CHOSEN_VALUES[index])));
      await option.check();
      await expect.poll(async () => option.isChecked()).toBe(true);
      // Wait until the answer has reached the progress bar before asking whether Calculate is still off.
      await expect
        .poll(async () => progress.first().getAttribute('aria-valuenow'))
        .toMatch(new RegExp(`^(${index + 1}|${Math.round(((index + 1) / 20) * 100)})$`));
      if (index < 19)
        expect(await calculate.isDisabled(), `Calculate stays disabled after ${index + 1} answers`).toBe(true);
    }
    // Progress reaches 20 of 20.
    await expect.poll(async () => progress.first().getAttribute('aria-valuenow')).toMatch(/^(20|100)$/);

    await calculate.click();
    const results = page
      .getByRole('region', { name: /result/i })
      .or(page.locator('section', { hasText: EXPECTED_CATEGORY }))
      .first();
    await results.waitFor({ state: 'visible', timeout: 10_000 });
    // The first percentage the results show, once they show the category (read again until then).
    const shown = async () => {
      const text = await readableText(results);
      const match = text.match(/(\d{1,3})\s*%/);
      return { percentage: match ? Number(match[1]) : null, category: text.includes(EXPECTED_CATEGORY), text };
    };
    const settled = await waitUntil(
      'the results to show a percentage and the category',
      shown,
      (value) => value.percentage !== null && value.category,
      10_000,
    );
    shownPercentage = settled.percentage!;
    expect(shownPercentage, `results show: ${settled.text.slice(0, 300)}`).toBe(EXPECTED_PERCENTAGE);
    // The four section scores and five recommendations (docs/product/assessment.md#recommendations).
    for (const section of [
      'Strategic Translation',
      'Execution Capability',
      'Resource Alignment',
      'Feedback and Adaptation',
    ]) {
      await results.getByRole('progressbar', { name: `${section} score` }).waitFor();
    }
    await expect
      .poll(async () => results.getByRole('listitem').filter({ hasNotText: /%$/ }).count(), {
        message: 'five recommendations',
      })
      .toBe(5);

    await results.getByRole('textbox', { name: /email/i }).fill(visitorEmail);
    await results.getByRole('button', { name: /consultation|request|send|submit/i }).click();
    emailSent = true;
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
    await ensureEmailSent();
    const api = await AdminApi.login('198.51.100.13');
    const lead = await api.waitForLead(
      visitorEmail,
      (candidate) => candidate.metadata?.assessmentResults !== undefined,
    );
    expect(lead.source).toBe('assessment_tool');
    expect(lead.metadata?.assessmentResults?.percentage).toBe(shownPercentage);
    expect(lead.metadata?.assessmentResults?.category).toBe(EXPECTED_CATEGORY);
    await expect
      .poll(async () => (await api.leadsByEmail(visitorEmail))[0]?.assessmentPercentage, {
        message: 'the list summary carries the percentage',
      })
      .toBe(shownPercentage);
    await api.logout();
  });

  it('shows the lead with its source and percentage in the CRM', async () => {
    await ensureEmailSent();
    const api = await AdminApi.login('198.51.100.13');
    // The CRM only lists leads that exist when it loads: wait for the lead first.
    const lead = await api.waitForLead(
      visitorEmail,
      (candidate) => candidate.metadata?.assessmentResults !== undefined,
    );
    await api.logout();
    const { page, watch } = await openPage(admin);
    await openCrm(page); // logs in through /login
    await searchLeads(page, visitorEmail);
    const dialog = await openLeadPage(page, lead.name);
    await expect.poll(async () => readableText(dialog)).toContain(visitorEmail);
    await expect.poll(async () => readableText(dialog)).toMatch(/assessment/i);
    await expect.poll(async () => readableText(dialog)).toContain(`${shownPercentage}%`);
    // The assessment behind the lead (docs/product/admin.md#crm-screens): the four section bars and
    // each question with the answer chosen.
    const summary = dialog.getByRole('region', { name: 'Strategic readiness assessment' });
    await expect.poll(async () => summary.getByRole('progressbar').count()).toBe(4);
    await summary.getByText('Answers to the 20 questions').click();
    const answers = summary.getByRole('list', { name: 'Assessment answers' }).getByRole('listitem');
    await expect.poll(async () => answers.count()).toBe(20);
    await expect.poll(async () => readableText(answers.first())).toMatch(new RegExp(`\\(${CHOSEN_VALUES[0]}/4\\)$`));
    expect(watch.pageErrors, watch.describe()).toEqual([]);
    expect(watch.consoleErrors, watch.describe()).toEqual([]);
    await page.close();
  });

  it('emails the firm a notification with the score and results', async () => {
    await ensureEmailSent();
    const [email] = await waitForEmails(visitorEmail);
    const text = emailText(email!);
    expect(text).toContain(`${shownPercentage}%`);
    expect(text).toContain(EXPECTED_CATEGORY);
    expect(text).toMatch(/assessment/i);
    // Reply-To is the visitor's validated address.
    expect(email!.replyTo.map((address) => address.toLowerCase()).join(' ')).toContain(visitorEmail);
  });
});
