import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

/** Visual variants of {@link Alert}. */
export type AlertVariant = 'default' | 'destructive' | 'success' | 'info';

const VARIANT_CLASSES: Record<AlertVariant, string> = {
  default: 'border-border bg-background text-foreground',
  destructive: 'border-red-300 bg-red-50 text-red-900',
  success: 'border-green-300 bg-green-50 text-green-900',
  info: 'border-blue-300 bg-blue-50 text-blue-900',
};

/** Props of {@link Alert}. */
export interface AlertProps extends ComponentProps<'div'> {
  variant?: AlertVariant;
}

/**
 * Inline message box. Uses `role="alert"` for the destructive variant (announced at once) and
 * `role="status"` otherwise; pass `role` to override.
 */
export function Alert({ className, variant = 'default', role, ...props }: AlertProps) {
  return (
    <div
      role={role ?? (variant === 'destructive' ? 'alert' : 'status')}
      className={cn(
        'relative w-full rounded-lg border px-4 py-3 text-sm [&>svg]:absolute [&>svg]:left-4 [&>svg]:top-3.5 [&>svg]:size-4 [&>svg~*]:pl-7',
        VARIANT_CLASSES[variant],
        className,
      )}
      {...props}
    />
  );
}

/** Alert heading. */
export function AlertTitle({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('mb-1 font-semibold leading-none', className)} {...props} />;
}

/** Alert body text. */
export function AlertDescription({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('text-sm [&_p]:leading-relaxed', className)} {...props} />;
}
