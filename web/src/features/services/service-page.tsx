import { CheckList, CtaBanner, CtaLink, PageHero, Section, SectionHeading } from '../../components/page/page-sections';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { trackEvent } from '../../lib/analytics';
import type { ServiceContent } from './service-content';

/** A service page (docs/product/site.md#pages): deliverables or roles, problems solved, methodology, support, outcomes. */
export function ServicePage({ service }: { service: ServiceContent }) {
  return (
    <>
      <PageHero eyebrow={`${service.name} · ${service.audience}`} title={service.heroTitle} lead={service.heroLead}>
        <div className="flex flex-col gap-3 sm:flex-row">
          <CtaLink
            to="/contact"
            onClick={() => trackEvent('cta_click', { category: 'conversion', label: `${service.slug}_hero` })}
          >
            Book Consultation
          </CtaLink>
          <CtaLink to="/strategic-assessment" variant="inverse">
            Take the Free Assessment
          </CtaLink>
        </div>
      </PageHero>

      <Section aria-labelledby="deliverables-title">
        <SectionHeading id="deliverables-title" eyebrow={service.name} title={service.deliverablesTitle} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {service.deliverables.map((item) => (
            <li key={item.title}>
              <Card className="h-full">
                <CardHeader>
                  <CardTitle className="text-primary">{item.title}</CardTitle>
                </CardHeader>
                <CardContent>
                  <p className="leading-relaxed text-muted-foreground">{item.text}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section muted aria-labelledby="problems-title">
        <div className="grid items-start gap-12 lg:grid-cols-2">
          <SectionHeading
            id="problems-title"
            eyebrow="Problems we solve"
            title="Is this where your business is today?"
            lead="These are the situations our clients describe when they first get in touch."
          />
          <CheckList items={service.problems} className="text-foreground" />
        </div>
      </Section>

      <Section aria-labelledby="method-title">
        <SectionHeading id="method-title" eyebrow="Methodology" title={service.methodTitle} lead={service.methodLead} />
        <ol className="mt-10 grid gap-4 lg:grid-cols-5">
          {service.method.map((step, index) => (
            <li key={step.title} className="relative rounded-xl border border-border bg-background p-5">
              <p className="flex items-center gap-2 text-sm font-semibold text-brand-teal">
                <span
                  aria-hidden="true"
                  className="inline-flex size-7 items-center justify-center rounded-full bg-primary text-xs text-white"
                >
                  {index + 1}
                </span>
                {step.when}
              </p>
              <h3 className="mt-3 font-semibold text-primary">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-6 rounded-xl border-l-4 border-accent bg-accent-soft/60 p-6">
          <h3 className="text-lg font-semibold text-primary">{service.support.title}</h3>
          <p className="mt-2 leading-relaxed text-foreground">{service.support.text}</p>
        </div>
      </Section>

      <Section muted aria-labelledby="outcomes-title">
        <div className="grid items-start gap-12 lg:grid-cols-2">
          <SectionHeading id="outcomes-title" eyebrow="Outcomes" title="What changes for your business" />
          <CheckList items={service.outcomes} className="text-lg text-foreground" />
        </div>
      </Section>

      <CtaBanner
        id="service-cta"
        title={`Talk to us about ${service.name.toLowerCase()}`}
        text="Book a free 30-minute consultation. We will listen, share an initial view and suggest the right next step, with no obligation."
      >
        <CtaLink
          to="/contact"
          onClick={() => trackEvent('cta_click', { category: 'conversion', label: `${service.slug}_footer` })}
        >
          Book Consultation
        </CtaLink>
      </CtaBanner>
    </>
  );
}
