import { describe, expect, it } from 'vitest';
import { cn } from './utils';

describe('cn', () => {
  it.each([
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

  it('accepts clsx conditions', () => {
    expect(cn('a', false && 'b', { c: true, d: false }, ['e'])).toBe('a c e');
  });
});
