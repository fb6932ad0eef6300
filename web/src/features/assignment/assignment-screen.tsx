import {
  ASSIGNMENT_RULE_LABELS,
  ASSIGNMENT_RULES,
  type AssigneePreferences,
  type AssignmentRule,
  type AssignmentView,
} from '@meridian/shared/leads/lead-owners';
import { PRIMARY_SERVICES, type PrimaryService } from '@meridian/shared/leads/options';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api-client';
import { assignmentKey, fetchAssignment, saveAssignment } from './assignment-api';

/** Each active person's preferences, defaulting to "takes no new leads, no services". */
function peopleOf(view: AssignmentView): AssigneePreferences[] {
  return view.users
    .filter((user) => user.active)
    .map(
      (user) =>
        view.settings.people.find((person) => person.userId === user.id) ?? {
          userId: user.id,
          takesNewLeads: false,
          services: [],
        },
    );
}

function AssignmentForm({ view }: { view: AssignmentView }) {
  const queryClient = useQueryClient();
  const [rule, setRule] = useState<AssignmentRule>(view.settings.rule);
  const [copyPartners, setCopyPartners] = useState(view.settings.copyPartners);
  const [people, setPeople] = useState(() => peopleOf(view));
  const save = useMutation({
    mutationFn: saveAssignment,
    onSuccess: (saved) => {
      queryClient.setQueryData(assignmentKey, saved);
      toast({ title: 'Assignment saved', variant: 'success' });
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Could not save', description: errorMessage(error) }),
  });
  const change = (userId: string, update: Partial<AssigneePreferences>) =>
    setPeople((current) => current.map((person) => (person.userId === userId ? { ...person, ...update } : person)));
  const toggleService = (person: AssigneePreferences, service: PrimaryService) =>
    change(person.userId, {
      services: person.services.includes(service)
        ? person.services.filter((one) => one !== service)
        : [...person.services, service],
    });
  const nameOf = (userId: string) => view.users.find((user) => user.id === userId);
  return (
    <form
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ rule, copyPartners, people });
      }}
    >
      <fieldset className="space-y-2">
        <legend className="font-semibold">How new leads get an owner</legend>
        {ASSIGNMENT_RULES.map((value) => (
          <label key={value} className="flex items-center gap-2">
            <input type="radio" name="rule" checked={rule === value} onChange={() => setRule(value)} />
            {ASSIGNMENT_RULE_LABELS[value]}
          </label>
        ))}
        <p className="text-sm text-muted-foreground">
          When no consultant fits, the partners take turns; with no active partner the lead stays unassigned.
        </p>
      </fieldset>
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={copyPartners} onChange={(event) => setCopyPartners(event.target.checked)} />
        Copy partners on every new-lead email
      </label>
      <table className="w-full text-sm">
        <caption className="text-left font-semibold">People</caption>
        <thead>
          <tr className="text-left">
            <th scope="col">Name</th>
            <th scope="col">Takes new leads</th>
            <th scope="col">Services covered</th>
          </tr>
        </thead>
        <tbody>
          {people.map((person) => {
            const user = nameOf(person.userId);
            const name = user?.name ?? 'Someone';
            return (
              <tr key={person.userId} className="border-t border-border align-top">
                <th scope="row" className="py-2 text-left font-normal">
                  {name} <span className="text-muted-foreground">({user?.role ?? 'staff'})</span>
                </th>
                <td className="py-2">
                  <input
                    type="checkbox"
                    aria-label={`${name} takes new leads`}
                    checked={person.takesNewLeads}
                    onChange={(event) => change(person.userId, { takesNewLeads: event.target.checked })}
                  />
                </td>
                <td className="space-y-1 py-2">
                  {PRIMARY_SERVICES.map((service) => (
                    <label key={service} className="flex items-center gap-2">
                      <input
                        type="checkbox"
                        aria-label={`${service} (${name})`}
                        checked={person.services.includes(service)}
                        onChange={() => toggleService(person, service)}
                      />
                      <span aria-hidden="true">{service}</span>
                    </label>
                  ))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save assignment'}
      </Button>
    </form>
  );
}

/**
 * The partners' assignment settings (docs/product/assignment.md#settings): the rule for new inbound
 * leads, the partners' copy of new-lead emails, and for each active person whether they take new
 * leads and which services they cover.
 */
export function AssignmentScreen() {
  const query = useQuery({ queryKey: assignmentKey, queryFn: fetchAssignment });
  if (query.isPending) return <p role="status">Loading the assignment settings…</p>;
  if (query.isError) return <p role="alert">Could not load the assignment settings: {errorMessage(query.error)}</p>;
  return <AssignmentForm view={query.data} />;
}
