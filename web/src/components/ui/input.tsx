import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

const FIELD_CLASSES =
  'w-full rounded-md border border-input bg-background px-3 text-base text-foreground shadow-xs ' +
  'placeholder:text-muted-foreground/80 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive';

/** Single-line text input. Set `aria-invalid` to show the error border. */
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(FIELD_CLASSES, 'h-11', className)} {...props} />;
}

/** Multi-line text input. Set `aria-invalid` to show the error border. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(FIELD_CLASSES, 'min-h-32 py-2', className)} {...props} />;
}
