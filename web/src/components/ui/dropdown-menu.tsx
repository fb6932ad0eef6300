import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import { Check } from './icons/check';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

/** Dropdown menu root (Radix DropdownMenu): keyboard navigation and type-ahead included. */
export const DropdownMenu = MenuPrimitive.Root;
/** Element that opens the menu (use `asChild` with a `Button`). */
export const DropdownMenuTrigger = MenuPrimitive.Trigger;
/** Group of items. */
export const DropdownMenuGroup = MenuPrimitive.Group;
/** Group of radio items. */
export const DropdownMenuRadioGroup = MenuPrimitive.RadioGroup;

/** Menu panel (portalled, 8px from the trigger by default). */
export function DropdownMenuContent({
  className,
  sideOffset = 8,
  ...props
}: ComponentProps<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 min-w-40 overflow-hidden rounded-lg border border-border bg-popover p-1 text-popover-foreground shadow-lg data-[state=open]:animate-fade-in',
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

const ITEM_CLASSES =
  'relative flex cursor-default select-none items-center gap-2 rounded-md px-2 py-2 text-sm outline-none ' +
  'data-[highlighted]:bg-muted data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:size-4';

/** Menu item; use `onSelect` for its action, or `asChild` with a link. */
export function DropdownMenuItem({
  className,
  inset,
  ...props
}: ComponentProps<typeof MenuPrimitive.Item> & { inset?: boolean }) {
  return <MenuPrimitive.Item className={cn(ITEM_CLASSES, inset && 'pl-8', className)} {...props} />;
}

/** Checkable menu item. */
export function DropdownMenuCheckboxItem({
  className,
  children,
  ...props
}: ComponentProps<typeof MenuPrimitive.CheckboxItem>) {
  return (
    <MenuPrimitive.CheckboxItem className={cn(ITEM_CLASSES, 'pl-8', className)} {...props}>
      <span className="absolute left-2 flex size-4 items-center justify-center">
        <MenuPrimitive.ItemIndicator>
          <Check aria-hidden="true" />
        </MenuPrimitive.ItemIndicator>
      </span>
      {children}
    </MenuPrimitive.CheckboxItem>
  );
}

/** Radio menu item (inside `DropdownMenuRadioGroup`). */
export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: ComponentProps<typeof MenuPrimitive.RadioItem>) {
  return (
    <MenuPrimitive.RadioItem className={cn(ITEM_CLASSES, 'pl-8', className)} {...props}>
      <span className="absolute left-2 flex size-4 items-center justify-center">
        <MenuPrimitive.ItemIndicator>
          <span className="size-2 rounded-full bg-current" />
        </MenuPrimitive.ItemIndicator>
      </span>
      {children}
    </MenuPrimitive.RadioItem>
  );
}

/** Non-interactive label inside a menu. */
export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof MenuPrimitive.Label>) {
  return (
    <MenuPrimitive.Label
      className={cn('px-2 py-1.5 text-xs font-semibold text-muted-foreground', className)}
      {...props}
    />
  );
}

/** Divider line between menu groups. */
export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof MenuPrimitive.Separator>) {
  return <MenuPrimitive.Separator className={cn('-mx-1 my-1 h-px bg-border', className)} {...props} />;
}
