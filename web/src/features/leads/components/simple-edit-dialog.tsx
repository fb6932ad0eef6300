import type { LeadSummary } from '@meridian/shared/leads/lead';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input, Textarea } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useUpdateLead } from '../api/use-lead-mutations';
import { changedFields, clearEditDraft, type EditDraft, loadEditDraft, saveEditDraft } from '../lib/edit-draft';

export interface SimpleEditDialogProps {
  /** The lead; `notes` is shown when the full lead is known. */
  lead: LeadSummary & { notes?: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The Quick edit modal of the lead page (docs/product/leads.md#lead-page): Name, Company, Email,
 * Phone, Notes, Cancel and Save Changes. It has no validation of its own; the server validates and
 * a refusal shows an error toast (see `useUpdateLead`). Empty optional fields are cleared.
 */
export function SimpleEditDialog({ lead, open, onOpenChange }: SimpleEditDialogProps) {
  // A draft kept when the session expired (docs/product/admin.md#unsaved-edits) fills the form once
  // the full lead (with its notes) is known; a later reset shows the server's values.
  const [draft] = useState(() => loadEditDraft(lead.id, 'simple'));
  const draftUsedFor = useRef<string | null>(null);
  const formKey = `${lead.id}:${lead.version}:${lead.notes !== undefined}`;
  if (draft && draftUsedFor.current === null && lead.notes !== undefined) draftUsedFor.current = formKey;
  const close = (next: boolean) => {
    if (!next) clearEditDraft(lead.id, 'simple');
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Quick edit: {lead.name}</DialogTitle>
          <DialogDescription>Update the contact details and notes.</DialogDescription>
        </DialogHeader>
        {/* Keyed by version and by whether the notes are known: the full lead (with its notes) or a
            saved change resets the form to the server's values. */}
        <SimpleEditForm
          key={formKey}
          lead={lead}
          draft={draftUsedFor.current === formKey ? draft : null}
          onDone={() => close(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

function SimpleEditForm({
  lead,
  draft,
  onDone,
}: {
  lead: SimpleEditDialogProps['lead'];
  draft: EditDraft | null;
  onDone: () => void;
}) {
  const id = useId();
  const update = useUpdateLead();
  const baseline = useMemo(
    () => ({
      name: lead.name,
      company: lead.company ?? '',
      email: lead.email ?? '',
      phone: lead.phone ?? '',
      notes: lead.notes ?? '',
    }),
    [lead],
  );
  const [values, setValues] = useState(() => {
    const restored = { ...baseline };
    for (const key of Object.keys(restored) as (keyof typeof restored)[]) {
      const text = draft?.changes[key];
      if (text !== undefined) restored[key] = text;
    }
    return restored;
  });
  useEffect(() => {
    saveEditDraft({ leadId: lead.id, form: 'simple', changes: changedFields(values, baseline) });
  }, [values, baseline, lead.id]);
  const field = (key: keyof typeof values) => ({
    id: `${id}-${key}`,
    value: values[key],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [key]: event.target.value })),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const clear = (value: string) => (value.trim() === '' ? null : value.trim());
    update.mutate(
      {
        lead,
        changes: {
          name: values.name.trim() || lead.name,
          company: clear(values.company),
          email: clear(values.email),
          phone: clear(values.phone),
          ...(lead.notes !== undefined || values.notes !== '' ? { notes: clear(values.notes) } : {}),
        },
      },
      { onSuccess: onDone },
    );
  }

  return (
    <form onSubmit={onSubmit} className="space-y-3" aria-label={`Quick edit: ${lead.name}`}>
      {draft ? (
        <p role="status" className="rounded-md border border-primary/40 bg-primary/5 p-3 text-sm">
          Your unsaved changes were restored.
        </p>
      ) : null}
      <div className="space-y-1">
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input {...field('name')} autoComplete="off" />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-company`}>Company</Label>
        <Input {...field('company')} autoComplete="off" />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-email`}>Email</Label>
        <Input {...field('email')} type="email" autoComplete="off" />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-phone`}>Phone</Label>
        <Input {...field('phone')} type="tel" autoComplete="off" />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-notes`}>Notes</Label>
        <Textarea {...field('notes')} className="min-h-24" />
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </DialogFooter>
    </form>
  );
}
