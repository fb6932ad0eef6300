import { afterEach, describe, expect, it, vi } from 'vitest';
import { environmentFor, serviceNameFor } from './environment';
import { type EnvironmentName, FUNCTION_ENVIRONMENT } from './environment-variables';
import { routes } from './routes';
import { eventRules } from './rules';

const entries = [...routes, ...eventRules.flatMap((rule) => rule.targets)];

/** A valid value of every variable. */
const VALID: Record<EnvironmentName, string> = {
  POWERTOOLS_SERVICE_NAME: 'meridian-test',
  LOG_LEVEL: 'SILENT',
  ORIGIN_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-2:111111111111:secret:meridian-origin-AbCdEf',
  TABLE_NAME: 'meridian-test',
  EVENT_BUS_NAME: 'meridian-test',
  NOTIFY_TO: 'leads@meridian.test',
  NOTIFY_FROM: 'no-reply@meridian.test',
  SITE_URL: 'https://www.meridian.test',
  WEBAUTHN_RP_ID: 'www.meridian.test',
  WEBAUTHN_RP_NAME: 'Meridian Advisory',
  WEBAUTHN_ORIGIN: 'https://www.meridian.test',
  SES_CONFIGURATION_SET: 'meridian-test',
  NEWSLETTER_EMAILS_PER_SECOND: '10',
  VISITOR_EMAIL_HOURLY_CAP: '300',
  RATE_LIMIT_SCALE: '1',
  PRIVACY_KEY_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-2:111111111111:secret:meridian-privacy-key-AbCdEf',
  LEAD_RETENTION_YEARS: '3',
  REMINDER_SCHEDULE_GROUP: 'meridian-reminders',
  REMINDER_TARGET_ARN: 'arn:aws:lambda:eu-west-2:111111111111:function:send-booking-reminder',
  REMINDER_ROLE_ARN: 'arn:aws:iam::111111111111:role/reminder-invoke',
  REMINDER_DLQ_ARN: 'arn:aws:sqs:eu-west-2:111111111111:reminder-dlq',
  ARTICLE_SCHEDULE_GROUP: 'meridian-article-publications',
  ARTICLE_PUBLISH_TARGET_ARN: 'arn:aws:lambda:eu-west-2:111111111111:function:publish-article',
  ARTICLE_PUBLISH_ROLE_ARN: 'arn:aws:iam::111111111111:role/article-publish-invoke',
  ARTICLE_PUBLISH_DLQ_ARN: 'arn:aws:sqs:eu-west-2:111111111111:article-publish-dlq',
  OUTREACH_STEP_SCHEDULE_GROUP: 'meridian-outreach-steps',
  OUTREACH_STEP_TARGET_ARN: 'arn:aws:lambda:eu-west-2:111111111111:function:run-sequence-step',
  OUTREACH_STEP_ROLE_ARN: 'arn:aws:iam::111111111111:role/outreach-step-invoke',
  OUTREACH_STEP_DLQ_ARN: 'arn:aws:sqs:eu-west-2:111111111111:outreach-step-dlq',
  SITE_BUCKET_NAME: 'meridian-test-site',
  SITE_DISTRIBUTION_ID: 'E2TESTDISTRIBUTION',
  SITE_RENDERER_MODULE: '/var/task/renderer/renderer.mjs',
  REPLY_DOMAIN: 'reply.meridian.test',
  INBOUND_MAIL_BUCKET: 'meridian-test-inbound-mail',
  INBOUND_MAIL_REGION: 'eu-west-1',
};

/** Imports a handler module in a fresh module graph with exactly `env` as the function environment. */
async function importWith(handler: string, env: Record<string, string>): Promise<unknown> {
  vi.resetModules();
  for (const name of Object.keys(FUNCTION_ENVIRONMENT)) vi.stubEnv(name, env[name]);
  const module = (await import(`./${handler}.ts`)) as { handler?: unknown };
  return module.handler;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('serviceNameFor', () => {
  it.each([
    ['leads/consumers/notify-lead', 'meridian-notify-lead'],
    ['staff-auth/handlers/login', 'meridian-login'],
    ['articles/handlers/get-article', 'meridian-get-article'],
  ])('names %s %s', (handler, name) => {
    expect(serviceNameFor(handler)).toBe(name);
  });

  it('gives every function of the two tables its own name', () => {
    const names = entries.map((entry) => serviceNameFor(entry.handler));
    expect(new Set(names).size).toBe(entries.length);
  });
});

describe('environmentFor', () => {
  it.each([
    [{ handler: 'x/a' }, ['POWERTOOLS_SERVICE_NAME', 'LOG_LEVEL']],
    [
      { handler: 'x/b', method: 'GET', items: { read: ['X'] } },
      ['POWERTOOLS_SERVICE_NAME', 'LOG_LEVEL', 'ORIGIN_SECRET_ARN', 'RATE_LIMIT_SCALE', 'TABLE_NAME'],
    ],
    [
      { handler: 'x/c', items: { write: ['X'] }, publishesEvents: true },
      ['POWERTOOLS_SERVICE_NAME', 'LOG_LEVEL', 'TABLE_NAME', 'EVENT_BUS_NAME'],
    ],
    [
      { handler: 'x/p', usesPrivacyKey: true },
      ['POWERTOOLS_SERVICE_NAME', 'LOG_LEVEL', 'PRIVACY_KEY_SECRET_ARN', 'LEAD_RETENTION_YEARS'],
    ],
    [
      { handler: 'x/d', sendsEmail: true },
      [
        'POWERTOOLS_SERVICE_NAME',
        'LOG_LEVEL',
        'NOTIFY_TO',
        'NOTIFY_FROM',
        'SITE_URL',
        'SES_CONFIGURATION_SET',
        'NEWSLETTER_EMAILS_PER_SECOND',
        'VISITOR_EMAIL_HOURLY_CAP',
      ],
    ],
  ])('gives %o exactly %o', (entry, names) => {
    expect(Object.keys(environmentFor(entry, VALID)).sort()).toEqual([...names].sort());
  });

  it('sets the service name from the handler and leaves out optional variables without a value', () => {
    const { LOG_LEVEL: _level, ...withoutLevel } = VALID;
    expect(environmentFor({ handler: 'leads/consumers/notify-lead' }, withoutLevel)).toEqual({
      POWERTOOLS_SERVICE_NAME: 'meridian-notify-lead',
    });
  });

  it('refuses a required variable without a value, naming it', () => {
    const { TABLE_NAME: _table, ...withoutTable } = VALID;
    expect(() => environmentFor({ handler: 'x/e', items: { read: ['X'] } }, withoutTable)).toThrow(
      'x/e needs TABLE_NAME, which has no value.',
    );
  });
});

describe.each(entries.map((entry) => [entry.handler, entry] as const))('function %s', (handler, entry) => {
  const env = environmentFor(entry, VALID);

  it('loads with the environment its table entry gives it', async () => {
    expect(typeof (await importWith(handler, env))).toBe('function');
  });

  const required = Object.keys(env).filter((name) => FUNCTION_ENVIRONMENT[name as EnvironmentName].required);
  it.each(required)('fails at cold start, naming %s, when it is missing', async (name) => {
    const { [name]: _missing, ...rest } = env;
    await expect(importWith(handler, rest)).rejects.toMatchObject({
      name: 'ConfigurationError',
      message: expect.stringContaining(name),
    });
  });
});
