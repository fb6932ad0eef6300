import { siteConfig } from '@meridian/shared/site-config';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { absoluteUrl, DEFAULT_SHARE_IMAGE } from '../config/site';

/** Page metadata inputs (docs/product/site.md#seo): image defaults to the share image, type to website. */
export interface PageMetaInput {
  /** Page title without the brand; the document title becomes '{title} | {brand}'. */
  title: string;
  description: string;
  /** Site path of the canonical address, e.g. '/about'. */
  path: string;
  /** Open Graph image path or URL. */
  image?: string;
  /** Open Graph type. */
  type?: 'website' | 'article';
  /** Keep the page out of search engines (test pages, 404). */
  noindex?: boolean;
  /** Extra schema.org objects (Organization is always added). */
  jsonLd?: readonly Record<string, unknown>[];
}

/** Formats the document title: '{title} | {brand}' (docs/product/site.md#seo). */
export function formatTitle(title: string): string {
  return `${title} | ${siteConfig.brand}`;
}

/** schema.org Organization of the firm, on every page. */
export function organizationJsonLd(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteConfig.brand,
    legalName: siteConfig.legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/images/logo.svg'),
    description: siteConfig.description,
    email: siteConfig.emails.info,
    sameAs: [siteConfig.linkedin.companyPage],
    address: {
      '@type': 'PostalAddress',
      addressLocality: siteConfig.address.locality,
      addressCountry: siteConfig.address.country,
    },
    founder: { '@type': 'Person', name: siteConfig.founder.name, jobTitle: siteConfig.founder.role },
  };
}

/** Collects the metadata of the page rendered on the server (prerender). */
export interface HeadCollector {
  meta: PageMetaInput | null;
}

const HeadCollectorContext = createContext<HeadCollector | null>(null);

/** Provides a {@link HeadCollector} to the server render. */
export function HeadCollectorProvider({ collector, children }: { collector: HeadCollector; children: ReactNode }) {
  return <HeadCollectorContext.Provider value={collector}>{children}</HeadCollectorContext.Provider>;
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON for a `<script type="application/ld+json">`, safe against `</script>` breakouts. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/**
 * The `<head>` tags of a page as an HTML string (prerender): title, description, robots,
 * canonical, Open Graph and JSON-LD (Organization plus the page's own). No Twitter tags.
 */
export function renderHeadTags(meta: PageMetaInput): string {
  const canonical = absoluteUrl(meta.path);
  const image = absoluteUrl(meta.image ?? DEFAULT_SHARE_IMAGE);
  const tags = [
    `<title>${escapeHtml(formatTitle(meta.title))}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    meta.noindex ? '<meta name="robots" content="noindex, nofollow" />' : '',
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteConfig.brand)}" />`,
    `<meta property="og:locale" content="en_GB" />`,
    `<meta property="og:title" content="${escapeHtml(formatTitle(meta.title))}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    ...[organizationJsonLd(), ...(meta.jsonLd ?? [])].map(
      (item) => `<script type="application/ld+json">${serializeJsonLd(item)}</script>`,
    ),
  ];
  return tags.filter(Boolean).join('\n    ');
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | null): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/**
 * Applies page metadata to the live document (docs/product/site.md#seo): title, description, robots,
 * Open Graph title/description/type/image/url and the canonical link; removes Twitter card tags.
 */
export function applyPageMeta(meta: PageMetaInput): void {
  const canonical = absoluteUrl(meta.path);
  document.title = formatTitle(meta.title);
  setMeta('name', 'description', meta.description);
  setMeta('name', 'robots', meta.noindex ? 'noindex, nofollow' : null);
  setMeta('property', 'og:title', formatTitle(meta.title));
  setMeta('property', 'og:description', meta.description);
  setMeta('property', 'og:type', meta.type ?? 'website');
  setMeta('property', 'og:image', absoluteUrl(meta.image ?? DEFAULT_SHARE_IMAGE));
  setMeta('property', 'og:url', canonical);
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = canonical;
  for (const twitter of document.head.querySelectorAll('meta[name^="twitter:"]')) twitter.remove();
}

/**
 * Declares the current page's metadata. On the server it records it for the prerendered
 * `<head>`; in the browser it updates the document after render. Renders nothing.
 */
export function PageMeta(props: PageMetaInput) {
  const collector = useContext(HeadCollectorContext);
  if (collector) collector.meta = props;
  const { title, description, path, image, type, noindex } = props;
  useEffect(() => {
    applyPageMeta({ title, description, path, image, type, noindex });
  }, [title, description, path, image, type, noindex]);
  return null;
}
