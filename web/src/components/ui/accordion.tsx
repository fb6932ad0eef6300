import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

/** Accordion root (Radix Accordion): `type="single" collapsible` or `type="multiple"`. */
export const Accordion = AccordionPrimitive.Root;

/** One collapsible section. */
export function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item className={cn('border-b border-border', className)} {...props} />;
}

/** The section's heading button; `headingLevel` sets the wrapping heading (default h3). */
export function AccordionTrigger({
  className,
  children,
  headingLevel = 'h3',
  ...props
}: ComponentProps<typeof AccordionPrimitive.Trigger> & { headingLevel?: 'h2' | 'h3' | 'h4' }) {
  const Heading = headingLevel;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="flex">
        <AccordionPrimitive.Trigger
          className={cn(
            'flex flex-1 items-center justify-between gap-4 py-4 text-left text-base font-semibold transition-colors hover:text-brand-teal',
            '[&[data-state=open]>svg]:rotate-180',
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown className="size-5 shrink-0 transition-transform duration-200" aria-hidden="true" />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

/** The section's collapsible body. */
export function AccordionContent({ className, children, ...props }: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      className="overflow-hidden text-muted-foreground data-[state=closed]:animate-accordion-up data-[state=open]:animate-accordion-down"
      {...props}
    >
      <div className={cn('pb-4 leading-relaxed', className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
