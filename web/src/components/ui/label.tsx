import * as LabelPrimitive from '@radix-ui/react-label';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

/** Props of {@link Label}. */
export interface LabelProps extends ComponentProps<typeof LabelPrimitive.Root> {
  /** Appends a visual '*' marking a required field (screen readers rely on the input's `required`). */
  required?: boolean;
}

/** Form label (Radix Label). */
export function Label({ className, required = false, children, ...props }: LabelProps) {
  return (
    <LabelPrimitive.Root className={cn('text-sm font-medium text-foreground', className)} {...props}>
      {children}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-destructive">
          *
        </span>
      ) : null}
    </LabelPrimitive.Root>
  );
}
