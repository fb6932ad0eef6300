import { e2eEnv } from './env';

/**
 * The public site as a crawler gets it (status and HTML, no JavaScript run), for the journeys that
 * check what publishing puts live (docs/product/publishing.md#publishing).
 */

/**
 * GET of one site path.
 * @param path - e.g. '/insights/my-article'
 * @param ip - the visitor address sent as CloudFront's viewer address (one per journey)
 */
export async function getSite(path: string, ip: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${e2eEnv().baseUrl}${path}`, {
    headers: { 'cloudfront-viewer-address': `${ip}:4321` },
  });
  return { status: response.status, html: await response.text() };
}

/** The `href` of the page's canonical link, or undefined. */
export function canonicalOf(html: string): string | undefined {
  const tag = html.match(/<link\b[^>]*\brel="canonical"[^>]*>/i)?.[0];
  return tag?.match(/\bhref="([^"]+)"/i)?.[1];
}

/** What the public site shows of `slug`: the article page's status, and whether the listing and the sitemap link it. */
export async function siteState(slug: string, ip: string) {
  const [page, listing, sitemap] = await Promise.all([
    getSite(`/insights/${slug}`, ip),
    getSite('/insights', ip),
    getSite('/sitemap.xml', ip),
  ]);
  return {
    page: page.status,
    listed: listing.html.includes(`/insights/${slug}"`),
    inSitemap: sitemap.html.includes(`/insights/${slug}<`),
  };
}
