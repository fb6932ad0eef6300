/**
 * Loads Google Analytics (gtag.js) with Consent Mode v2 (docs/product/site.md#analytics-and-consent). Imported by
 * `analytics.ts` only when a measurement id is configured and the visitor accepted analytics
 * cookies, so visitors without consent never download this code.
 */

type Gtag = (...args: unknown[]) => void;
interface GtagWindow extends Window {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

let loaded = false;

/**
 * Defines `window.gtag` (Consent Mode defaults all 'denied', then analytics granted), configures
 * the measurement id without automatic page views and appends the gtag.js script. Idempotent.
 * @param measurementId - the GA4 measurement id, e.g. 'G-XXXXXXX'
 */
export function loadGtag(measurementId: string): void {
  if (loaded) return;
  loaded = true;
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
