import { STRATEGIC_PLANNING } from '../../features/services/service-content';
import { ServicePage } from '../../features/services/service-page';
import { PageMeta } from '../../lib/seo';

/** Route module of /services/strategic-planning (docs/product/site.md#pages). */
export function Component() {
  return (
    <>
      <PageMeta
        title={STRATEGIC_PLANNING.metaTitle}
        description={STRATEGIC_PLANNING.metaDescription}
        path="/services/strategic-planning"
      />
      <ServicePage service={STRATEGIC_PLANNING} />
    </>
  );
}
