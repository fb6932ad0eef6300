import { siteConfig } from '@meridian/shared/site-config';
import { cn } from '../../lib/utils';

/** The Meridian mark: a meridian arc crossing a horizon line, in brand colours. Decorative. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={cn('size-9 shrink-0', className)} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="9" fill="#0b2545" />
      <path d="M20 6a14 14 0 0 1 0 28" fill="none" stroke="#f59e0b" strokeWidth="3" strokeLinecap="round" />
      <path
        d="M20 6a14 14 0 0 0 0 28"
        fill="none"
        stroke="#ffffff"
        strokeWidth="3"
        strokeLinecap="round"
        opacity="0.9"
      />
      <path d="M8 24h24" stroke="#5eead4" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/** Logo: mark plus brand name. `inverse` for dark backgrounds. */
export function Logo({ inverse = false, className }: { inverse?: boolean; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className={cn('text-lg font-bold tracking-tight', inverse ? 'text-white' : 'text-primary')}>
        {siteConfig.brand}
      </span>
    </span>
  );
}
