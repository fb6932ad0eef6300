import { siteConfig } from '@meridian/shared/site-config';

/** Share inputs (docs/product/site.md#interface-details): url defaults to the current page. */
export interface ShareInput {
  url?: string;
  title?: string;
  summary?: string;
}

/** Size of the LinkedIn share window in px (docs/product/site.md#interface-details). */
export const SHARE_WINDOW = { width: 600, height: 400 } as const;

/**
 * The LinkedIn share URL with query fields mini, url, title and summary (docs/product/site.md#interface-details).
 * @param input - page to share; `url` falls back to the current location
 */
export function linkedInShareUrl(input: ShareInput = {}): string {
  const params = new URLSearchParams({
    mini: 'true',
    url: input.url ?? globalThis.location?.href ?? siteConfig.siteUrl,
  });
  if (input.title) params.set('title', input.title);
  if (input.summary) params.set('summary', input.summary);
  return `${siteConfig.linkedin.shareEndpoint}?${params.toString()}`;
}

/** Opens the LinkedIn share dialog in a 600x400 window, centred on the current window. */
export function openLinkedInShare(input: ShareInput = {}): void {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - SHARE_WINDOW.width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - SHARE_WINDOW.height) / 2));
  window.open(
    linkedInShareUrl(input),
    'linkedin-share',
    `width=${SHARE_WINDOW.width},height=${SHARE_WINDOW.height},left=${left},top=${top},noopener,noreferrer`,
  );
}

/** Opens the firm's LinkedIn company page in a new tab (the Follow button). */
export function openLinkedInFollow(): void {
  window.open(siteConfig.linkedin.companyPage, '_blank', 'noopener,noreferrer');
}
