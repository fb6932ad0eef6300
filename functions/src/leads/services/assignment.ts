import type { Lead } from '@meridian/shared/leads/lead';
import {
  type Assignee,
  type AssignmentSettings,
  type AssignmentView,
  chooseOwner,
} from '@meridian/shared/leads/lead-owners';
import { ValidationError } from '../../lib/errors';
import type { PlanStep } from '../../table/write-plan';
import { getAssignmentSettings, getPoolCursors, moveCursorStep, saveAssignmentSettings } from '../data/assignment';
import { type DirectoryEntry, listStaffDirectory } from '../data/staff-directory';

/**
 * Assignment of inbound leads (docs/product/assignment.md, docs/decisions/041-lead-owners-and-assignment.md):
 * the owner of a new lead chosen by the partners' rule (`chooseOwner` of `shared/`), stored with the
 * lead in the transaction that creates it, with the pool's cursor moved in the same transaction.
 */

/** A new lead with its owner, and the plan steps to commit with it (the cursor's move). */
export interface AssignedLead {
  lead: Lead;
  steps: PlanStep[];
}

/** The people who can be chosen: the directory joined with each one's preferences. */
export function assigneesOf(directory: readonly DirectoryEntry[], settings: AssignmentSettings): Assignee[] {
  return directory.map((entry) => {
    const preferences = settings.people.find((person) => person.userId === entry.id);
    return {
      id: entry.id,
      role: entry.role,
      active: entry.active,
      createdAt: entry.createdAt,
      takesNewLeads: preferences?.takesNewLeads ?? false,
      services: preferences?.services ?? [],
    };
  });
}

/**
 * Gives a new inbound lead its owner by the rule (docs/product/assignment.md#the-rule). Called
 * once per attempt of the write that creates the lead: when that write loses a race (the cursor
 * moved, the address was claimed) the next attempt reads and chooses again, and once it commits the
 * owner is part of the stored lead, so a redelivered event never assigns again.
 *
 * @param lead - the new lead as built (no owner yet).
 * @returns the lead with `ownerId` (unchanged when nobody can be chosen) and the cursor step.
 */
export async function assignNewLead(lead: Lead): Promise<AssignedLead> {
  const [settings, directory, cursors] = await Promise.all([
    getAssignmentSettings(),
    listStaffDirectory(),
    getPoolCursors(),
  ]);
  const choice = chooseOwner({
    rule: settings.rule,
    people: assigneesOf(directory, settings),
    ...(lead.primaryService ? { service: lead.primaryService } : {}),
    cursors: { consultants: cursors.consultants.last, partners: cursors.partners.last },
  });
  if (choice.ownerId === null) return { lead, steps: [] };
  return {
    lead: { ...lead, ownerId: choice.ownerId },
    steps: [moveCursorStep(choice.pool, choice.ownerId, cursors[choice.pool])],
  };
}

/** The settings with every staff member, for `GET /api/admin/assignment`. */
export async function assignmentView(): Promise<AssignmentView> {
  const [settings, directory] = await Promise.all([getAssignmentSettings(), listStaffDirectory()]);
  return { settings, users: directory.map(({ id, name, role, active }) => ({ id, name, role, active })) };
}

/**
 * Saves the settings (`PUT /api/admin/assignment`).
 * @throws ValidationError (400) when a person listed is not a staff user.
 */
export async function updateAssignment(settings: AssignmentSettings, now: Date = new Date()): Promise<AssignmentView> {
  const directory = await listStaffDirectory();
  const unknown = settings.people.filter((person) => !directory.some((entry) => entry.id === person.userId));
  if (unknown.length > 0) throw new ValidationError('Unknown staff user', { people: ['Unknown staff user'] });
  await saveAssignmentSettings(settings, now.toISOString());
  return assignmentView();
}
