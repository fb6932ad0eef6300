import { Link, useLocation } from 'react-router';
import { Logo } from '../../components/brand/logo';
import { buttonVariants } from '../../components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../../components/ui/sheet';
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

/** Props of {@link MobileNavDrawer}. */
export interface MobileNavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The mobile drawer (Radix Dialog): the header's links with the three services indented under
 * Services, and Book Consultation. Choosing any link closes it (docs/product/site.md#pages).
 */
export function MobileNavDrawer({ open, onOpenChange }: MobileNavDrawerProps) {
  const { pathname } = useLocation();
  const onNavigate = () => {
    onOpenChange(false);
    scrollToTopSoon();
  };
  const renderLink = (item: NavLinkItem, indented = false) => {
    const active = indented || item.href === '/services' ? pathname === item.href : isActivePath(pathname, item.href);
    return (
      <li key={item.href}>
        <Link
          to={item.href}
          onClick={onNavigate}
          aria-current={active ? 'page' : undefined}
          className={cn(
            'flex min-h-11 items-center rounded-md px-3 text-base font-medium hover:bg-muted',
            indented && 'ml-4 border-l border-border pl-4 text-sm',
            active ? 'bg-secondary font-semibold text-primary' : 'text-foreground',
          )}
        >
          {item.name}
        </Link>
      </li>
    );
  };
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right">
        <SheetHeader>
          <SheetTitle>
            <Logo />
            <span className="sr-only"> menu</span>
          </SheetTitle>
          <SheetDescription className="sr-only">Site navigation</SheetDescription>
        </SheetHeader>
        <nav aria-label="Mobile">
          <ul className="grid gap-1">
            {NAV_LINKS_BEFORE_SERVICES.map((item) => renderLink(item))}
            {renderLink({ name: 'Services', href: ALL_SERVICES_ITEM.href })}
            {SERVICE_NAV_ITEMS.map((item) => renderLink(item, true))}
            {NAV_LINKS_AFTER_SERVICES.map((item) => renderLink(item))}
          </ul>
        </nav>
        <Link
          to="/contact"
          onClick={onNavigate}
          className={buttonVariants({ variant: 'accent', className: 'mt-2 w-full' })}
        >
          Book Consultation
        </Link>
      </SheetContent>
    </Sheet>
  );
}
