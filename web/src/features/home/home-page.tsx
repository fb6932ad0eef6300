import { siteConfig } from '@meridian/shared/site-config';
// The site's own art travels inline (`data:` URIs), so the page fetches nothing before its first
// paint (docs/decisions/064-site-art-inline.md).
import founderPortrait from '../../assets/founder-portrait.svg?inline';
import heroArt from '../../assets/hero-strategy.svg?inline';
import { ArrowRight } from '../../components/ui/icons/arrow-right';
import { BarChart3 } from '../../components/ui/icons/chart-column';
import { Compass } from '../../components/ui/icons/compass';
import { Gauge } from '../../components/ui/icons/gauge';
import { Layers } from '../../components/ui/icons/layers';
import { Target } from '../../components/ui/icons/target';
import { Users } from '../../components/ui/icons/users';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { CheckList, Container, CtaLink, Section, SectionHeading, StatGrid } from '../../components/page/page-sections';
import { trackEvent } from '../../lib/analytics';
import { scrollToTopSoon } from '../../lib/scroll';

const TRUST_STATS = [
  { value: '33,000+', label: 'Service locations transformed' },
  { value: '80+', label: 'Countries of operating experience' },
  { value: '£42M+', label: 'Efficiency gains delivered' },
  { value: '£268M+', label: 'Service platform designed' },
] as const;

const PROBLEMS = [
  'A strategy that lives in a slide deck while the business runs on habit',
  'Growth that outpaces your processes, systems and management bandwidth',
  'A leadership team pulled into firefighting instead of building the future',
  'Initiatives that start with energy and stall within a quarter',
] as const;

const APPROACH = [
  {
    icon: Compass,
    title: 'Diagnose honestly',
    text: 'We start with evidence: where value leaks between your plan and your daily operations, and why.',
  },
  {
    icon: Target,
    title: 'Focus ruthlessly',
    text: 'Three to five priorities with clear owners, measures and trade-offs, rather than a long wish list.',
  },
  {
    icon: Layers,
    title: 'Build the operating rhythm',
    text: 'Reviews, scorecards and decision rights that make execution routine rather than heroic.',
  },
  {
    icon: Users,
    title: 'Transfer capability',
    text: 'Your team runs the system when we leave. We measure success by how little you need us afterwards.',
  },
] as const;

const SERVICES = [
  {
    icon: Compass,
    title: 'Strategic Planning',
    audience: 'For SMEs and growing businesses',
    text: 'A focused, executable strategy in ten weeks, with 90 days of implementation support so the plan becomes the way you work.',
    href: '/services/strategic-planning',
  },
  {
    icon: Gauge,
    title: 'Operational Transformation',
    audience: 'Corporate-scale excellence',
    text: 'Redesign processes, structures and performance management to remove cost and complexity and scale with confidence.',
    href: '/services/operational-transformation',
  },
  {
    icon: Users,
    title: 'Interim Executive Services',
    audience: 'Senior leadership expertise',
    text: 'An experienced CEO, COO or transformation lead who steps in quickly, stabilises the business and drives the agenda.',
    href: '/services/interim-executive',
  },
] as const;

const WHY_CHOOSE = [
  'Over 20 years of senior executive experience, not a junior team learning on your time',
  'Methods proven across 33,000+ locations in 80+ countries, scaled down for growing companies',
  'Fixed, transparent engagements with clear deliverables and timelines',
  'Hands-on implementation support, not a report that gathers dust',
  'Capability transfer built in, so improvements last after we step back',
  'A 24-hour response to every enquiry and a free, no-obligation first conversation',
] as const;

