import { countOf, formatPounds } from '@meridian/shared/format';
import type { LeadSummary } from '@meridian/shared/leads/lead';
import type { DashboardMetrics } from '@meridian/shared/pipeline/dashboard';
import { NOT_ENOUGH_DATA } from '@meridian/shared/pipeline/enough-data';
import type { ReactNode } from 'react';

/** One headline figure: its label, its value and a caption saying how it is computed. */
function Figure({ label, value, caption }: { label: string; value: ReactNode; caption: string }) {
  return (
    <div className="min-w-0 rounded-lg border bg-card p-3" data-headline-figure="">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold">{value}</dd>
      <dd className="text-xs text-muted-foreground">{caption}</dd>
    </div>
  );
}

/**
 * The dashboard's headline figures (docs/product/dashboard.md#headline-figures): one row above the
 * lead list at 1024 px and wider (two columns on a phone) of won revenue, weighted pipeline, win
 * rate (erased leads' kept outcomes included, docs/decisions/047-outcomes-survive-erasure.md), this
 * month's weighted forecast, hot prospects and this month's new leads against the goal, each with
 * its caption. Every number comes from the shared `dashboardMetrics` rule; months are UTC months.
 * No charts: it loads without the chart library, before the detailed widgets.
 *
 * @param props.metrics - the shared dashboard metrics of the leads shown.
 */
export function HeadlineFigures({ metrics }: { metrics: DashboardMetrics<LeadSummary> }) {
  const { revenue, outcomes, forecast, monthlyGoals } = metrics;
  const month = forecast.thisMonth.weightedValue;
  return (
    <section aria-labelledby="headline-figures-heading">
      <h2 id="headline-figures-heading" className="sr-only">
        Headline figures
      </h2>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        <Figure
          label="Won revenue"
          value={formatPounds(revenue.wonRevenue)}
          caption="Sum of the won values of deals closed as won"
        />
        <Figure
          label="Weighted pipeline"
          value={formatPounds(revenue.weightedPipeline)}
          caption="Each open lead's value × its stage's close probability, summed"
        />
        <Figure
          label="Win rate"
          value={`${outcomes.winRate}%`}
          caption="Won ÷ (won + lost), erased leads' outcomes included"
        />
        <Figure
          label="Forecast this month"
          value={month === null ? <span className="text-sm font-normal">{NOT_ENOUGH_DATA}</span> : formatPounds(month)}
          caption={`Weighted values of ${countOf(forecast.thisMonth.count, 'lead')} due this UTC month`}
        />
        <Figure label="Hot prospects" value={metrics.hotProspects} caption="Leads with a priority score of 8 or more" />
        <Figure
          label="New leads this month"
          value={`${monthlyGoals.newLeads.actual} / ${monthlyGoals.newLeads.target}`}
          caption="Leads created this UTC month, against the monthly goal"
        />
      </dl>
    </section>
  );
}
