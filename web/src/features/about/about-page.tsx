import { siteConfig } from '@meridian/shared/site-config';
// Inline (a `data:` URI), so the page fetches nothing before its first paint (docs/decisions/064-site-art-inline.md).
import founderPortrait from '../../assets/founder-portrait.svg?inline';
import {
  CheckList,
  CtaBanner,
  CtaLink,
  PageHero,
  Section,
  SectionHeading,
  StatGrid,
} from '../../components/page/page-sections';

const STATS = [
  { value: '20+', label: 'Years in senior executive roles' },
  { value: '33,000+', label: 'Service locations transformed' },
  { value: '80+', label: 'Countries of operating experience' },
  { value: '8', label: 'Global business segments led' },
  { value: '£42M+', label: 'Efficiency gains delivered' },
  { value: '£268M+', label: 'Service platform designed' },
  { value: '67%', label: 'Of strategic plans fail in execution' },
  { value: '24 hours', label: 'Response time to every enquiry' },
] as const;

const TRACK_RECORD = [
  {
    title: 'Global service platform design',
    text: 'Designed and launched a £268M integrated service platform across 33,000+ client locations, standardising how work was sold, delivered and measured in eight business segments.',
  },
  {
    title: 'Multi-country efficiency programme',
    text: 'Led an operational excellence programme in more than 80 countries that delivered over £42M of recurring efficiency gains while raising customer satisfaction scores.',
  },
  {
    title: 'Turnaround leadership',
    text: 'Stepped in as interim leader of underperforming business units, stabilising cash and service quality within the first 90 days and returning them to growth.',
  },
  {
    title: 'Strategy for growing companies',
    text: 'Guided founder-led businesses through their first formal strategic plans, translating ambition into priorities, owners and a management rhythm their teams still use.',
  },
] as const;

const BELIEFS = [
  'Strategy is only as good as its execution, so every plan we build comes with the routines to deliver it.',
  'Growing companies deserve the same calibre of thinking as large corporations, without the bureaucracy or the fees.',
  'The people closest to the work usually know what is broken. Our job is to listen, decide and make change stick.',
  'Success means your team can run the system without us. We build capability, not dependency.',
] as const;

/** About page (docs/product/site.md#pages): founder story, statistics, why we do this work, track record. */
export function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow={`About ${siteConfig.brand}`}
        title="Built on two decades of turning strategy into results"
        lead={`${siteConfig.brand} exists to give ambitious small and mid-sized companies access to the senior strategic and operational leadership that is usually reserved for global corporations.`}
      />

      <Section aria-labelledby="story-title">
        <div className="grid items-start gap-12 lg:grid-cols-[1fr_1.4fr]">
          <img
            src={founderPortrait}
            alt={`Illustrated portrait of ${siteConfig.founder.name}`}
            width={240}
            height={240}
            className="mx-auto size-60 rounded-2xl bg-muted lg:mx-0 lg:size-80"
          />
          <div>
            <SectionHeading
              id="story-title"
              eyebrow="The founder's story"
              title={`${siteConfig.founder.name}, ${siteConfig.founder.role}`}
            />
            <div className="mt-6 grid gap-4 text-lg leading-relaxed text-foreground">
              <p>
                For more than 20 years {siteConfig.founder.name} held senior executive roles in international service
                businesses, responsible for strategy, operations and transformation across eight global segments. The
                work ranged from designing a £268M service platform to running efficiency programmes in over 80
                countries.
              </p>
              <p>
                Time and again the same lesson emerged: the companies that won were not the ones with the cleverest
                strategies. They were the ones that translated a clear strategy into priorities, owners and habits, and
                reviewed progress with discipline every single month.
              </p>
              <p>
                Working with founders and managing directors of growing companies, {siteConfig.founder.name} saw the
                opposite pattern. Talented teams with real ambition were held back not by a lack of ideas but by a lack
                of structure. That is why {siteConfig.brand} was founded: to bring corporate-scale execution discipline
                to companies of 10 to 500 people, in a form that fits their size and pace.
              </p>
            </div>
          </div>
        </div>
      </Section>

      <Section muted aria-labelledby="numbers-title">
        <SectionHeading id="numbers-title" eyebrow="By the numbers" title="Experience you can measure" align="center" />
        <StatGrid stats={STATS} className="mt-10" />
      </Section>

      <Section aria-labelledby="why-title">
        <div className="grid items-start gap-12 lg:grid-cols-2">
          <SectionHeading
            id="why-title"
            eyebrow="Why we do this work"
            title="Because 67% of strategic plans fail, and it does not have to be that way"
            lead="Most strategies fail quietly: priorities multiply, resources stay where they were, and nobody notices the drift until the year is gone. We find that deeply avoidable."
          />
          <CheckList items={BELIEFS} className="text-lg text-foreground" />
        </div>
      </Section>

      <Section muted aria-labelledby="record-title">
        <SectionHeading id="record-title" eyebrow="Track record" title="Selected experience" />
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {TRACK_RECORD.map((item) => (
            <li key={item.title} className="rounded-xl border border-border bg-background p-6">
              <h3 className="text-lg font-semibold text-primary">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBanner
        id="about-cta"
        title="Let's talk about where your business is heading"
        text="A free 30-minute consultation is the quickest way to find out whether we can help. No obligation, and a reply within 24 hours."
      >
        <CtaLink to="/contact">Book Consultation</CtaLink>
        <CtaLink to="/strategic-assessment" variant="inverse">
          Take the Free Assessment
        </CtaLink>
      </CtaBanner>
    </>
  );
}
