import { ServicesOverviewPage } from '../../features/services/services-overview-page';
import { PageMeta } from '../../lib/seo';

/** Route module of /services (docs/product/site.md#pages). */
export function Component() {
  return (
    <>
      <PageMeta
        title="Our Services"
        description="Strategic planning, operational transformation and interim executive services for companies of 10 to 500 employees, delivered through a simple 3-step process."
        path="/services"
      />
      <ServicesOverviewPage />
    </>
  );
}
