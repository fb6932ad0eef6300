import { BookConsultation } from '../../features/booking/book-consultation';
import { ContactPage } from '../../features/contact/contact-page';
import { PageMeta } from '../../lib/seo';

/** Route module of /contact (docs/product/site.md#pages). */
export function Component() {
  return (
    <>
      <PageMeta
        title="Contact Us and Book a Free Consultation"
        description="Book a free 30-minute consultation with a senior advisor. We respond within 24 hours and work with companies of 10 to 500 employees, remotely, on-site or hybrid."
        path="/contact"
      />
      <ContactPage booking={<BookConsultation />} />
    </>
  );
}
