import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { getConsentChoice, isGoogleAnalyticsConfigured, setConsentChoice } from '../../lib/analytics';

/**
 * Analytics-cookie consent (UK PECR/GDPR, docs/product/site.md#analytics-and-consent). Shown only when a Google
 * Analytics id is configured and the visitor has not chosen yet; nothing is set before a choice
 * (Consent Mode v2 defaults to denied). Rendered after hydration only, fixed at the bottom, so it
 * never shifts the page.
 */
export function ConsentBanner() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    setVisible(isGoogleAnalyticsConfigured() && getConsentChoice() === null);
  }, []);
  if (!visible) return null;
  const choose = (choice: 'granted' | 'denied') => {
    setConsentChoice(choice);
    setVisible(false);
  };
  return (
    <section
      aria-label="Cookie consent"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-border bg-background p-4 shadow-[0_-4px_20px_rgba(0,0,0,0.08)]"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-foreground">
          We would like to use Google Analytics cookies to understand how visitors use this site. They are only set if
          you accept. You can change your mind at any time by clearing this site's data.
        </p>
        <div className="flex shrink-0 gap-2">
          <Button variant="outline" size="sm" onClick={() => choose('denied')}>
            Decline
          </Button>
          <Button size="sm" onClick={() => choose('granted')}>
            Accept analytics
          </Button>
        </div>
      </div>
    </section>
  );
}
