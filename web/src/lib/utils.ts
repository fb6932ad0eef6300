import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names (clsx syntax) and resolves Tailwind conflicts, last one wins.
 * @param inputs - class strings, arrays or `{ className: condition }` objects
 * @returns one class string
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
