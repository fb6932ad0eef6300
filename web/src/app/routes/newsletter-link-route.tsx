import { useLocation } from 'react-router';
import { NewsletterTokenPage } from '../../features/newsletter/newsletter-token-page';
import { PageMeta } from '../../lib/seo';

/**
 * Route module of /newsletter/confirm (docs/product/privacy.md#double-opt-in) and
 * /newsletter/unsubscribe (docs/product/privacy.md#unsubscribe): the pages the links of the
 * newsletter emails open, no login needed. `noindex`: they only make sense with an email's token.
 */
export function Component() {
  const unsubscribe = useLocation().pathname.startsWith('/newsletter/unsubscribe');
  return unsubscribe ? (
    <>
      <PageMeta
        title="Unsubscribe"
        description="Unsubscribe from the Meridian Advisory insights newsletter with the link from any of our emails."
        path="/newsletter/unsubscribe"
        noindex
      />
      <NewsletterTokenPage action="unsubscribe" />
    </>
  ) : (
    <>
      <PageMeta
        title="Confirm Your Subscription"
        description="Confirm your subscription to the Meridian Advisory insights newsletter with the link from our email."
        path="/newsletter/confirm"
        noindex
      />
      <NewsletterTokenPage action="confirm" />
    </>
  );
}
