import { describe, expect, it } from 'vitest';
import { BENCHMARK_CONSUMER } from './assessment/services/assessment-benchmark';
import { REPORT_CONSUMER } from './assessment/services/assessment-report';
import { BOOKING_EMAIL_CONSUMERS } from './booking/services/booking-emails';
import { BOOKING_LEAD_CONSUMER } from './booking/services/booking-lead';
import { BOOKING_REMINDER_CONSUMER } from './booking/services/booking-reminder-email';
import { ACKNOWLEDGE_CONSUMER } from './contact/services/contact-acknowledgement';
import { FEEDBACK_CONSUMER } from './email/services/email-feedback';
import { CAPTURE_CONSUMER } from './leads/services/lead-capture';
import { DIGEST_CONSUMER } from './leads/services/lead-digest';
import { NOTIFY_CONSUMER } from './leads/services/lead-notification';
import { eventRules } from './rules';
import { schedules } from './schedules';
import { processedEventPattern } from './table/item-types';
import { type ItemAccess, tableAccessOf } from './table-access';
import { mailReceiverFunctions, targetFunctions } from './targets';
import { REPLY_CONSUMER } from './outreach/replies-area';

const entries = [
  ...eventRules.flatMap((rule) => rule.targets),
  ...schedules,
  ...targetFunctions,
  ...mailReceiverFunctions,
];
const itemsOf = (handler: string): ItemAccess | undefined => entries.find((entry) => entry.handler === handler)?.items;

describe('the idempotency records each consumer writes are its own (docs/decisions/034-item-types-described-once.md)', () => {
  it.each<[string, readonly string[]]>([
    ['leads/consumers/capture-lead', [CAPTURE_CONSUMER]],
    ['leads/consumers/notify-lead', [NOTIFY_CONSUMER]],
    ['leads/scheduled/lead-digest', [DIGEST_CONSUMER]],
    ['assessment/consumers/send-assessment-report', [REPORT_CONSUMER]],
    ['assessment/consumers/count-assessment-benchmark', [BENCHMARK_CONSUMER]],
    ['booking/consumers/booking-to-lead', [BOOKING_LEAD_CONSUMER]],
    ['booking/consumers/send-booking-emails', Object.values(BOOKING_EMAIL_CONSUMERS)],
    ['booking/scheduled/send-booking-reminder', [BOOKING_REMINDER_CONSUMER]],
    ['contact/consumers/acknowledge-contact', [ACKNOWLEDGE_CONSUMER]],
    ['email/consumers/suppress-email-feedback', [FEEDBACK_CONSUMER]],
    ['outreach/consumers/receive-reply', [REPLY_CONSUMER]],
  ])('%s', (handler, consumers) => {
    const records = (itemsOf(handler)?.write ?? []).filter((pattern) => pattern.startsWith('EVENT#'));
    expect(records.sort()).toEqual(consumers.map(processedEventPattern).sort());
  });
});

describe('tableAccessOf', () => {
  it.each<[ItemAccess | undefined, string]>([
    [undefined, 'none'],
    [{}, 'none'],
    [{ read: ['A'] }, 'read'],
    [{ read: ['A'], write: ['B'] }, 'readWrite'],
    [{ append: ['AUDIT#*'] }, 'readWrite'],
  ])('%o is %s', (items, access) => {
    expect(tableAccessOf(items)).toBe(access);
  });
});
