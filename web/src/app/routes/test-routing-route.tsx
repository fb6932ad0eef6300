import { PageMeta } from '../../lib/seo';

/** Route module of test-routing (SPEC.md section 2). */
export function Component() {
  return (
    <>
      <PageMeta title="test-routing" description="test-routing page" path="/test-routing" />
      <h1>test-routing</h1>
    </>
  );
}
