/**
 * The seven pipeline stages and their constants (docs/product/pipeline.md#stages).
 * Pure data: the rules that use them live in `pipeline.ts`.
 */

/** Stage keys in board order (docs/product/pipeline.md#stages). */
export const STAGE_KEYS = [
  'new_lead',
  'initial_contact',
  'value_demo',
  'assessment_offer',
  'consultation',
  'proposal',
  'close',
] as const;
export type StageKey = (typeof STAGE_KEYS)[number];

/** Legacy statuses used by the quick admin page (docs/product/pipeline.md#stages). */
export const LEGACY_STATUSES = ['new', 'contacted', 'qualified', 'converted'] as const;
export type LegacyStatus = (typeof LEGACY_STATUSES)[number];

/** Legacy status to board column (docs/product/pipeline.md#stages). */
export const LEGACY_STATUS_STAGE: Record<LegacyStatus, StageKey> = {
  new: 'new_lead',
  contacted: 'initial_contact',
  qualified: 'consultation',
  converted: 'close',
};

export interface StageDefinition {
  key: StageKey;
  /** Column label on the board. */
  label: string;
  /** Column subtitle on the board. */
  subtitle: string;
  /** Stage label in the lead list (docs/product/pipeline.md#stages). */
  listLabel: string;
  /** Close probability, 0-1 (docs/product/pipeline.md#probabilities). */
  closeProbability: number;
  /** Expected days until close (docs/product/pipeline.md#probabilities). */
  expectedDaysToClose: number;
}

export const STAGES: readonly StageDefinition[] = [
  {
    key: 'new_lead',
    label: 'New Lead',
    subtitle: 'Identified - Not Contacted',
    listLabel: 'New Lead',
    closeProbability: 0.05,
    expectedDaysToClose: 90,
  },
  {
    key: 'initial_contact',
    label: 'Initial Contact',
    subtitle: 'Email 1 + LinkedIn Intro',
    listLabel: 'Initial Contact',
    closeProbability: 0.15,
    expectedDaysToClose: 75,
  },
  {
    key: 'value_demo',
    label: 'Value Demo',
    subtitle: 'Email 2 + Article',
    listLabel: 'Value Demo Sent',
    closeProbability: 0.3,
    expectedDaysToClose: 60,
  },
  {
    key: 'assessment_offer',
    label: 'Assessment Offer',
    subtitle: 'Email 3 + Free Assessment',
    listLabel: 'Assessment Offered',
    closeProbability: 0.5,
    expectedDaysToClose: 45,
  },
  {
    key: 'consultation',
    label: 'Consultation',
    subtitle: '30-min Discovery Call',
    listLabel: 'Consultation',
    closeProbability: 0.7,
    expectedDaysToClose: 30,
  },
  {
    key: 'proposal',
    label: 'Proposal',
    subtitle: 'Custom Proposal Sent',
    listLabel: 'Proposal Sent',
    closeProbability: 0.85,
    expectedDaysToClose: 15,
  },
  {
    key: 'close',
    label: 'Close',
    subtitle: 'Won/Lost',
    listLabel: 'Closed',
    closeProbability: 1,
    expectedDaysToClose: 0,
  },
];

/** Stage definitions keyed by stage key. */
export const STAGE_BY_KEY: Record<StageKey, StageDefinition> = Object.fromEntries(
  STAGES.map((stage) => [stage.key, stage]),
) as Record<StageKey, StageDefinition>;

/** Heading of the board (docs/product/pipeline.md#stages). */
export const PIPELINE_HEADING = '7-Stage Sales Pipeline';

/**
 * Lead defaults (docs/product/pipeline.md#stages): a lead created without a stage (a contact or an
 * assessment, a prospect added by hand) starts in New Lead, since nobody has contacted it yet
 * (docs/decisions/043-inbound-leads-start-in-new-lead.md).
 */
export const LEAD_DEFAULTS = {
  status: 'new_lead' as StageKey,
  priorityScore: 5,
  probabilityPercent: 25,
  aiScore: 50,
} as const;
