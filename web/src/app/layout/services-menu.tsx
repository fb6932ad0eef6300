import { ChevronDown } from '../../components/ui/icons/chevron-down';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ALL_SERVICES_ITEM, isActivePath, SERVICE_NAV_ITEMS } from '../../config/navigation';
import { scrollToTopSoon } from '../../lib/scroll';
import { cn } from '../../lib/utils';

/** Delay before the menu opens on hover, in ms (docs/product/site.md#interface-details: submenu open delay). */
const HOVER_OPEN_DELAY_MS = 100;
/** Grace period before the menu closes after the pointer leaves, in ms (docs/product/site.md#interface-details). */
const POINTER_GRACE_MS = 300;

/**
 * The header's Services dropdown (docs/product/site.md#pages): 16rem wide, 'All Services' first, then
 * the three services with their short descriptions.
 *
 * It follows the WAI-ARIA disclosure navigation pattern (a button with `aria-expanded`
 * controlling a list of links), like Radix NavigationMenu, but hand-written: Radix's version
 * and its dependencies cost ~9 KB gzip on every public page, over the 100 KB budget.
 * Keyboard: Enter/Space toggles, Arrow Down opens and moves into the list, Arrow Up/Down move
 * between links, Escape closes and returns focus to the button, Tab out closes.
 */
export function ServicesMenu({ linkClassName }: { linkClassName: (active: boolean) => string }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const active = isActivePath(pathname, '/services');
  const items = [ALL_SERVICES_ITEM, ...SERVICE_NAV_ITEMS];

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!buttonRef.current?.contains(target) && !listRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  const schedule = (next: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), delay);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => links()[0]?.focus());
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };
  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      all[(index + 1) % all.length]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      all[(index - 1 + all.length) % all.length]?.focus();
    } else if (event.key === 'Home') {
      event.preventDefault();
      all[0]?.focus();
    } else if (event.key === 'End') {
      event.preventDefault();
      all[all.length - 1]?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <li
      className="relative"
      onPointerEnter={(event) => event.pointerType === 'mouse' && schedule(true, HOVER_OPEN_DELAY_MS)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && schedule(false, POINTER_GRACE_MS)}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          clearTimeout(timer.current);
          setOpen((value) => !value);
        }}
        onKeyDown={onButtonKeyDown}
        className={cn(linkClassName(active), 'gap-1')}
      >
        Services
        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>
      <ul
        ref={listRef}
        id={menuId}
        hidden={!open}
        onKeyDown={onListKeyDown}
        className="absolute top-full left-0 z-50 mt-2 grid w-64 gap-1 rounded-lg border border-border bg-popover p-2 shadow-lg animate-fade-in"
      >
        {items.map((item) => {
          const itemActive = pathname === item.href;
          return (
            <li key={item.href}>
              <Link
                to={item.href}
                onClick={() => {
                  setOpen(false);
                  scrollToTopSoon();
                }}
                aria-current={itemActive ? 'page' : undefined}
                className={cn(
                  'block rounded-md px-3 py-2 hover:bg-muted focus-visible:bg-muted',
                  itemActive && 'bg-secondary',
                )}
              >
                <span className="block text-sm font-semibold text-primary">{item.name}</span>
                <span className="block text-xs text-muted-foreground">{item.description}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
