import { PageMeta } from '../../lib/seo';

/** Route module of services (SPEC.md section 2). */
export function Component() {
  return (
    <>
      <PageMeta title="services" description="services page" path="/services" />
      <h1>services</h1>
    </>
  );
}
