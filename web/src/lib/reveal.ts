/**
 * A callback ref for a message that appears after a public form is sent (its success, or an error
 * the visitor must read): once mounted, the message is scrolled into view if any part of it is
 * hidden, and kept clear of the sticky header by the page's `scroll-padding-top` (`styles.css`)
 * (docs/product/site.md#interface-details). Smooth unless the visitor prefers reduced motion.
 * @param element - the mounted message, or null when it unmounts (nothing to do)
 */
export function revealMessage(element: HTMLElement | null): void {
  if (!element || typeof element.scrollIntoView !== 'function') return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  element.scrollIntoView({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' });
}
