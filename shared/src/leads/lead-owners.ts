import * as z from '../zod';
import { PRIMARY_SERVICES, type PrimaryService } from './options';

/**
 * Lead owners and assignment (docs/product/assignment.md): the rule partners choose for inbound
 * leads, the choice of an owner by that rule, who may change a lead, and the owner filter of the
 * CRM's list and board. Pure rules; the server stores and reads, the CRM renders.
 */

/** How inbound leads get an owner (docs/product/assignment.md#the-rule). */
export const ASSIGNMENT_RULES = ['round_robin', 'by_service'] as const;
export type AssignmentRule = (typeof ASSIGNMENT_RULES)[number];

/** Labels of the rules in the CRM. */
export const ASSIGNMENT_RULE_LABELS: Record<AssignmentRule, string> = {
  round_robin: 'Round robin among consultants who take new leads',
  by_service: 'By service: consultants who cover the lead’s recommended service',
};

/** A staff user id as requests carry it (an owner). */
export const staffIdSchema = z
  .string({ error: 'Owner is required' })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Owner must be a staff user id');

/** One person's assignment preferences: whether they take new leads and which services they cover. */
export const assigneePreferencesSchema = z.strictObject({
  userId: staffIdSchema,
  takesNewLeads: z.boolean(),
  services: z.array(z.enum(PRIMARY_SERVICES)).max(PRIMARY_SERVICES.length),
});
export type AssigneePreferences = z.output<typeof assigneePreferencesSchema>;

/** Body of `PUT /api/admin/assignment`: the rule, the partners' copy of notifications, each person's preferences. */
export const assignmentSettingsSchema = z.strictObject({
  rule: z.enum(ASSIGNMENT_RULES, { error: 'Rule must be round_robin or by_service' }),
  /** Partners get a copy of every new-lead notification sent to an owner. */
  copyPartners: z.boolean(),
  people: z.array(assigneePreferencesSchema).max(500),
});
export type AssignmentSettings = z.output<typeof assignmentSettingsSchema>;

/** The settings before partners have saved any. */
export const DEFAULT_ASSIGNMENT_SETTINGS: AssignmentSettings = { rule: 'round_robin', copyPartners: false, people: [] };

/** A staff member as the CRM lists them for owners: `{ id, name, role, active }` (no address). */
export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(['partner', 'consultant']),
  active: z.boolean(),
});
export type StaffMember = z.output<typeof staffMemberSchema>;

/** Answer of `GET /api/admin/staff`: every staff member, for owner names and pickers. */
export const staffDirectorySchema = z.object({ users: z.array(staffMemberSchema) });
export type StaffDirectory = z.output<typeof staffDirectorySchema>;

/** Answer of `GET /api/admin/assignment`: the settings and who can be chosen. */
export const assignmentViewSchema = z.object({
  settings: assignmentSettingsSchema,
  users: z.array(staffMemberSchema),
});
export type AssignmentView = z.output<typeof assignmentViewSchema>;

/** Body of `POST /api/admin/leads/assign`: up to 100 leads and their new owner (`null`: unassigned). */
export const bulkAssignSchema = z.strictObject({
  leadIds: z.array(z.string().min(1).max(64)).min(1, 'Choose at least one lead').max(100, 'At most 100 leads at once'),
  ownerId: staffIdSchema.nullable(),
});
export type BulkAssign = z.output<typeof bulkAssignSchema>;

/** Answer of `POST /api/admin/leads/assign`: how many leads changed owner. */
export const bulkAssignResultSchema = z.object({ assigned: z.number().int().min(0) });

/** A person who may be chosen as an owner, with the order round robin follows. */
export interface Assignee {
  id: string;
  role: 'partner' | 'consultant';
  active: boolean;
  /** ISO-8601 UTC: round robin goes through people in the order they joined (then by id). */
  createdAt: string;
  takesNewLeads: boolean;
  services: readonly PrimaryService[];
}

/** The round-robin pools, each with its own cursor. */
export type AssignmentPool = 'consultants' | 'partners';

/** Input of {@link chooseOwner}. */
export interface OwnerChoiceInput {
  rule: AssignmentRule;
  people: readonly Assignee[];
  /** The lead's recommended (primary) service, if any. */
  service?: PrimaryService;
  /** The id last chosen in each pool (null: none yet). */
  cursors: Readonly<Record<AssignmentPool, string | null>>;
}

