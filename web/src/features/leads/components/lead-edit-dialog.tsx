import { zodResolver } from '@hookform/resolvers/zod';
import type { Lead } from '@meridian/shared/leads/lead';
import {
  BUDGET_AUTHORITIES,
  COMPANY_REVENUES,
  EMPLOYEE_COUNTS,
  GROWTH_STAGES,
  INDUSTRY_TYPES,
  PRIMARY_SERVICES,
  URGENCIES,
} from '@meridian/shared/leads/options';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { useUpdateLead } from '../api/use-lead-mutations';
import { changedFields, clearEditDraft, type EditDraft, loadEditDraft, saveEditDraft } from '../lib/edit-draft';
import {
  isEmailOptional,
  type LeadEditFormOutput,
  type LeadEditFormValues,
  leadEditFormDefaults,
  leadEditFormSchemaFor,
  leadEditFormToUpdate,
} from '../lib/lead-edit-form';
import { TextAreaField, TextField } from '../../../components/form/form-field';
import { SelectField } from '../../../components/form/select-field';

export interface LeadEditDialogProps {
  lead: Lead;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-3 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      <div className="grid gap-3 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * The full edit form 'Edit Lead: {name}' (docs/product/admin.md#crm-screens): Contact Information, Company
 * Information, Qualification, Planning (the consultation, proposal, close and next-action dates and
 * the close probability: docs/product/pipeline.md#stages), and Notes and Research; react-hook-form
 * with the zod schema `leadEditFormSchemaFor` (email optional for prospects); 'Saving...' while pending. Saves with the lead's version; a conflict (409)
 * or failure shows a toast and reloads the lead (see `useUpdateLead`), and the dialog stays open.
 */
export function LeadEditDialog({ lead, open, onOpenChange }: LeadEditDialogProps) {
  // A draft kept when the session expired (docs/product/admin.md#unsaved-edits) fills the form the
  // dialog opens with; a form reset by a reloaded lead (409) shows the server's values instead.
  const [draft] = useState(() => loadEditDraft(lead.id, 'full'));
  const firstVersion = useRef(lead.version);
  const close = (next: boolean) => {
    if (!next) clearEditDraft(lead.id, 'full');
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Edit Lead: {lead.name}</DialogTitle>
          <DialogDescription>Fields marked * are required.</DialogDescription>
        </DialogHeader>
        {/* Keyed by version: a reloaded lead (after a conflict) resets the form to the server's values. */}
        <LeadEditForm
          key={`${lead.id}:${lead.version}`}
          lead={lead}
          draft={lead.version === firstVersion.current ? draft : null}
          onDone={() => close(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

function LeadEditForm({ lead, draft, onDone }: { lead: Lead; draft: EditDraft | null; onDone: () => void }) {
  const update = useUpdateLead();
  const emailOptional = isEmailOptional(lead);
  const schema = useMemo(() => leadEditFormSchemaFor(emailOptional), [emailOptional]);
  const baseline = useMemo(() => leadEditFormDefaults(lead), [lead]);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<LeadEditFormValues, unknown, LeadEditFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: draft ? ({ ...baseline, ...draft.changes } as LeadEditFormValues) : baseline,
  });
  useEffect(() => {
    const subscription = watch((values) =>
      saveEditDraft({ leadId: lead.id, form: 'full', changes: changedFields(values, baseline) }),
    );
    return () => subscription.unsubscribe();
  }, [watch, baseline, lead.id]);

  const onSubmit = handleSubmit((values) => {
    update.mutate({ lead, changes: leadEditFormToUpdate(values, lead) }, { onSuccess: onDone });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={`Edit Lead: ${lead.name}`}>
      {draft ? (
        <p role="status" className="rounded-md border border-primary/40 bg-primary/5 p-3 text-sm">
          Your unsaved changes were restored.
        </p>
      ) : null}
      <Section title="Contact Information">
        <TextField label="Full Name" required {...register('name')} error={errors.name?.message} autoComplete="off" />
        <TextField
          label="Email"
          type="email"
          required={!emailOptional}
          {...register('email')}
          error={errors.email?.message}
          autoComplete="off"
        />
        <TextField label="Phone" type="tel" {...register('phone')} error={errors.phone?.message} autoComplete="off" />
        <TextField label="Job Title" {...register('jobTitle')} error={errors.jobTitle?.message} />
        <TextField label="LinkedIn URL" type="url" {...register('linkedinUrl')} error={errors.linkedinUrl?.message} />
        <TextField label="Location" {...register('location')} error={errors.location?.message} />
      </Section>
      <Section title="Company Information">
        <TextField label="Company" {...register('company')} error={errors.company?.message} />
        <SelectField
          label="Industry"
          options={INDUSTRY_TYPES}
          {...register('industryType')}
          error={errors.industryType?.message}
        />
        <SelectField
          label="Company Revenue"
          options={COMPANY_REVENUES}
          {...register('companyRevenue')}
          error={errors.companyRevenue?.message}
        />
        <SelectField
          label="Employees"
          options={EMPLOYEE_COUNTS}
          {...register('employeeCount')}
          error={errors.employeeCount?.message}
        />
        <SelectField
          label="Growth Stage"
          options={GROWTH_STAGES}
          {...register('growthStage')}
          error={errors.growthStage?.message}
        />
      </Section>
      <Section title="Qualification">
        <TextField
          label="Priority Score (1-10)"
          type="number"
          inputMode="numeric"
          {...register('priorityScore')}
          error={errors.priorityScore?.message}
        />
        <SelectField label="Urgency" options={URGENCIES} {...register('urgency')} error={errors.urgency?.message} />
        <SelectField
          label="Budget Authority"
          options={BUDGET_AUTHORITIES}
          {...register('budgetAuthority')}
          error={errors.budgetAuthority?.message}
        />
        <SelectField
          label="Primary Service"
          options={PRIMARY_SERVICES}
          {...register('primaryService')}
          error={errors.primaryService?.message}
        />
        <TextField
          label="Estimated Value Min (£)"
          type="number"
          inputMode="numeric"
          placeholder="? (unknown)"
          {...register('estimatedValueMin')}
          error={errors.estimatedValueMin?.message}
        />
        <TextField
          label="Estimated Value Max (£)"
          type="number"
          inputMode="numeric"
          placeholder="? (unknown)"
          {...register('estimatedValueMax')}
          error={errors.estimatedValueMax?.message}
        />
      </Section>
      <Section title="Planning (UK dates)">
        <TextField
          label="Consultation booked"
          type="date"
          {...register('consultationBookedDate')}
          error={errors.consultationBookedDate?.message}
        />
        <TextField
          label="Proposal sent"
          type="date"
          {...register('proposalSentDate')}
          error={errors.proposalSentDate?.message}
        />
        <TextField
          label="Deal closed"
          type="date"
          {...register('dealClosedDate')}
          error={errors.dealClosedDate?.message}
        />
        <TextField
          label="Next action date"
          type="date"
          {...register('nextActionDate')}
          error={errors.nextActionDate?.message}
        />
        <TextField
          label="Close probability (%)"
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          {...register('probabilityPercent')}
          error={errors.probabilityPercent?.message}
        />
      </Section>
      <fieldset className="space-y-3 rounded-lg border border-border p-4">
        <legend className="px-1 text-sm font-semibold">Notes and Research</legend>
        <TextAreaField
          label="Current Challenges"
          {...register('currentChallenges')}
          error={errors.currentChallenges?.message}
        />
        <TextAreaField
          label="Key Challenges (Research)"
          {...register('keyChallenges')}
          error={errors.keyChallenges?.message}
        />
        <TextAreaField label="Recent News" {...register('recentNews')} error={errors.recentNews?.message} />
        <TextAreaField
          label="Outreach Strategy"
          {...register('outreachStrategy')}
          error={errors.outreachStrategy?.message}
        />
        <TextAreaField label="Strategic Notes" {...register('strategicNotes')} error={errors.strategicNotes?.message} />
        <TextAreaField label="Notes" {...register('notes')} error={errors.notes?.message} />
      </fieldset>
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
