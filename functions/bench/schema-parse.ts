/**
 * Parse time of each public request schema on worst-case bodies of just under 32 KB (the HTTP
 * layer's limit): hostile email values (dots, at signs, long labels) and over-long text fields.
 * Target: under 5 ms per parse (docs/product/security.md#email-rule). Pure CPU, no stack needed.
 */
import { assessmentEmailSubmissionSchema } from '@meridian/shared/assessment/assessment';
import { contactSubmissionSchema } from '@meridian/shared/contact/contact';
import { newsletterSubscriptionSchema } from '@meridian/shared/newsletter/newsletter';
import { pageViewSubmissionSchema } from '@meridian/shared/analytics/page-view';
import type * as z from '@meridian/shared/zod';
import { loginRequestSchema } from '@meridian/shared/staff-auth/staff';
import { MAX_BODY_BYTES } from '../src/lib/http';

/** Characters of a field value that keep its JSON body under the 32 KB limit. */
const FILL = MAX_BODY_BYTES - 400;

/** Hostile email values of about {@link FILL} characters. */
const hostileEmails = [
  `a@${'a.'.repeat(FILL / 2 - 2)}@`,
  `a@${'a.'.repeat(FILL / 2)}`,
  `a@${'.'.repeat(FILL)}`,
  `${'a'.repeat(FILL)}@example.com`,
  `${'@'.repeat(FILL)}`,
  `a@${'a'.repeat(FILL)}!`,
  `${'a.'.repeat(FILL / 2)}@`,
];
const longText = 'x'.repeat(FILL);
const answers = Object.fromEntries(Array.from({ length: 20 }, (_, index) => [String(index + 1), 3]));

const assessmentBody = (email: string) => ({
  email,
  assessmentType: 'strategic_readiness',
  score: 75,
  category: 'Strategically Ready',
  results: { percentage: 75, category: 'Strategically Ready', description: 'd', recommendations: [] },
  answers,
});

const cases: { name: string; schema: z.ZodType; bodies: unknown[] }[] = [
  {
    name: 'POST /api/contact',
    schema: contactSubmissionSchema,
    bodies: [
      ...hostileEmails.map((email) => ({ name: 'Ada', email, message: 'Hello there, a question.' })),
      { name: longText, email: 'a@example.com', message: 'Hello there.' },
      { name: 'Ada', email: 'a@example.com', message: longText },
    ],
  },
  {
    name: 'POST /api/newsletter',
    schema: newsletterSubscriptionSchema,
    bodies: hostileEmails.map((email) => ({ email })),
  },
  {
    name: 'POST /api/assessment-email',
    schema: assessmentEmailSubmissionSchema,
    bodies: hostileEmails.map(assessmentBody),
  },
  {
    name: 'POST /api/page-views',
    schema: pageViewSubmissionSchema,
    bodies: [{ page: `/${longText}` }, { page: '/', referrer: longText }, { page: '/', sessionId: longText }],
  },
  {
    name: 'POST /api/admin/login',
    schema: loginRequestSchema,
    bodies: [
      { email: 'owner@meridian.local', password: longText },
      { email: longText, password: 'x' },
    ],
  },
];

const WARMUP = 20;
const SAMPLES = 100;

/** Median time in ms of JSON-parsing and schema-parsing `body` after {@link WARMUP} runs. */
function medianParseMs(schema: z.ZodType, body: unknown): { ms: number; bytes: number } {
  const text = JSON.stringify(body);
  for (let i = 0; i < WARMUP; i += 1) schema.safeParse(JSON.parse(text));
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const started = performance.now();
    schema.safeParse(JSON.parse(text));
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { ms: samples[Math.floor(SAMPLES / 2)] ?? 0, bytes: Buffer.byteLength(text) };
}

/**
 * Prints one line per public schema: its slowest hostile body's median parse time.
 *
 * @returns the rows printed (`ms` in milliseconds, `bytes` the largest body).
 */
export function benchSchemaParsing(): { name: string; ms: number; bytes: number }[] {
  const rows = cases.map(({ name, schema, bodies }) => {
    const results = bodies.map((body) => medianParseMs(schema, body));
    const ms = Math.max(...results.map((result) => result.ms));
    const bytes = Math.max(...results.map((result) => result.bytes));
    return { name, ms, bytes };
  });
  console.log('\nSchema parse time (median, slowest worst-case body; target < 5 ms):');
  for (const row of rows) {
    const verdict = row.ms < 5 ? 'ok' : 'OVER TARGET';
    console.log(`  ${row.name.padEnd(28)} ${row.ms.toFixed(2).padStart(7)} ms  (${row.bytes} B body) ${verdict}`);
  }
  return rows;
}