/** What {@link chooseOwner} decided: an owner from a pool, or nobody. */
export type OwnerChoice = { ownerId: string; pool: AssignmentPool } | { ownerId: null; pool: null };

const byJoining = (a: Assignee, b: Assignee): number => {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a.id === b.id ? 0 : a.id < b.id ? -1 : 1;
};

/** The person after `last` in `ordered` (wrapping), or the first when `last` is not among them. */
function nextAfter(ordered: readonly Assignee[], last: string | null, all: readonly Assignee[]): Assignee | undefined {
  if (last === null) return ordered[0];
  const lastPerson = all.find((person) => person.id === last);
  if (!lastPerson) return ordered[0];
  return ordered.find((person) => byJoining(person, lastPerson) > 0) ?? ordered[0];
}

/**
 * The owner of a new inbound lead (docs/product/assignment.md#the-rule):
 * - `round_robin`: the next active consultant who takes new leads, after the one chosen last;
 * - `by_service`: the same among those who also cover the lead's service;
 * - when nobody fits: the next active partner (round robin among partners); else nobody.
 * Disabled people are skipped; the order is when they joined, then id.
 *
 * @returns the owner and the pool whose cursor moves to them, or `{ ownerId: null, pool: null }`.
 */
export function chooseOwner(input: OwnerChoiceInput): OwnerChoice {
  const sorted = [...input.people].sort(byJoining);
  const consultants = sorted.filter(
    (person) =>
      person.active &&
      person.role === 'consultant' &&
      person.takesNewLeads &&
      (input.rule === 'round_robin' || (input.service !== undefined && person.services.includes(input.service))),
  );
  const consultant = nextAfter(consultants, input.cursors.consultants, sorted);
  if (consultant) return { ownerId: consultant.id, pool: 'consultants' };
  const partners = sorted.filter((person) => person.active && person.role === 'partner');
  const partner = nextAfter(partners, input.cursors.partners, sorted);
  if (partner) return { ownerId: partner.id, pool: 'partners' };
  return { ownerId: null, pool: null };
}

/** Who is acting: a staff user's id and role. */
export interface Actor {
  id: string;
  role: 'partner' | 'consultant';
}

/**
 * Whether someone may change a lead (docs/product/assignment.md#who-may-change-a-lead): partners
 * any lead; consultants the leads they own and the unowned ones.
 */
export function mayChangeLead(actor: Actor, lead: { ownerId?: string }): boolean {
  return actor.role === 'partner' || lead.ownerId === undefined || lead.ownerId === actor.id;
}

/**
 * Whether someone may give a lead they may change to an owner: partners to anyone; consultants
 * only to themselves (taking it) or to nobody (handing it back). Reassigning between people is
 * partners' (docs/product/assignment.md#reassigning).
 */
export function mayAssignTo(actor: Actor, ownerId: string | null): boolean {
  return actor.role === 'partner' || ownerId === null || ownerId === actor.id;
}

/** The 403 message for a consultant changing someone else's lead. */
export function ownedByMessage(ownerName: string): string {
  return `This lead belongs to ${ownerName || 'another member of staff'}; ask a partner to reassign it`;
}

/** Up to two initials of a name (`Jane van Dyke` → `JD`); `?` for an empty name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** The owner filter of the list and board: everyone, mine, unassigned, or one person's id. */
export type OwnerFilter = 'all' | 'mine' | 'unassigned' | { userId: string };

/** The filter from its address value (`owner=mine|unassigned|<id>`; absent or unknown: all). */
export function ownerFilterOf(value: string | null | undefined): OwnerFilter {
  if (!value) return 'all';
  if (value === 'mine' || value === 'unassigned') return value;
  return staffIdSchema.safeParse(value).success ? { userId: value } : 'all';
}

/** The address value of a filter (`null` for all). */
export function ownerFilterValue(filter: OwnerFilter): string | null {
  return filter === 'all' ? null : typeof filter === 'string' ? filter : filter.userId;
}

/**
 * Whether a lead passes the owner filter.
 * @param meId - the signed-in user's id (for `mine`); undefined while unknown (then `mine` matches nothing).
 */
export function matchesOwner(lead: { ownerId?: string }, filter: OwnerFilter, meId: string | undefined): boolean {
  if (filter === 'all') return true;
  if (filter === 'unassigned') return lead.ownerId === undefined;
  if (filter === 'mine') return meId !== undefined && lead.ownerId === meId;
  return lead.ownerId === filter.userId;
}
