import { recommendedServiceFor } from '../assessment/recommended-service';
import type { Lead } from '../leads/lead';
import type { TemplateContent } from './email-templates';

/**
 * The merge fields of the outreach templates (docs/product/outreach.md#templates): `{{field}}` in a
 * subject or text is replaced by the lead's own data. A field that is empty falls back to a stated
 * text and is reported as missing (the compose screen flags it); an unknown `{{…}}` is removed, so a
 * raw placeholder never reaches a lead.
 */

/** The merge fields, in the order the templates editor lists them. */
export const MERGE_FIELDS = [
  'firstName',
  'company',
  'assessmentCategory',
  'weakestSection',
  'recommendedService',
  'articleTitle',
  'articleUrl',
  'bookingLink',
  'senderName',
  'senderSignature',
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

/** What each field holds when the lead (or the firm) has no value for it. */
export const MERGE_FIELD_FALLBACKS: Record<MergeField, string> = {
  firstName: 'there',
  company: 'your organisation',
  assessmentCategory: 'not yet assessed',
  weakestSection: 'turning strategy into action',
  recommendedService: 'Strategic Planning',
  articleTitle: 'our latest insights',
  articleUrl: 'https://www.meridianadvisory.co.uk/insights',
  bookingLink: 'https://www.meridianadvisory.co.uk/contact',
  senderName: 'The Meridian Advisory team',
  senderSignature: 'Best regards,\nThe Meridian Advisory team',
};

/** Values of the merge fields; an absent or blank value falls back. */
export type MergeValues = Partial<Record<MergeField, string>>;

/** What the firm adds to the lead's own data. */
export interface MergeContext {
  /** The latest published article, with its absolute URL; absent when none is published. */
  article?: { title: string; url: string };
  /** The absolute URL of the booking page. */
  bookingUrl?: string;
  /** The sender's name (the signed-in consultant). */
  senderName?: string;
  /** The firm's name for the signature. */
  firmName: string;
}

/** The first word of a name ("Ada Lovelace" → "Ada"); undefined for a blank name. */
export function firstNameOf(name: string | undefined): string | undefined {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first : undefined;
}

/**
 * The merge values of one lead (docs/product/outreach.md#templates): first name, company, the
 * assessment's category and weakest section and the service it recommends (from
 * `metadata.assessmentResults`; else the lead's `primaryService`), the latest article, the booking
 * link and the sender's name and signature.
 *
 * @param lead - the lead as stored.
 * @param context - the firm's part: article, booking URL, sender and firm name.
 * @returns the values; fields with no value are left out (they fall back in {@link fillTemplate}).
 */
export function mergeValuesOf(lead: Partial<Lead>, context: MergeContext): MergeValues {
  const results = lead.metadata?.assessmentResults;
  const recommended = results ? recommendedServiceFor(results.sectionScores) : null;
  const signatureName = context.senderName?.trim() || undefined;
  const values: MergeValues = {
    firstName: firstNameOf(lead.name),
    company: lead.company,
    assessmentCategory: results?.category,
    weakestSection: recommended?.section,
    recommendedService: recommended?.service ?? lead.primaryService,
    articleTitle: context.article?.title,
    articleUrl: context.article?.url,
    bookingLink: context.bookingUrl,
    senderName: signatureName,
    senderSignature: signatureName ? `Best regards,\n${signatureName}\n${context.firmName}` : undefined,
  };
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => typeof value === 'string' && value.trim() !== ''),
  ) as MergeValues;
}

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]*)\s*\}\}/g;

function isMergeField(name: string): name is MergeField {
  return (MERGE_FIELDS as readonly string[]).includes(name);
}

/** The names in `{{…}}` of a text that are not merge fields (the templates editor refuses them). */
export function unknownMergeFields(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').filter((name) => !isMergeField(name));
}

/**
 * Replaces every `{{field}}` of one text: a known field by its value, or by its fallback when the
 * value is empty (reported in `missing`); an unknown one by nothing.
 *
 * @param oneLine - true for a subject: line breaks of values become spaces.
 */
function fillText(text: string, values: MergeValues, missing: Set<MergeField>, oneLine: boolean): string {
  const filled = text.replace(PLACEHOLDER, (_, name: string) => {
    if (!isMergeField(name)) return '';
    const value = values[name]?.trim();
    if (value) return value;
    missing.add(name);
    return MERGE_FIELD_FALLBACKS[name];
  });
  return oneLine ? filled.replace(/\s*\n\s*/g, ' ').trim() : filled;
}

/** A template filled in for one lead. */
export interface FilledEmail extends TemplateContent {
  /** The fields that fell back, in {@link MERGE_FIELDS} order. */
  missing: MergeField[];
}

/**
 * Fills a template (docs/product/outreach.md#templates): every `{{field}}` of the subject and the
 * text is replaced, so the result holds no placeholder.
 *
 * @param template - subject and text with merge fields.
 * @param values - the lead's merge values ({@link mergeValuesOf}).
 * @returns the subject (one line) and text, and the fields that fell back.
 */
export function fillTemplate(template: TemplateContent, values: MergeValues): FilledEmail {
  const missing = new Set<MergeField>();
  const subject = fillText(template.subject, values, missing, true);
  const text = fillText(template.text, values, missing, false);
  return { subject, text, missing: MERGE_FIELDS.filter((field) => missing.has(field)) };
}
