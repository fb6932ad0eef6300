import { PRIVACY_NOTICE_VERSION } from '@meridian/shared/privacy/privacy-notice';
import { siteConfig } from '@meridian/shared/site-config';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubFetchForEachTest } from '../../test/fetch-mock';
import { renderAppAt } from '../../test/render-app';

const fetchMock = stubFetchForEachTest();

beforeEach(() => {
  fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
});

/** The row of the retention table whose header matches `kind`. */
function retentionRow(kind: RegExp): HTMLElement {
  const table = screen.getByRole('table', { name: 'How long we keep each kind of data' });
  const header = within(table).getByRole('rowheader', { name: kind });
  return header.closest('tr') as HTMLElement;
}

describe('/privacy', () => {
  it('names the controller, the notice version and how to reach the firm', async () => {
    renderAppAt('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'How we use your details' })).toBeInTheDocument();
    const who = screen.getByRole('region', { name: 'Who we are' });
    expect(who).toHaveTextContent(`${siteConfig.legalName} ("${siteConfig.brand}", "we")`);
    expect(who).toHaveTextContent('controller');
    expect(within(who).getByRole('link', { name: siteConfig.emails.info })).toHaveAttribute(
      'href',
      `mailto:${siteConfig.emails.info}`,
    );
    const [year, month, day] = PRIVACY_NOTICE_VERSION.split('-').map(Number);
    const date = new Date(Date.UTC(year!, month! - 1, day!)).toLocaleDateString('en-GB', {
      dateStyle: 'long',
      timeZone: 'UTC',
    });
    const updated = screen.getByText(date);
    expect(updated.tagName).toBe('TIME');
    expect(updated).toHaveAttribute('datetime', PRIVACY_NOTICE_VERSION);
    expect(updated.parentElement).toHaveTextContent(`Last updated ${date}`);
  });

  it('says what each form and the page views collect, why and on which lawful basis', async () => {
    renderAppAt('/privacy');
    const collected = await screen.findByRole('region', { name: /What we collect/ });
    for (const [kind, basis] of [
      ['Consultation requests (contact form)', /article 6\(1\)\(b\)/],
      ['Assessment results (the email form under your results)', /article 6\(1\)\(b\)/],
      ['Newsletter', /Your consent \(article 6\(1\)\(a\)\)/],
      ['Page views', /legitimate interest in understanding how the site is used/],
    ] as const) {
      const heading = within(collected).getByRole('heading', { level: 3, name: kind });
      const card = heading.closest('section') as HTMLElement;
      expect(within(card).getByText('Lawful basis').nextElementSibling).toHaveTextContent(basis);
    }
  });

  it('names AWS as processor in the London region and keeps each kind for the stated time', async () => {
    renderAppAt('/privacy');
    const processors = await screen.findByRole('region', { name: 'Who processes your data, and where' });
    expect(processors).toHaveTextContent('Amazon Web Services (AWS)');
    expect(processors).toHaveTextContent('London region (eu-west-2)');
    expect(retentionRow(/^Page views$/)).toHaveTextContent('13 months, then deleted automatically.');
    expect(retentionRow(/^Newsletter sign-ups not yet confirmed$/)).toHaveTextContent('7 days');
    expect(retentionRow(/^Consultation requests and assessment results/)).toHaveTextContent(
      'no activity for 3 years is reviewed and erased',
    );
  });

  it('lists the rights and the right to complain to the ICO with its address', async () => {
    renderAppAt('/privacy');
    const rights = await screen.findByRole('region', { name: 'Your rights' });
    for (const right of ['access', 'rectification', 'erasure', 'restriction', 'objection', 'portability'])
      expect(rights).toHaveTextContent(`(${right})`);
    const complaints = screen.getByRole('region', { name: 'Complaints' });
    expect(complaints).toHaveTextContent('Wycliffe House, Water Lane, Wilmslow, Cheshire, SK9 5AF');
    expect(within(complaints).getByRole('link', { name: 'ico.org.uk/make-a-complaint' })).toHaveAttribute(
      'href',
      'https://ico.org.uk/make-a-complaint/',
    );
  });

  it('reopens the analytics choice from the notice and from the footer, and links the notice in the footer', async () => {
    const user = userEvent.setup();
    renderAppAt('/privacy');
    const analytics = await screen.findByRole('region', { name: 'Analytics and cookies' });
    await user.click(within(analytics).getByRole('button', { name: 'Cookie settings' }));
    const settings = await screen.findByRole('region', { name: 'Cookie settings' });
    expect(settings).toHaveTextContent('This site sets no analytics cookies');
    expect(settings).toHaveFocus();
    await user.click(within(settings).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Cookie settings' })).not.toBeInTheDocument();
    expect(within(analytics).getByRole('button', { name: 'Cookie settings' })).toHaveFocus();

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
    await user.click(within(footer).getByRole('button', { name: 'Cookie settings' }));
    expect(await screen.findByRole('region', { name: 'Cookie settings' })).toBeInTheDocument();
  });
});
