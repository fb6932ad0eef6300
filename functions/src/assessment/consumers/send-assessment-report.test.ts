import { randomUUID } from 'node:crypto';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { suppressEmailStep } from '../../email/data/email-suppressions';
import { commitPlan } from '../../table/write-plan';
import { countInBenchmark } from '../services/assessment-benchmark';
import { assessmentAnswers, assessmentSubmittedEvent, sesEmails, type StoredEmail } from '../../testing/events';
import { lambdaContext } from '../../testing/http-events';
import { useTestTable } from '../../testing/table';
import { handler } from './send-assessment-report';

useTestTable();

const unique = () => randomUUID().slice(0, 8);

async function emailsTo(address: string): Promise<StoredEmail[]> {
  const wanted = address.toLowerCase();
  return (await sesEmails()).filter((email) => email.destination.to.some((to) => to.toLowerCase() === wanted));
}

/** Answers scoring 75 % overall with Resource Alignment (questions 11-15) weakest at 50 %. */
const resourceWeakAnswers = assessmentAnswers((id) => (id >= 11 && id <= 15 ? 2 : id % 2 === 0 ? 4 : 3));

describe('send-assessment-report', () => {
  it('emails the visitor their report with every part, the service and the booking link, once per event', async () => {
    const email = `report.${unique()}@example.com`;
    const event = assessmentSubmittedEvent(email, {
      name: 'Sam <b>Lee</b>',
      company: 'Lee & Co',
      answers: resourceWeakAnswers,
    });
    const { computed } = event.detail;
    expect(await handler(event, lambdaContext())).toBe('sent');
    expect(await handler(event, lambdaContext())).toBe('duplicate');

    const [report, ...others] = await emailsTo(email);
    expect(others).toHaveLength(0);
    expect(report?.subject).toBe(
      `Your Strategic Readiness Assessment report: ${computed.percentage}% (${computed.category})`,
    );
    expect(report?.from).toBe('Meridian Website <no-reply@meridian.test>');
    expect(report?.replyTo).toEqual(['info@meridianadvisory.co.uk']);
    const text = report?.body.text ?? '';
    for (const expected of [
      'Dear Sam <b>Lee</b>,',
      `YOUR SCORE: ${computed.percentage}%`,
      `Category: ${computed.category}`,
      computed.description,
      'Strategic Translation: ',
      'Resource Alignment: 50%',
      ...computed.recommendations.map((item, index) => `${index + 1}. ${item}`),
      'RECOMMENDED SERVICE: Operational Transformation',
      'Learn more: https://www.meridian.test/services/operational-transformation',
      'Book a free consultation to discuss your results: https://www.meridian.test/contact',
    ]) {
      expect(text).toContain(expected);
    }
    expect(computed.recommendations).toHaveLength(5);
    // Fewer than 30 results: no comparison.
    expect(text).not.toContain('higher than');
    const html = report?.body.html ?? '';
    expect(html).toContain('Dear Sam &lt;b&gt;Lee&lt;/b&gt;,');
    expect(html).not.toContain('<b>Lee');
    expect(html).not.toMatch(/<img|<script|url\(/i);
    expect(html).toContain('href="https://www.meridian.test/services/operational-transformation"');
    expect(html).toContain('href="https://www.meridian.test/contact"');
    expect(html).toContain('Meridian Advisory');
  });

  it('greets without a name and compares with the peers once 30 results exist', async () => {
    for (let index = 0; index < 30; index += 1) {
      const seed = assessmentSubmittedEvent(`seed.${index}@example.com`, {
        answers: assessmentAnswers(index < 15 ? 1 : 4),
      });
      await countInBenchmark(seed.id, seed.detail.submission.email, seed.detail.computed);
    }
    const email = `peer.${unique()}@example.com`;
    // Every answer 3: 75 %, above the 15 results at 25 % and below the 15 at 100 %.
    const event = assessmentSubmittedEvent(email, { answers: assessmentAnswers(3) });
    expect(await handler(event, lambdaContext())).toBe('sent');
    const [report] = await emailsTo(email);
    const text = report?.body.text ?? '';
    expect(text).toMatch(/^Hello,/);
    expect(text).toContain('You scored higher than 50% of the organisations that took this assessment.');
    expect(text).toContain('Strategic Translation: 75% (average 63%)');
    expect(report?.body.html).toContain('Average of all organisations: 63%');
  });

  it('sends at most three reports per address per 24 hours', async () => {
    const email = `Repeat.${unique()}@example.com`;
    const start = Date.parse('2026-11-20T09:00:00.000Z');
    const at = (hours: number) => {
      const event = assessmentSubmittedEvent(hours === 1 ? email.toLowerCase() : email);
      return { ...event, detail: { ...event.detail, submittedAt: new Date(start + hours * 3_600_000).toISOString() } };
    };
    const first = at(0);
    expect(await handler(first, lambdaContext())).toBe('sent');
    expect(await handler(first, lambdaContext())).toBe('duplicate');
    const outcomes = await Promise.all([at(1), at(2), at(3), at(23.9)].map((event) => handler(event, lambdaContext())));
    expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(2);
    expect(outcomes.filter((outcome) => outcome === 'throttled')).toHaveLength(2);
    expect(await emailsTo(email)).toHaveLength(3);
    expect(await handler(at(24), lambdaContext())).toBe('sent');
  });

  it('sends nothing to a suppressed address', async () => {
    const email = `Bounced.${unique()}@example.com`;
    await commitPlan([suppressEmailStep(email.toLowerCase(), 'bounce', new Date().toISOString())]);
    expect(await handler(assessmentSubmittedEvent(email), lambdaContext())).toBe('suppressed');
    expect(await emailsTo(email)).toHaveLength(0);
  });

  it('throws when SES fails so the delivery is retried, then sends exactly once', async () => {
    const email = `retry.${unique()}@example.com`;
    const event = assessmentSubmittedEvent(email);
    const ses = mockClient(SESv2Client);
    ses.on(SendEmailCommand).rejects(Object.assign(new Error('Service unavailable'), { name: 'ServiceUnavailable' }));
    try {
      await expect(handler(event, lambdaContext())).rejects.toThrow('Service unavailable');
    } finally {
      ses.restore();
    }
    expect(await emailsTo(email)).toHaveLength(0);
    expect(await handler(event, lambdaContext())).toBe('sent');
    expect(await handler(event, lambdaContext())).toBe('duplicate');
    expect(await emailsTo(email)).toHaveLength(1);
  });

  it('refuses an event whose detail fails its schema (retried, then dead-lettered)', async () => {
    const event = assessmentSubmittedEvent(`bad.${unique()}@example.com`);
    await expect(
      handler({ ...event, detail: { ...event.detail, computed: undefined } }, lambdaContext()),
    ).rejects.toThrow('Invalid AssessmentSubmitted detail');
  });
});
