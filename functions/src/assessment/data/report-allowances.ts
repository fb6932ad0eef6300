import { reportAllowanceKey } from '../../table/keys';
import { claimWindow, type WindowSpec } from '../../table/windows';

/**
 * The assessment-report allowance of each visitor address (docs/product/assessment.md#report-email):
 * at most {@link MAX_REPORTS_PER_WINDOW} reports per address per 24 hours, so the assessment
 * cannot be used to flood someone's inbox. One item per normalised address
 * (`reportAllowanceKey`) holds when its window opened and the ids of the events that used it;
 * DynamoDB's TTL (`expiresAt`) removes it after the window. The window itself is
 * `table/windows.ts`; this module holds its parameters.
 */

/** Reports one address may receive within one window. */
export const MAX_REPORTS_PER_WINDOW = 3;
/** Length of a window, in ms: 24 hours from the first report. */
export const REPORT_WINDOW_MS = 24 * 60 * 60 * 1000;

const REPORT_WINDOW: WindowSpec = {
  key: reportAllowanceKey,
  entity: 'report_allowance',
  windowMs: REPORT_WINDOW_MS,
  capacity: MAX_REPORTS_PER_WINDOW,
};

/**
 * Claims one report for an address: conditional writes only, so concurrent submissions cannot
 * exceed the allowance, and a retried event (after a failed send) reuses its own claim.
 *
 * @param email - the visitor's address (compared normalised: lower case, `+tag` removed).
 * @param eventId - the `AssessmentSubmitted` event id.
 * @param at - when the submission arrived (ISO-8601 UTC); windows are measured between these.
 * @returns true when this event may send the report.
 * @throws Error for an unparseable `at`; DynamoDB errors other than failed conditions.
 */
export function claimReportAllowance(email: string, eventId: string, at: string): Promise<boolean> {
  return claimWindow(REPORT_WINDOW, email, eventId, at);
}
