import {
  type LeadOutcome,
  LOST_REASONS,
  leadOutcomeSchema,
  OUTCOME_LABELS,
  OUTCOME_RESULTS,
  type OutcomeResult,
} from '@meridian/shared/leads/lead-outcome';
import { type FormEvent, useId, useState } from 'react';
import { TextAreaField, TextField } from '../../../components/form/form-field';
import { SelectField } from '../../../components/form/select-field';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { londonDateInput, londonToUtcIso } from '../lib/london-time';

/** The change that closes a lead: sent as one `PUT` (docs/product/pipeline.md#outcome). */
export interface CloseChanges {
  status: 'close';
  outcome: LeadOutcome;
  /** UTC ISO-8601; sent for a won deal (its close date), left to the server (now) for a lost one. */
  dealClosedDate?: string;
}

export interface CloseOutcomeDialogProps {
  /** The lead being moved to Close; the dialog is open while it is set. */
  lead: { id: string; name: string } | null;
  /** Called with the change once Won (value, close date) or Lost (reason, note) is complete. */
  onConfirm: (changes: CloseChanges) => void;
  /** Called on Cancel, Escape or the close button: the lead stays where it was. */
  onCancel: () => void;
}

/**
 * The dialog a move to Close opens (board drag, 'Move to…'): Won with the deal value in pounds
 * and the close date (UK date), or Lost with a reason and an optional note
 * (docs/product/pipeline.md#outcome). The outcome is checked with the shared schema the server
 * uses; nothing is sent until it passes.
 */
export function CloseOutcomeDialog({ lead, onConfirm, onCancel }: CloseOutcomeDialogProps) {
  return (
    <Dialog open={lead !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Close {lead?.name}</DialogTitle>
          <DialogDescription>Was the deal won or lost? Cancel leaves the lead where it is.</DialogDescription>
        </DialogHeader>
        {lead ? <OutcomeForm key={lead.id} onConfirm={onConfirm} onCancel={onCancel} /> : null}
      </DialogContent>
    </Dialog>
  );
}

type Errors = Partial<Record<'result' | 'value' | 'closeDate' | 'reason' | 'note', string>>;

/** Whole pounds from the value field ('12,000' and '£12000' read as 12000); undefined when empty. */
function poundsOf(text: string): number | undefined {
  const cleaned = text.replace(/[£,\s]/g, '');
  return cleaned === '' ? undefined : Number(cleaned);
}

function OutcomeForm({ onConfirm, onCancel }: Omit<CloseOutcomeDialogProps, 'lead'>) {
  const id = useId();
  const [result, setResult] = useState<OutcomeResult | null>(null);
  const [value, setValue] = useState('');
  const [closeDate, setCloseDate] = useState(() => londonDateInput());
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!result) return setErrors({ result: 'Choose Won or Lost' });
    const candidate =
      result === 'won'
        ? { result, value: poundsOf(value) }
        : { result, reason: reason || undefined, ...(note.trim() ? { note: note.trim() } : {}) };
    const parsed = leadOutcomeSchema.safeParse(candidate);
    const next: Errors = {};
    for (const issue of parsed.error?.issues ?? []) next[issue.path[0] as keyof Errors] ??= issue.message;
    const dealClosedDate = result === 'won' ? londonToUtcIso(closeDate) : undefined;
    if (result === 'won' && !dealClosedDate) next.closeDate = 'Enter the close date';
    setErrors(next);
    if (!parsed.success || Object.keys(next).length > 0) return;
    onConfirm({ status: 'close', outcome: parsed.data, ...(dealClosedDate ? { dealClosedDate } : {}) });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Deal outcome">
      <fieldset aria-describedby={errors.result ? `${id}-result-error` : undefined}>
        <legend className="mb-2 text-sm font-medium">Result</legend>
        <div className="flex gap-3">
          {OUTCOME_RESULTS.map((option) => (
            <label
              key={option}
              className="flex min-h-11 flex-1 cursor-pointer items-center gap-2 rounded-md border border-input px-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
            >
              <input
                type="radio"
                name={`${id}-result`}
                value={option}
                checked={result === option}
                onChange={() => setResult(option)}
                className="size-4 accent-primary"
              />
              {OUTCOME_LABELS[option]}
            </label>
          ))}
        </div>
        {errors.result ? (
          <p id={`${id}-result-error`} className="mt-1 text-sm font-medium text-destructive">
            {errors.result}
          </p>
        ) : null}
      </fieldset>
      {result === 'won' ? (
        <>
          <TextField
            label="Deal value (£)"
            required
            inputMode="numeric"
            autoComplete="off"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={errors.value}
          />
          <TextField
            label="Close date"
            required
            type="date"
            value={closeDate}
            onChange={(event) => setCloseDate(event.target.value)}
            error={errors.closeDate}
          />
        </>
      ) : null}
      {result === 'lost' ? (
        <>
          <SelectField
            label="Reason"
            required
            options={LOST_REASONS}
            placeholder="Choose a reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={errors.reason}
          />
          <TextAreaField
            label="Note (optional)"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={errors.note}
          />
        </>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">{result ? `Close as ${OUTCOME_LABELS[result]}` : 'Close deal'}</Button>
      </DialogFooter>
    </form>
  );
}
