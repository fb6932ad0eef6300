import * as ProgressPrimitive from '@radix-ui/react-progress';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

/** Props of {@link Progress}. */
export interface ProgressProps extends ComponentProps<typeof ProgressPrimitive.Root> {
  /** Classes of the filled bar. */
  indicatorClassName?: string;
}

/**
 * Progress bar (Radix Progress, `role="progressbar"`). `value` is out of `max` (default 100).
 * Give it an accessible name with `aria-label` or `aria-labelledby`.
 */
export function Progress({ className, indicatorClassName, value, max = 100, ...props }: ProgressProps) {
  const percent = value == null || max <= 0 ? 0 : Math.min(100, Math.max(0, (value / max) * 100));
  return (
    <ProgressPrimitive.Root
      value={value}
      max={max}
      className={cn('relative h-3 w-full overflow-hidden rounded-full bg-secondary', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className={cn('h-full w-full bg-primary transition-transform duration-300', indicatorClassName)}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
