import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

/** Props of {@link Progress}. */
export interface ProgressProps extends ComponentProps<'div'> {
  /** Progress out of `max`; null or undefined for an indeterminate bar. */
  value?: number | null;
  /** Default 100. */
  max?: number;
  /** Classes of the filled bar. */
  indicatorClassName?: string;
}

/**
 * Progress bar (WAI-ARIA `progressbar`, the markup Radix Progress renders: `aria-valuenow`,
 * `aria-valuetext` as a rounded percentage, `data-state` 'loading', 'complete' or
 * 'indeterminate'), hand-written to keep Radix out of the assessment page's first JavaScript
 * (docs/decisions/010-hand-written-ui-pieces-for-the-js-budget.md). `value` is out of `max`
 * (default 100). Give it an accessible name with `aria-label` or `aria-labelledby`.
 */
export function Progress({ className, indicatorClassName, value, max = 100, ...props }: ProgressProps) {
  const known = value != null && max > 0;
  const percent = known ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  const state = !known ? 'indeterminate' : value >= max ? 'complete' : 'loading';
  const data = { 'data-state': state, 'data-value': known ? value : undefined, 'data-max': max };
  return (
    <div
      aria-valuemax={max}
      aria-valuemin={0}
      aria-valuenow={known ? value : undefined}
      aria-valuetext={known ? `${Math.round(percent)}%` : undefined}
      role="progressbar"
      {...data}
      className={cn('relative h-3 w-full overflow-hidden rounded-full bg-secondary', className)}
      {...props}
    >
      <div
        {...data}
        className={cn('h-full w-full bg-primary transition-transform duration-300', indicatorClassName)}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </div>
  );
}
