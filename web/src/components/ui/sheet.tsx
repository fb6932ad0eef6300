import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from './icons/x';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';
import { DialogOverlay } from './dialog';

/** Sheet (drawer) root: a Radix Dialog that slides in from a side. */
export const Sheet = DialogPrimitive.Root;
/** Element that opens the sheet (use `asChild`). */
export const SheetTrigger = DialogPrimitive.Trigger;
/** Element that closes the sheet (use `asChild`). */
export const SheetClose = DialogPrimitive.Close;

/** Props of {@link SheetContent}. */
export interface SheetContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** Side the sheet slides in from (default 'right'). */
  side?: 'left' | 'right';
  /** Shows the top-right close button (default true). */
  showClose?: boolean;
}

/**
 * Drawer panel, full height, 20rem wide (max 85vw), with overlay, focus trap and Escape to close.
 * Give it a `SheetTitle`.
 */
export function SheetContent({ className, children, side = 'right', showClose = true, ...props }: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-y-0 z-50 flex w-80 max-w-[85vw] flex-col gap-4 overflow-y-auto bg-background p-6 shadow-xl',
          side === 'right'
            ? 'right-0 border-l data-[state=open]:animate-slide-in-right'
            : 'left-0 border-r data-[state=open]:animate-slide-in-left',
          className,
        )}
        {...props}
      >
        {children}
        {showClose ? (
          <DialogPrimitive.Close className="absolute top-4 right-4 inline-flex size-10 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground">
            <X className="size-5" aria-hidden="true" />
            <span className="sr-only">Close menu</span>
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Sheet header area. */
export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1 pr-10', className)} {...props} />;
}

/** Sheet title (announced as the drawer's name). */
export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />;
}

/** Sheet description. */
export function SheetDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
