import { OutreachOptOutPage } from '../../features/outreach/opt-out-page';
import { PageMeta } from '../../lib/seo';

/**
 * Route module of /email/opt-out (docs/product/outreach.md#opting-out): the page an outreach
 * email's opt-out line opens, no login needed. `noindex`: it only makes sense with an email's token.
 */
export function Component() {
  return (
    <>
      <PageMeta
        title="Stop Emails"
        description="Stop the emails Meridian Advisory's consultants send you, with the link from any of them."
        path="/email/opt-out"
        noindex
      />
      <OutreachOptOutPage />
    </>
  );
}
