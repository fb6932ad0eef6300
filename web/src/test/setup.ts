import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { NAV_SCROLL_DELAY_MS } from '../lib/scroll';

/**
 * Vitest setup of the `web` project: jest-dom matchers (`toBeInTheDocument`, ...), DOM cleanup
 * after each test, and the browser APIs jsdom lacks that Radix UI and the app use.
 */
const hasDom = typeof window !== 'undefined';

// Lazy chunks (toaster, results, validation) load on first use; give async queries room on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

/** How long a file's end waits for the page's deferred work, in ms: twice the longest short delay. */
const DEFERRED_WORK_MS = 2 * NAV_SCROLL_DELAY_MS;

// A navigation click leaves a 100 ms scroll to the top behind (docs/product/site.md#interface-details).
// When it is a file's last action, that timer must fire while the DOM still exists, not after the
// environment is torn down ("window is not defined": a timer left behind that way failed a CI run).
afterAll(async () => {
  if (!hasDom) return;
  vi.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, DEFERRED_WORK_MS));
});

afterEach(() => {
  if (!hasDom) return;
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

if (hasDom) installBrowserStubs();

function installBrowserStubs(): void {
  if (!window.matchMedia) {
    window.matchMedia = (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }

  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  if (!('ResizeObserver' in window)) {
    Object.defineProperty(window, 'ResizeObserver', { value: ResizeObserverStub, writable: true });
  }

  // Radix Select and scroll helpers call these; jsdom does not implement them.
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
  if (!Element.prototype.hasPointerCapture) Element.prototype.hasPointerCapture = () => false;
  if (!Element.prototype.releasePointerCapture) Element.prototype.releasePointerCapture = () => {};
  window.scrollTo = (() => {}) as typeof window.scrollTo;
}
