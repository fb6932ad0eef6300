import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

/** Visual variants of {@link Badge}. */
export type BadgeVariant =
  | 'default'
  | 'secondary'
  | 'outline'
  | 'accent'
  | 'success'
  | 'warning'
  | 'info'
  | 'destructive';

const VARIANT_CLASSES: Record<BadgeVariant, string> = {
  default: 'bg-primary text-primary-foreground border-transparent',
  secondary: 'bg-secondary text-secondary-foreground border-transparent',
  outline: 'border-border text-foreground',
  accent: 'bg-accent-soft text-[#7c2d12] border-transparent',
  success: 'bg-green-100 text-green-900 border-transparent',
  warning: 'bg-amber-100 text-amber-900 border-transparent',
  info: 'bg-blue-100 text-blue-900 border-transparent',
  destructive: 'bg-red-100 text-red-900 border-transparent',
};

/** Props of {@link Badge}. */
export interface BadgeProps extends ComponentProps<'span'> {
  variant?: BadgeVariant;
}

/** Small status or category label. */
export function Badge({ className, variant = 'default', ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        VARIANT_CLASSES[variant],
        className,
      )}
      {...props}
    />
  );
}
