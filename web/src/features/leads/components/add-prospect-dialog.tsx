import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMPANY_REVENUES,
  EMPLOYEE_COUNTS,
  GROWTH_STAGES,
  INDUSTRY_TYPES,
  LEAD_SOURCE_LABELS,
  LEAD_SOURCES,
  PRIMARY_SERVICES,
} from '@meridian/shared/leads/options';
import { type Prospect, type ProspectInput, prospectSchema } from '@meridian/shared/leads/prospect';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { useCreateProspect } from '../api/use-lead-mutations';
import { TextAreaField, TextField } from '../../../components/form/form-field';
import { SelectField } from '../../../components/form/select-field';
import { DuplicateWarning, useDuplicateLeads } from './duplicate-warning';

/** '' from an empty select or input becomes undefined, so optional schema fields stay unset. */
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const toNumber = (value: unknown) => (value === '' || value === undefined ? undefined : Number(value));

/**
 * 'Add Prospect' (docs/product/leads.md#prospects, prospect schema; docs/product/leads.md#sources): a LinkedIn outreach
 * lead with company required, optional email, a valid LinkedIn URL, priority 1-10 (default 7) and
 * estimated values at least 0. Validated with the shared `prospectSchema`, the same schema the
 * server uses. While typing, it warns of leads the prospect may duplicate
 * (docs/product/leads.md#duplicates) and never stops the adding.
 *
 * @param onOpenLead - opens a lead the way the lead list does (its page `/admin/leads/<id>`); the dialog
 *   closes first.
 */
export function AddProspectDialog({ onOpenLead }: { onOpenLead: (id: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="accent" size="sm">
          <UserPlus aria-hidden="true" />
          Add Prospect
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Add Prospect</DialogTitle>
          <DialogDescription>Add a LinkedIn outreach prospect. Fields marked * are required.</DialogDescription>
        </DialogHeader>
        {open ? (
          <AddProspectForm
            onDone={() => setOpen(false)}
            onOpenLead={(id) => {
              setOpen(false);
              onOpenLead(id);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function AddProspectForm({ onDone, onOpenLead }: { onDone: () => void; onOpenLead: (id: string) => void }) {
  const create = useCreateProspect();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<ProspectInput, unknown, Prospect>({
    resolver: zodResolver(prospectSchema),
    defaultValues: { priorityScore: 7, source: 'linkedin' },
  });
  const [name, email, company] = useWatch({ control, name: ['name', 'email', 'company'] });
  const { matches, matchesNow } = useDuplicateLeads({ name, email, company });
  // A possible duplicate does not stop the adding; a same-email one is refused by the server (409).
  const addAnyway = matches.length > 0 && matches.every((match) => match.reason !== 'same-email');
  const onSubmit = handleSubmit((prospect) => {
    // Submitted before the warning had time to show: show it first, the next press adds.
    if (matches.length === 0 && matchesNow(prospect).length > 0) return;
    create.mutate(prospect, {
      onSuccess: onDone,
      // 409: the email already belongs to a lead (docs/product/leads.md#dedupe); say so at the field.
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          setError(
            'email',
            { message: error.serverMessage ?? 'A lead with this email already exists' },
            { shouldFocus: true },
          );
        }
      },
    });
  });
  const optional = { setValueAs: emptyToUndefined };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Add Prospect">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Name" required {...register('name')} error={errors.name?.message} autoComplete="off" />
        <TextField
          label="Company"
          required
          {...register('company')}
          error={errors.company?.message}
          autoComplete="off"
        />
        <TextField
          label="Email"
          type="email"
          {...register('email', optional)}
          error={errors.email?.message}
          autoComplete="off"
        />
        <TextField label="Job Title" {...register('jobTitle', optional)} error={errors.jobTitle?.message} />
        <TextField
          label="LinkedIn URL"
          type="url"
          {...register('linkedinUrl', optional)}
          error={errors.linkedinUrl?.message}
        />
        <SelectField
          label="Industry"
          options={INDUSTRY_TYPES}
          {...register('industryType', optional)}
          error={errors.industryType?.message}
        />
        <SelectField
          label="Company Revenue"
          options={COMPANY_REVENUES}
          {...register('companyRevenue', optional)}
          error={errors.companyRevenue?.message}
        />
        <SelectField
          label="Employees"
          options={EMPLOYEE_COUNTS}
          {...register('employeeCount', optional)}
          error={errors.employeeCount?.message}
        />
        <SelectField
          label="Growth Stage"
          options={GROWTH_STAGES}
          {...register('growthStage', optional)}
          error={errors.growthStage?.message}
        />
        <SelectField
          label="Primary Service"
          options={PRIMARY_SERVICES}
          {...register('primaryService', optional)}
          error={errors.primaryService?.message}
        />
        <TextField
          label="Priority Score (1-10)"
          type="number"
          inputMode="numeric"
          {...register('priorityScore', { setValueAs: (value) => toNumber(value) ?? 7 })}
          error={errors.priorityScore?.message}
        />
        <div className="space-y-1">
          <label className="text-sm font-medium" htmlFor="prospect-source">
            Source
          </label>
          <select
            id="prospect-source"
            className="h-11 w-full rounded-md border border-input bg-background px-3 text-base"
            {...register('source')}
          >
            {LEAD_SOURCES.map((source) => (
              <option key={source} value={source}>
                {LEAD_SOURCE_LABELS[source]}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label="Estimated Value Min (£)"
          type="number"
          inputMode="numeric"
          {...register('estimatedValueMin', { setValueAs: toNumber })}
          error={errors.estimatedValueMin?.message}
        />
        <TextField
          label="Estimated Value Max (£)"
          type="number"
          inputMode="numeric"
          {...register('estimatedValueMax', { setValueAs: toNumber })}
          error={errors.estimatedValueMax?.message}
        />
      </div>
      <TextAreaField label="Key Challenges" {...register('keyChallenges')} error={errors.keyChallenges?.message} />
      <TextAreaField
        label="Outreach Strategy"
        {...register('outreachStrategy')}
        error={errors.outreachStrategy?.message}
      />
      <TextAreaField label="Strategic Notes" {...register('strategicNotes')} error={errors.strategicNotes?.message} />
      <DuplicateWarning matches={matches} onOpenLead={onOpenLead} />
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Adding...' : addAnyway ? 'Add anyway' : 'Add Prospect'}
        </Button>
      </DialogFooter>
    </form>
  );
}
