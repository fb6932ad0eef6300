import { siteConfig } from '@meridian/shared/site-config';
import { useLocation } from 'react-router';
import { NewsletterTokenPage } from '../../features/newsletter/newsletter-token-page';
import { PrivacyNoticePage } from '../../features/privacy/privacy-notice-page';
import { PageMeta } from '../../lib/seo';

/** /privacy (docs/product/privacy.md#privacy-notice): the privacy notice. */
function PrivacyNotice() {
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

/**
 * /newsletter/confirm (docs/product/privacy.md#double-opt-in) and /newsletter/unsubscribe
 * (docs/product/privacy.md#unsubscribe): the pages the links of the newsletter emails open, no
 * login needed. `noindex`: they only make sense with an email's token.
 */
function NewsletterLink({ action }: { action: 'confirm' | 'unsubscribe' }) {
  return (
    <>
      {action === 'confirm' ? (
        <PageMeta
          title="Confirm Your Subscription"
          description="Confirm your subscription to the Meridian Advisory insights newsletter with the link from our email."
          path="/newsletter/confirm"
          noindex
        />
      ) : (
        <PageMeta
          title="Unsubscribe"
          description="Unsubscribe from the Meridian Advisory insights newsletter with the link from any of our emails."
          path="/newsletter/unsubscribe"
          noindex
        />
      )}
      <NewsletterTokenPage action={action} />
    </>
  );
}

/**
 * Route module of the privacy pages: the notice and the two newsletter link pages share it (one
 * chunk), each chosen by its path.
 */
export function Component() {
  const { pathname } = useLocation();
  if (pathname.startsWith('/newsletter/unsubscribe')) return <NewsletterLink action="unsubscribe" />;
  if (pathname.startsWith('/newsletter/confirm')) return <NewsletterLink action="confirm" />;
  return <PrivacyNotice />;
}
