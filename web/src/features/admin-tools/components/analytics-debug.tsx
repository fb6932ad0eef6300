import { useState } from 'react';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { getConsentChoice, isGoogleAnalyticsConfigured, trackEvent, trackPageView } from '../../../lib/analytics';

interface Check {
  label: string;
  ok: boolean;
  detail: string;
}

/** The analytics checks: configuration, consent, gtag and data layer (no ids or secrets shown). */
export function runAnalyticsChecks(): Check[] {
  const w = window as Window & { gtag?: unknown; dataLayer?: unknown[] };
  const consent = getConsentChoice();
  return [
    {
      label: 'Google Analytics configured',
      ok: isGoogleAnalyticsConfigured(),
      detail: isGoogleAnalyticsConfigured()
        ? 'A measurement id is configured'
        : 'No measurement id: only first-party page views are recorded',
    },
    {
      label: 'Analytics consent',
      ok: consent === 'granted',
      detail: consent ? `Visitor choice: ${consent}` : 'No choice made yet',
    },
    {
      label: 'gtag loaded',
      ok: typeof w.gtag === 'function',
      detail: typeof w.gtag === 'function' ? 'gtag is available' : 'Google Analytics gtag not available',
    },
    {
      label: 'Data layer',
      ok: Array.isArray(w.dataLayer),
      detail: Array.isArray(w.dataLayer) ? `${w.dataLayer.length} entries` : 'Google Analytics not initialized',
    },
  ];
}

const TROUBLESHOOTING = [
  'Accept analytics cookies in the consent banner; Google Analytics stays off without consent.',
  'Check that a measurement id is set in the site configuration and the page was rebuilt.',
  'Disable ad blockers and privacy extensions for this site, then reload.',
  "Open the real-time report and look for this page's test events within a minute.",
  'First-party page views are stored by our API even when Google Analytics is off.',
];

/**
 * Analytics debug (docs/product/site.md#analytics-and-consent, `/debug-analytics`): runs the checks, sends test events,
 * opens Google Analytics' real-time report and lists troubleshooting steps.
 */
export function AnalyticsDebug() {
  const [checks, setChecks] = useState<Check[] | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  function sendTestEvents() {
    trackPageView('/debug-analytics');
    trackEvent('cta_click', { category: 'debug', label: 'analytics_debug_test', value: 1 });
    setSent(`Test events sent at ${new Date().toLocaleTimeString('en-GB')}`);
  }

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Checks</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setChecks(runAnalyticsChecks())}>Run Checks</Button>
            <Button variant="outline" onClick={sendTestEvents}>
              Send Test Events
            </Button>
            <a
              className={buttonVariants({ variant: 'outline' })}
              href="https://analytics.google.com/analytics/web/#/realtime"
              target="_blank"
              rel="noopener noreferrer"
            >
              Open Real-time Report
            </a>
          </div>
          {sent ? <p role="status">{sent}</p> : null}
          {checks ? (
            <ul className="space-y-1 text-sm">
              {checks.map((check) => (
                <li key={check.label}>
                  <span aria-hidden="true">{check.ok ? '✅' : '⚠️'}</span> <strong>{check.label}:</strong>{' '}
                  {check.ok ? 'OK' : 'Not OK'} ({check.detail})
                </li>
              ))}
            </ul>
          ) : null}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Troubleshooting</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="list-decimal space-y-1 pl-5 text-sm">
            {TROUBLESHOOTING.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </CardContent>
      </Card>
    </div>
  );
}
