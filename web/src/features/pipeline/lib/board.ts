import type { LeadSummary } from '@meridian/shared/lead';
import { NEXT_ACTION_TEXTS, nextActionHint } from '@meridian/shared/next-action';
import { boardColumn } from '@meridian/shared/pipeline';
import { STAGE_KEYS, type StageKey } from '@meridian/shared/pipeline-stages';
import { weightedValue } from '@meridian/shared/forecast';

/** Money shown in a column header, in whole pounds. */
export interface ColumnTotals {
  /** Sum of the leads' minimum estimated values. */
  total: number;
  /** Sum of the leads' weighted values (SPEC.md section 9: min value x stage probability). */
  weighted: number;
}

/** The board's leads grouped by column (DECISIONS.md item 4), each column in the list's order. */
export type BoardColumns = Record<StageKey, LeadSummary[]>;

/** Groups leads into the seven board columns with `boardColumn` (one pass; 10,000 leads are cheap). */
export function groupByColumn(leads: readonly LeadSummary[]): BoardColumns {
  const columns = Object.fromEntries(STAGE_KEYS.map((key) => [key, [] as LeadSummary[]])) as BoardColumns;
  for (const lead of leads) columns[boardColumn(lead)].push(lead);
  return columns;
}

/**
 * Total and weighted value of one column. The weighted value uses the column's stage, which is
 * where `boardColumn` placed the lead.
 */
export function columnTotals(leads: readonly LeadSummary[]): ColumnTotals {
  let total = 0;
  let weighted = 0;
  for (const lead of leads) {
    total += lead.estimatedValueMin ?? 0;
    weighted += weightedValue(lead);
  }
  return { total, weighted };
}

/** The next-action hints that mean an outreach email is due now (SPEC.md section 4). */
const SEND_EMAIL_HINTS: ReadonlySet<string> = new Set([
  NEXT_ACTION_TEXTS.sendEmail1,
  NEXT_ACTION_TEXTS.sendEmail2,
  NEXT_ACTION_TEXTS.sendEmail3,
  NEXT_ACTION_TEXTS.sendEmail3AfterWait,
]);

/** One entry of an action list: the lead and what to do. */
export interface ActionListEntry {
  lead: LeadSummary;
  detail: string;
}

/** The three action lists of the board (SPEC.md section 2, "three action buttons"). */
export interface BoardActionLists {
  /** Leads whose next action is sending an outreach email now. */
  emailsToSend: ActionListEntry[];
  /** Leads in the Consultation column: a discovery call is needed. */
  discoveryCalls: ActionListEntry[];
  /** Leads in the Proposal column: proposals out, awaiting follow-up. */
  proposalsOut: ActionListEntry[];
}

/** Builds the three action lists from the grouped board at `now`. */
export function boardActionLists(columns: BoardColumns, now: Date): BoardActionLists {
  const emailsToSend: ActionListEntry[] = [];
  for (const stage of ['new_lead', 'initial_contact', 'value_demo', 'assessment_offer'] as const) {
    for (const lead of columns[stage]) {
      const hint = nextActionHint(lead, now);
      if (SEND_EMAIL_HINTS.has(hint)) emailsToSend.push({ lead, detail: hint });
    }
  }
  return {
    emailsToSend,
    discoveryCalls: columns.consultation.map((lead) => ({ lead, detail: NEXT_ACTION_TEXTS.consultation })),
    proposalsOut: columns.proposal.map((lead) => ({ lead, detail: NEXT_ACTION_TEXTS.proposal })),
  };
}
