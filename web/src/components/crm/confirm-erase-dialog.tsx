import { type FormEvent, type ReactNode, useState } from 'react';
import { TextField } from '../form/form-field';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../ui/dialog';

/** Props of {@link ConfirmEraseDialog}. */
export interface ConfirmEraseDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's title, e.g. 'Erase Jane Owner'. */
  title: string;
  /** What erasing removes and what stays. */
  description: ReactNode;
  /** The field's label, e.g. "Type the lead's email or name to confirm". */
  label: string;
  /** What the user may type to confirm (compared trimmed and ignoring case); empty values are ignored. */
  accepted: readonly (string | undefined)[];
  /** True while the erasure is under way. */
  pending: boolean;
  /** Why the last attempt failed, shown in the dialog. */
  error?: string;
  /** Erases; called only once the typed text matches one of `accepted`. */
  onConfirm: () => void;
}

/** Whether `typed` names one of `accepted` (trimmed, ignoring case). */
export function matchesConfirmation(typed: string, accepted: readonly (string | undefined)[]): boolean {
  const wanted = typed.trim().toLowerCase();
  return wanted !== '' && accepted.some((value) => value?.trim().toLowerCase() === wanted);
}

/**
 * A destructive confirmation that cannot be clicked through (docs/product/privacy.md#erasure): the
 * Erase button stays disabled until the user has typed what identifies the record (a lead's email
 * or name, a subscriber's address). Used by every erasure in the CRM.
 */
export function ConfirmEraseDialog({
  open,
  onOpenChange,
  title,
  description,
  label,
  accepted,
  pending,
  error,
  onConfirm,
}: ConfirmEraseDialogProps) {
  const [typed, setTyped] = useState('');
  const matches = matchesConfirmation(typed, accepted);
  const change = (next: boolean) => {
    if (!next) setTyped('');
    onOpenChange(next);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (matches && !pending) onConfirm();
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription asChild>
            <div className="space-y-2">{description}</div>
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" aria-label={title}>
          <TextField
            label={label}
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          {error ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => change(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={!matches || pending}>
              {pending ? 'Erasing...' : 'Erase permanently'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
