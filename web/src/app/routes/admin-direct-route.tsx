import { PageMeta } from '../../lib/seo';

/** Route module of admin-direct (SPEC.md section 2). */
export function Component() {
  return (
    <>
      <PageMeta title="admin-direct" description="admin-direct page" path="/admin-direct" />
      <h1>admin-direct</h1>
    </>
  );
}
