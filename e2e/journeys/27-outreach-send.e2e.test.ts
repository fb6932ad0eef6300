import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThroughUi, openCrm, openLeadPage, searchLeads } from '../support/admin-ui';
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
import { assessmentLead, outreachEmailsTo } from '../support/outreach';
import { openRoute } from '../support/ready';

/**
 * Journey 27 (docs/product/outreach.md#sending): a lead from the assessment gets Email 1 from the
 * CRM. At 1280 px a partner opens `/admin/leads/<id>/email`, picks Email 1 (the preview shows the
 * lead's company and weakest section), sends it; the mail viewer (the SES emulator) has it, From
 * the partner's name, with the merge values, the `reply+…@reply.localhost.test` Reply-To and text
 * and HTML parts; the lead's timeline shows the sent email and `email1SentDate` is set. At 390 px
 * the compose screen has no sideways scrolling and no serious or critical axe violation. Keeps to
 * its own lead (a unique suffix) and its own client IPs.
 */

const SUFFIX = uniqueSuffix();
const VISITOR = {
  email: `outreach-${SUFFIX}@example.com`,
  name: `Olive Outreach ${SUFFIX}`,
  company: `Sendwell Ltd ${SUFFIX}`,
};

let browser: Browser;
let api: AdminApi;
let lead: ApiLead;
let partnerName: string;

beforeAll(async () => {
  browser = await launchBrowser();
  api = await AdminApi.login('198.51.100.227');
  lead = await assessmentLead(api, VISITOR, '198.51.100.228');
  const me = await api.request('GET', '/api/admin/me');
  partnerName = ((await me.json()) as { name: string }).name;
});

afterAll(async () => {
  await api?.logout();
  await browser?.close();
});

async function signedInPage(
  viewport: { width: number; height: number },
  ip: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newClient(browser, { ip, viewport });
  const { page } = await openPage(context);
  await loginThroughUi(page);
  return { context, page };
}

describe('journey 27: Email 1 from the CRM', () => {
  it('fills Email 1 with the lead’s data, sends it as the partner and records it on the lead', async () => {
    const { context, page } = await signedInPage(DESKTOP, '198.51.100.229');
    try {
      await openCrm(page);
      await searchLeads(page, VISITOR.email);
      const leadView = await openLeadPage(page, VISITOR.name);
      await leadView.getByRole('link', { name: 'Write email' }).click();
      await page.getByRole('heading', { name: `Write to ${VISITOR.name}` }).waitFor();
      await page.getByRole('combobox', { name: 'Template' }).selectOption('email1');
      const text = page.getByRole('textbox', { name: 'Email text' });
      await expect.poll(() => text.inputValue()).toContain(VISITOR.company);
      expect(await text.inputValue()).toContain('Execution Capability');
      expect(await text.inputValue()).toContain(partnerName);
      const subject = await page.getByRole('textbox', { name: 'Subject' }).inputValue();
      expect(subject).toContain(VISITOR.company);

      await page.getByRole('button', { name: 'Send' }).click();
      await page.getByText(`Email sent to ${VISITOR.name}.`).waitFor();

      const [mail, ...more] = await outreachEmailsTo(VISITOR.email);
      expect(more).toHaveLength(0);
      expect(mail?.from).toContain(`"${partnerName}" <`);
      expect(mail?.subject).toBe(subject);
      expect(mail?.replyTo).toEqual([
        expect.stringMatching(/^reply\+[0-9a-f]{20}\.[a-z0-9]+\.[0-9a-f]{20}@reply\.localhost\.test$/),
      ]);
      expect(mail?.body.text).toContain('Hi Olive,');
      expect(mail?.body.text).toContain('Execution Capability');
      expect(mail?.body.text).toContain('/email/opt-out?token=');
      expect(mail?.body.html).toContain(VISITOR.company);
      expect(mail?.body.html).toContain('Stop these emails');

      const stored = await api.getLead(lead.id);
      expect(stored.email1SentDate).toEqual(expect.any(String));
      expect(stored.outreachSequence).toMatchObject({ status: 'running', nextStep: 2 });

      await openCrm(page);
      await searchLeads(page, VISITOR.email);
      const timeline = (await openLeadPage(page, VISITOR.name)).getByRole('list', { name: 'Timeline, newest first' });
      await timeline.getByText(`Email 1 sent: ${subject}`).waitFor();
      await expect.poll(() => timeline.textContent()).toContain('Hi Olive,');
    } finally {
      await context.close();
    }
  });

  it('fits the compose screen into 390 px with no serious or critical axe violation', async () => {
    const { context, page } = await signedInPage(PHONE, '198.51.100.230');
    try {
      await openRoute(page, `/admin/leads/${lead.id}/email?template=email2`);
      await page.getByRole('heading', { name: `Write to ${VISITOR.name}` }).waitFor();
      await expect.poll(() => page.getByRole('textbox', { name: 'Subject' }).inputValue()).not.toBe('');
      await animationsDone(page);
      expect(noSidewaysScrolling(await sidewaysOverflow(page))).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
