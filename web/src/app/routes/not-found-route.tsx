import { PageMeta } from '../../lib/seo';

/** Route module of not-found (SPEC.md section 2). */
export function Component() {
  return (
    <>
      <PageMeta title="not-found" description="not-found page" path="/not-found" />
      <h1>not-found</h1>
    </>
  );
}
