// @vitest-environment node
import { clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './utils';

/**
 * Conflicts of Tailwind utilities: variants, importance, arbitrary values, shorthands that replace
 * longhands (`p-4` after `px-2`, `size-*` after `w-*`, `text-lg/7` after `leading-6`) and classes
 * that only look alike (`bg-cover` and `bg-red-500`).
 */
const CONFLICT_CASES: string[][] = [
  ['text-primary', 'text-sm/6'],
  ['text-sm/6', 'text-lg'],
  ['text-sm', 'leading-6', 'text-lg/7'],
  ['leading-6', 'text-lg/7'],
  ['h-11 px-5', 'h-8'],
  ['px-2 py-1', 'p-4'],
  ['p-4', 'px-2'],
  ['mx-auto', 'm-0'],
  ['text-white', 'text-red-500/50'],
  ['text-[14px]', 'text-sm'],
  ['text-[#fff]', 'text-primary'],
  ['text-[length:var(--x)]', 'text-sm'],
  ['text-[color:var(--x)]', 'text-primary'],
  ['font-bold', 'font-semibold'],
  ['font-sans', 'font-serif'],
  ['bg-red-500', 'bg-primary/90'],
  ['bg-linear-to-r', 'bg-none'],
  ['bg-cover', 'bg-contain'],
  ['bg-center', 'bg-top'],
  ['bg-red-500', 'bg-cover'],
  ['border', 'border-2'],
  ['border-red-500', 'border-input'],
  ['border-t', 'border-t-2'],
  ['border-t-red-500', 'border-t-primary'],
  ['border', 'border-dashed'],
  ['border-x', 'border-l-2'],
  ['rounded-md', 'rounded-lg'],
  ['rounded-t-md', 'rounded-lg'],
  ['rounded-lg', 'rounded-t-md'],
  ['shadow', 'shadow-lg'],
  ['shadow-lg', 'shadow-black/10'],
  ['ring-2', 'ring-offset-2', 'ring-4'],
  ['ring-primary', 'ring-ring'],
  ['outline-none', 'outline-2'],
  ['outline-hidden', 'outline-offset-2'],
  ['outline-primary', 'outline-ring/50'],
  ['hover:bg-red-500', 'hover:bg-blue-500', 'bg-white'],
  ['focus-visible:ring-2', 'focus-visible:ring-4'],
  ['md:flex', 'md:hidden', 'flex'],
  ['block', 'inline-flex'],
  ['absolute', 'relative'],
  ['flex-col', 'flex-row'],
  ['flex-1', 'flex-none'],
  ['grow', 'grow-0'],
  ['shrink-0', 'shrink'],
  ['w-full', 'size-4'],
  ['size-4', 'w-6'],
  ['min-w-0', 'min-w-full'],
  ['max-w-sm', 'max-w-prose'],
  ['gap-2', 'gap-x-4'],
  ['gap-x-4', 'gap-2'],
  ['inset-0', 'top-2'],
  ['top-2', 'inset-0'],
  ['inset-x-0', 'left-4'],
  ['-mt-2', 'mt-4'],
  ['z-10', 'z-50'],
  ['opacity-50', 'opacity-100'],
  ['overflow-hidden', 'overflow-x-auto'],
  ['overflow-x-auto', 'overflow-hidden'],
  ['tracking-tight', 'tracking-wide'],
  ['leading-none', 'leading-tight'],
  ['uppercase', 'normal-case'],
  ['underline', 'no-underline'],
  ['truncate', 'text-ellipsis'],
  ['whitespace-nowrap', 'whitespace-normal'],
  ['items-center', 'items-start'],
  ['justify-between', 'justify-center'],
  ['text-left', 'text-center'],
  ['space-y-2', 'space-y-4'],
  ['duration-200', 'duration-300'],
  ['transition', 'transition-colors'],
  ['cursor-pointer', 'cursor-default'],
  ['pointer-events-none', 'pointer-events-auto'],
  ['select-none', 'select-text'],
  ['grid-cols-2', 'grid-cols-3'],
  ['col-span-2', 'col-span-full'],
  ['aspect-video', 'aspect-square'],
  ['object-cover', 'object-contain'],
  ['fill-current', 'fill-primary'],
  ['stroke-current', 'stroke-2'],
  ['line-clamp-2', 'line-clamp-3'],
  ['sr-only', 'not-sr-only'],
  ['!p-2', '!p-4'],
  ['p-2', '!p-4'],
  ['data-[state=open]:bg-accent', 'data-[state=open]:bg-muted'],
  ['[&_svg]:size-4', '[&_svg]:size-5'],
  ['disabled:opacity-50', 'disabled:opacity-70'],
  ['dark:md:hover:bg-red-500', 'dark:md:hover:bg-blue-500'],
  ['h-10 w-10', 'size-8'],
  ['text-sm font-medium', 'text-base'],
  ['decoration-2', 'decoration-primary'],
  ['animate-spin', 'animate-none'],
  ['translate-x-0', 'translate-x-full'],
  ['rotate-0', 'rotate-90'],
  ['scale-95', 'scale-100'],
  ['leading-6', 'text-lg'],
  ['text-lg', 'leading-6'],
  ['outline', 'outline-none'],
  ['outline-2', 'outline'],
  ['stroke-2', 'stroke-current'],
  ['bg-center', 'bg-top-left'],
  ['bg-no-repeat', 'bg-repeat'],
  ['p-4!', 'p-2'],
  ['p-4!', 'p-2!'],
  ['hover:focus:p-2', 'focus:hover:p-4'],
  ['transition', 'transition-none'],
  ['shadow-sm', 'shadow-none'],
  ['border-b', 'border-b-border'],
  ['ring', 'ring-2'],
  ['text-sm/6', 'leading-8'],
  ['truncate', 'text-clip'],
  ['line-clamp-2', 'overflow-hidden'],
  ['translate-x-1', 'translate-y-1'],
  ['scale-95', 'scale-x-100'],
  ['h-4', 'size-5'],
  ['border-x-2', 'border-l-4'],
  ['bg-[url(http://a.b/c.png)]', 'bg-none'],
  ['md:[&_svg]:size-4', 'md:[&_svg]:size-6'],
  ['text-muted-foreground', 'text-xs'],
  ['inline-flex items-center justify-center gap-2 rounded-md text-sm font-medium', 'h-9 px-3', 'w-full justify-start'],
];

describe('cn', () => {
  it.each([
    [['text-primary', 'text-sm/6'], 'text-primary text-sm/6'],
    [['h-11 px-5', 'h-8'], 'px-5 h-8'],
    [['max-w-lg w-full', 'max-w-4xl'], 'w-full max-w-4xl'],
    [['px-2 py-1', 'p-4'], 'p-4'],
    [['p-4', 'px-2'], 'p-4 px-2'],
    [['text-sm text-foreground', 'text-lg'], 'text-foreground text-lg'],
    [['text-sm text-foreground', 'text-primary'], 'text-sm text-primary'],
    [['inline-flex items-center', 'hidden sm:inline-flex'], 'items-center hidden sm:inline-flex'],
    [['bg-primary hover:bg-primary/90', 'bg-accent'], 'hover:bg-primary/90 bg-accent'],
    [['border border-input', 'border-white/40'], 'border border-white/40'],
    [['border-l', 'border-border'], 'border-l border-border'],
    [['rounded-md', 'rounded-full'], 'rounded-full'],
    [['font-semibold', 'font-bold'], 'font-bold'],
    [['shadow-sm', 'shadow-lg'], 'shadow-lg'],
    [['mt-2', 'mt-4', 'mb-2'], 'mt-4 mb-2'],
    [['size-11', 'w-full'], 'size-11 w-full'],
    [['w-4 h-4', 'size-6'], 'size-6'],
    [['grid gap-2', 'flex'], 'gap-2 flex'],
    [['custom-class', 'another'], 'custom-class another'],
  ])('cn(%j) = %s', (input, expected) => {
    expect(cn(...input)).toBe(expected);
  });

  it.each(CONFLICT_CASES.map((input) => [input]))('cn(%j) agrees with tailwind-merge', (input) => {
    expect(cn(...input)).toBe(twMerge(clsx(input)));
  });

  it('accepts clsx conditions', () => {
    expect(cn('a', false && 'b', { c: true, d: false }, ['e'])).toBe('a c e');
  });

  it('gives the same answer from its cache, in either order and after the cache has filled', () => {
    expect(cn('p-2', 'p-4')).toBe('p-4');
    expect(cn('p-4', 'p-2')).toBe('p-2');
    expect(cn('p-2', 'p-4')).toBe('p-4');
    expect(cn({ 'px-1': true }, 'px-3')).toBe('px-3');
    for (let index = 0; index < 2_500; index++) expect(cn(`mt-${index}`, 'mt-2')).toBe('mt-2');
    expect(cn('p-4', 'p-2')).toBe('p-2');
    expect(cn('text-sm', 'text-lg', 'text-primary')).toBe(twMerge('text-sm text-lg text-primary'));
  });
});