/** Home page (docs/product/site.md#pages): hero, founder intro, statistics, problems and approach, services, why choose us, urgency CTA. */
export function HomePage() {
  return (
    <>
      <section aria-labelledby="home-title" className="relative overflow-hidden bg-primary text-white">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(94,234,212,0.18),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(245,158,11,0.14),transparent_50%)]"
        />
        <Container className="relative grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:py-24">
          <div>
            <p className="text-sm font-semibold tracking-wider text-amber-300 uppercase">Strategy that gets executed</p>
            <h1 id="home-title" className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              Turn your strategy into measurable results
            </h1>
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-white/85 sm:text-xl">
              {siteConfig.brand} helps owners and leadership teams of companies with 10 to 500 employees close the gap
              between ambition and execution, with the discipline of a global operator and the pace of a growing
              business.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <CtaLink
                to="/contact"
                onClick={() => trackEvent('cta_click', { category: 'conversion', label: 'home_hero_consultation' })}
              >
                Book Consultation
                <ArrowRight aria-hidden="true" />
              </CtaLink>
              <CtaLink
                to="/strategic-assessment"
                variant="inverse"
                onClick={() =>
                  trackEvent('tool_access', { category: 'lead_generation', label: 'home_hero_assessment' })
                }
              >
                Take the Free 5-Minute Assessment
              </CtaLink>
            </div>
          </div>
          <img
            src={heroArt}
            alt=""
            width={560}
            height={440}
            className="hidden w-full max-w-xl justify-self-end lg:block"
          />
        </Container>
      </section>

      <Section aria-labelledby="founder-title">
        <div className="grid items-center gap-10 lg:grid-cols-[auto_1fr]">
          <img
            src={founderPortrait}
            alt={`Illustrated portrait of ${siteConfig.founder.name}`}
            width={240}
            height={240}
            loading="lazy"
            className="size-48 rounded-2xl bg-muted sm:size-60"
          />
          <div>
            <SectionHeading
              id="founder-title"
              eyebrow="Meet the founder"
              title="Corporate-scale experience, applied to growing companies"
              lead={`${siteConfig.founder.name} founded ${siteConfig.brand} after more than 20 years leading strategy and operations for global service businesses, including the design of a £268M service platform spanning 33,000 locations in over 80 countries.`}
            />
            <p className="mt-4 max-w-3xl leading-relaxed text-muted-foreground">
              The same disciplines that keep a global operation on course (clear priorities, accountable owners, a
              steady management rhythm) are exactly what ambitious smaller companies need to grow without losing
              control. We bring them to you in a form that fits your size, budget and pace.
            </p>
            <Link
              to="/about"
              onClick={scrollToTopSoon}
              className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-teal underline-offset-4 hover:underline"
            >
              Read our story
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
        </div>
      </Section>

      <Section muted aria-labelledby="stats-title">
        <SectionHeading id="stats-title" eyebrow="Track record" title="Results at global scale" align="center" />
        <StatGrid stats={TRUST_STATS} className="mt-10" />
      </Section>

      <Section aria-labelledby="problems-title">
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="problems-title"
              eyebrow="The problem"
              title="67% of strategic plans fail. Not for lack of ideas."
              lead="They fail in execution: in the gap between what leaders decide and what the organisation actually does on Monday morning. Sound familiar?"
            />
            <CheckList items={PROBLEMS} className="mt-6 text-foreground" />
          </div>
          <div>
            <h3 className="text-xl font-semibold text-primary">Our approach</h3>
            <ul className="mt-6 grid gap-5 sm:grid-cols-2">
              {APPROACH.map(({ icon: Icon, title, text }) => (
                <li key={title} className="rounded-xl border border-border p-5">
                  <Icon className="size-6 text-brand-teal" aria-hidden="true" />
                  <p className="mt-3 font-semibold text-primary">{title}</p>
                  <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section muted aria-labelledby="services-title">
        <SectionHeading
          id="services-title"
          eyebrow="How we help"
          title="Three ways to accelerate your growth"
          lead="Choose the support that fits where your business is today. Every engagement starts with a free assessment of your needs."
          align="center"
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {SERVICES.map(({ icon: Icon, title, audience, text, href }) => (
            <li key={href}>
              <Card className="flex h-full flex-col">
                <CardHeader>
                  <Icon className="size-8 text-accent" aria-hidden="true" />
                  <CardTitle className="mt-2 text-xl text-primary">{title}</CardTitle>
                  <CardDescription>{audience}</CardDescription>
                </CardHeader>
                <CardContent className="flex flex-1 flex-col justify-between gap-6">
                  <p className="leading-relaxed">{text}</p>
                  <Link
                    to={href}
                    onClick={scrollToTopSoon}
                    className="inline-flex items-center gap-1 font-semibold text-brand-teal underline-offset-4 hover:underline"
                  >
                    Explore {title}
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </Link>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section aria-labelledby="why-title">
        <div className="grid items-start gap-12 lg:grid-cols-2">
          <SectionHeading
            id="why-title"
            eyebrow="Why Meridian"
            title="Senior expertise, practical delivery, lasting capability"
            lead="We work alongside your team from first diagnosis to embedded results, and we stay accountable for the outcome."
          />
          <CheckList items={WHY_CHOOSE} className="text-foreground" />
        </div>
      </Section>

      <section aria-labelledby="urgency-title" className="bg-primary py-16 text-white sm:py-20">
        <Container className="grid items-center gap-10 lg:grid-cols-[1.4fr_1fr]">
          <div>
            <BarChart3 className="size-10 text-amber-300" aria-hidden="true" />
            <h2 id="urgency-title" className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              Every quarter of drift costs you growth you will not get back
            </h2>
            <p className="mt-4 max-w-2xl text-lg text-white/85">
              Find out in 5 minutes how ready your organisation is to execute its strategy, then talk it through with us
              in a free consultation. We respond to every enquiry within 24 hours.
            </p>
          </div>
          <div className="flex flex-col gap-3">
            <CtaLink
              to="/strategic-assessment"
              onClick={() =>
                trackEvent('tool_access', { category: 'lead_generation', label: 'home_urgency_assessment' })
              }
            >
              Start the Free Assessment
            </CtaLink>
            <CtaLink
              to="/contact"
              variant="inverse"
              onClick={() => trackEvent('cta_click', { category: 'conversion', label: 'home_urgency_consultation' })}
            >
              Book Consultation
            </CtaLink>
          </div>
        </Container>
      </section>
    </>
  );
}
