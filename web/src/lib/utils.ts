import { type ClassValue, clsx } from 'clsx';

/*
 * A small Tailwind class merger: later classes replace earlier ones of the same utility group
 * (same variants and importance), e.g. `cn('h-11 px-5', 'h-8')` -> 'px-5 h-8'. It covers the
 * utilities the UI sets (layout, sizing, spacing, colour, typography, borders, effects,
 * transforms) and stands in for tailwind-merge, whose full class map would add about 8 KB gzip
 * to every public page. `utils.test.ts` holds it to tailwind-merge's answers on a table of cases
 * (docs/decisions/013-light-class-merger-held-to-tailwind-merge.md). Unknown classes are kept.
 */

const DISPLAY = new Set([
  'block',
  'inline-block',
  'inline',
  'flex',
  'inline-flex',
  'grid',
  'inline-grid',
  'hidden',
  'contents',
  'table',
  'flow-root',
]);
const POSITION = new Set(['static', 'fixed', 'absolute', 'relative', 'sticky']);
const TEXT_SIZES = new Set(['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl', '7xl', '8xl', '9xl']);
const TEXT_ALIGN = new Set(['left', 'center', 'right', 'justify', 'start', 'end']);
const FONT_WEIGHTS = new Set([
  'thin',
  'extralight',
  'light',
  'normal',
  'medium',
  'semibold',
  'bold',
  'extrabold',
  'black',
]);
const BORDER_STYLES = new Set(['solid', 'dashed', 'dotted', 'double', 'none', 'hidden']);
const SHADOW_SIZES = new Set(['', '2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl', 'none', 'inner']);
const ROUNDED_SIDES = /^(t|r|b|l|s|e|tl|tr|br|bl|ss|se|es|ee)(-|$)/;
const BORDER_SIDES = /^(t|r|b|l|x|y|s|e)(-|$)/;

