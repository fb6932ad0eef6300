import type { LeadDetail } from '@meridian/shared/admin-api-responses';
import type { LeadSummary } from '@meridian/shared/leads/lead';
import type { LeadUpdate } from '@meridian/shared/leads/lead-update';
import { EMAIL_RESPONSES, type EmailResponse } from '@meridian/shared/leads/options';
import {
  EMAIL_NUMBERS,
  type EmailNumber,
  emailFields,
  markEmailSentUpdate,
  undoEmailSentUpdate,
} from '@meridian/shared/pipeline/pipeline';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../lib/display';

/** A lead update without its version (the caller adds the lead's). */
type LeadChanges = Omit<LeadUpdate, 'version'>;

export interface EmailSequenceProps {
  lead: LeadSummary & Partial<LeadDetail>;
  /** A change of this lead is being saved: every control waits. */
  saving: boolean;
  /** The change being saved, if any (its email shows 'Saving...'). */
  pendingChange: LeadChanges | undefined;
  /** Saves a change of the sequence. */
  onChange: (changes: LeadChanges) => void;
}

/**
 * The email 1-3 tracker of the lead page (docs/product/admin.md#crm-screens and
 * docs/product/pipeline.md#outreach-sequence): per email the sent date, 'Mark as Sent' (with Undo
 * once sent) and the response choice. The changes come from the shared pipeline rules.
 */
export function EmailSequence({ lead, saving, pendingChange, onChange }: EmailSequenceProps) {
  const id = useId();

  function setResponse(email: EmailNumber, response: string) {
    const field = emailFields(email).response;
    onChange({ [field]: response === '' ? null : (response as EmailResponse) });
  }

  return (
    <section className="space-y-2" aria-labelledby={`${id}-emails`}>
      <h3 id={`${id}-emails`} className="text-sm font-semibold">
        Email Sequence
      </h3>
      <div className="grid gap-3 md:grid-cols-3">
        {EMAIL_NUMBERS.map((email) => {
          const fields = emailFields(email);
          const sentDate = lead[fields.sentDate];
          const response = lead[fields.response] ?? '';
          const marking = pendingChange !== undefined && fields.sentDate in pendingChange;
          return (
            <fieldset key={email} className="space-y-2 rounded-lg border border-border p-3">
              <legend className="px-1 text-sm font-medium">Email {email}</legend>
              <p className="text-xs text-muted-foreground">
                {sentDate ? `Sent ${formatDateTime(sentDate)}` : 'Not sent'}
              </p>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  className="flex-1"
                  disabled={Boolean(sentDate) || saving}
                  onClick={() => onChange(markEmailSentUpdate(email, new Date()))}
                >
                  {marking ? 'Saving...' : sentDate ? 'Sent' : 'Mark as Sent'}
                </Button>
                {sentDate ? (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={saving}
                    onClick={() => onChange(undoEmailSentUpdate(email))}
                    aria-label={`Undo Mark as Sent for email ${email}`}
                  >
                    Undo
                  </Button>
                ) : null}
              </div>
              <label className="block text-xs" htmlFor={`${id}-response-${email}`}>
                Email {email} response
              </label>
              <select
                id={`${id}-response-${email}`}
                className="h-9 w-full rounded-md border border-input bg-background px-2 text-sm"
                value={response}
                disabled={saving}
                onChange={(event) => setResponse(email, event.target.value)}
              >
                <option value="">Not recorded</option>
                {EMAIL_RESPONSES.map((choice) => (
                  <option key={choice} value={choice}>
                    {choice}
                  </option>
                ))}
              </select>
            </fieldset>
          );
        })}
      </div>
    </section>
  );
}
