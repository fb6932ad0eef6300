import { type ComponentType, useEffect, useState } from 'react';
import { getConsentChoice, isGoogleAnalyticsConfigured } from '../../lib/analytics';
import { loadDeferredStyles } from '../../lib/deferred-styles';
import { onConsentSettingsRequest } from '../../lib/consent-settings';
import type { ConsentBannerProps } from './consent-banner';

/** What the gate shows: nothing, or the banner (first visit, or reopened from "Cookie settings"). */
type Shown = { Banner: ComponentType<ConsentBannerProps>; reopened: boolean } | null;

/**
 * Loads and shows the consent banner (`consent-banner.tsx`) only when it is needed
 * (docs/product/site.md#analytics-and-consent): on a visit where a Google Analytics id is
 * configured and the visitor has not chosen yet, or whenever a page element asks for the choice
 * again ("Cookie settings", `lib/consent-settings.ts`). Everyone else never downloads the banner's
 * code. Renders nothing until then, and nothing on the server.
 */
export function ConsentGate() {
  const [shown, setShown] = useState<Shown>(null);
  useEffect(() => {
    let active = true;
    const show = (reopened: boolean) => {
      // The banner is new markup: with the page's held-back stylesheet (lib/deferred-styles.ts).
      Promise.all([import('./consent-banner'), loadDeferredStyles()])
        .then(([{ ConsentBanner }]) => {
          if (active) setShown({ Banner: ConsentBanner, reopened });
        })
        .catch(() => {
          // without the banner nothing is set: Consent Mode stays 'denied'
        });
    };
    if (isGoogleAnalyticsConfigured() && getConsentChoice() === null) show(false);
    const stop = onConsentSettingsRequest(() => show(true));
    return () => {
      active = false;
      stop();
    };
  }, []);
  if (!shown) return null;
  const { Banner, reopened } = shown;
  return <Banner reopened={reopened} onDone={() => setShown(null)} />;
}
