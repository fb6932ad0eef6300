import { siteConfig } from '@meridian/shared/site-config';
import { PrivacyNoticePage } from '../../features/privacy/privacy-notice-page';
import { PageMeta } from '../../lib/seo';

/** Route module of /privacy (docs/product/privacy.md#privacy-notice): the privacy notice. */
export function Component() {
  return (
    <>
      <PageMeta
        title="Privacy Notice"
        description={`How ${siteConfig.brand} uses the details you give us: what each form and our cookie-free page-view counting collect, why, for how long, and your rights.`}
        path="/privacy"
      />
      <PrivacyNoticePage />
    </>
  );
}
