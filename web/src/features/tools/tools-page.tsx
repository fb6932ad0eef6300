import { Calculator } from '../../components/ui/icons/calculator';
import { ClipboardCheck } from '../../components/ui/icons/clipboard-check';
import { Clock } from '../../components/ui/icons/clock';
import { ListChecks } from '../../components/ui/icons/list-checks';
import { CtaLink, PageHero, Section, SectionHeading } from '../../components/page/page-sections';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { trackEvent } from '../../lib/analytics';

/** Tools page (docs/product/site.md#pages): the featured Strategic Readiness Assessment and the coming-soon calculator. */
export function ToolsPage() {
  return (
    <>
      <PageHero
        eyebrow="Free business tools"
        title="Tools to sharpen your strategy and operations"
        lead="Practical, self-service diagnostics built on the same frameworks we use with clients. Free, confidential and quick to complete."
      />
      <Section aria-labelledby="tools-title">
        <h2 id="tools-title" className="sr-only">
          Available tools
        </h2>
        <div className="grid gap-8 lg:grid-cols-[1.5fr_1fr]">
          <Card className="border-2 border-accent/60">
            <CardHeader>
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant="accent">Featured</Badge>
                <Badge variant="success">Free</Badge>
              </div>
              <ClipboardCheck className="mt-4 size-10 text-accent" aria-hidden="true" />
              <CardTitle as="h3" className="mt-2 text-2xl text-primary">
                Strategic Readiness Assessment
              </CardTitle>
              <CardDescription className="text-base">
                Twenty questions across four dimensions of execution: Strategic Translation, Execution Capability,
                Resource Alignment, and Feedback and Adaptation.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-3 text-sm sm:grid-cols-3">
                <li className="flex items-center gap-2">
                  <Clock className="size-4 text-brand-teal" aria-hidden="true" /> 5 minutes
                </li>
                <li className="flex items-center gap-2">
                  <ListChecks className="size-4 text-brand-teal" aria-hidden="true" /> 20 questions
                </li>
                <li className="flex items-center gap-2">
                  <ClipboardCheck className="size-4 text-brand-teal" aria-hidden="true" /> Instant results
                </li>
              </ul>
              <p className="mt-4 leading-relaxed text-muted-foreground">
                Get your readiness score, a category benchmark, section-by-section scores and five tailored
                recommendations you can act on straight away.
              </p>
            </CardContent>
            <CardFooter>
              <CtaLink
                to="/strategic-assessment"
                onClick={() =>
                  trackEvent('tool_access', { category: 'lead_generation', label: 'tools_page_assessment' })
                }
              >
                Start the Assessment
              </CtaLink>
            </CardFooter>
          </Card>
          <Card className="bg-muted/60">
            <CardHeader>
              <div>
                <Badge variant="secondary">Coming soon</Badge>
              </div>
              <Calculator className="mt-4 size-10 text-muted-foreground" aria-hidden="true" />
              <CardTitle as="h3" className="mt-2 text-2xl text-primary">
                Operational Efficiency Calculator
              </CardTitle>
              <CardDescription className="text-base">
                Estimate the savings available in your operation from process, capacity and cost benchmarks.
              </CardDescription>
            </CardHeader>
            <CardFooter>
              <Button variant="outline" size="lg" disabled>
                Coming soon
              </Button>
            </CardFooter>
          </Card>
        </div>
      </Section>
      <Section muted aria-labelledby="tools-help-title">
        <SectionHeading
          id="tools-help-title"
          title="Prefer to talk it through?"
          lead="Our tools are a starting point. A free 30-minute consultation turns the results into a clear plan of action."
        />
        <div className="mt-6">
          <CtaLink to="/contact" variant="default">
            Book Consultation
          </CtaLink>
        </div>
      </Section>
    </>
  );
}
