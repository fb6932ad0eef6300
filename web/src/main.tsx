import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { HydrationMarker, recordRecoverableError } from './app/hydration-marker';
import { AppRoutes, preloadRoute } from './app/routes';
import { initAnalytics } from './lib/analytics';
import './styles.css';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  // Load the current page's module first, so the first render is the prerendered one.
  await preloadRoute(window.location.pathname);
  const app = (
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <HydrationMarker />
    </StrictMode>
  );
  // Prerendered pages carry their own path; any other page (SPA fallback) renders from scratch.
  if (container.dataset.prerenderedPath === window.location.pathname) {
    // A transition makes hydration time-sliced (it yields to the browser every few milliseconds)
    // instead of one long task: the prerendered page is already visible and usable as HTML.
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: recordRecoverableError });
    });
  } else {
    container.textContent = '';
    createRoot(container).render(app);
  }
  initAnalytics();
}

void start();
