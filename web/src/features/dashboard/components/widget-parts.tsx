import { type ForecastFigure, NOT_ENOUGH_DATA } from '@meridian/shared/pipeline/enough-data';
import { type ReactNode, useId } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/utils';

const CHART_COLOURS = ['#1e3a5f', '#c2410c', '#0f766e', '#7c3aed', '#b45309', '#be123c', '#15803d'];

/** A dashboard widget: a labelled region with a title and a caption under it. */
export function Widget({
  title,
  description,
  children,
  className,
}: {
  title: string;
  /** How the widget's figures are computed, shown under the title. */
  description?: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  const descriptionId = useId();
  return (
    // min-w-0: a grid item may shrink below its longest word, so long names wrap instead of widening the page.
    <Card
      className={cn('min-w-0', className)}
      role="region"
      aria-labelledby={id}
      aria-describedby={description ? descriptionId : undefined}
    >
      <CardHeader className="pb-3">
        <CardTitle as="h3" id={id} className="text-base">
          {title}
        </CardTitle>
        {description ? <CardDescription id={descriptionId}>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** One figure: its label, its value and a one-line caption saying how it is computed. */
export function Stat({ label, value, caption }: { label: string; value: ReactNode; caption: string }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold">{value}</dd>
      <dd className="text-xs text-muted-foreground">{caption}</dd>
    </div>
  );
}

/** A forecast figure (docs/product/dashboard.md#not-enough-data): "Not enough data" below five leads. */
export function forecastText(figure: ForecastFigure, format: (value: number) => string): ReactNode {
  return figure === null ? <span className="text-sm font-normal">{NOT_ENOUGH_DATA}</span> : format(figure);
}

/** A whole percent as text: `50` -> '50%'. */
export const percentText = (value: number) => `${value}%`;

/** A small bar chart with a text alternative (the same numbers as an accessible label). */
export function MiniBarChart({ data, label }: { data: { name: string; value: number }[]; label: string }) {
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
