import { PageMeta } from '../../lib/seo';

/** Route module of home (SPEC.md section 2). */
export function Component() {
  return (
    <>
      <PageMeta title="home" description="home page" path="/home" />
      <h1>home</h1>
    </>
  );
}
