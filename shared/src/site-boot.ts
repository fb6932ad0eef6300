/**
 * The boot loader of prerendered pages, shared by the web build (which inlines it into every
 * prerendered page's head) and the security headers (whose Content-Security-Policy allows exactly
 * this inline script by its SHA-256 hash, `infra/lib/security-headers.ts`). Inline, it costs no
 * request before the first paint: a script file fetched before the first paint would count
 * towards the largest contentful paint in Lighthouse's model even though it paints nothing
 * (docs/decisions/036-critical-css-inline-boot-and-page-budgets.md).
 *
 * What it does: once the browser reports the first contentful paint (or after a frame where paint
 * timing is not supported; after 3 s at the latest, e.g. in a background tab), it copies the
 * module preloads and the app's module script of `<template id="app-scripts">` into the head,
 * which loads and hydrates the app. The template's stylesheet link stays there for the app to
 * load when it needs it (`web/src/lib/deferred-styles.ts`). Template content is inert: nothing in
 * it is fetched before. The tags are imported as they are
 * (`document.importNode`), never rebuilt by setting a script's `src` from a string, so the page
 * passes Trusted Types (`require-trusted-types-for 'script'`) with no policy at all.
 */
export const SITE_BOOT_SCRIPT =
  '(()=>{const t=document.getElementById("app-scripts");if(!t)return;let s=0;const go=()=>{if(s)return;s=1;' +
  'for(const n of t.content.querySelectorAll("script,link[rel=modulepreload]"))document.head.append(document.importNode(n,!0))};setTimeout(go,3e3);' +
  'if(window.PerformanceObserver?.supportedEntryTypes?.includes("paint"))new PerformanceObserver((l,o)=>{' +
  'if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go)}}).observe({type:"paint",buffered:!0});' +
  'else requestAnimationFrame(()=>setTimeout(go))})();';
