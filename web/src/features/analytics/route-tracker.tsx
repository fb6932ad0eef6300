import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from '../../lib/analytics';

/** Sends a page view on first load and on every route change (docs/product/site.md#analytics-and-consent). Renders nothing. */
export function RouteTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
  return null;
}
