import { useEffect } from 'react';
import { loadDeferredStylesOnInteraction } from '../lib/deferred-styles';

/**
 * The attribute the browser entry sets on `<html>` once React has taken over the page (hydrated a
 * prerendered page, or rendered a client-only one). Browser tests wait for it before their first
 * interaction, as a person waits for a page to respond; the prerendered HTML never carries it.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Marks the document as hydrated in an effect, so the mark appears only after the root's first
 * commit in the browser (effects do not run in a server render), and from then on loads the
 * page's held-back stylesheet on the first interaction (`lib/deferred-styles.ts`). Renders nothing: the DOM React
 * hydrates is unchanged. Place it after the app inside the root, so its effect runs after the
 * app's own.
 */
export function HydrationMarker(): null {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
    loadDeferredStylesOnInteraction();
  }, []);
  return null;
}

/** Window property where {@link recordRecoverableError} keeps the messages (browser tests read it). */
export const RECOVERABLE_ERRORS_PROPERTY = '__recoverableErrors';

/**
 * `onRecoverableError` of the browser entry: an error React recovered from, above all a hydration
 * mismatch (React then renders the subtree again on the client, replacing the prerendered nodes).
 * Logged as React does by default, and kept in `window.__recoverableErrors`, where the browser
 * tests' hydration check finds it.
 * @param error - what React reports
 */
export function recordRecoverableError(error: unknown): void {
  const holder = window as unknown as Record<string, string[]>;
  holder[RECOVERABLE_ERRORS_PROPERTY] ??= [];
  holder[RECOVERABLE_ERRORS_PROPERTY].push(String(error));
  console.error(error);
}
