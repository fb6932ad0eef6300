import type { LeadDetail } from '@meridian/shared/admin-api-responses';
import { countOf } from '@meridian/shared/format';
import type { LeadSummary } from '@meridian/shared/leads/lead';
import { boardColumn } from '@meridian/shared/pipeline/pipeline';
import { STAGE_BY_KEY } from '@meridian/shared/pipeline/pipeline-stages';
import { useDeferredValue, useMemo, useState } from 'react';
import { TextField } from '../../../components/form/form-field';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { useMergeLeads } from '../api/use-lead-mutations';
import { useLead, useLeadSummaries } from '../api/use-leads';
import { filterLeads, toSearchable } from '../lib/filter-leads';
import { type MergeResult, mergePreview } from '../lib/merge-preview';

/** Most search results listed at once. */
const MAX_RESULTS = 8;

const RESULT_TEXT: Record<MergeResult, string> = {
  keeps: 'Keeps its own',
  takes: 'Takes the other',
  none: 'Stays empty',
};

export interface MergeDialogProps {
  /** The lead that stays (its detail, with its version). */
  survivor: LeadDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Merge with…' (docs/product/pipeline.md#merge): find the duplicate by name, company or email,
 * see both leads side by side (which fields the survivor keeps and which it takes from the other),
 * and confirm: `POST /api/admin/leads/{id}/merge` with both versions, so a lead changed meanwhile
 * is refused (409) rather than merged unseen.
 */
export function MergeDialog({ survivor, open, onOpenChange }: MergeDialogProps) {
  const [otherId, setOtherId] = useState<string | null>(null);
  const close = () => {
    setOtherId(null);
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>Merge {survivor.name} with another lead</DialogTitle>
          <DialogDescription>
            {survivor.name} stays: it keeps its own fields, takes the other lead's where its own are empty and gets both
            timelines. The other lead is removed.
          </DialogDescription>
        </DialogHeader>
        {otherId ? (
          <MergeComparison survivor={survivor} otherId={otherId} onBack={() => setOtherId(null)} onDone={close} />
        ) : (
          <MergeSearch survivorId={survivor.id} onChoose={setOtherId} onCancel={close} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function MergeSearch({
  survivorId,
  onChoose,
  onCancel,
}: {
  survivorId: string;
  onChoose: (id: string) => void;
  onCancel: () => void;
}) {
  const leads = useLeadSummaries();
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search);
  const searchable = useMemo(
    () =>
      toSearchable(
        (leads.data?.items ?? []).filter((lead) => lead.id !== survivorId),
        boardColumn,
      ),
    [leads.data, survivorId],
  );
  const results = term.trim() ? filterLeads(searchable, term, 'all').slice(0, MAX_RESULTS) : [];
  return (
    <div className="space-y-3">
      <TextField
        label="Find the other lead (name, company or email)"
        type="search"
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <p className="sr-only" role="status">
        {term.trim() ? `${countOf(results.length, 'lead')} found` : ''}
      </p>
      {results.length > 0 ? (
        <ul aria-label="Matching leads" className="space-y-1">
          {results.map((lead: LeadSummary) => (
            <li key={lead.id}>
              <button
                type="button"
                className="flex w-full flex-wrap items-center gap-2 rounded-md border border-border p-2 text-left text-sm hover:border-primary"
                onClick={() => onChoose(lead.id)}
              >
                <span className="font-medium">{lead.name}</span>
                <span className="text-muted-foreground">{[lead.company, lead.email].filter(Boolean).join(' · ')}</span>
                <Badge variant="outline">{STAGE_BY_KEY[boardColumn(lead)].label}</Badge>
              </button>
            </li>
          ))}
        </ul>
      ) : term.trim() ? (
        <p className="text-sm text-muted-foreground">No other lead matches.</p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </DialogFooter>
    </div>
  );
}

function MergeComparison({
  survivor,
  otherId,
  onBack,
  onDone,
}: {
  survivor: LeadDetail;
  otherId: string;
  onBack: () => void;
  onDone: () => void;
}) {
  const other = useLead(otherId);
  const merge = useMergeLeads(survivor.id);
  const rows = useMemo(() => (other.data ? mergePreview(survivor, other.data) : []), [survivor, other.data]);
  if (!other.data) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {other.isError ? 'Could not load the other lead.' : 'Loading the other lead…'}
      </p>
    );
  }
  const target = other.data;
  return (
    <div className="space-y-3">
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] text-sm">
          <caption className="sr-only">
            Fields of {survivor.name} (stays) and {target.name} (removed), and what the merged lead keeps
          </caption>
          <thead>
            <tr className="text-left text-xs text-muted-foreground">
              <th scope="col">Field</th>
              <th scope="col">{survivor.name} (stays)</th>
              <th scope="col">{target.name} (removed)</th>
              <th scope="col">Merged lead</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.field} className="border-t border-border align-top">
                <th scope="row" className="py-1 pr-2 text-left font-medium">
                  {row.label}
                </th>
                <td className="max-w-56 truncate py-1 pr-2">{row.survivor || '—'}</td>
                <td className="max-w-56 truncate py-1 pr-2">{row.other || '—'}</td>
                <td className="py-1">
                  <Badge variant={row.result === 'takes' ? 'info' : 'outline'}>{RESULT_TEXT[row.result]}</Badge>
                </td>
              </tr>
            ))}
            <tr className="border-t border-border">
              <th scope="row" className="py-1 pr-2 text-left font-medium">
                Timeline entries
              </th>
              <td>{survivor.timeline.length}</td>
              <td>{target.timeline.length}</td>
              <td>Both</td>
            </tr>
          </tbody>
        </table>
      </div>
      <DialogFooter>
        <Button type="button" variant="ghost" className="sm:mr-auto" onClick={onBack} disabled={merge.isPending}>
          Choose another lead
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={merge.isPending}>
          Cancel
        </Button>
        <Button
          type="button"
          disabled={merge.isPending}
          onClick={() =>
            merge.mutate(
              { otherId: target.id, version: survivor.version, otherVersion: target.version },
              { onSuccess: onDone },
            )
          }
        >
          {merge.isPending ? 'Merging...' : `Merge ${target.name} into ${survivor.name}`}
        </Button>
      </DialogFooter>
    </div>
  );
}
