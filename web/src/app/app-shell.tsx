import { Outlet } from 'react-router-dom';
import { Toaster } from '../components/ui/toaster';
import { ConsentBanner } from '../features/analytics/consent-banner';
import { RouteTracker } from '../features/analytics/route-tracker';

/** Root route element of the whole app (public and admin): the page, toasts, analytics. */
export function AppShell() {
  return (
    <>
      <Outlet />
      <Toaster />
      <RouteTracker />
      <ConsentBanner />
    </>
  );
}
