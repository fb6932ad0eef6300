import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

/** Props of {@link Label}. */
export interface LabelProps extends ComponentProps<'label'> {
  /** Appends a visual '*' marking a required field (screen readers rely on the input's `required`). */
  required?: boolean;
}

/**
 * Form label: a native `<label>` (Radix Label added only double-click text-selection handling,
 * about 0.6 KB gzip on every page with a form; the 100 KB budget of docs/decisions/010-hand-written-ui-pieces-for-the-js-budget.md).
 */
export function Label({ className, required = false, children, ...props }: LabelProps) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor (or wrap the control)
    <label className={cn('text-sm font-medium text-foreground', className)} {...props}>
      {children}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-destructive">
          *
        </span>
      ) : null}
    </label>
  );
}
