import { PageMeta } from '../../lib/seo';

/** Route module of about (SPEC.md section 2). */
export function Component() {
  return (
    <>
      <PageMeta title="about" description="about page" path="/about" />
      <h1>about</h1>
    </>
  );
}
