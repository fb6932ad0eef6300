import { ChevronDown } from './icons/chevron-down';
import { type ComponentProps, createContext, type ReactNode, useContext, useId, useState } from 'react';
import { cn } from '../../lib/utils';

/*
 * A small disclosure accordion (WAI-ARIA APG accordion pattern: a heading holding a button with
 * aria-expanded and aria-controls, and a region labelled by it). It replaces Radix Accordion,
 * whose collection, presence and roving-focus code cost about 8 KB gzip on the contact page
 * (at most 100 KB of JavaScript per public route, docs/decisions/010-hand-written-ui-pieces-for-the-js-budget.md). One section open at a time; the
 * open one can be closed again (Radix's `type="single" collapsible`).
 */

interface AccordionState {
  /** Value of the open section, if any. */
  openValue: string | null;
  toggle: (value: string) => void;
}

interface ItemState {
  value: string;
  open: boolean;
  triggerId: string;
  contentId: string;
}

const AccordionContext = createContext<AccordionState | null>(null);
const ItemContext = createContext<ItemState | null>(null);

function useItem(component: string): ItemState & Pick<AccordionState, 'toggle'> {
  const accordion = useContext(AccordionContext);
  const item = useContext(ItemContext);
  if (!accordion || !item) throw new Error(`${component} must be used inside AccordionItem inside Accordion`);
  return { toggle: accordion.toggle, ...item };
}

/** Props of {@link Accordion}. */
export interface AccordionProps {
  /** Value of the section open at first (none by default). */
  defaultValue?: string;
  className?: string;
  children: ReactNode;
}

/** Accordion root: at most one section open; choosing the open section's button closes it. */
export function Accordion({ defaultValue, className, children }: AccordionProps) {
  const [open, setOpen] = useState<string | null>(defaultValue ?? null);
  const toggle = (value: string) => setOpen((current) => (current === value ? null : value));
  return (
    <AccordionContext.Provider value={{ openValue: open, toggle }}>
      <div className={className}>{children}</div>
    </AccordionContext.Provider>
  );
}

/** Props of {@link AccordionItem}. */
export interface AccordionItemProps extends ComponentProps<'div'> {
  /** Identifies the section within its accordion. */
  value: string;
}

/** One collapsible section. */
export function AccordionItem({ value, className, ...props }: AccordionItemProps) {
  const accordion = useContext(AccordionContext);
  const baseId = useId();
  const open = accordion?.openValue === value;
  return (
    <ItemContext.Provider value={{ value, open, triggerId: `${baseId}-trigger`, contentId: `${baseId}-content` }}>
      <div data-state={open ? 'open' : 'closed'} className={cn('border-b border-border', className)} {...props} />
    </ItemContext.Provider>
  );
}

/** The section's heading button; `headingLevel` sets the wrapping heading (default h3). */
export function AccordionTrigger({
  className,
  children,
  headingLevel = 'h3',
  ...props
}: Omit<ComponentProps<'button'>, 'type' | 'onClick'> & { headingLevel?: 'h2' | 'h3' | 'h4' }) {
  const { value, open, toggle, triggerId, contentId } = useItem('AccordionTrigger');
  const Heading = headingLevel;
  return (
    <Heading className="flex">
      <button
        type="button"
        id={triggerId}
        aria-expanded={open}
        aria-controls={contentId}
        data-state={open ? 'open' : 'closed'}
        onClick={() => toggle(value)}
        className={cn(
          'flex flex-1 items-center justify-between gap-4 py-4 text-left text-base font-semibold transition-colors hover:text-brand-teal',
          '[&[data-state=open]>svg]:rotate-180',
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDown className="size-5 shrink-0 transition-transform duration-200" aria-hidden="true" />
      </button>
    </Heading>
  );
}

/** The section's collapsible body (`hidden` while closed, so it is out of the accessibility tree). */
export function AccordionContent({ className, children }: { className?: string; children: ReactNode }) {
  const { open, triggerId, contentId } = useItem('AccordionContent');
  return (
    <section
      id={contentId}
      aria-labelledby={triggerId}
      hidden={!open}
      data-state={open ? 'open' : 'closed'}
      className="animate-fade-in text-muted-foreground"
    >
      <div className={cn('pb-4 leading-relaxed', className)}>{children}</div>
    </section>
  );
}
