import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_BUDGET_MESSAGE, CLIENT_BUDGETS, clientBudgetWait } from '../../table/client-budget';
import { assessmentEmailBody } from '../../testing/events';
import { type AnyHttpHandler, invokeHttp } from '../../testing/http-events';
import { useTestTable } from '../../testing/table';
import { handler as postAssessment } from '../../assessment/handlers/post-assessment-email';
import { handler as postNewsletter } from '../../newsletter/handlers/post-newsletter';
import { handler as postContact } from './post-contact';

/** The per-client budgets of the public writes at their production scale (docs/product/security.md#client-budgets). */

useTestTable();
const eventBridge = mockClient(EventBridgeClient);
const scale = process.env.RATE_LIMIT_SCALE;
const wait = clientBudgetWait.ms;
afterAll(() => eventBridge.restore());
beforeEach(() => {
  eventBridge.reset();
  eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: 'evt-1' }] });
  process.env.RATE_LIMIT_SCALE = '1';
  clientBudgetWait.ms = 60_000;
});
afterEach(() => {
  process.env.RATE_LIMIT_SCALE = scale;
  clientBudgetWait.ms = wait;
});

const message = 'Please help us plan our growth.';
const routes: [string, AnyHttpHandler, string, (index: number) => unknown, number][] = [
  ['contact', postContact, '/api/contact', (i) => ({ name: 'Jane', email: `j${i}@example.com`, message }), 202],
  [
    'assessment email',
    postAssessment,
    '/api/assessment-email',
    (i) => assessmentEmailBody(undefined, `c${i}@example.com`),
    202,
  ],
  ['newsletter', postNewsletter, '/api/newsletter', (i) => ({ email: `r${i}@example.com` }), 202],
];
const limits = {
  contact: CLIENT_BUDGETS.contact,
  'assessment email': CLIENT_BUDGETS.assessmentEmail,
  newsletter: CLIENT_BUDGETS.newsletter,
};

describe.each(routes)('POST %s from one client address', (name, handler, path, body, accepted) => {
  it('is accepted up to its hourly budget, then 429 with Retry-After and nothing published', async () => {
    const sourceIp = `192.0.2.${routes.findIndex((route) => route[0] === name) + 10}`;
    const limit = limits[name as keyof typeof limits];
    for (let index = 0; index < limit; index++) {
      expect((await invokeHttp(handler, { path, sourceIp, body: body(index) })).statusCode).toBe(accepted);
    }
    eventBridge.resetHistory();
    const refused = await invokeHttp(handler, { path, sourceIp, body: body(limit) });
    expect(refused).toMatchObject({ statusCode: 429, body: { error: CLIENT_BUDGET_MESSAGE } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(eventBridge.commandCalls(PutEventsCommand)).toHaveLength(0);
    const otherClient = await invokeHttp(handler, { path, sourceIp: '198.51.100.200', body: body(limit + 1) });
    expect(otherClient.statusCode).toBe(accepted);
  });
});
