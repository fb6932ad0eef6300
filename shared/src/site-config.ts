/**
 * The one site configuration (docs/product/site.md#pages): brand, contact addresses, LinkedIn URLs,
 * public site URL, analytics id and the notification recipients of lead emails. The web app reads
 * it for copy, links and metadata; the functions read the notification addresses as defaults for
 * `NOTIFY_TO` / `NOTIFY_FROM`. Change values here, not in pages or handlers.
 */

/** Site configuration shape. */
export interface SiteConfig {
  /** Brand name, used in titles as '{title} | {brand}'. */
  readonly brand: string;
  /** Registered company name (copyright line, schema.org). */
  readonly legalName: string;
  /** Footer tagline (docs/product/site.md#pages). */
  readonly tagline: string;
  /**
   * How often the newsletter comes, as every place that mentions it says it: the sign-up form, the
   * confirmation page and the welcome email (docs/product/site.md#newsletter).
   */
  readonly newsletterCadence: string;
  /** One-sentence description of the firm (default meta description, schema.org). */
  readonly description: string;
  /** Public base URL without a trailing slash; canonical links and the sitemap use it. */
  readonly siteUrl: string;
  /** Language of the site (BCP 47). */
  readonly locale: string;
  readonly emails: {
    /** General info address shown in the footer and on the contact page. */
    readonly info: string;
    /** Recipients of new-lead notification emails (functions: default `NOTIFY_TO`). */
    readonly notifications: readonly string[];
    /** Verified sender of notification emails (functions: default `NOTIFY_FROM`). */
    readonly sender: string;
  };
  readonly linkedin: {
    /** The firm's LinkedIn company page (Follow Us opens it in a new tab). */
    readonly companyPage: string;
    /** The founder's LinkedIn profile. */
    readonly founderProfile: string;
    /** LinkedIn's share endpoint; the share window adds url, title, summary and mini. */
    readonly shareEndpoint: string;
  };
  readonly founder: {
    readonly name: string;
    readonly role: string;
  };
  readonly analytics: {
    /**
     * Google Analytics 4 measurement id (`G-XXXXXXX`), or null for none. With null, gtag never
     * loads and no consent banner is shown; page views still go to `POST /api/page-views`
     * (docs/product/site.md#analytics-and-consent). The one analytics setting: the web build and
     * the CDK stack's Content-Security-Policy both follow it.
     */
    readonly measurementId: string | null;
  };
  /** Consultations (docs/product/booking.md#invitations). */
  readonly consultation: {
    /** The video call link every consultation invitation carries. */
    readonly meetingUrl: string;
  };
  /** Where the firm works from (schema.org address). */
  readonly address: {
    readonly locality: string;
    readonly country: string;
  };
}

/** The site configuration of Meridian Advisory. */
export const siteConfig: SiteConfig = {
  brand: 'Meridian Advisory',
  legalName: 'Meridian Advisory Ltd',
  tagline:
    'We help ambitious companies turn vision into strategy, strategy into action, and action into sustainable growth.',
  newsletterCadence: 'one practical article a month',
  description:
    'Strategic planning, operational transformation and interim executive leadership for small and growing companies of 10 to 500 employees.',
  siteUrl: 'https://www.meridianadvisory.co.uk',
  locale: 'en-GB',
  emails: {
    info: 'info@meridianadvisory.co.uk',
    notifications: ['leads@meridianadvisory.co.uk'],
    sender: 'Meridian Advisory <notifications@meridianadvisory.co.uk>',
  },
  linkedin: {
    companyPage: 'https://www.linkedin.com/company/meridian-advisory',
    founderProfile: 'https://www.linkedin.com/in/meridian-advisory-founder',
    shareEndpoint: 'https://www.linkedin.com/shareArticle',
  },
  founder: {
    name: 'Daniel Hartley',
    role: 'Founder and Chief Executive',
  },
  analytics: {
    measurementId: null,
  },
  consultation: {
    meetingUrl: 'https://meet.meridianadvisory.co.uk/consultation',
  },
  address: {
    locality: 'London',
    country: 'GB',
  },
};
