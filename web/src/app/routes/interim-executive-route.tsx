import { PageMeta } from '../../lib/seo';

/** Route module of interim-executive (SPEC.md section 2). */
export function Component() {
  return (
    <>
      <PageMeta title="interim-executive" description="interim-executive page" path="/interim-executive" />
      <h1>interim-executive</h1>
    </>
  );
}
