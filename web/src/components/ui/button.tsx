import { type ComponentProps, cloneElement, isValidElement, type ReactElement } from 'react';
import { cn } from '../../lib/utils';

/** Visual variants of {@link Button}. */
export type ButtonVariant =
  | 'default'
  | 'accent'
  | 'secondary'
  | 'outline'
  | 'ghost'
  | 'link'
  | 'destructive'
  | 'inverse';
/** Sizes of {@link Button}. */
export type ButtonSize = 'sm' | 'default' | 'lg' | 'icon';

const VARIANT_CLASSES: Record<ButtonVariant, string> = {
  default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
  accent: 'bg-accent text-accent-foreground shadow-sm hover:bg-accent/90',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
  outline: 'border border-input bg-background text-foreground hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  link: 'text-primary underline-offset-4 hover:underline',
  destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
  inverse: 'bg-white text-primary shadow-sm hover:bg-white/90',
};

const SIZE_CLASSES: Record<ButtonSize, string> = {
  sm: 'h-9 rounded-md px-3 text-sm',
  default: 'h-11 rounded-md px-5 text-sm',
  lg: 'h-12 rounded-md px-7 text-base',
  icon: 'size-11 rounded-md',
};

/**
 * The class string of a button, for elements that look like buttons but are not `<Button>`.
 * @param options - variant (default 'default'), size (default 'default') and extra classes
 */
export function buttonVariants(
  options: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {},
): string {
  const { variant = 'default', size = 'default', className } = options;
  return cn(
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
    VARIANT_CLASSES[variant],
    SIZE_CLASSES[size],
    className,
  );
}

/** Props of {@link Button}: a native button's props plus variant, size and `asChild`. */
export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Render the single child (e.g. a router `<Link>`) with the button's styling instead of a
   * `<button>`: the child keeps its own props and gets the button's classes in front of its own.
   */
  asChild?: boolean;
}

/**
 * A minimal slot: the button's other props and classes merged into its only child (Radix Slot's
 * handler and ref composition cost about 1.2 KB gzip on every public page; no caller needs it).
 */
function slot({ children, ...props }: ComponentProps<'button'>, classes: string) {
  if (!isValidElement<{ className?: string }>(children))
    throw new Error('Button asChild needs exactly one element child');
  const child = children as ReactElement<Record<string, unknown> & { className?: string }>;
  return cloneElement(child, { ...props, className: cn(classes, child.props.className) });
}

/**
 * Button. Defaults to `type="button"` so it never submits a form by accident; pass
 * `type="submit"` for submit buttons.
 */
export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const classes = buttonVariants({ variant, size, className });
  if (asChild) return slot(props, classes);
  return <button type={type ?? 'button'} className={classes} {...props} />;
}
