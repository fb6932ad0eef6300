/**
 * EventBridge event names of the submission-to-lead flow (the detail schemas are in `events.ts`:
 * a module that only names events does not build them).
 * Sources: submissions come from `meridian.website`, lead events from `meridian.leads`.
 */
export const EVENT_SOURCES = {
  website: 'meridian.website',
  leads: 'meridian.leads',
} as const;

export const DETAIL_TYPES = {
  contactSubmitted: 'ContactSubmitted',
  assessmentSubmitted: 'AssessmentSubmitted',
  leadCaptured: 'LeadCaptured',
} as const;
