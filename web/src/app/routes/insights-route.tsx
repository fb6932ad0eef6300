import { PageMeta } from '../../lib/seo';

/** Route module of insights (SPEC.md section 2). */
export function Component() {
  return (
    <>
      <PageMeta title="insights" description="insights page" path="/insights" />
      <h1>insights</h1>
    </>
  );
}
