import { type ComponentType, useEffect, useState } from 'react';
import { getConsentChoice, isGoogleAnalyticsConfigured } from '../../lib/analytics';

/**
 * Loads and shows the consent banner (`consent-banner.tsx`) only when it can be needed: a Google
 * Analytics id is configured and the visitor has not chosen yet (docs/product/site.md#analytics-and-consent). Everyone
 * else never downloads the banner's code. Renders nothing until then, and nothing on the server.
 */
export function ConsentGate() {
  const [Banner, setBanner] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!isGoogleAnalyticsConfigured() || getConsentChoice() !== null) return;
    let active = true;
    import('./consent-banner')
      .then(({ ConsentBanner }) => {
        if (active) setBanner(() => ConsentBanner);
      })
      .catch(() => {
        // without the banner nothing is set: Consent Mode stays 'denied'
      });
    return () => {
      active = false;
    };
  }, []);
  return Banner ? <Banner /> : null;
}
