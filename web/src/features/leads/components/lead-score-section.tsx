import type { LeadDetail } from '@meridian/shared/admin-api-responses';
import { bandRecommendations } from '@meridian/shared/leads/lead-score';
import { missingScoreInputsText } from '@meridian/shared/leads/missing-score-inputs';
import { useId } from 'react';
import { Badge } from '../../../components/ui/badge';

/** Badge colour of a score band. */
function bandVariant(band: string) {
  if (band === 'hot') return 'destructive' as const;
  return band === 'qualified' ? ('warning' as const) : ('secondary' as const);
}

/**
 * The server's score breakdown (docs/product/leads.md#lead-score): one row per factor with the
 * lead's value and the points, and a total row. Nothing is recomputed here: the rows are
 * `scoreBreakdown` of `GET /api/admin/leads/{id}`, whose points add up to its `aiScore`.
 */
function ScoreBreakdownTable({ detail }: { detail: LeadDetail }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Score breakdown: factor, value and points</caption>
      <thead>
        <tr className="text-left text-xs text-muted-foreground">
          <th scope="col">Factor</th>
          <th scope="col">Value</th>
          <th scope="col" className="text-right">
            Points
          </th>
        </tr>
      </thead>
      <tbody>
        {detail.scoreBreakdown.map((row) => (
          <tr key={row.factor}>
            <th scope="row" className="py-0.5 pr-2 text-left font-normal">
              {row.factor}
            </th>
            <td className="pr-2 text-muted-foreground wrap-anywhere">{row.value ?? '—'}</td>
            <td className="text-right font-medium">{row.points > 0 ? `+${row.points}` : row.points}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t border-border">
          <th scope="row" colSpan={2} className="pt-1 text-left">
            Total
          </th>
          <td className="pt-1 text-right font-semibold">{detail.aiScore}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/**
 * The lead page's AI score (docs/product/leads.md#lead-page, docs/product/leads.md#lead-score): the
 * score out of 100 with its band, the server's breakdown rows, the inputs the score was computed
 * without ("Unknown: revenue, industry", docs/product/leads.md#missing-inputs, so a low score is
 * not read as a small firm) and the band's recommendations (`bandRecommendations`). No score is
 * computed on the client.
 *
 * @param props.detail - the lead as `GET /api/admin/leads/{id}` returns it.
 */
export function LeadScoreSection({ detail }: { detail: LeadDetail }) {
  const id = useId();
  const score = bandRecommendations(detail.aiScore);
  const missing = missingScoreInputsText(detail.scoreBreakdown);
  return (
    <section className="space-y-3 rounded-lg border border-border bg-card p-4" aria-labelledby={`${id}-score`}>
      <div className="flex flex-wrap items-center gap-3">
        <h3 id={`${id}-score`} className="text-sm font-semibold">
          AI score
        </h3>
        <p className="text-3xl font-bold">
          {detail.aiScore}
          <span className="text-base font-normal text-muted-foreground">/100</span>
        </p>
        <Badge variant={bandVariant(score.band)}>{score.label}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">{missing ?? 'Every scoring input is known.'}</p>
      <ScoreBreakdownTable detail={detail} />
      <details className="text-sm">
        <summary className="min-h-11 cursor-pointer content-center font-medium sm:min-h-0">Recommendations</summary>
        <ul className="list-disc space-y-1 pl-4">
          {score.recommendations.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}
