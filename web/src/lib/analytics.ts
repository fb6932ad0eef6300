import type { PageViewSubmission } from '@meridian/shared/page-view';
import { GA_MEASUREMENT_ID } from '../config/site';

/**
 * Analytics (SPEC.md section 7, DECISIONS.md item 11).
 *
 * - Page views always go to our own `POST /api/page-views` (no cookies; a random per-tab id from
 *   session storage groups a visit).
 * - Google Analytics (gtag.js) loads only when a measurement id is configured AND the visitor
 *   accepted analytics cookies. Consent Mode v2 defaults are all 'denied'. Without gtag, events
 *   are skipped silently (SPEC.md section 8).
 * - No inline scripts: the production CSP is `script-src 'self'` (+ the gtag host when enabled).
 */

/** The named events of SPEC.md section 7. */
export type AnalyticsEventName =
  | 'cta_click'
  | 'tool_access'
  | 'assessment_started'
  | 'assessment_completed'
  | 'assessment_email_capture'
  | 'article_view'
  | 'article_cta_click'
  | 'contact_form_submit'
  | 'app_initialized';

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
interface GtagWindow extends Window {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

let gtagLoaded = false;

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

function loadGtag(measurementId: string): void {
  if (gtagLoaded) return;
  gtagLoaded = true;
  const w = window as GtagWindow;
  w.dataLayer = w.dataLayer ?? [];
  // gtag.js expects the `arguments` object itself on the data layer.
  w.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js reads Arguments objects from dataLayer
    w.dataLayer?.push(arguments);
  };
  w.gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
  });
  w.gtag('consent', 'update', { analytics_storage: 'granted' });
  w.gtag('js', new Date());
  w.gtag('config', measurementId, { send_page_view: false, anonymize_ip: true });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
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
  if (choice === 'granted' && GA_MEASUREMENT_ID) loadGtag(GA_MEASUREMENT_ID);
  if (choice === 'denied') (window as GtagWindow).gtag?.('consent', 'update', { analytics_storage: 'denied' });
}

/** Starts analytics in the browser: loads gtag.js when an id is configured and consent was given. */
export function initAnalytics(): void {
  if (GA_MEASUREMENT_ID && getConsentChoice() === 'granted') loadGtag(GA_MEASUREMENT_ID);
  trackEvent('app_initialized', { category: 'system', label: window.location.pathname });
}

function gtag(): Gtag | undefined {
  return gtagLoaded ? (window as GtagWindow).gtag : undefined;
}

/**
 * Records a page view: `POST /api/page-views` (fire and forget, failures ignored) and a GA
 * `page_view` when gtag is active.
 * @param path - site path, e.g. '/insights'
 */
export function trackPageView(path: string): void {
  const body: PageViewSubmission = { page: path.slice(0, 500), sessionId: visitId() };
  if (document.referrer) body.referrer = document.referrer.slice(0, 2000);
  fetch('/api/page-views', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => {
    // analytics must never disturb the visitor
  });
  gtag()?.('event', 'page_view', { page_path: path, page_location: window.location.href, page_title: document.title });
}

/**
 * Records a named event (SPEC.md section 7) with category (default 'engagement'), label
 * (default 'unknown') and value (default 0). Sent to Google Analytics when active, otherwise
 * skipped silently.
 */
export function trackEvent(name: AnalyticsEventName, params: AnalyticsEventParams = {}): void {
  const { category = 'engagement', label = 'unknown', value = 0 } = params;
  gtag()?.('event', name, { event_category: category, event_label: label, value });
}
