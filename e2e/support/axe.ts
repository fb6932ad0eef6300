import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Serious and critical axe-core violations on the page as it is now (the site targets WCAG 2.2 AA),
 * one line each: rule, impact, help and the first five targets with their markup.
 * @param page - a page that has settled (loaded, hydrated, animations done)
 * @returns an empty list when there is none
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} -> ${violation.nodes
          .slice(0, 5)
          .map((node) =>
            `${node.target.join(' ')} ${node.html.slice(0, 160)} ${node.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`.trim(),
          )
          .join(' | ')}`,
    );
}
