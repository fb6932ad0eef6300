import { PageMeta } from '../../lib/seo';

/** Route module of operational-transformation (SPEC.md section 2). */
export function Component() {
  return (
    <>
      <PageMeta title="operational-transformation" description="operational-transformation page" path="/operational-transformation" />
      <h1>operational-transformation</h1>
    </>
  );
}
