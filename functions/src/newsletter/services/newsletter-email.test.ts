import { siteConfig } from '@meridian/shared/site-config';
import { describe, expect, it } from 'vitest';
import { buildConfirmationEmail, buildWelcomeEmail, newsletterHeaders } from './newsletter-email';

const SITE = 'https://www.meridian.test';
// A token with characters that must be encoded in a URL and escaped in HTML.
const TOKEN = 'v1.confirm.abc_DEF-123.1790000000.sig+/"<&>';
const ENCODED = encodeURIComponent(TOKEN);

describe('the newsletter emails', () => {
  it.each([
    ['confirmation', buildConfirmationEmail(SITE, TOKEN), `${SITE}/newsletter/confirm?token=${ENCODED}`],
    ['welcome', buildWelcomeEmail(SITE, TOKEN), `${SITE}/newsletter/unsubscribe?token=${ENCODED}`],
  ])(
    '%s: text and HTML with the link, the firm’s name, no images or tracking, HTML escaped',
    (_name, message, link) => {
      expect(message.text).toContain(link);
      expect(message.html).toContain(link.replaceAll('&', '&amp;'));
      expect(message.text).toContain(siteConfig.brand);
      expect(message.html).toContain(siteConfig.brand);
      expect(message.html).not.toMatch(/<img|<script|\bopen\.|pixel|utm_/i);
      expect(message.html).not.toContain('"<&>');
      expect(message.subject).not.toMatch(/[\r\n]/);
    },
  );

  it('asks for confirmation within 7 days and says that ignoring it is enough', () => {
    const { text, subject } = buildConfirmationEmail(SITE, TOKEN);
    expect(subject).toBe(`Please confirm your ${siteConfig.brand} newsletter subscription`);
    expect(text).toContain('within 7 days');
    expect(text).toContain('ignore this email');
    expect(text).not.toContain('unsubscribe');
  });

  it('promises in the welcome the cadence the sign-up form and the confirmation page promise', () => {
    const { html, text } = buildWelcomeEmail(SITE, TOKEN);
    expect(text).toContain(`newsletter: ${siteConfig.newsletterCadence} on strategy and growth`);
    expect(html).toContain(siteConfig.newsletterCadence);
    expect(text).not.toMatch(/times a year/);
  });

  it('shows a visible unsubscribe link in the welcome', () => {
    const { html, text } = buildWelcomeEmail(SITE, TOKEN);
    expect(text).toContain(`Unsubscribe: ${SITE}/newsletter/unsubscribe?token=${ENCODED}`);
    expect(html).toMatch(/<a href="[^"]+\/newsletter\/unsubscribe\?token=[^"]+">Unsubscribe<\/a>/);
  });

  it('puts the https API address in List-Unsubscribe and the RFC 8058 one-click header', () => {
    expect(newsletterHeaders(SITE, TOKEN)).toEqual([
      { Name: 'List-Unsubscribe', Value: `<${SITE}/api/newsletter/unsubscribe?token=${ENCODED}>` },
      { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
    ]);
  });
});
