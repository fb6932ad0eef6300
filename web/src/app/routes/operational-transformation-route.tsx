import { OPERATIONAL_TRANSFORMATION } from '../../features/services/service-content';
import { ServicePage } from '../../features/services/service-page';
import { PageMeta } from '../../lib/seo';

/** Route module of /services/operational-transformation (docs/product/site.md#pages). */
export function Component() {
  return (
    <>
      <PageMeta
        title={OPERATIONAL_TRANSFORMATION.metaTitle}
        description={OPERATIONAL_TRANSFORMATION.metaDescription}
        path="/services/operational-transformation"
      />
      <ServicePage service={OPERATIONAL_TRANSFORMATION} />
    </>
  );
}
