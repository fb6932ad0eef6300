import { siteConfig } from '@meridian/shared/site-config';
import type { ReactNode } from 'react';
import { Mail } from '../../components/ui/icons/mail';
import { LinkedInIcon } from '../../components/brand/icons';
import { CheckList, Container, PageHero, Section, SectionHeading } from '../../components/page/page-sections';
import { ChevronDown } from '../../components/ui/icons/chevron-down';
import { buttonVariants } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ContactForm } from './contact-form';
import { mailtoHref } from '../../lib/contact-links';
import { cn } from '../../lib/utils';

const HIGHLIGHTS = [
  { value: '24 Hour', label: 'Response time' },
  { value: 'FREE', label: 'Initial consultation' },
  { value: '£42M+', label: 'Value delivered' },
] as const;

const BENEFITS = [
  'A free 30-minute strategy call with a senior advisor',
  'Personalized strategic recommendations for your business',
  'An assessment of your transformation readiness',
  'No obligations and no hard sell',
] as const;

/** The four FAQ entries of docs/product/site.md#contact-form. */
export const CONTACT_FAQ = [
  {
    question: 'How quickly can you start working with us?',
    answer:
      'We can usually begin an initial assessment within 48-72 hours of our first conversation. For urgent interim executive needs we can often move faster, with an experienced leader in place within days.',
  },
  {
    question: 'What size companies do you work with?',
    answer:
      'We specialise in companies with 10 to 500 employees: founder-led and growing businesses that need corporate-scale strategy and operational discipline, in a form that fits their size and pace.',
  },
  {
    question: 'Do you work remotely or on-site?',
    answer:
      'Both. Many engagements are hybrid: on-site for workshops, diagnostics and key leadership meetings, and remote for analysis, coaching and progress reviews. We agree the mix that works best for you.',
  },
  {
    question: 'What industries do you have experience in?',
    answer:
      'Our experience spans manufacturing, financial services, FMCG, banking, technology and professional services. The disciplines of strategy execution and operational excellence translate well across sectors.',
  },
] as const;

/**
 * Contact page (docs/product/site.md#contact-form): hero with three highlights, the consultation form with its
 * benefits, the Let's Connect card, the four-question FAQ and a closing call to action. The FAQ is
 * native `<details>` sharing one `name`, so the browser keeps one answer open at a time with no
 * script (docs/decisions/010-hand-written-ui-pieces-for-the-js-budget.md).
 *
 * @param booking - what the consultation card offers above the form (the route passes the slot
 *   picker's opener: docs/product/booking.md#booking).
 */
export function ContactPage({ booking }: { booking?: ReactNode } = {}) {
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Let's talk about your growth"
        lead="Tell us about your business and the challenge in front of you. A senior advisor will reply within 24 hours to arrange a free, no-obligation consultation."
      >
        <dl className="grid max-w-xl grid-cols-3 gap-3 sm:gap-4">
          {HIGHLIGHTS.map((item) => (
            <div
              key={item.label}
              className="flex min-w-0 flex-col rounded-xl border border-white/15 bg-white/5 p-3 sm:p-4"
            >
              <dt className="text-sm text-white/80">{item.label}</dt>
              <dd className="order-first text-xl font-bold text-amber-300 sm:text-2xl">{item.value}</dd>
            </div>
          ))}
        </dl>
      </PageHero>

      <Section aria-labelledby="form-title">
        <div className="grid items-start gap-8 lg:grid-cols-[1.6fr_1fr]">
          <Card className="min-w-0">
            <CardHeader>
              <CardTitle as="h2" className="text-2xl text-primary">
                <span id="form-title">Book your free consultation</span>
              </CardTitle>
              <CardDescription className="text-base">
                What you get from your first conversation with us:
              </CardDescription>
              <CheckList items={BENEFITS} className="mt-3 text-foreground" />
            </CardHeader>
            <CardContent className="grid gap-6">
              {booking}
              <ContactForm />
            </CardContent>
          </Card>
          <Card className="min-w-0 bg-muted/60">
            <CardHeader>
              <CardTitle as="h2" className="text-xl text-primary">
                Let's Connect
              </CardTitle>
              <CardDescription className="text-base">
                Prefer to get in touch directly? We are always happy to hear from you.
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              <a
                href={mailtoHref(siteConfig.emails.info)}
                className="flex items-center gap-3 rounded-lg bg-background p-4 hover:bg-secondary"
              >
                <Mail className="size-5 text-brand-teal" aria-hidden="true" />
                <span>
                  <span className="block text-sm text-muted-foreground">Email us</span>
                  <span className="font-semibold break-all text-primary">{siteConfig.emails.info}</span>
                </span>
              </a>
              <a
                href={siteConfig.linkedin.companyPage}
                target="_blank"
                rel="noopener noreferrer"
                className="flex items-center gap-3 rounded-lg bg-background p-4 hover:bg-secondary"
              >
                <LinkedInIcon className="text-[#0a66c2]" />
                <span>
                  <span className="block text-sm text-muted-foreground">Follow us on LinkedIn</span>
                  <span className="font-semibold text-primary">
                    {siteConfig.brand}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </span>
                </span>
              </a>
            </CardContent>
          </Card>
        </div>
      </Section>

      <Section muted aria-labelledby="faq-title">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Frequently asked questions" align="center" />
        <div className="mx-auto mt-10 max-w-3xl rounded-xl bg-background px-6">
          {CONTACT_FAQ.map((item, index) => (
            <details
              key={item.question}
              name="contact-faq"
              className={cn('group border-b border-border', index === CONTACT_FAQ.length - 1 && 'border-b-0')}
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-left transition-colors hover:text-brand-teal [&::-webkit-details-marker]:hidden">
                <h3 className="text-base font-semibold">{item.question}</h3>
                <ChevronDown
                  className="size-5 shrink-0 transition-transform duration-200 group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <p className="animate-fade-in pb-4 leading-relaxed text-muted-foreground">{item.answer}</p>
            </details>
          ))}
        </div>
      </Section>

      <section aria-labelledby="contact-cta-title" className="bg-primary py-16 text-white">
        <Container className="text-center">
          <h2 id="contact-cta-title" className="text-3xl font-bold tracking-tight text-balance">
            Ready to turn your strategy into results?
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-white/85">
            Whether you need a clear plan, a more efficient operation or senior leadership now, the first step is a
            conversation.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <a
              href={mailtoHref(siteConfig.emails.info)}
              className={buttonVariants({
                variant: 'accent',
                size: 'lg',
                className: 'h-auto min-h-12 whitespace-normal break-all py-3',
              })}
            >
              <Mail aria-hidden="true" />
              Email {siteConfig.emails.info}
            </a>
            <a
              href={siteConfig.linkedin.companyPage}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: 'inverse', size: 'lg' })}
            >
              <LinkedInIcon className="size-4" />
              Connect on LinkedIn
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
        </Container>
      </section>
    </>
  );
}
