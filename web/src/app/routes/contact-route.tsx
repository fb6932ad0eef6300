import { PageMeta } from '../../lib/seo';

/** Route module of contact (SPEC.md section 2). */
export function Component() {
  return (
    <>
      <PageMeta title="contact" description="contact page" path="/contact" />
      <h1>contact</h1>
    </>
  );
}
