import { siteConfig } from '@meridian/shared/site-config';
import { AboutPage } from '../../features/about/about-page';
import { PageMeta } from '../../lib/seo';

/** Route module of /about (docs/product/site.md#pages). */
export function Component() {
  return (
    <>
      <PageMeta
        title="About Us"
        description={`Meet ${siteConfig.founder.name}, founder of ${siteConfig.brand}: over 20 years of senior executive experience, 33,000+ service locations in 80+ countries and £42M+ of efficiency gains.`}
        path="/about"
      />
      <AboutPage />
    </>
  );
}
