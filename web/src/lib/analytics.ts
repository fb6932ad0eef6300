import { PAGE_VIEWS_PATH } from '@meridian/shared/api-paths';
import type { AnalyticsEventName, PageViewSubmissionInput } from '@meridian/shared/analytics/page-view';
import { GA_MEASUREMENT_ID } from '../config/site';

/**
 * Analytics (docs/product/site.md#analytics-and-consent).
 *
 * - Page views and the named events always go to our own `POST /api/page-views` (no cookies; a
 *   random per-tab id from session storage groups a visit; docs/decisions/007-analytics-events.md).
 * - Google Analytics (gtag.js) loads only when a measurement id is configured AND the visitor
 *   accepted analytics cookies. Consent Mode v2 defaults are all 'denied'. Without gtag, events
 *   are skipped silently there (docs/product/site.md#analytics-and-consent). The loader (`google-analytics.ts`) is its own
 *   chunk, fetched only then.
 * - The original app's test event 2 seconds after start was a debug artefact and is not sent from visitors'
 *   browsers; `/debug-analytics` sends test events on demand.
 * - No inline scripts: the production CSP is `script-src 'self'` (+ the gtag host when enabled).
 */

/** The named events of docs/product/site.md#analytics-and-consent (the list lives in `@meridian/shared/page-view`). */
export type { AnalyticsEventName };

/** Event parameters: category (default 'engagement'), label (default 'unknown'), value (default 0). */
export interface AnalyticsEventParams {
  category?: string;
  label?: string;
  value?: number;
}

/** Local storage key of the visitor's analytics-cookie choice. */
export const CONSENT_STORAGE_KEY = 'analytics-consent';
const VISIT_STORAGE_KEY = 'visit-id';

/** The visitor's stored choice. */
export type ConsentChoice = 'granted' | 'denied';

type Gtag = (...args: unknown[]) => void;

/** Whether sending to Google Analytics is possible at all (an id is configured). */
export function isGoogleAnalyticsConfigured(): boolean {
  return GA_MEASUREMENT_ID !== null;
}

/** The stored consent choice, or null when the visitor has not chosen yet. */
export function getConsentChoice(): ConsentChoice | null {
  try {
    const value = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

function visitId(): string | undefined {
  try {
    let id = window.sessionStorage.getItem(VISIT_STORAGE_KEY);
    if (!id) {
      id = crypto.randomUUID();
      window.sessionStorage.setItem(VISIT_STORAGE_KEY, id);
    }
    return id;
  } catch {
    return undefined;
  }
}

function startGoogleAnalytics(measurementId: string): void {
  void import('./google-analytics')
    .then(({ loadGtag }) => loadGtag(measurementId))
    .catch(() => {
      // analytics must never disturb the visitor
    });
}

/**
 * Records the visitor's choice and, when granted (and an id is configured), loads gtag.js.
 * Denying after granting updates Consent Mode to 'denied' for the rest of the visit.
 */
export function setConsentChoice(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // storage unavailable: the choice lasts for this page only
  }
  if (choice === 'granted' && GA_MEASUREMENT_ID) startGoogleAnalytics(GA_MEASUREMENT_ID);
  if (choice === 'denied') gtag()?.('consent', 'update', { analytics_storage: 'denied' });
}

/**
 * Starts analytics in the browser: loads gtag.js when an id is configured and consent was given,
 * and records the app-initialised event.
 */
export function initAnalytics(): void {
  if (GA_MEASUREMENT_ID && getConsentChoice() === 'granted') startGoogleAnalytics(GA_MEASUREMENT_ID);
  trackEvent('app_initialized', { category: 'system', label: window.location.pathname });
}

/** gtag when our loader has set it up (it defines `window.gtag`), else undefined. */
function gtag(): Gtag | undefined {
  const candidate = (window as Window & { gtag?: unknown }).gtag;
  return typeof candidate === 'function' ? (candidate as Gtag) : undefined;
}

/**
 * `POST /api/page-views`, fire and forget: failures are ignored, the page never waits, and the
 * answer is never read (so it needs no response schema). Plain `fetch` rather than the API client:
 * `keepalive` lets the request outlive the page, and every public page sends it.
 */
function postPageView(body: PageViewSubmissionInput): void {
  try {
    fetch(PAGE_VIEWS_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => {
      // analytics must never disturb the visitor
    });
  } catch {
    // fetch unavailable (very old browser): nothing to record
  }
}

/**
 * The address Google Analytics gets for the current page: `window.location.href`, without its
 * query string when that carries a `token` (the signed links of emails: `/book/manage`,
 * `/newsletter/confirm`, `/newsletter/unsubscribe`), so a bearer token never leaves the site.
 * Those pages drop it from the address bar too, but may do so after the page view is sent.
 *
 * @returns an absolute URL.
 */
function pageLocation(): string {
  const { href, origin, pathname, search } = window.location;
  return new URLSearchParams(search).has('token') ? `${origin}${pathname}` : href;
}

/**
 * Records a page view: `POST /api/page-views` (fire and forget, failures ignored) and a GA
 * `page_view` when gtag is active.
 * @param path - site path, e.g. '/insights'
 */
export function trackPageView(path: string): void {
  const body: PageViewSubmissionInput = { page: path.slice(0, 500), sessionId: visitId() };
  if (document.referrer) body.referrer = document.referrer.slice(0, 2000);
  postPageView(body);
  gtag()?.('event', 'page_view', { page_path: path, page_location: pageLocation(), page_title: document.title });
}

/**
 * Records a named event (docs/product/site.md#analytics-and-consent) with category (default 'engagement'), label
 * (default 'unknown') and value (default 0): always to `POST /api/page-views` with the current
 * page, and to Google Analytics when active (otherwise skipped silently there).
 * Values are cut to the server's bounds (category 100, label 500 characters) so a long label
 * never loses the event.
 */
export function trackEvent(name: AnalyticsEventName, params: AnalyticsEventParams = {}): void {
  const category = params.category?.trim().slice(0, 100) || 'engagement';
  const label = params.label?.trim().slice(0, 500) || 'unknown';
  const value = typeof params.value === 'number' && Number.isFinite(params.value) ? params.value : 0;
  postPageView({
    page: window.location.pathname.slice(0, 500) || '/',
    sessionId: visitId(),
    event: { name, category, label, value },
  });
  gtag()?.('event', name, { event_category: category, event_label: label, value, page_location: pageLocation() });
}
