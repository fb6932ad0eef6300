import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from './icons/x';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';
import type { ToastVariant } from './use-toast';

/** Radix toast provider: swipe right with a 50 px threshold (docs/product/site.md#interface-details). */
export function ToastProvider(props: ComponentProps<typeof ToastPrimitive.Provider>) {
  return <ToastPrimitive.Provider swipeDirection="right" swipeThreshold={50} {...props} />;
}

/** Where toasts appear: bottom right, at most 420px wide on medium screens and up; hotkey F8. */
export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      hotkey={['F8']}
      className={cn(
        'fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]',
        className,
      )}
      {...props}
    />
  );
}

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  default: 'border-border bg-background text-foreground',
  destructive: 'border-red-700 bg-destructive text-destructive-foreground',
  success: 'border-green-700 bg-success text-success-foreground',
};

/** One toast. Destructive toasts are announced assertively (`type="foreground"`). */
export function Toast({
  className,
  variant = 'default',
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & { variant?: ToastVariant }) {
  return (
    <ToastPrimitive.Root
      type={variant === 'destructive' ? 'foreground' : 'background'}
      className={cn(
        'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg',
        'data-[state=open]:animate-slide-in-right data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full',
        VARIANT_CLASSES[variant],
        className,
      )}
      {...props}
    />
  );
}

/** Toast title. */
export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

/** Toast text. */
export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm opacity-90', className)} {...props} />;
}

/** Toast action button; `altText` describes it for screen readers. */
export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={cn(
        'inline-flex h-8 shrink-0 items-center rounded-md border border-current px-3 text-sm font-medium hover:opacity-80',
        className,
      )}
      {...props}
    />
  );
}

/** Toast close button. */
export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      className={cn(
        'absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-md opacity-80 hover:opacity-100',
        className,
      )}
      {...props}
    >
      <X className="size-4" aria-hidden="true" />
      <span className="sr-only">Close notification</span>
    </ToastPrimitive.Close>
  );
}
