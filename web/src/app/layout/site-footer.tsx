import { siteConfig } from '@meridian/shared/site-config';
import { Mail } from '../../components/ui/icons/mail';
import { Share2 } from '../../components/ui/icons/share-2';
import { Link } from 'react-router';
import { LinkedInIcon } from '../../components/brand/icons';
import { Logo } from '../../components/brand/logo';
import { Button } from '../../components/ui/button';
import { FOOTER_COMPANY_LINKS, SERVICE_NAV_ITEMS } from '../../config/navigation';
import { openLinkedInFollow, openLinkedInShare } from '../../lib/linkedin';
import { scrollToTopSoon } from '../../lib/scroll';
import { mailtoHref } from '../../lib/contact-links';
import { openConsentSettings } from '../../lib/consent-settings';

/**
 * Site footer (docs/product/site.md#pages): logo, tagline, LinkedIn Follow Us and Share, the Services and
 * Company columns, copyright line with the current year, the privacy notice and "Cookie settings"
 * (reopens the analytics consent choice, docs/product/site.md#analytics-and-consent), LinkedIn and
 * mailto icon links. Service links scroll to the top after navigation; Company links do not
 * (docs/product/site.md#interface-details).
 */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-primary text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="lg:col-span-2">
          <Link
            to="/"
            onClick={scrollToTopSoon}
            className="inline-block rounded-md"
            aria-label="Meridian Advisory home"
          >
            <Logo inverse />
          </Link>
          <p className="mt-4 max-w-md text-sm leading-relaxed text-white/85">{siteConfig.tagline}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button variant="inverse" size="sm" onClick={openLinkedInFollow}>
              <LinkedInIcon className="size-4" />
              Follow Us
            </Button>
            <Button
              variant="outline"
              size="sm"
              className="border-white/40 bg-transparent text-white hover:bg-white/10"
              onClick={() =>
                openLinkedInShare({
                  url: siteConfig.siteUrl,
                  title: `${siteConfig.brand} | Strategy, Transformation and Interim Leadership`,
                  summary: siteConfig.description,
                })
              }
            >
              <Share2 aria-hidden="true" />
              Share
            </Button>
          </div>
        </div>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="text-sm font-semibold tracking-wider text-amber-300 uppercase">
            Services
          </h2>
          <ul className="mt-4 grid gap-3 text-sm">
            {SERVICE_NAV_ITEMS.map((item) => (
              <li key={item.href}>
                <Link
                  to={item.href}
                  onClick={scrollToTopSoon}
                  className="text-white/85 underline-offset-4 hover:text-white hover:underline"
                >
                  {item.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="text-sm font-semibold tracking-wider text-amber-300 uppercase">
            Company
          </h2>
          <ul className="mt-4 grid gap-3 text-sm">
            {FOOTER_COMPANY_LINKS.map((item) => (
              <li key={item.href}>
                <Link to={item.href} className="text-white/85 underline-offset-4 hover:text-white hover:underline">
                  {item.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-4 px-4 py-6 text-sm text-white/80 sm:flex-row sm:px-6 lg:px-8">
          <p>
            © {year} {siteConfig.legalName}. All rights reserved.
          </p>
          <Link to="/privacy" className="text-white/85 underline-offset-4 hover:text-white hover:underline">
            Privacy notice
          </Link>
          <button
            type="button"
            onClick={openConsentSettings}
            className="text-white/85 underline-offset-4 hover:text-white hover:underline"
          >
            Cookie settings
          </button>
          <div className="flex items-center gap-2 sm:ml-auto">
            <a
              href={siteConfig.linkedin.companyPage}
              target="_blank"
              rel="noopener noreferrer"
              aria-label="Meridian Advisory on LinkedIn (opens in a new tab)"
              className="inline-flex size-11 items-center justify-center rounded-md hover:bg-white/10"
            >
              <LinkedInIcon />
            </a>
            <a
              href={mailtoHref(siteConfig.emails.info)}
              aria-label={`Email ${siteConfig.emails.info}`}
              className="inline-flex size-11 items-center justify-center rounded-md hover:bg-white/10"
            >
              <Mail className="size-5" aria-hidden="true" />
            </a>
          </div>
        </div>
      </div>
    </footer>
  );
}
