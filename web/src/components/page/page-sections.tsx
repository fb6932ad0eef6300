import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { scrollToTopSoon } from '../../lib/scroll';
import { cn } from '../../lib/utils';
import { buttonVariants } from '../ui/button';

/** Centred content column. */
export function Container({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8', className)} {...props} />;
}

/** Props of {@link PageHero}. */
export interface PageHeroProps {
  /** Small label above the title. */
  eyebrow?: string;
  /** The page's one `h1`. */
  title: ReactNode;
  /** Lead paragraph. */
  lead?: ReactNode;
  /** Buttons or other content under the lead. */
  children?: ReactNode;
  className?: string;
}

/** Dark hero band at the top of a page, holding the page's `h1`. */
export function PageHero({ eyebrow, title, lead, children, className }: PageHeroProps) {
  return (
    <section className={cn('relative overflow-hidden bg-primary text-white', className)}>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(94,234,212,0.18),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(245,158,11,0.14),transparent_50%)]"
      />
      <Container className="relative py-16 sm:py-20 lg:py-24">
        <div className="max-w-3xl">
          {eyebrow ? <p className="text-sm font-semibold tracking-wider text-amber-300 uppercase">{eyebrow}</p> : null}
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
          {lead ? <p className="mt-6 text-lg leading-relaxed text-white/85 sm:text-xl">{lead}</p> : null}
          {children ? <div className="mt-8">{children}</div> : null}
        </div>
      </Container>
    </section>
  );
}

/** Props of {@link Section}. */
export interface SectionProps extends ComponentProps<'section'> {
  /** Muted background band. */
  muted?: boolean;
}

/** A page section with vertical rhythm. Label it with `aria-labelledby` pointing at its heading. */
export function Section({ muted = false, className, children, ...props }: SectionProps) {
  return (
    <section className={cn('py-16 sm:py-20', muted && 'bg-muted', className)} {...props}>
      <Container>{children}</Container>
    </section>
  );
}

/** Props of {@link SectionHeading}. */
export interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'left' | 'center';
}

/** A section's `h2` with optional eyebrow and lead. */
export function SectionHeading({ id, eyebrow, title, lead, align = 'left' }: SectionHeadingProps) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow ? <p className="text-sm font-semibold tracking-wider text-brand-teal uppercase">{eyebrow}</p> : null}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-primary text-balance sm:text-4xl">
        {title}
      </h2>
      {lead ? <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{lead}</p> : null}
    </div>
  );
}

/** A statistic for {@link StatGrid}. */
export interface Stat {
  value: string;
  label: string;
}

/** Grid of headline figures. */
export function StatGrid({
  stats,
  inverse = false,
  className,
}: {
  stats: readonly Stat[];
  inverse?: boolean;
  className?: string;
}) {
  return (
    <dl className={cn('grid grid-cols-2 gap-6 lg:grid-cols-4', className)}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn(
            'flex flex-col rounded-xl border p-5',
            inverse ? 'border-white/15 bg-white/5' : 'border-border bg-background',
          )}
        >
          <dt className={cn('text-sm', inverse ? 'text-white/80' : 'text-muted-foreground')}>{stat.label}</dt>
          <dd
            className={cn('order-first text-3xl font-bold tracking-tight', inverse ? 'text-amber-300' : 'text-primary')}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Props of {@link CtaLink}. */
export interface CtaLinkProps {
  to: string;
  children: ReactNode;
  variant?: 'accent' | 'default' | 'outline' | 'inverse' | 'secondary';
  size?: 'default' | 'lg';
  className?: string;
  onClick?: () => void;
}

/** A router link styled as a button; scrolls to the top after navigating (docs/product/site.md#interface-details). */
export function CtaLink({ to, children, variant = 'accent', size = 'lg', className, onClick }: CtaLinkProps) {
  return (
    <Link
      to={to}
      onClick={() => {
        onClick?.();
        scrollToTopSoon();
      }}
      className={buttonVariants({
        variant,
        size,
        className: cn('h-auto min-h-12 whitespace-normal py-3 text-center', className),
      })}
    >
      {children}
    </Link>
  );
}

/** Props of {@link CtaBanner}. */
export interface CtaBannerProps {
  id: string;
  title: ReactNode;
  text: ReactNode;
  children: ReactNode;
}

/** Closing call-to-action band. */
export function CtaBanner({ id, title, text, children }: CtaBannerProps) {
  return (
    <section aria-labelledby={id} className="bg-primary py-16 text-white sm:py-20">
      <Container className="text-center">
        <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-white/85">{text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
      </Container>
    </section>
  );
}

/** A bulleted list with check marks. */
export function CheckList({ items, className }: { items: readonly ReactNode[]; className?: string }) {
  return (
    <ul className={cn('grid gap-3', className)}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static copy lists never reorder
        <li key={index} className="flex gap-3">
          <svg
            viewBox="0 0 20 20"
            className="mt-1 size-5 shrink-0 text-brand-teal"
            fill="currentColor"
            aria-hidden="true"
          >
            <path
              fillRule="evenodd"
              d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
              clipRule="evenodd"
            />
          </svg>
          <span className="leading-relaxed">{item}</span>
        </li>
      ))}
    </ul>
  );
}
