/**
 * The public stylesheet of a prerendered page. The page inlines the rules its own markup uses and
 * holds the link to the whole public stylesheet back in its inert `<template id="app-scripts">`
 * (web/scripts/prerender.ts), so adding it costs neither the first paint nor hydration a style
 * recalculation of the page (about 20 ms on a phone-sized page here, four times that on
 * Lighthouse's mobile CPU). The app loads it before anything new appears: on the first
 * interaction, before another page renders (`app/lazy-page.tsx`), and before a feature shows what
 * an API answer brings when that is new markup
 * (docs/decisions/036-critical-css-inline-boot-and-page-budgets.md).
 */

let loaded: Promise<unknown> | undefined;

/**
 * Adds the stylesheet links held back in the page's inert `<template id="app-scripts">`
 * (`shared/src/site-boot.ts`) to the head, once. Each is imported as it is: no address is set
 * from a string.
 * @returns a promise that settles when they have loaded (or failed); at once on a page without any
 */
export function loadDeferredStyles(): Promise<unknown> {
  const links = document
    .querySelector<HTMLTemplateElement>('#app-scripts')
    ?.content.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]');
  loaded ??= Promise.all(
    [...(links ?? [])].map(
      (link) =>
        new Promise((settle) => {
          const node = document.importNode(link, true);
          node.onload = node.onerror = settle;
          document.head.append(node);
        }),
    ),
  );
  return loaded;
}

/** Loads the held-back stylesheet on the first interaction with the page (pointer, key, touch or focus). */
export function loadDeferredStylesOnInteraction(): void {
  const load = () => void loadDeferredStyles();
  for (const type of ['pointerdown', 'keydown', 'touchstart', 'focusin'])
    addEventListener(type, load, { capture: true, passive: true, once: true });
}
