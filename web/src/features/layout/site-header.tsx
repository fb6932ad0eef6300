import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { ChevronDown } from 'lucide-react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Logo } from '../../components/brand/logo';
import { buttonVariants } from '../../components/ui/button';
import {
  ALL_SERVICES_ITEM,
  isActivePath,
  NAV_LINKS_AFTER_SERVICES,
  NAV_LINKS_BEFORE_SERVICES,
  type NavLinkItem,
  SERVICE_NAV_ITEMS,
} from '../../config/navigation';
import { scrollToTopSoon } from '../../lib/scroll';
import { cn } from '../../lib/utils';
import { MobileNav } from './mobile-nav';

const linkClasses = (active: boolean) =>
  cn(
    'inline-flex h-10 items-center rounded-md px-3 text-sm font-medium transition-colors hover:bg-muted hover:text-primary',
    active ? 'bg-secondary text-primary font-semibold' : 'text-foreground/85',
  );

function DesktopLink({ item }: { item: NavLinkItem }) {
  const { pathname } = useLocation();
  const active = isActivePath(pathname, item.href);
  return (
    <NavigationMenu.Item>
      <NavigationMenu.Link asChild active={active}>
        <NavLink to={item.href} end={item.href === '/'} className={linkClasses(active)} onClick={scrollToTopSoon}>
          {item.name}
        </NavLink>
      </NavigationMenu.Link>
    </NavigationMenu.Item>
  );
}

function ServicesMenu() {
  const { pathname } = useLocation();
  const active = isActivePath(pathname, '/services');
  const items = [ALL_SERVICES_ITEM, ...SERVICE_NAV_ITEMS];
  return (
    <NavigationMenu.Item className="relative">
      <NavigationMenu.Trigger className={cn(linkClasses(active), 'group gap-1')}>
        Services
        <ChevronDown className="size-4 transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content className="absolute top-full left-0 z-50 mt-2 w-64 rounded-lg border border-border bg-popover p-2 shadow-lg data-[state=open]:animate-fade-in">
        <ul className="grid gap-1">
          {items.map((item) => {
            const itemActive = pathname === item.href;
            return (
              <li key={item.href}>
                <NavigationMenu.Link asChild active={itemActive}>
                  <Link
                    to={item.href}
                    onClick={scrollToTopSoon}
                    aria-current={itemActive ? 'page' : undefined}
                    className={cn('block rounded-md px-3 py-2 hover:bg-muted focus-visible:bg-muted', itemActive && 'bg-secondary')}
                  >
                    <span className="block text-sm font-semibold text-primary">{item.name}</span>
                    <span className="block text-xs text-muted-foreground">{item.description}</span>
                  </Link>
                </NavigationMenu.Link>
              </li>
            );
          })}
        </ul>
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}

/**
 * Sticky site header (SPEC.md section 2): logo, desktop navigation with the current route
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
        <NavigationMenu.Root aria-label="Main" className="hidden lg:block" delayDuration={100}>
          <NavigationMenu.List className="flex items-center gap-1">
            {NAV_LINKS_BEFORE_SERVICES.map((item) => (
              <DesktopLink key={item.href} item={item} />
            ))}
            <ServicesMenu />
            {NAV_LINKS_AFTER_SERVICES.map((item) => (
              <DesktopLink key={item.href} item={item} />
            ))}
          </NavigationMenu.List>
        </NavigationMenu.Root>
        <div className="flex items-center gap-2">
          <Link to="/contact" onClick={scrollToTopSoon} className={buttonVariants({ variant: 'accent', className: 'hidden sm:inline-flex' })}>
            Book Consultation
          </Link>
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
