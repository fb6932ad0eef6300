/**
 * Critical CSS of a prerendered page: the rules of the public stylesheet that the page's markup can
 * use, found by PurgeCSS (a rule stays when every class, element, id and attribute its selector
 * names occurs in the markup; pseudo-classes, `:where()` groups, variants and media queries stay
 * with their rule). Only rules are removed, never reordered, so the page's markup looks exactly as
 * it does with the whole stylesheet. The page inlines them and loads the public stylesheet later
 * (docs/decisions/036-critical-css-inline-boot-and-page-budgets.md). Part of the renderer bundle:
 * the render function inlines the same CSS the build does.
 */
import { PurgeCSS } from 'purgecss';

/**
 * Candidate class names in markup or code: Tailwind's hold `:`, `/`, `[`, `]`, `.`, `%`, `(`, `)`
 * and `#`, so anything between quotes, backticks, angle brackets, `=` and whitespace is one
 * (PurgeCSS's advice for Tailwind, with `=` so that `class=` and `data-state=` split off).
 */
export const tailwindExtractor = (content: string): string[] => content.match(/[^<>"'`\s=]*[^<>"'`\s:=]/g) ?? [];

/**
 * The rules of `css` that `content` can use, in their order.
 * @param css - a stylesheet
 * @param content - markup ('html') or code ('js') naming the classes, elements and attributes in use
 * @returns the reduced stylesheet; keyframes, `html` and `body` rules kept
 */
export async function usedRules(
  css: string,
  content: readonly { raw: string; extension: 'html' | 'js' }[],
): Promise<string> {
  const [result] = await new PurgeCSS().purge({
    // PurgeCSS drops every rule with a negation inside `:where()` (it finds nothing to match in
    // the negation), such as preflight's `[hidden]:where(:not([hidden=until-found]))`, which hides
    // closed menus: its ignore annotation keeps those rules whole.
    css: [{ raw: css.replace(/:where\(:not\([^{}]*\{/g, '$&/* purgecss ignore current */') }],
    content: [...content],
    defaultExtractor: tailwindExtractor,
    // Keyframes stay: Tailwind's `animate-*` name theirs through a variable PurgeCSS cannot follow.
    // Element rules of the base layer for the two elements no component names.
    safelist: { standard: ['html', 'body'] },
  });
  return result?.css ?? '';
}

/**
 * The rules of the public stylesheet the page's markup uses.
 * @param css - the public stylesheet's text
 * @param appHtml - the app's prerendered markup (what goes inside `#root`)
 */
export function criticalCss(css: string, appHtml: string): Promise<string> {
  // Class names as written, not as escaped in attributes ('[&amp;_svg]:size-4' is '[&_svg]:size-4').
  const markup = appHtml.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, name: string) => ENTITIES[name] ?? '');
  return usedRules(css, [{ raw: markup, extension: 'html' }]);
}

/** The entities React's server renderer writes in attribute values and text. */
const ENTITIES: Record<string, string> = { amp: '&', quot: '"', '#x27': "'", '#39': "'", lt: '<', gt: '>' };
