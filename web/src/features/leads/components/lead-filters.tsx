import { STAGES } from '@meridian/shared/pipeline-stages';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { isStatusFilter, type StatusFilter } from '../lib/filter-leads';

export interface LeadFiltersProps {
  search: string;
  status: StatusFilter;
  onSearchChange: (search: string) => void;
  onStatusChange: (status: StatusFilter) => void;
  /** Number of leads currently shown, announced politely. */
  resultCount: number;
}

/**
 * Search box (name, company or email) and status filter (all or one stage) of the lead list
 * (docs/product/admin.md#crm-screens). The status filter is a native select: keyboard, screen-reader and
 * touch friendly without extra code.
 */
export function LeadFilters({ search, status, onSearchChange, onStatusChange, resultCount }: LeadFiltersProps) {
  const searchId = useId();
  const statusId = useId();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="min-w-60 flex-1 space-y-1">
        <Label htmlFor={searchId}>Search leads</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            className="pl-9"
            placeholder="Search by name, company or email"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
          />
        </div>
      </div>
      <div className="space-y-1">
        <Label htmlFor={statusId}>Status</Label>
        <select
          id={statusId}
          className="h-11 rounded-md border border-input bg-background px-3 text-base"
          value={status}
          onChange={(event) => {
            const value = event.target.value;
            if (isStatusFilter(value)) onStatusChange(value);
          }}
        >
          <option value="all">All statuses</option>
          {STAGES.map((stage) => (
            <option key={stage.key} value={stage.key}>
              {stage.label}
            </option>
          ))}
        </select>
      </div>
      <p className="sr-only" aria-live="polite">
        {resultCount} {resultCount === 1 ? 'lead' : 'leads'} shown
      </p>
    </div>
  );
}
