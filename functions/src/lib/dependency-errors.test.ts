import { GetCommand, DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { handler as login } from '../staff-auth/handlers/login';
import { handler as postNewsletter } from '../newsletter/handlers/post-newsletter';
import { invokeHttp } from '../testing/http-events';
import { DEPENDENCY_RETRY_AFTER_SECONDS, isTransientDependencyError } from './errors';

const failure = (name: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(`${name} from the SDK`), { name, ...extra });

/** What the SDK and Node throw when DynamoDB is slow, overloaded or unreachable. */
const TRANSIENT: [string, Error][] = [
  ['an SDK request timeout', failure('TimeoutError', { code: 'ETIMEDOUT' })],
  ['a socket timeout', Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })],
  ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED' })],
  ['RequestTimeout', failure('RequestTimeout')],
  ['RequestTimeoutException', failure('RequestTimeoutException')],
  ['ThrottlingException', failure('ThrottlingException')],
  ['ProvisionedThroughputExceededException', failure('ProvisionedThroughputExceededException')],
  ['RequestLimitExceeded', failure('RequestLimitExceeded')],
  ['a throttling error of any name', failure('SlowDown', { $retryable: { throttling: true } })],
  ['a DynamoDB internal server error', failure('InternalServerError', { $fault: 'server' })],
  ['ServiceUnavailable', failure('ServiceUnavailable', { $fault: 'server' })],
];

describe('a slow or unavailable dependency', () => {
  let ddb: ReturnType<typeof mockClient> | undefined;
  afterEach(() => ddb?.restore());

  it.each(TRANSIENT)('answers 503 with Retry-After for %s, without the AWS error', async (_name, error) => {
    expect(isTransientDependencyError(error)).toBe(true);
    ddb = mockClient(DynamoDBDocumentClient);
    ddb.on(PutCommand).rejects(error);
    ddb.on(UpdateCommand).rejects(error);
    ddb.on(GetCommand).rejects(error);
    for (const res of [
      await invokeHttp(login, {
        path: '/api/admin/login',
        body: { email: 'owner@meridian.test', password: 'whatever-it-is' },
      }),
      await invokeHttp(postNewsletter, { path: '/api/newsletter', body: { email: 'x@example.com' } }),
    ]) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe(String(DEPENDENCY_RETRY_AFTER_SECONDS));
      expect(res.body).toEqual({ error: 'The service is temporarily unavailable; please try again' });
      expect(res.rawBody).not.toMatch(/Timeout|Throttl|Throughput|ECONN|InternalServer/);
    }
  });

  it.each([
    ['a plain error', new Error('boom')],
    ['a validation error from DynamoDB', failure('ValidationException', { $fault: 'client' })],
    ['a failed condition', failure('ConditionalCheckFailedException', { $fault: 'client' })],
  ])('still answers 500 for %s', (_name, error) => {
    expect(isTransientDependencyError(error)).toBe(false);
  });
});
