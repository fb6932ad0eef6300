import { PageMeta } from '../../lib/seo';

/** Route module of strategic-planning (SPEC.md section 2). */
export function Component() {
  return (
    <>
      <PageMeta title="strategic-planning" description="strategic-planning page" path="/strategic-planning" />
      <h1>strategic-planning</h1>
    </>
  );
}
