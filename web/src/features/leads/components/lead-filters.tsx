import { ATTENTION_FLAG_LABELS, ATTENTION_FLAGS } from '@meridian/shared/leads/lead-attention';
import { LEAD_SOURCE_LABELS, LEAD_SOURCES } from '@meridian/shared/leads/options';
import { STAGES } from '@meridian/shared/pipeline/pipeline-stages';
import { Search } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/utils';
import { isStatusFilter } from '../lib/filter-leads';
import { DEFAULT_LIST_VIEW, isFiltered, LEAD_SORT_LABELS, LEAD_SORTS, type LeadListView } from '../lib/list-view';

export interface LeadFiltersProps {
  /** The search box's text (kept locally while typing; the view's copy follows it). */
  search: string;
  /** The view from the address (docs/product/admin.md#sort-and-filter). */
  view: LeadListView;
  onSearchChange: (search: string) => void;
  /** Called with the parts of the view that change. */
  onViewChange: (change: Partial<LeadListView>) => void;
  /** Number of leads currently shown, announced politely. */
  resultCount: number;
}

const SELECT = 'h-11 w-full rounded-md border border-input bg-background px-3 text-base';

function Field({
  id,
  label,
  children,
  className,
}: {
  id: string;
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('space-y-1', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

function scoreValue(text: string): number | null {
  if (text === '') return null;
  const value = Math.round(Number(text));
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : null;
}

/**
 * The lead list's search, filters, flag chips and sort (docs/product/admin.md#sort-and-filter and
 * #crm-screens): search box (name, company or email), status, source, sort, created-date range
 * (UK dates), AI-score range, the chips 'Due today', 'Overdue' and 'Stale', and 'Clear filters'.
 * Native selects and inputs: keyboard, screen-reader and touch friendly without extra code.
 */
export function LeadFilters({ search, view, onSearchChange, onViewChange, resultCount }: LeadFiltersProps) {
  const id = useId();
  const filtered = isFiltered({ ...view, search });
  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(14rem,2fr)_1fr_1fr_1fr]">
        <Field id={`${id}-search`} label="Search leads">
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={`${id}-search`}
              type="search"
              className="pl-9"
              placeholder="Search by name, company or email"
              value={search}
              onChange={(event) => onSearchChange(event.target.value)}
            />
          </div>
        </Field>
        <Field id={`${id}-status`} label="Status">
          <select
            id={`${id}-status`}
            className={SELECT}
            value={view.status}
            onChange={(event) => {
              const value = event.target.value;
              if (isStatusFilter(value)) onViewChange({ status: value });
            }}
          >
            <option value="all">All statuses</option>
            {STAGES.map((stage) => (
              <option key={stage.key} value={stage.key}>
                {stage.label}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-source`} label="Source">
          <select
            id={`${id}-source`}
            className={SELECT}
            value={view.source}
            onChange={(event) => {
              const source = LEAD_SOURCES.find((value) => value === event.target.value);
              onViewChange({ source: source ?? 'all' });
            }}
          >
            <option value="all">All sources</option>
            {LEAD_SOURCES.map((source) => (
              <option key={source} value={source}>
                {LEAD_SOURCE_LABELS[source]}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-sort`} label="Sort by">
          <select
            id={`${id}-sort`}
            className={SELECT}
            value={view.sort}
            onChange={(event) => {
              const sort = LEAD_SORTS.find((value) => value === event.target.value);
              onViewChange({ sort: sort ?? 'newest' });
            }}
          >
            {LEAD_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {LEAD_SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Field id={`${id}-from`} label="Created from (UK date)">
          <Input
            id={`${id}-from`}
            type="date"
            value={view.createdFrom}
            max={view.createdTo || undefined}
            onChange={(event) => onViewChange({ createdFrom: event.target.value })}
          />
        </Field>
        <Field id={`${id}-to`} label="Created to (UK date)">
          <Input
            id={`${id}-to`}
            type="date"
            value={view.createdTo}
            min={view.createdFrom || undefined}
            onChange={(event) => onViewChange({ createdTo: event.target.value })}
          />
        </Field>
        <Field id={`${id}-min`} label="AI score from">
          <Input
            id={`${id}-min`}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            placeholder="0"
            value={view.scoreMin ?? ''}
            onChange={(event) => onViewChange({ scoreMin: scoreValue(event.target.value) })}
          />
        </Field>
        <Field id={`${id}-max`} label="AI score to">
          <Input
            id={`${id}-max`}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            placeholder="100"
            value={view.scoreMax ?? ''}
            onChange={(event) => onViewChange({ scoreMax: scoreValue(event.target.value) })}
          />
        </Field>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="sr-only">Needs attention</legend>
          {ATTENTION_FLAGS.map((flag) => (
            <Button
              key={flag}
              variant={view.flag === flag ? 'default' : 'outline'}
              size="sm"
              aria-pressed={view.flag === flag}
              onClick={() => onViewChange({ flag: view.flag === flag ? null : flag })}
            >
              {ATTENTION_FLAG_LABELS[flag]}
            </Button>
          ))}
        </fieldset>
        {filtered ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              onSearchChange('');
              onViewChange({ ...DEFAULT_LIST_VIEW, sort: view.sort });
            }}
          >
            Clear filters
          </Button>
        ) : null}
      </div>
      <p className="sr-only" aria-live="polite">
        {resultCount} {resultCount === 1 ? 'lead' : 'leads'} shown
      </p>
    </div>
  );
}
