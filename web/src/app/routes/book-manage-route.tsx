import { ManageBookingPage } from '../../features/booking/manage-booking-page';
import { PageMeta } from '../../lib/seo';

/**
 * Route module of /book/manage (docs/product/booking.md#manage-link): the page the booking emails'
 * link opens, no login needed. `noindex`: it only makes sense with an email's token.
 */
export function Component() {
  return (
    <>
      <PageMeta
        title="Your Consultation"
        description="Reschedule or cancel your consultation with Meridian Advisory with the link from our email."
        path="/book/manage"
        noindex
      />
      <ManageBookingPage />
    </>
  );
}
