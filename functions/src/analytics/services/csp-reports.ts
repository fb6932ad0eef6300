import * as z from '@meridian/shared/zod';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../../lib/errors';
import { MAX_BODY_BYTES } from '../../lib/http';
import { CSP_REPORT_LOG_MESSAGE } from '../../security-events';

/**
 * Content-Security-Policy violation reports as browsers send them (docs/product/security.md#headers):
 * `report-uri` posts one `{ "csp-report": {...} }` as `application/csp-report`; the Reporting API
 * (`report-to`) posts a batch `[{ type, body, ... }]` as `application/reports+json`, where only
 * entries of type `csp-violation` are CSP reports. Some browsers label either as
 * `application/json`.
 */

/** Log message of one report: the metric filter on the report function's log counts these. */
export { CSP_REPORT_LOG_MESSAGE };

/** Media types accepted. */
const MEDIA_TYPES = new Set(['application/csp-report', 'application/reports+json', 'application/json']);
/** Longest text kept per field of a logged report. */
const MAX_FIELD_LENGTH = 300;
/** Most reports logged from one request. */
const MAX_REPORTS = 20;

const fields = z.record(z.string(), z.unknown());
const legacySchema = z.object({ 'csp-report': fields });
const batchSchema = z
  .array(z.looseObject({ type: z.string().max(100), body: fields.optional() }))
  .min(1)
  .max(100);

/** The bounded summary of one report that is logged. */
export interface CspReportSummary {
  documentUri?: string;
  directive?: string;
  blockedUri?: string;
  disposition?: string;
  sourceFile?: string;
  lineNumber?: number;
  sample?: string;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value.slice(0, MAX_FIELD_LENGTH) : undefined;
}

/** One report's fields under either naming (`violated-directive` or `effectiveDirective`). */
function summaryOf(report: Record<string, unknown>): CspReportSummary {
  const pick = (...names: string[]) => names.map((name) => text(report[name])).find((value) => value !== undefined);
  const line = report['line-number'] ?? report.lineNumber;
  const summary: CspReportSummary = {
    documentUri: pick('document-uri', 'documentURL'),
    directive: pick('effective-directive', 'violated-directive', 'effectiveDirective'),
    blockedUri: pick('blocked-uri', 'blockedURL'),
    disposition: pick('disposition'),
    sourceFile: pick('source-file', 'sourceFile'),
    lineNumber: typeof line === 'number' && Number.isFinite(line) ? line : undefined,
    sample: pick('script-sample', 'sample'),
  };
  return Object.fromEntries(Object.entries(summary).filter(([, value]) => value !== undefined)) as CspReportSummary;
}

/**
 * The CSP reports of a request body.
 *
 * @param body - the raw body (already base64-decoded).
 * @param contentType - the request's `Content-Type`.
 * @returns one bounded summary per CSP report (at most 20; other report types are skipped).
 * @throws PayloadTooLargeError over 32 KB; UnsupportedMediaTypeError for another media type;
 *   ValidationError for malformed JSON or a body that holds no report.
 */
export function parseCspReports(body: string, contentType: string): CspReportSummary[] {
  if (Buffer.byteLength(body, 'utf8') > MAX_BODY_BYTES) throw new PayloadTooLargeError();
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!MEDIA_TYPES.has(mediaType))
    throw new UnsupportedMediaTypeError('Content-Type must be application/csp-report or application/reports+json');
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new ValidationError('Malformed JSON body');
  }
  const legacy = legacySchema.safeParse(parsed);
  if (legacy.success) return [summaryOf(legacy.data['csp-report'])];
  const batch = batchSchema.safeParse(parsed);
  if (!batch.success) throw new ValidationError('Not a CSP report');
  return batch.data
    .filter((entry) => entry.type === 'csp-violation' && entry.body !== undefined)
    .slice(0, MAX_REPORTS)
    .map((entry) => summaryOf(entry.body ?? {}));
}
