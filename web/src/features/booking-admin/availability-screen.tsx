import { ADMIN_BOOKING_AVAILABILITY_PATH } from '@meridian/shared/admin-api-paths';
import { useMayCall } from '../../lib/staff-role';
import {
  type AvailabilitySettings,
  availabilitySettingsSchema,
  WEEKDAYS,
  type Weekday,
} from '@meridian/shared/booking/booking';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { TextAreaField, TextField } from '../../components/form/form-field';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api-client';
import { availabilityKey, fetchAvailability, saveAvailability } from './availability-api';

/** Monday first, as staff read a week. */
const WEEK: readonly Weekday[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]];
const LABELS: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};
const NUMBERS = [
  ['slotMinutes', 'Slot length (minutes)'],
  ['bufferMinutes', 'Buffer between calls (minutes)'],
  ['minimumNoticeHours', 'Minimum notice (hours)'],
  ['horizonDays', 'Horizon (days ahead)'],
] as const;

/** The settings the form holds, read from its fields. */
function settingsOf(form: HTMLFormElement): unknown {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  const weeklyHours = Object.fromEntries(
    WEEK.map((day) => [day, data.get(`${day}-open`) ? { start: text(`${day}-start`), end: text(`${day}-end`) } : null]),
  );
  return {
    weeklyHours,
    ...Object.fromEntries(NUMBERS.map(([name]) => [name, Number(text(name))])),
    blockedDates: text('blockedDates')
      .split(/\s+/)
      .filter((line) => line !== ''),
  };
}

/** The settings form, filled with what is stored. */
function AvailabilityForm({ settings }: { settings: AvailabilitySettings }) {
  const queryClient = useQueryClient();
  const [problems, setProblems] = useState<string[]>([]);
  const maySave = useMayCall('PUT', ADMIN_BOOKING_AVAILABILITY_PATH);
  const save = useMutation({
    mutationFn: saveAvailability,
    onSuccess: (saved) => {
      queryClient.setQueryData(availabilityKey, saved);
      toast({ title: 'Availability saved', description: 'Visitors now see the new free times.', variant: 'success' });
    },
    onError: (error) => setProblems([errorMessage(error)]),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = availabilitySettingsSchema.safeParse(settingsOf(event.currentTarget));
    if (!parsed.success) {
      setProblems(parsed.error.issues.map((issue) => `${issue.path.join(' ')}: ${issue.message}`));
      return;
    }
    setProblems([]);
    save.mutate(parsed.data);
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Availability" className="grid gap-6">
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">Weekly working hours (London time)</legend>
        {WEEK.map((day) => {
          const hours = settings.weeklyHours[day];
          return (
            <div key={day} className="flex flex-wrap items-end gap-3">
              <label className="flex min-h-11 w-36 items-center gap-2">
                <input type="checkbox" name={`${day}-open`} defaultChecked={hours !== null} />
                {LABELS[day]}
              </label>
              <TextField
                label={`${LABELS[day]} from`}
                name={`${day}-start`}
                type="time"
                defaultValue={hours?.start ?? '09:00'}
              />
              <TextField
                label={`${LABELS[day]} until`}
                name={`${day}-end`}
                type="time"
                defaultValue={hours?.end ?? '17:00'}
              />
            </div>
          );
        })}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {NUMBERS.map(([name, label]) => (
          <TextField
            key={name}
            label={label}
            name={name}
            type="number"
            inputMode="numeric"
            defaultValue={settings[name]}
          />
        ))}
      </div>
      <TextAreaField
        label="Blocked dates (one per line, like 2026-12-24)"
        name="blockedDates"
        rows={4}
        defaultValue={settings.blockedDates.join('\n')}
      />
      {problems.length > 0 ? (
        <ul role="alert" className="list-disc pl-5 text-destructive">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {maySave ? (
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save availability'}
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">Only a partner can change the availability.</p>
      )}
    </form>
  );
}

/**
 * The consultation availability (docs/product/booking.md#availability): weekly hours in London
 * time, slot length, buffer, minimum notice, horizon and blocked dates; the defaults until saved.
 */
export function AvailabilityScreen() {
  const query = useQuery({ queryKey: availabilityKey, queryFn: fetchAvailability });
  if (query.isPending) return <p role="status">Loading availability...</p>;
  if (query.isError) {
    return (
      <p role="alert">
        Could not load the availability: {errorMessage(query.error)}{' '}
        <Button variant="link" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </p>
    );
  }
  return <AvailabilityForm settings={query.data} />;
}
