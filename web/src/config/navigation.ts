/** A service in the navigation (docs/product/site.md#pages). */
export interface NavServiceItem {
  name: string;
  href: string;
  description: string;
}

/** A top-level navigation link. */
export interface NavLinkItem {
  name: string;
  href: string;
}

/** The three service pages, in menu order, with the Services dropdown's short descriptions. */
export const SERVICE_NAV_ITEMS: readonly NavServiceItem[] = [
  {
    name: 'Strategic Planning',
    href: '/services/strategic-planning',
    description: 'For SMEs and growing businesses',
  },
  {
    name: 'Operational Transformation',
    href: '/services/operational-transformation',
    description: 'Corporate-scale excellence',
  },
  {
    name: 'Interim Executive Services',
    href: '/services/interim-executive',
    description: 'Senior leadership expertise',
  },
];

/** The 'All Services' entry shown first in the Services dropdown. */
export const ALL_SERVICES_ITEM: NavServiceItem = {
  name: 'All Services',
  href: '/services',
  description: 'Overview of our solutions',
};

/** Header links before the Services dropdown. */
export const NAV_LINKS_BEFORE_SERVICES: readonly NavLinkItem[] = [
  { name: 'Home', href: '/' },
  { name: 'About', href: '/about' },
];

/** Header links after the Services dropdown. */
export const NAV_LINKS_AFTER_SERVICES: readonly NavLinkItem[] = [
  { name: 'Tools', href: '/tools' },
  { name: 'Insights', href: '/insights' },
  { name: 'Contact', href: '/contact' },
];

/** The footer's Company column (docs/product/site.md#pages). */
export const FOOTER_COMPANY_LINKS: readonly NavLinkItem[] = [
  { name: 'About', href: '/about' },
  { name: 'Insights', href: '/insights' },
  { name: 'Tools', href: '/tools' },
  { name: 'Contact', href: '/contact' },
];

/**
 * Whether `href` is the current route for navigation highlighting: exact for '/', otherwise the
 * path itself or any path below it ('/services' is active on '/services/strategic-planning').
 */
export function isActivePath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
