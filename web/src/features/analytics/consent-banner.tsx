import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { getConsentChoice, isGoogleAnalyticsConfigured, setConsentChoice } from '../../lib/analytics';

/** Props of {@link ConsentBanner}. */
export interface ConsentBannerProps {
  /** True when the visitor opened it from "Cookie settings": it takes the focus and offers Close. */
  reopened: boolean;
  /** Called once the visitor has chosen or closed it. */
  onDone: () => void;
}

const CHOICE_TEXT = { granted: 'You accepted analytics cookies.', denied: 'You declined analytics cookies.' } as const;

/**
 * Analytics-cookie consent (UK PECR/GDPR, docs/product/site.md#analytics-and-consent). With a
 * Google Analytics id configured it offers Decline and Accept analytics (nothing is set before a
 * choice: Consent Mode v2 defaults to denied) and, when reopened, says what the visitor chose last.
 * Without an id it says that the site sets no analytics cookies. Rendered after hydration only,
 * fixed at the bottom, so it never shifts the page.
 */
export function ConsentBanner({ reopened, onDone }: ConsentBannerProps) {
  const region = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect, not a passive one: the banner appears after its lazy chunk loads, and a
  // passive effect of that render runs a task later, so a keystroke in between would land on the
  // page behind it. Focusing during the commit means it is never on screen without the focus.
  useLayoutEffect(() => {
    if (!reopened) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    region.current?.focus();
  }, [reopened]);
  const configured = isGoogleAnalyticsConfigured();
  const current = getConsentChoice();
  // Back to the "Cookie settings" button that opened it, so keyboard users keep their place.
  const close = () => {
    opener.current?.focus();
    onDone();
  };
  const choose = (choice: 'granted' | 'denied') => {
    setConsentChoice(choice);
    close();
  };
  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-label="Cookie settings"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-border bg-background p-4 shadow-[0_-4px_20px_rgba(0,0,0,0.08)] outline-none"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-foreground">
          {configured
            ? 'We would like to use Google Analytics cookies to understand how visitors use this site. They are only set if you accept, and you can change your mind at any time with Cookie settings at the foot of every page. '
            : 'This site sets no analytics cookies: we count page views without cookies and never store your IP address. '}
          {configured && current ? `${CHOICE_TEXT[current]} ` : null}
          <Link to="/privacy" onClick={onDone} className="font-medium text-primary underline underline-offset-4">
            How we use your details
          </Link>
        </p>
        <div className="flex shrink-0 gap-2">
          {configured ? (
            <>
              <Button variant="outline" size="sm" onClick={() => choose('denied')}>
                Decline
              </Button>
              <Button size="sm" onClick={() => choose('granted')}>
                Accept analytics
              </Button>
            </>
          ) : null}
          {reopened ? (
            <Button variant={configured ? 'ghost' : 'outline'} size="sm" onClick={close}>
              Close
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
