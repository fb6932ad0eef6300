import type { DashboardMetrics } from '@meridian/shared/pipeline/dashboard';
import { countOf, formatPounds, formatPoundsK } from '@meridian/shared/format';
import type { LeadSummary } from '@meridian/shared/leads/lead';
import { LOST_REASONS } from '@meridian/shared/leads/lead-outcome';
import { LEAD_SOURCE_LABELS, LEAD_SOURCES } from '@meridian/shared/leads/options';
import { STAGES } from '@meridian/shared/pipeline/pipeline-stages';
import { conversionRateText } from '@meridian/shared/pipeline/pipeline';
import { memo, type ReactNode, useId } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { cn } from '../../../lib/utils';

export interface DashboardWidgetsProps {
  /** Metrics from the shared `dashboardMetrics` rule (memoised by the caller). */
  metrics: DashboardMetrics<LeadSummary>;
  /** Called when a Recent Activity entry is chosen. */
  onOpenLead: (lead: LeadSummary) => void;
}

const CHART_COLOURS = ['#1e3a5f', '#c2410c', '#0f766e', '#7c3aed', '#b45309', '#be123c', '#15803d'];

function Widget({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    // min-w-0: a grid item may shrink below its longest word, so long names wrap instead of widening the page.
    <Card className={cn('min-w-0', className)} role="region" aria-labelledby={id}>
      <CardHeader className="pb-3">
        <CardTitle as="h3" id={id} className="text-base">
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold">{value}</dd>
    </div>
  );
}

