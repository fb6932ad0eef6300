import { siteConfig } from '@meridian/shared/site-config';
import { useEffect } from 'react';

/**
 * Sets the document title of an admin screen and keeps it out of search engines (`noindex`,
 * docs/product/admin.md#crm-screens). Restores the previous title and robots tag on unmount.
 */
export function useAdminPageMeta(title: string): void {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = `${title} | ${siteConfig.brand}`;
    let robots = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const created = !robots;
    const previousContent = robots?.content;
    if (!robots) {
      robots = document.createElement('meta');
      robots.name = 'robots';
      document.head.append(robots);
    }
    robots.content = 'noindex, nofollow';
    return () => {
      document.title = previousTitle;
      if (created) robots?.remove();
      else if (robots && previousContent !== undefined) robots.content = previousContent;
    };
  }, [title]);
}
