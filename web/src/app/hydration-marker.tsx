import { useEffect } from 'react';

/**
 * The attribute the browser entry sets on `<html>` once React has taken over the page (hydrated a
 * prerendered page, or rendered a client-only one). Browser tests wait for it before their first
 * interaction, as a person waits for a page to respond; the prerendered HTML never carries it.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Marks the document as hydrated in an effect, so the mark appears only after the root's first
 * commit in the browser (effects do not run in a server render). Renders nothing: the DOM React
 * hydrates is unchanged. Place it after the app inside the root, so its effect runs after the
 * app's own.
 */
export function HydrationMarker(): null {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
  }, []);
  return null;
}
