import { PRIVACY_NOTICE_VERSION } from '@meridian/shared/privacy/privacy-notice';
import { siteConfig } from '@meridian/shared/site-config';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Container, PageHero } from '../../components/page/page-sections';
import { PrerenderedTime } from '../../components/page/prerendered-time';
import { Button } from '../../components/ui/button';
import { isGoogleAnalyticsConfigured } from '../../lib/analytics';
import { openConsentSettings } from '../../lib/consent-settings';
import { mailtoHref } from '../../lib/contact-links';
import { CollectedTable, RetentionTable } from './privacy-notice-tables';
import { HOSTING_REGION, ICO } from './privacy-facts';

/** A notice version (`yyyy-mm-dd`) as a UK date: '2026-11-23' is '23 November 2026'. */
function versionDate(version: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${version}T00:00:00Z`),
  );
}

/** A section of the notice: an `h2` with an anchor id, then its text. */
function NoticeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  // Laid out only near the viewport (`render-when-near`, the notice is long), a section keeps its
  // heading's margin inside, so the spacing is set on the section: 2.5rem above the first, 3rem
  // between the others, as the heading's margin collapsed with the list's before.
  return (
    <section aria-labelledby={id} className="prose-article render-when-near first:mt-10">
      <h2 id={id} className="mt-0">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The privacy notice `/privacy` (docs/product/privacy.md#privacy-notice), in plain English: who the
 * controller is, what each form and the page-view analytics collect, why and on which lawful
 * basis, who processes it and where, how long each kind is kept, the visitor's rights and how to
 * use them, the right to complain to the ICO, and how analytics consent works ("Cookie settings").
 */
export function PrivacyNoticePage() {
  const info = siteConfig.emails.info;
  const email = (
    <a href={mailtoHref(info)} className="font-medium">
      {info}
    </a>
  );
  const analytics = isGoogleAnalyticsConfigured();
  return (
    <>
      <PageHero
        eyebrow="Privacy notice"
        title="How we use your details"
        lead={`What ${siteConfig.brand} collects through this website, why, how long we keep it and the rights you have over it.`}
      >
        <p className="text-sm text-white/80">
          Last updated{' '}
          <PrerenderedTime dateTime={PRIVACY_NOTICE_VERSION} formatName="notice-version" format={versionDate} />
        </p>
      </PageHero>
      <Container className="max-w-3xl space-y-12 py-14 sm:py-16">
        <NoticeSection id="who-we-are" title="Who we are">
          <p>
            {siteConfig.legalName} ("{siteConfig.brand}", "we") is a business advisory firm based in{' '}
            {siteConfig.address.locality}. We decide how the personal data described here is used, which makes us its
            controller under the UK GDPR and the Data Protection Act 2018.
          </p>
          <p>For any question about your data, or to use any of your rights, email us at {email}.</p>
        </NoticeSection>

        <NoticeSection id="what-we-collect" title="What we collect, why, and on which lawful basis">
          <p>
            We only collect what you type into our forms and a minimal record of the pages you visit. Every form on this
            site links to this notice, and each submission records which version of it you saw and when.
          </p>
          <CollectedTable />
          <p>
            We never sell your details or share them for anyone else's marketing, and we make no automated decisions
            about you. The lead score in our records only helps us decide whom to call first.
          </p>
        </NoticeSection>

        <NoticeSection id="analytics-and-cookies" title="Analytics and cookies">
          <p>
            We count page views on our own servers without cookies. Your browser keeps a few items in its own storage
            for this site only: a random visit number and your assessment answers while you take the assessment (both
            gone when you close the tab) and your analytics choice.
          </p>
          {analytics ? (
            <p>
              We would also like to use Google Analytics, which sets cookies. It stays switched off, and Google's script
              is not even downloaded, unless you press "Accept analytics". Google then acts as our processor and
              receives your IP address, which it shortens before storing.
            </p>
          ) : (
            <p>We do not use Google Analytics or any other third-party analytics, advertising or tracking cookies.</p>
          )}
          <p>You can see or change your choice at any time:</p>
          <Button variant="outline" onClick={openConsentSettings}>
            Cookie settings
          </Button>
        </NoticeSection>

        <NoticeSection id="who-processes" title="Who processes your data, and where">
          <p>
            This website runs on Amazon Web Services (AWS). AWS stores and processes everything you submit for us, as
            our processor under a data processing agreement, in its {HOSTING_REGION.name} region ({HOSTING_REGION.code}
            ): the database, the emails we send you (Amazon SES) and the service's logs. Pages reach you through AWS's
            worldwide content delivery network (Amazon CloudFront), whose firewall checks each request's IP address to
            block abuse; we do not store your IP address.
          </p>
          <p>Only our own staff can read the records, after logging in to our client records system.</p>
        </NoticeSection>

        <NoticeSection id="how-long" title="How long we keep it">
          <RetentionTable />
        </NoticeSection>

        <NoticeSection id="your-rights" title="Your rights">
          <p>Under UK data protection law you can ask us, free of charge:</p>
          <ul>
            <li>for a copy of the personal data we hold about you (access);</li>
            <li>to correct anything that is wrong or incomplete (rectification);</li>
            <li>to delete your data (erasure), or to stop using it while a concern is looked into (restriction);</li>
            <li>to stop using it for our legitimate interests (objection), and always to stop direct marketing;</li>
            <li>for the data you gave us in a machine-readable format, to take elsewhere (portability).</li>
          </ul>
          <p>
            Where we rely on your consent, as for the newsletter, you can withdraw it at any time: every newsletter
            email has an unsubscribe link that works at once, without logging in.
          </p>
          <p>
            To use any other right, email {email} from the address concerned, or tell us how to confirm that it is
            yours. We reply within one month.
          </p>
        </NoticeSection>

        <NoticeSection id="complaints" title="Complaints">
          <p>
            If you are unhappy with how we use your data, please tell us first so that we can put it right. You also
            have the right to complain to the UK's regulator at any time:
          </p>
          <address className="not-italic">
            {ICO.name}
            <br />
            {ICO.address.join(', ')}
            <br />
            Helpline: <a href={`tel:${ICO.phone.replace(/\s/g, '')}`}>{ICO.phone}</a>
            <br />
            Online: <a href={ICO.complaintsUrl}>ico.org.uk/make-a-complaint</a>
          </address>
        </NoticeSection>

        <NoticeSection id="changes" title="Changes to this notice">
          <p>
            When this notice changes, its date at the top changes too. Each form you submit records the version you saw.
            You can also read our <Link to="/contact">contact page</Link> for other ways to reach us.
          </p>
        </NoticeSection>
      </Container>
    </>
  );
}
