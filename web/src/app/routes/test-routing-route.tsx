import { TestRoutingPage } from '../../features/diagnostics/test-routing-page';
import { PageMeta } from '../../lib/seo';

/** Route module of /test-routing (docs/product/site.md#pages): public, noindex. */
export function Component() {
  return (
    <>
      <PageMeta
        title="Route Test"
        description="Internal page for checking site navigation."
        path="/test-routing"
        noindex
      />
      <TestRoutingPage />
    </>
  );
}
