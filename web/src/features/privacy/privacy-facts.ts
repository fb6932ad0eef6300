/**
 * The figures and addresses the privacy notice states (docs/product/privacy.md#privacy-notice). Plain
 * data without zod, so the public `/privacy` page carries none; `privacy-facts.test.ts` holds each
 * figure to the constant the server enforces, so the notice cannot drift from what happens.
 */

/** How long page views are kept before the table's TTL removes them, in months. */
export const PAGE_VIEW_RETENTION_MONTHS = 13;

/** How long an unconfirmed newsletter sign-up is kept (its confirmation link's lifetime), in days. */
export const PENDING_SIGN_UP_DAYS = 7;

/** Years without activity after which a lead is listed in the CRM for review and erasure. */
export const LEAD_REVIEW_AFTER_YEARS = 3;

/** How long the service's technical logs are kept, in months (they hold no IP addresses). */
export const LOG_RETENTION_MONTHS = 3;

/** How long the table's point-in-time backups reach back, in days (DynamoDB's recovery window). */
export const BACKUP_WINDOW_DAYS = 35;

/** The AWS region that stores and processes what visitors submit. */
export const HOSTING_REGION = { code: 'eu-west-2', name: 'London' } as const;

/** The UK's data protection regulator, where anyone may complain. */
export const ICO = {
  name: "Information Commissioner's Office (ICO)",
  address: ['Wycliffe House', 'Water Lane', 'Wilmslow', 'Cheshire', 'SK9 5AF'],
  phone: '0303 123 1113',
  complaintsUrl: 'https://ico.org.uk/make-a-complaint/',
} as const;
