import type { DashboardMetrics } from '@meridian/shared/pipeline/dashboard';
import { countOf, formatPounds } from '@meridian/shared/format';
import type { LeadSummary } from '@meridian/shared/leads/lead';
import { LOST_REASONS } from '@meridian/shared/leads/lead-outcome';
import { LEAD_SOURCE_LABELS, LEAD_SOURCES } from '@meridian/shared/leads/options';
import { STAGES } from '@meridian/shared/pipeline/pipeline-stages';
import { conversionRateText } from '@meridian/shared/pipeline/pipeline';
import { memo } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Progress } from '../../../components/ui/progress';
import { forecastText, MiniBarChart, percentText, Stat, Widget } from './widget-parts';

export interface DashboardWidgetsProps {
  /** Metrics from the shared `dashboardMetrics` rule (memoised by the caller). */
  metrics: DashboardMetrics<LeadSummary>;
  /** Called when a Recent Activity entry is chosen. */
  onOpenLead: (lead: LeadSummary) => void;
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
      <Widget
        title="Revenue Dashboard"
        description={`${countOf(metrics.totalLeads, 'lead')}; open deals are those not in Close`}
      >
        <dl className="grid grid-cols-2 gap-3">
          <Stat
            label="Won revenue"
            value={formatPounds(revenue.wonRevenue)}
            caption="Sum of the won values of deals closed as won"
          />
          <Stat
            label="Pipeline total"
            value={formatPounds(revenue.pipelineTotal)}
            caption="Sum of the minimum estimated values of open leads"
          />
          <Stat
            label="Weighted pipeline"
            value={formatPounds(revenue.weightedPipeline)}
            caption="Each open lead's value × its stage's close probability, summed"
          />
          <Stat
            label="Expected Close"
            value={forecastText(revenue.expectedClose, formatPounds)}
            caption="A fixed 25% of the pipeline total"
          />
          <Stat
            label="Average deal"
            value={formatPounds(revenue.averageDeal)}
            caption={`Pipeline total ÷ ${countOf(revenue.valuedOpenLeads, 'open lead')} with a value`}
          />
          <Stat
            label="Annual rate"
            value={forecastText(revenue.annualRate, formatPounds)}
            caption="Average deal × 365 ÷ 90"
          />
          <Stat
            label="Weekly velocity"
            value={forecastText(revenue.weeklyVelocity, formatPounds)}
            caption="Pipeline total ÷ 52"
          />
          <Stat label="Hot prospects" value={metrics.hotProspects} caption="Leads with a priority score of 8 or more" />
        </dl>
      </Widget>

      <Widget
        title="Lead Sources"
        description={`Leads per source: ${leadSources.website} website (assessment, contact form, booking) · ${leadSources.linkedin} LinkedIn`}
      >
        <MiniBarChart
          label="Leads by source"
          data={LEAD_SOURCES.map((source) => ({
            name: LEAD_SOURCE_LABELS[source],
            value: leadSources.bySource[source],
          }))}
        />
      </Widget>

      <Widget
        title="Pipeline Health"
        description="Leads per board column; a stage converts the share of its leads now in a later stage"
      >
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

      <Widget title="Win Rate" description="Deals closed as won or lost, erased leads' outcomes included">
        <dl className="grid grid-cols-3 gap-3">
          <Stat label="Win rate" value={`${outcomes.winRate}%`} caption="Won ÷ (won + lost)" />
          <Stat label="Won" value={outcomes.won} caption="Deals closed as won" />
          <Stat label="Lost" value={outcomes.lost} caption="Deals closed as lost" />
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

      <Widget title="Lost Reasons" description={`${countOf(outcomes.lost, 'lost deal')}, by the reason given at close`}>
        <ul className="space-y-1 text-sm">
          {LOST_REASONS.map((reason) => (
            <li key={reason} className="flex justify-between gap-3">
              <span className="text-muted-foreground">{reason}</span>
              <span className="font-semibold">{outcomes.lostReasons[reason]}</span>
            </li>
          ))}
        </ul>
      </Widget>

      <Widget
        title="Email Campaign Performance"
        description="Sent: leads with the email's sent date; responses: any reply but No response; positive: Positive or Interested; rates are % of sent"
      >
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

      <Widget
        title="Sales Forecast"
        description="Open leads expected to close by the end of the period (UTC), by their stage's days to close"
      >
        <dl className="grid grid-cols-2 gap-3">
          <Stat
            label="This month (weighted)"
            value={forecastText(forecast.thisMonth.weightedValue, formatPounds)}
            caption={`Weighted values of ${countOf(forecast.thisMonth.count, 'lead')} due this month`}
          />
          <Stat
            label="Confidence"
            value={forecastText(forecast.thisMonth.averageConfidence, percentText)}
            caption="Their average confidence: stage, replies, value, inactivity"
          />
          <Stat
            label="This quarter (weighted)"
            value={forecastText(forecast.thisQuarter.weightedValue, formatPounds)}
            caption={`Weighted values of ${countOf(forecast.thisQuarter.count, 'lead')} due this quarter`}
          />
          <Stat
            label="Confidence"
            value={forecastText(forecast.thisQuarter.averageConfidence, percentText)}
            caption="Their average confidence: stage, replies, value, inactivity"
          />
          <Stat
            label="Avg. days to close"
            value={forecastText(velocity.averageDaysToClose, String)}
            caption={`Mean of their stages' days to close, over ${countOf(velocity.leads, 'open lead')} with a value`}
          />
          <Stat
            label="Deals per month"
            value={forecastText(velocity.dealsPerMonth, String)}
            caption="30 ÷ average days to close × those leads"
          />
          <Stat
            label="Monthly velocity"
            value={forecastText(velocity.monthlyVelocity, formatPounds)}
            caption="Their weighted values ÷ 3"
          />
        </dl>
      </Widget>

      <Widget title="Recent Activity" description="The 4 most recently created or updated leads, newest first">
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

      <Widget
        title="Monthly Goals"
        description="This UTC month: won value of deals closed this month, and leads created this month"
      >
        <div className="space-y-4">
          <div className="space-y-1">
            <div className="flex justify-between text-sm">
              <span id="goal-revenue">Revenue</span>
              <span>
                {formatPounds(monthlyGoals.revenue.actual)} / {formatPounds(monthlyGoals.revenue.target)}
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
