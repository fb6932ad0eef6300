import { PageMeta } from '../../lib/seo';

/** Route module of article (SPEC.md section 2). */
export function Component() {
  return (
    <>
      <PageMeta title="article" description="article page" path="/article" />
      <h1>article</h1>
    </>
  );
}
