/**
 * The production security headers: the single definition used by the CloudFront response headers
 * policy (`infra/lib/web.ts`) and by the local runner (`infra/local/`), so a CSP violation shows
 * up in local testing before it reaches production.
 *
 * This module must stay free of AWS imports: the local runner imports it at runtime.
 */
import { createHash } from 'node:crypto';
import { SITE_BOOT_SCRIPT } from '@meridian/shared/site-boot';

/** Options shared by {@link buildContentSecurityPolicy} and {@link securityHeaders}. */
export interface SecurityHeaderOptions {
  /**
   * True when a Google Analytics measurement id is configured: the CSP then allows the gtag
   * script host and the GA collection hosts (gtag loads only with an id and the visitor's
   * consent: docs/product/site.md#analytics-and-consent). Default false.
   */
  analyticsEnabled?: boolean;
}

/** Host of the gtag.js loader. */
const GTAG_HOST = 'https://www.googletagmanager.com';
/** Hosts GA4 sends hits to (regional collection endpoints included by the wildcards). */
const GA_COLLECT_HOSTS = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];

/** Where browsers send CSP violation reports (`POST`, functions/src/analytics/handlers/csp-report.ts). */
export const CSP_REPORT_PATH = '/api/csp-report';
/** Reporting API group name of {@link CSP_REPORT_PATH} (`Reporting-Endpoints`, `report-to`). */
export const CSP_REPORT_GROUP = 'csp-endpoint';

/** `report-uri` (older browsers) and `report-to` (Reporting API) directives. */
const REPORTING_DIRECTIVES: Array<[string, string[]]> = [
  ['report-uri', [CSP_REPORT_PATH]],
  ['report-to', [CSP_REPORT_GROUP]],
];

const joinDirectives = (directives: Array<[string, string[]]>): string =>
  directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');

/**
 * The report-only policy: Trusted Types for script sinks (`innerHTML`, script URLs). It is
 * reported, not enforced, until the reports show the app and its libraries assign no plain
 * strings to those sinks (docs/product/security.md#headers).
 */
export function buildReportOnlyPolicy(): string {
  return joinDirectives([['require-trusted-types-for', ["'script'"]], ...REPORTING_DIRECTIVES]);
}

/**
 * The CSP source that allows one inline script by its content: `'sha256-<base64 digest>'`.
 * @param source - the script's exact text between `<script>` and `</script>`
 */
export function scriptHashSource(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/** HSTS max-age in seconds: two years (the preload list asks for at least one year). */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

/**
 * Builds the Content-Security-Policy header value.
 *
 * Scripts come only from the site itself (no `'unsafe-inline'` scripts), plus the one inline
 * script every prerendered page carries, the boot loader (`shared/src/site-boot.ts`), allowed by
 * its hash. Inline *styles* are allowed because React renders `style` attributes into the
 * prerendered HTML and each page inlines its critical CSS. `connect-src` is
 * the site (the API is same-origin under `/api/*`) plus the GA hosts when analytics is enabled.
 * Violations are reported to {@link CSP_REPORT_PATH}.
 *
 * @param options - whether analytics hosts are allowed
 * @returns the directive list joined with `; `
 */
export function buildContentSecurityPolicy(options: SecurityHeaderOptions = {}): string {
  const analytics = options.analyticsEnabled === true;
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", scriptHashSource(SITE_BOOT_SCRIPT), ...(analytics ? [GTAG_HOST] : [])]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...(analytics ? [...GA_COLLECT_HOSTS, GTAG_HOST] : [])]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(analytics ? [...GA_COLLECT_HOSTS, GTAG_HOST] : [])]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'self'"]],
    ...REPORTING_DIRECTIVES,
  ];
  return joinDirectives(directives);
}

/** Permissions-Policy: powerful browser features the site never uses are switched off. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * All production security headers, keyed by their canonical header name.
 *
 * @param options - whether analytics hosts are allowed in the CSP
 * @returns header name -> value (Content-Security-Policy, its report-only Trusted Types policy,
 *   Reporting-Endpoints, Strict-Transport-Security, X-Content-Type-Options, Referrer-Policy,
 *   Permissions-Policy, X-Frame-Options, Cross-Origin-Opener-Policy, Cross-Origin-Resource-Policy)
 */
export function securityHeaders(options: SecurityHeaderOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': buildContentSecurityPolicy(options),
    'Content-Security-Policy-Report-Only': buildReportOnlyPolicy(),
    'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`,
    'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}
