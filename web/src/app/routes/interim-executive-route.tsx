import { INTERIM_EXECUTIVE } from '../../features/services/service-content';
import { ServicePage } from '../../features/services/service-page';
import { PageMeta } from '../../lib/seo';

/** Route module of /services/interim-executive (docs/product/site.md#pages). */
export function Component() {
  return (
    <>
      <PageMeta
        title={INTERIM_EXECUTIVE.metaTitle}
        description={INTERIM_EXECUTIVE.metaDescription}
        path="/services/interim-executive"
      />
      <ServicePage service={INTERIM_EXECUTIVE} />
    </>
  );
}
