import { PageMeta } from '../../lib/seo';

/** Route module of tools (SPEC.md section 2). */
export function Component() {
  return (
    <>
      <PageMeta title="tools" description="tools page" path="/tools" />
      <h1>tools</h1>
    </>
  );
}