/** A small bar chart with a text alternative (the same numbers as an accessible label). */
function MiniBarChart({ data, label }: { data: { name: string; value: number }[]; label: string }) {
  const description = `${label}: ${data.map((d) => `${d.name} ${d.value}`).join(', ')}`;
  return (
    <div role="img" aria-label={description} className="h-56 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 4, right: 4, bottom: 4, left: -20 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          {/* Every label shown, slanted so the seven stage names do not overlap. */}
          <XAxis dataKey="name" tick={{ fontSize: 10 }} interval={0} angle={-35} textAnchor="end" height={80} />
          <YAxis allowDecimals={false} tick={{ fontSize: 10 }} />
          <Tooltip />
          <Bar dataKey="value" isAnimationActive={false}>
            {data.map((entry, index) => (
              <Cell key={entry.name} fill={CHART_COLOURS[index % CHART_COLOURS.length]} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/**
 * The dashboard widgets (docs/product/dashboard.md#widgets): Revenue Dashboard (won revenue and the open
 * pipeline), Lead Sources, Pipeline Health, Win Rate and Lost Reasons
 * (docs/product/dashboard.md#win-rate), Email Campaign Performance, Sales Forecast, Recent
 * Activity and Monthly Goals (revenue from won deals, docs/product/dashboard.md#revenue-goal). Every number comes
 * from the shared rules (`dashboardMetrics`, docs/product/dashboard.md#widgets); this component only presents them.
 * Memoised: typing in the lead search does not redraw the charts.
 */
export const DashboardWidgets = memo(function DashboardWidgets({ metrics, onOpenLead }: DashboardWidgetsProps) {
  const { revenue, leadSources, emailCampaign, forecast, velocity, monthlyGoals, outcomes } = metrics;
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      <Widget title="Revenue Dashboard" description={`${countOf(metrics.totalLeads, 'lead')}; totals count open deals`}>
        <dl className="grid grid-cols-2 gap-3">
          <Stat label="Won revenue" value={formatPoundsK(revenue.wonRevenue)} />
          <Stat label="Pipeline total" value={formatPoundsK(revenue.pipelineTotal)} />
          <Stat label="Weighted pipeline" value={formatPoundsK(revenue.weightedPipeline)} />
          <Stat label="Expected Close" value={formatPoundsK(revenue.expectedClose)} />
          <Stat label="Average deal" value={formatPoundsK(revenue.averageDeal)} />
          <Stat label="Annual rate" value={formatPoundsK(revenue.annualRate)} />
          <Stat label="Weekly velocity" value={formatPoundsK(revenue.weeklyVelocity)} />
          <Stat label="Hot prospects" value={metrics.hotProspects} />
        </dl>
      </Widget>

      <Widget title="Lead Sources" description={`${leadSources.website} website · ${leadSources.linkedin} LinkedIn`}>
        <MiniBarChart
          label="Leads by source"
          data={LEAD_SOURCES.map((source) => ({
            name: LEAD_SOURCE_LABELS[source],
            value: leadSources.bySource[source],
          }))}
        />
      </Widget>

      <Widget title="Pipeline Health" description="Leads per stage and conversion to later stages">
        <MiniBarChart
          label="Leads per stage"
          data={STAGES.map((stage) => ({ name: stage.label, value: metrics.stageCounts[stage.key] }))}
        />
        <ul className="mt-2 grid grid-cols-2 gap-x-3 text-xs">
          {STAGES.filter((stage) => stage.key !== 'close').map((stage) => (
            <li key={stage.key} className="flex justify-between">
              <span className="text-muted-foreground">{stage.label}</span>
              <span>
                {conversionRateText(metrics.conversionRates[stage.key as Exclude<typeof stage.key, 'close'>])}
              </span>
            </li>
          ))}
        </ul>
      </Widget>

      <Widget title="Win Rate" description="Deals closed as won or lost">
        <dl className="grid grid-cols-3 gap-3">
          <Stat label="Win rate" value={`${outcomes.winRate}%`} />
          <Stat label="Won" value={outcomes.won} />
          <Stat label="Lost" value={outcomes.lost} />
        </dl>
        <table className="mt-3 w-full text-sm">
          <caption className="sr-only">Won and lost deals by source</caption>
          <thead>
            <tr className="text-left text-xs text-muted-foreground">
              <th scope="col">Source</th>
              <th scope="col">Won</th>
              <th scope="col">Lost</th>
            </tr>
          </thead>
          <tbody>
            {LEAD_SOURCES.map((source) => (
              <tr key={source}>
                <th scope="row" className="text-left font-medium">
                  {LEAD_SOURCE_LABELS[source]}
                </th>
                <td>{outcomes.bySource[source].won}</td>
                <td>{outcomes.bySource[source].lost}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Widget>

      <Widget title="Lost Reasons" description={countOf(outcomes.lost, 'lost deal')}>
        <ul className="space-y-1 text-sm">
          {LOST_REASONS.map((reason) => (
            <li key={reason} className="flex justify-between gap-3">
              <span className="text-muted-foreground">{reason}</span>
              <span className="font-semibold">{outcomes.lostReasons[reason]}</span>
            </li>
          ))}
        </ul>
      </Widget>

      <Widget title="Email Campaign Performance">
        <table className="w-full text-sm">
          <caption className="sr-only">Sent, responses and positive responses for emails 1 to 3</caption>
          <thead>
            <tr className="text-left text-xs text-muted-foreground">
              <th scope="col">Email</th>
              <th scope="col">Sent</th>
              <th scope="col">Responses</th>
              <th scope="col">Positive</th>
            </tr>
          </thead>
          <tbody>
            {emailCampaign.map((row) => (
              <tr key={row.email}>
                <th scope="row" className="text-left font-medium">
                  Email {row.email}
                </th>
                <td>{row.sent}</td>
                <td>
                  {row.responded} ({row.responseRate}%)
                </td>
                <td>
                  {row.positive} ({row.positiveRate}%)
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Widget>

      <Widget title="Sales Forecast">
        <dl className="grid grid-cols-2 gap-3">
          <Stat label="This month (weighted)" value={formatPoundsK(forecast.thisMonth.weightedValue)} />
          <Stat label="Confidence" value={`${forecast.thisMonth.averageConfidence}%`} />
          <Stat label="This quarter (weighted)" value={formatPoundsK(forecast.thisQuarter.weightedValue)} />
          <Stat label="Confidence" value={`${forecast.thisQuarter.averageConfidence}%`} />
          <Stat label="Avg. days to close" value={velocity.averageDaysToClose} />
          <Stat label="Deals per month" value={velocity.dealsPerMonth} />
          <Stat label="Monthly velocity" value={formatPounds(velocity.monthlyVelocity)} />
        </dl>
      </Widget>

      <Widget title="Recent Activity">
        {metrics.recentActivity.length === 0 ? (
          <p className="text-sm text-muted-foreground">No activity yet.</p>
        ) : (
          <ul className="space-y-2">
            {metrics.recentActivity.map((lead) => (
              <li key={lead.id}>
                <button
                  type="button"
                  className="w-full rounded-md p-1 text-left hover:bg-muted"
                  onClick={() => onOpenLead(lead)}
                >
                  <span className="block text-sm font-medium wrap-anywhere">{lead.name}</span>
                  <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                    <span className="min-w-0 wrap-anywhere">{lead.company || 'No company'}</span>
                    <Badge variant="outline">{LEAD_SOURCE_LABELS[lead.source]}</Badge>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Widget>

      <Widget title="Monthly Goals">
        <div className="space-y-4">
          <div className="space-y-1">
            <div className="flex justify-between text-sm">
              <span id="goal-revenue">Revenue</span>
              <span>
                {formatPoundsK(monthlyGoals.revenue.actual)} / {formatPoundsK(monthlyGoals.revenue.target)}
              </span>
            </div>
            <Progress value={monthlyGoals.revenue.percent} aria-labelledby="goal-revenue" />
          </div>
          <div className="space-y-1">
            <div className="flex justify-between text-sm">
              <span id="goal-leads">New leads</span>
              <span>
                {monthlyGoals.newLeads.actual} / {monthlyGoals.newLeads.target}
              </span>
            </div>
            <Progress value={monthlyGoals.newLeads.percent} aria-labelledby="goal-leads" />
          </div>
        </div>
      </Widget>
    </div>
  );
});
