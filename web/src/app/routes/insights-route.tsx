import { InsightsPage } from '../../features/insights/insights-page';
import { NewsletterForm } from '../../features/newsletter/newsletter-form';
import { PageMeta } from '../../lib/seo';

/** Route module of /insights (docs/product/site.md#insights): the listing with the newsletter sign-up. */
export function Component() {
  return (
    <>
      <PageMeta
        title="Insights on Strategy and Execution"
        description="Articles on strategic planning, strategy execution, business growth and operational excellence for leaders of companies with 10 to 500 employees."
        path="/insights"
      />
      <InsightsPage newsletter={<NewsletterForm />} />
    </>
  );
}
