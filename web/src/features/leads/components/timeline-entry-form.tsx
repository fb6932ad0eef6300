import {
  MAX_ACTIVITY_TEXT_LENGTH,
  STAFF_ACTIVITY_LABELS,
  STAFF_ACTIVITY_TYPES,
  type StaffActivityType,
  staffActivityInputSchema,
} from '@meridian/shared/leads/lead-requests';
import { type FormEvent, useState } from 'react';
import { TextAreaField, TextField } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { useAddLeadActivity } from '../api/use-lead-mutations';
import { londonDateTimeInput, londonToUtcIso } from '../lib/london-time';

type Errors = Partial<Record<'type' | 'at' | 'text', string>>;

/**
 * The form under the timeline: a call, meeting or note with when it happened (UK date and time,
 * sent as UTC) and what happened (docs/product/pipeline.md#timeline). Checked with the shared
 * request schema before `POST /api/admin/leads/{id}/activities`; the text clears once saved.
 */
export function TimelineEntryForm({ leadId }: { leadId: string }) {
  const add = useAddLeadActivity(leadId);
  const [type, setType] = useState<StaffActivityType>('call');
  const [when, setWhen] = useState(() => londonDateTimeInput());
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const at = londonToUtcIso(when);
    const parsed = staffActivityInputSchema.safeParse({ type, at: at ?? when, text });
    const next: Errors = {};
    if (!at) next.at = 'Enter the date and time';
    for (const issue of parsed.error?.issues ?? []) next[issue.path[0] as keyof Errors] ??= issue.message;
    setErrors(next);
    if (!parsed.success || Object.keys(next).length > 0) return;
    add.mutate(parsed.data, {
      onSuccess: () => {
        setText('');
        setWhen(londonDateTimeInput());
      },
    });
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Add to the timeline"
      className="space-y-3 rounded-lg border border-border p-3"
    >
      <h4 className="text-sm font-semibold">Add to the timeline</h4>
      <fieldset>
        <legend className="mb-1 text-sm font-medium">Entry type</legend>
        <div className="flex flex-wrap gap-2">
          {STAFF_ACTIVITY_TYPES.map((option) => (
            <Label
              key={option}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-input px-3 font-normal has-[:checked]:border-primary"
            >
              <input
                type="radio"
                name={`${leadId}-entry-type`}
                value={option}
                checked={type === option}
                onChange={() => setType(option)}
                className="size-4 accent-primary"
              />
              {STAFF_ACTIVITY_LABELS[option]}
            </Label>
          ))}
        </div>
      </fieldset>
      <TextField
        label="When (UK time)"
        type="datetime-local"
        required
        value={when}
        onChange={(event) => setWhen(event.target.value)}
        error={errors.at}
      />
      <TextAreaField
        label="What happened"
        required
        maxLength={MAX_ACTIVITY_TEXT_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={errors.text}
      />
      <Button type="submit" size="sm" disabled={add.isPending}>
        {add.isPending ? 'Saving...' : `Add ${STAFF_ACTIVITY_LABELS[type].toLowerCase()}`}
      </Button>
    </form>
  );
}
