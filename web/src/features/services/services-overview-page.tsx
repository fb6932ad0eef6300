import { ArrowRight } from '../../components/ui/icons/arrow-right';
import { Link } from 'react-router';
import { CtaBanner, CtaLink, PageHero, Section, SectionHeading } from '../../components/page/page-sections';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { scrollToTopSoon } from '../../lib/scroll';
import { SERVICES } from './service-content';

const PROCESS = [
  {
    title: 'Free assessment',
    text: 'A no-obligation conversation, supported by our strategic readiness assessment, to understand your situation, goals and constraints.',
  },
  {
    title: 'Customised solution design',
    text: 'A tailored proposal with clear scope, deliverables, timeline and fixed fees, built around the outcomes that matter most to you.',
  },
  {
    title: 'Implementation and capability transfer',
    text: 'We work alongside your team to deliver the change and leave behind the skills, tools and routines to sustain it.',
  },
] as const;

/** Services overview (docs/product/site.md#pages): the three services and the 3-step engagement process. */
export function ServicesOverviewPage() {
  return (
    <>
      <PageHero
        eyebrow="Our services"
        title="Strategy, operations and leadership for growing companies"
        lead="Three complementary services, one goal: helping you execute your strategy and grow with control. Start where the need is greatest and we will shape the engagement around you."
      />
      <Section aria-labelledby="services-list-title">
        <SectionHeading id="services-list-title" title="Choose the support that fits" />
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {SERVICES.map((service) => (
            <li key={service.slug}>
              <Card className="flex h-full flex-col">
                <CardHeader>
                  <CardTitle as="h3" className="text-xl text-primary">
                    {service.name}
                  </CardTitle>
                  <CardDescription>{service.audience}</CardDescription>
                </CardHeader>
                <CardContent className="flex flex-1 flex-col justify-between gap-6">
                  <p className="leading-relaxed">{service.heroLead}</p>
                  <Link
                    to={`/services/${service.slug}`}
                    onClick={scrollToTopSoon}
                    className="inline-flex items-center gap-1 font-semibold text-brand-teal underline-offset-4 hover:underline"
                  >
                    Learn more about {service.name}
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </Link>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <Section muted aria-labelledby="process-title">
        <SectionHeading
          id="process-title"
          eyebrow="How we work"
          title="A simple 3-step process"
          lead="Every engagement follows the same principles: understand first, design together, deliver with you."
          align="center"
        />
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {PROCESS.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-border bg-background p-6">
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-full bg-accent text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-primary">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <CtaBanner
        id="services-cta"
        title="Not sure where to start?"
        text="Take the free 5-minute assessment or book a consultation, and we will help you find the right first step."
      >
        <CtaLink to="/contact">Book Consultation</CtaLink>
        <CtaLink to="/strategic-assessment" variant="inverse">
          Take the Free Assessment
        </CtaLink>
      </CtaBanner>
    </>
  );
}