/** Spacing groups and the groups a later class of that kind overrides. */
const SPACING_OVERRIDES: Record<string, string[]> = {
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe'],
  px: ['pr', 'pl', 'ps', 'pe'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'],
  mx: ['mr', 'ml', 'ms', 'me'],
  my: ['mt', 'mb'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  size: ['w', 'h'],
  gap: ['gap-x', 'gap-y'],
  rounded: ['rounded-t', 'rounded-r', 'rounded-b', 'rounded-l', 'rounded-tl', 'rounded-tr', 'rounded-br', 'rounded-bl'],
  overflow: ['overflow-x', 'overflow-y'],
  // Tailwind 4 font sizes set a line height too, so a later size replaces an earlier `leading-*`.
  'text-size': ['leading'],
  translate: ['translate-x', 'translate-y'],
  scale: ['scale-x', 'scale-y'],
};

const BG_SIZES = new Set(['auto', 'cover', 'contain']);
const BG_REPEAT = /^(repeat|no-repeat|repeat-x|repeat-y|repeat-round|repeat-space)$/;
const BG_POSITION =
  /^(center|top|bottom|left|right|top-left|top-right|bottom-left|bottom-right|left-top|left-bottom|right-top|right-bottom)$/;
const BG_ATTACHMENT = new Set(['fixed', 'local', 'scroll']);

const PREFIX_GROUPS = [
  'pointer-events',
  'select',
  'translate-x',
  'translate-y',
  'translate',
  'rotate',
  'scale-x',
  'scale-y',
  'scale',
  'min-w',
  'max-w',
  'min-h',
  'max-h',
  'size',
  'w',
  'h',
  'px',
  'py',
  'pt',
  'pr',
  'pb',
  'pl',
  'ps',
  'pe',
  'p',
  'mx',
  'my',
  'mt',
  'mr',
  'mb',
  'ml',
  'ms',
  'me',
  'm',
  'gap-x',
  'gap-y',
  'gap',
  'space-x',
  'space-y',
  'inset-x',
  'inset-y',
  'inset',
  'top',
  'right',
  'bottom',
  'left',
  'z',
  'order',
  'grid-cols',
  'grid-rows',
  'col-span',
  'row-span',
  'basis',
  'grow',
  'shrink',
  'justify-items',
  'justify-self',
  'justify',
  'items',
  'self',
  'content',
  'place-items',
  'place-content',
  'overflow-x',
  'overflow-y',
  'overflow',
  'opacity',
  'leading',
  'tracking',
  'whitespace',
  'cursor',
  'outline-offset',
  'ring-offset',
  'duration',
  'ease',
  'animate',
  'aspect',
  'object',
  'line-clamp',
  'scroll-mt',
  'fill',
] as const;

/**
 * The utility group of a class without its variants and `!`, or null when unknown.
 *
 * @param utility - one Tailwind utility such as `text-sm/6`, `-mt-2` or `bg-[url(/a.png)]`
 * @returns the group name; two classes of one group (same variants) conflict
 */
export function utilityGroup(utility: string): string | null {
  const base = utility.replace(/^-/, '');
  if (DISPLAY.has(base)) return 'display';
  if (POSITION.has(base)) return 'position';
  if (base === 'sr-only' || base === 'not-sr-only') return 'sr-only';
  if (base === 'flex-row' || base === 'flex-col' || base === 'flex-row-reverse' || base === 'flex-col-reverse')
    return 'flex-direction';
  if (base === 'flex-wrap' || base === 'flex-nowrap' || base === 'flex-wrap-reverse') return 'flex-wrap';
  if (/^flex-(1|auto|initial|none)$/.test(base)) return 'flex';
  if (base === 'truncate' || base === 'text-ellipsis' || base === 'text-clip') return 'text-overflow';
  if (base.startsWith('text-')) {
    const value = base.slice(5);
    if (TEXT_SIZES.has(value.split('/')[0] ?? '') || /^\[(\d|length:)/.test(value)) return 'text-size';
    if (TEXT_ALIGN.has(value)) return 'text-align';
    return 'text-color';
  }
  if (base.startsWith('font-')) return FONT_WEIGHTS.has(base.slice(5)) ? 'font-weight' : 'font-family';
  if (base.startsWith('bg-')) return backgroundGroup(base.slice(3));
  if (base === 'border' || /^border-(\d+|\[\d)/.test(base)) return 'border-width';
  if (base.startsWith('border-')) {
    const value = base.slice(7);
    if (BORDER_STYLES.has(value)) return 'border-style';
    const side = BORDER_SIDES.exec(value);
    if (side)
      return /^[a-z]+(-\d+)?$/.test(value) && !/^[a-z]+-[a-z]/.test(value)
        ? `border-${side[1]}-width`
        : `border-${side[1]}-color`;
    return 'border-color';
  }
  if (base === 'rounded' || base.startsWith('rounded-')) {
    const value = base.slice(8);
    const side = ROUNDED_SIDES.exec(value);
    return side ? `rounded-${side[1]}` : 'rounded';
  }
  if (base === 'shadow' || base.startsWith('shadow-'))
    return SHADOW_SIZES.has(base.slice(7)) || base.startsWith('shadow-[') ? 'shadow' : 'shadow-color';
  if (base === 'ring' || /^ring-(\d+|inset)$/.test(base)) return 'ring-width';
  if (base.startsWith('ring-') && !base.startsWith('ring-offset')) return 'ring-color';
  if (base === 'outline' || /^outline-\d+$/.test(base)) return 'outline-width';
  if (/^outline-(none|hidden|dashed|dotted|double|solid)$/.test(base)) return 'outline-style';
  if (base.startsWith('outline-') && !base.startsWith('outline-offset')) return 'outline-color';
  if (base === 'underline' || base === 'no-underline' || base === 'line-through') return 'text-decoration';
  if (base === 'uppercase' || base === 'lowercase' || base === 'capitalize' || base === 'normal-case')
    return 'text-transform';
  if (/^transition(-(none|all|colors|opacity|shadow|transform))?$/.test(base)) return 'transition';
  if (base.startsWith('stroke-')) return /^stroke-(\d+|\[\d)/.test(base) ? 'stroke-width' : 'stroke';
  for (const prefix of PREFIX_GROUPS) {
    if (base === prefix || base.startsWith(`${prefix}-`)) return prefix;
  }
  return null;
}

/** The group of a `bg-*` utility from its value (after `bg-`). */
function backgroundGroup(value: string): string {
  if (/^(linear|radial|conic|gradient|none|\[(url|radial|linear))/.test(value)) return 'bg-image';
  if (BG_SIZES.has(value)) return 'bg-size';
  if (BG_REPEAT.test(value)) return 'bg-repeat';
  if (BG_POSITION.test(value)) return 'bg-position';
  if (BG_ATTACHMENT.has(value)) return 'bg-attachment';
  if (/^(clip|origin|blend)-/.test(value)) return `bg-${value.split('-')[0]}`;
  return 'bg-color';
}

/**
 * Splits a class into its variant key and utility: `md:hover:!p-2` -> key 'hover:md:!' (variants
 * sorted, as their order does not change what the class does) and utility 'p-2'. Colons inside
 * brackets or parentheses (`data-[state=open]:`, `bg-[url(http://x)]`) do not split. Both the
 * leading and the trailing `!` (Tailwind 4) mark an important class.
 */
function parseClass(cls: string): { key: string; utility: string } {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < cls.length; index++) {
    const char = cls[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) {
      variants.push(cls.slice(start, index));
      start = index + 1;
    }
  }
  let utility = cls.slice(start);
  const important = utility.startsWith('!') || utility.endsWith('!');
  utility = utility.replace(/^!|!$/g, '');
  return { key: `${variants.sort().join(':')}:${important ? '!' : ''}`, utility };
}

/** Merged class strings by their clsx-joined input, so a component rendered again pays nothing. */
const merged = new Map<string, string>();
/** Entries {@link merged} holds before it starts again (an app uses a few hundred combinations). */
const MERGED_CACHE_SIZE = 1000;

/**
 * Joins class names (clsx syntax) and resolves Tailwind conflicts as tailwind-merge does: of two
 * classes in the same utility group with the same variants and importance, the later one wins
 * ('p-4' also replaces an earlier 'px-2', 'text-lg/7' an earlier 'leading-6'). Unknown classes
 * are kept as they are. Results are remembered by input (as tailwind-merge's cache does): every
 * button, link and row on a page asks for the same few combinations again.
 *
 * @param inputs - class strings, arrays or `{ className: condition }` objects
 * @returns one class string
 */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  const known = merged.get(joined);
  if (known !== undefined) return known;
  const result = mergeClasses(joined);
  if (merged.size >= MERGED_CACHE_SIZE) merged.clear();
  merged.set(joined, result);
  return result;
}

/** The conflict resolution of {@link cn} for one space-separated class string. */
function mergeClasses(joined: string): string {
  const classes = joined.split(/\s+/).filter(Boolean);
  const result: (string | null)[] = [];
  const seen = new Map<string, number>();
  for (const cls of classes) {
    const { key: variants, utility } = parseClass(cls);
    const group = utilityGroup(utility);
    if (group) {
      const keys = [group, ...(SPACING_OVERRIDES[group] ?? [])];
      for (const key of keys) {
        const index = seen.get(variants + key);
        if (index !== undefined) {
          result[index] = null;
          seen.delete(variants + key);
        }
      }
      seen.set(variants + group, result.length);
    }
    result.push(cls);
  }
  return result.filter((cls): cls is string => cls !== null).join(' ');
}
