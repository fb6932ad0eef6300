import { AssessmentPage } from '../../features/assessment/assessment-page';
import { PageMeta } from '../../lib/seo';

/** Route module of /strategic-assessment (docs/product/site.md#pages). */
export function Component() {
  return (
    <>
      <PageMeta
        title="Free Strategic Readiness Assessment"
        description="Take the free 5-minute, 20-question Strategic Readiness Assessment: get your execution readiness score, section scores and five tailored recommendations instantly."
        path="/strategic-assessment"
      />
      <AssessmentPage />
    </>
  );
}
