import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from './icons/x';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

/** Dialog root (Radix Dialog): controlled with `open`/`onOpenChange` or uncontrolled. */
export const Dialog = DialogPrimitive.Root;
/** Element that opens the dialog (use `asChild` with a `Button`). */
export const DialogTrigger = DialogPrimitive.Trigger;
/** Element that closes the dialog (use `asChild`). */
export const DialogClose = DialogPrimitive.Close;
/** Portal of the dialog. */
export const DialogPortal = DialogPrimitive.Portal;

/** Dimmed backdrop behind a dialog or sheet. */
export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn('fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in', className)}
      {...props}
    />
  );
}

/** Props of {@link DialogContent}. */
export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** Shows the top-right close button (default true). */
  showClose?: boolean;
}

/**
 * Centred modal panel with overlay, focus trap and Escape to close. Always give it a
 * `DialogTitle` (and a `DialogDescription` or `aria-describedby={undefined}`).
 */
export function DialogContent({ className, children, showClose = true, ...props }: DialogContentProps) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto',
          'rounded-xl border border-border bg-background p-6 shadow-xl data-[state=open]:animate-fade-in',
          className,
        )}
        {...props}
      >
        {children}
        {showClose ? (
          <DialogPrimitive.Close className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground">
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

/** Dialog header area. */
export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-8 text-left', className)} {...props} />;
}

/** Dialog footer (actions, right-aligned on wide screens). */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

/** Dialog title (announced as the dialog's name). */
export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold leading-tight', className)} {...props} />;
}

/** Dialog description (announced as the dialog's description). */
export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
