import * as z from './zod';

/**
 * Reusable field schemas with the product's limits and SPEC.md section 5's messages.
 * Limits: email at most 254 characters (RFC 5321), free text at most 5,000 characters.
 */

export const MAX_EMAIL_LENGTH = 254;
export const MAX_MESSAGE_LENGTH = 5000;
export const MAX_SHORT_TEXT_LENGTH = 200;
export const MAX_LONG_TEXT_LENGTH = 5000;
/** Largest estimated deal value a lead may carry, in whole pounds (£1bn). */
export const MAX_ESTIMATED_VALUE_POUNDS = 1_000_000_000;

/** Basic email pattern of SPEC.md section 5: text, at sign, text, dot, text (no spaces). */
export const BASIC_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A visitor's email address: trimmed, at most 254 characters, matching a basic pattern.
 * Message 'Please enter a valid email address' (SPEC.md section 5).
 */
export const emailSchema = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .min(1, 'Please enter your email address')
  .max(MAX_EMAIL_LENGTH, `Email must be at most ${MAX_EMAIL_LENGTH} characters`)
  .regex(BASIC_EMAIL_PATTERN, 'Please enter a valid email address');

/** Free text, trimmed, with a maximum length; an empty string becomes `undefined`. */
export function optionalText(max: number = MAX_SHORT_TEXT_LENGTH) {
  return z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((value) => (value === '' ? undefined : value));
}

/** An ISO-8601 UTC timestamp such as `2025-01-31T09:30:00.000Z`. */
export const isoTimestampSchema = z.iso.datetime({ offset: false });

/** Lower-cases an email for case-insensitive identity (DECISIONS.md item 8). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
