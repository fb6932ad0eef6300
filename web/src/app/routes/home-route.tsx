import { siteConfig } from '@meridian/shared/site-config';
import { HomePage } from '../../features/home/home-page';
import { PageMeta } from '../../lib/seo';

/** Route module of / (docs/product/site.md#pages). */
export function Component() {
  return (
    <>
      <PageMeta
        title="Strategic Planning and Business Transformation for Growing Companies"
        description={`${siteConfig.brand} turns strategy into results for companies of 10 to 500 employees: strategic planning, operational transformation and interim executive leadership. Take the free 5-minute assessment.`}
        path="/"
      />
      <HomePage />
    </>
  );
}
