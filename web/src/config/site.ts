import { siteConfig } from '@meridian/shared/site-config';

/**
 * Web-side view of the site configuration (docs/product/site.md#pages). Build-time override:
 * `VITE_SITE_URL` (canonical base, e.g. for a staging host). The GA4 id has one source,
 * `siteConfig.analytics.measurementId`, which the CDK stack's Content-Security-Policy follows too.
 */
export const SITE_URL: string =
  (import.meta.env?.VITE_SITE_URL as string | undefined)?.replace(/\/$/, '') || siteConfig.siteUrl;

/** The GA4 measurement id, or null when analytics to Google is off. */
export const GA_MEASUREMENT_ID: string | null = siteConfig.analytics.measurementId;

/** Default social-share image (Open Graph, JPEG), 1200x630, served from `public/`. */
export const DEFAULT_SHARE_IMAGE = '/images/og-default.jpg';

/** Absolute URL of a site path. */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${SITE_URL}${path.startsWith('/') ? path : `/${path}`}`;
}
