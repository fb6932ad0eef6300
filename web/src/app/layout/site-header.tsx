import { Link, NavLink, useLocation } from 'react-router';
import { Logo } from '../../components/brand/logo';
import { buttonVariants } from '../../components/ui/button';
import {
  isActivePath,
  NAV_LINKS_AFTER_SERVICES,
  NAV_LINKS_BEFORE_SERVICES,
  type NavLinkItem,
} from '../../config/navigation';
import { scrollToTopSoon } from '../../lib/scroll';
import { cn } from '../../lib/utils';
import { MobileNav } from './mobile-nav';
import { ServicesMenu } from './services-menu';

const linkClasses = (active: boolean) =>
  cn(
    'inline-flex h-10 items-center rounded-md px-3 text-sm font-medium transition-colors hover:bg-muted hover:text-primary',
    active ? 'bg-secondary font-semibold text-primary' : 'text-foreground/85',
  );

function DesktopLink({ item }: { item: NavLinkItem }) {
  const { pathname } = useLocation();
  const active = isActivePath(pathname, item.href);
  return (
    <li>
      <NavLink
        to={item.href}
        end={item.href === '/'}
        className={linkClasses(active)}
        aria-current={active ? 'page' : undefined}
        onClick={scrollToTopSoon}
      >
        {item.name}
      </NavLink>
    </li>
  );
}

/**
 * Sticky site header (docs/product/site.md#pages): logo, desktop navigation with the current route
 * highlighted and the Services dropdown (16rem), the Book Consultation button, and the mobile
 * menu button below the large breakpoint.
 */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="rounded-md" onClick={scrollToTopSoon} aria-label="Meridian Advisory home">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS_BEFORE_SERVICES.map((item) => (
              <DesktopLink key={item.href} item={item} />
            ))}
            <ServicesMenu linkClassName={linkClasses} />
            {NAV_LINKS_AFTER_SERVICES.map((item) => (
              <DesktopLink key={item.href} item={item} />
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <Link
            to="/contact"
            onClick={scrollToTopSoon}
            className={buttonVariants({ variant: 'accent', className: 'hidden sm:inline-flex' })}
          >
            Book Consultation
          </Link>
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
