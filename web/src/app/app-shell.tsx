import { Outlet, useLocation } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import { ConsentGate } from '../features/analytics/consent-gate';
import { RouteTracker } from '../features/analytics/route-tracker';
import { RouteErrorBoundary } from './route-error';

/** Root element of the whole app (public and admin): the page, toasts, analytics. */
export function AppShell() {
  const { pathname } = useLocation();
  return (
    <>
      <RouteErrorBoundary key={pathname}>
        <Outlet />
      </RouteErrorBoundary>
      <Toaster />
      <RouteTracker />
      <ConsentGate />
    </>
  );
}
