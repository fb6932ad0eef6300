import type { LeadSummary } from '@meridian/shared/leads/lead';
import { NEXT_ACTION_TEXTS, nextActionHint } from '@meridian/shared/leads/next-action';
import { boardColumn } from '@meridian/shared/pipeline/pipeline';
import { STAGE_KEYS, type StageKey } from '@meridian/shared/pipeline/pipeline-stages';
import { weightedValue } from '@meridian/shared/pipeline/forecast';
import { boardColumnTotals } from '@meridian/shared/pipeline/dashboard';

/** Money shown in a column header, in whole pounds. */
export interface ColumnTotals {
  /** The shared `boardColumnTotals`: open columns sum `estimatedValueMin`, Close sums won values. */
  total: number;
  /**
   * Open columns: the sum of the leads' weighted values (min value x stage probability). Close:
   * the won value again, a won deal being certain (lost and undecided deals count nothing).
   */
  weighted: number;
}

/** The board's leads grouped by column (docs/product/pipeline.md#stages), each column in the list's order. */
export type BoardColumns = Record<StageKey, LeadSummary[]>;

/** Groups leads into the seven board columns with `boardColumn` (one pass; 10,000 leads are cheap). */
export function groupByColumn(leads: readonly LeadSummary[]): BoardColumns {
  const columns = Object.fromEntries(STAGE_KEYS.map((key) => [key, [] as LeadSummary[]])) as BoardColumns;
  for (const lead of leads) columns[boardColumn(lead)].push(lead);
  return columns;
}

/**
 * Total and weighted value of every column (docs/product/dashboard.md#widgets): the totals are the
 * shared `boardColumnTotals`, so closed deals never count toward the open pipeline.
 */
export function boardTotals(columns: BoardColumns): Record<StageKey, ColumnTotals> {
  const totals = boardColumnTotals(Object.values(columns).flat());
  return Object.fromEntries(
    STAGE_KEYS.map((stage) => [
      stage,
      {
        total: totals[stage],
        weighted: stage === 'close' ? totals.close : columns[stage].reduce((sum, lead) => sum + weightedValue(lead), 0),
      },
    ]),
  ) as Record<StageKey, ColumnTotals>;
}

/** The next-action hints that mean an outreach email is due now (docs/product/pipeline.md#next-action-hints). */
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

/** The three action lists of the board (docs/product/pipeline.md#stages, "three action buttons"). */
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
