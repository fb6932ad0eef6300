import { PageMeta } from '../../lib/seo';

/** Route module of strategic-assessment (SPEC.md section 2). */
export function Component() {
  return (
    <>
      <PageMeta title="strategic-assessment" description="strategic-assessment page" path="/strategic-assessment" />
      <h1>strategic-assessment</h1>
    </>
  );
}
