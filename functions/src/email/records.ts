/**
 * The email area's records for other areas (docs/architecture.md, "Business areas"): whether an
 * address is on the suppression list, read before any visitor email goes out.
 */
export { isEmailSuppressed } from './data/email-suppressions';
