/** Delay before the smooth scroll to the top after a navigation click, in ms (docs/product/site.md#interface-details). */
export const NAV_SCROLL_DELAY_MS = 100;

/**
 * Scrolls the window smoothly to the top after {@link NAV_SCROLL_DELAY_MS} (docs/product/site.md#interface-details:
 * every navigation click except the footer's Company links). Respects reduced motion.
 */
export function scrollToTopSoon(): void {
  setTimeout(() => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  }, NAV_SCROLL_DELAY_MS);
}
