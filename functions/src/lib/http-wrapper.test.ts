import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureStdout, emfMetrics } from '../testing/captured-output';
import { httpEvent, lambdaContext } from '../testing/http-events';

/** Fresh modules with logging and metrics on, as in a new Lambda instance. */
async function loadFresh(env: Record<string, string | undefined> = {}) {
  vi.resetModules();
  vi.stubEnv('LOG_LEVEL', 'INFO');
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
  vi.stubEnv('POWERTOOLS_SERVICE_NAME', 'meridian-get-lead');
  vi.stubEnv('AWS_LAMBDA_INITIALIZATION_TYPE', 'on-demand');
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const [http, files, envModule, metricsModule, loggerModule, errors] = await Promise.all([
    import('./http'),
    import('./file-response'),
    import('./env'),
    import('./metrics'),
    import('./logger'),
    import('./errors'),
  ]);
  return { ...http, ...files, ...envModule, ...metricsModule, ...loggerModule, ...errors };
}

let output: ReturnType<typeof captureStdout>;
beforeEach(() => {
  output = captureStdout();
});
afterEach(() => {
  output.restore();
  vi.unstubAllEnvs();
});

describe('httpHandler observability', () => {
  it('logs with the Lambda context, the service name, the route and the API request id; cold start once; keys reset', async () => {
    const { httpHandler, logger } = await loadFresh();
    const handler = httpHandler({}, async ({ event }) => {
      logger.info('handled');
      logger.appendKeys({ leadId: event.rawPath });
      return { ok: true };
    });
    const first = httpEvent({ path: '/api/admin/leads/1', routePath: '/api/admin/leads/{id}' });
    const context = lambdaContext('meridian-get-lead-fn');
    expect((await handler(first, context)).statusCode).toBe(200);
    await handler(httpEvent({ path: '/api/admin/leads/2' }), lambdaContext('meridian-get-lead-fn'));
    const logs = output.lines().filter((line) => line.message === 'handled');
    expect(logs).toHaveLength(2);
    expect(logs[0]).toMatchObject({
      service: 'meridian-get-lead',
      cold_start: true,
      function_name: 'meridian-get-lead-fn',
      function_request_id: context.awsRequestId,
      route: 'GET /api/admin/leads/{id}',
      apiRequestId: first.requestContext.requestId,
    });
    expect(logs[1]).toMatchObject({ cold_start: false });
    expect(logs[1]).not.toHaveProperty('leadId');
  });

  it('flushes business metrics as EMF, also when the route answers with an error', async () => {
    const { httpHandler, countMetric, BUSINESS_METRICS, UnauthorizedError } = await loadFresh();
    const handler = httpHandler({}, async () => {
      countMetric(BUSINESS_METRICS.loginFailures);
      throw new UnauthorizedError('Invalid password');
    });
    expect((await handler(httpEvent({ path: '/api/admin/login' }), lambdaContext())).statusCode).toBe(401);
    expect(emfMetrics(output.lines())).toEqual([
      { namespace: 'Meridian', dimensions: [['service']], values: { LoginFailures: 1 } },
    ]);
  });

  it('logs an unexpected error with the request keys and answers a generic 500', async () => {
    const { httpHandler } = await loadFresh();
    const handler = httpHandler({}, async () => {
      throw new Error('database on fire');
    });
    const res = await handler(httpEvent({ path: '/api/articles' }), lambdaContext());
    expect(res).toMatchObject({ statusCode: 500, body: JSON.stringify({ error: 'Internal server error' }) });
    expect(output.lines().find((line) => line.message === 'Unhandled error')).toMatchObject({
      level: 'ERROR',
      route: 'GET /api/articles',
      error: { message: 'database on fire' },
    });
  });

  it('fails loudly at cold start when the environment is invalid, naming the variable', async () => {
    const { httpHandler } = await loadFresh({ TABLE_NAME: ' ' });
    expect(() =>
      httpHandler({ entry: { handler: 'test/route', method: 'GET', items: { read: ['LEAD#*'] } } }, async () => ({})),
    ).toThrow('Invalid environment: TABLE_NAME: is required');
    const fresh = await loadFresh({ LOG_LEVEL: 'LOUD' });
    expect(() => fresh.httpHandler({}, async () => ({}))).toThrow(/LOG_LEVEL/);
  });
});

describe('fileResponse', () => {
  it('sends a download: content type, attachment name, no-store; gzip only when accepted', async () => {
    const { httpHandler, fileResponse } = await loadFresh();
    const csv = '\uFEFFid,name\r\n1,"Ada, Countess"\r\n';
    const handler = httpHandler({}, async () => fileResponse('leads-2026-11-23.csv', csv));
    const plain = await handler(httpEvent({ path: '/api/admin/leads/export' }), lambdaContext());
    expect(plain).toMatchObject({
      statusCode: 200,
      body: csv,
      isBase64Encoded: false,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="leads-2026-11-23.csv"',
        'cache-control': 'no-store',
        vary: 'Accept-Encoding',
      },
    });
    expect(plain.headers).not.toHaveProperty('content-encoding');

    const zipped = await handler(
      httpEvent({ path: '/api/admin/leads/export', headers: { 'accept-encoding': 'br, gzip' } }),
      lambdaContext(),
    );
    expect(zipped).toMatchObject({ isBase64Encoded: true, headers: { 'content-encoding': 'gzip' } });
    expect(gunzipSync(Buffer.from(String(zipped.body), 'base64')).toString('utf8')).toBe(csv);
  });

  it('keeps quotes and line breaks out of the file name', async () => {
    const { httpHandler, fileResponse } = await loadFresh();
    const handler = httpHandler({}, async () => fileResponse('a"b\r\nc.csv', 'x'));
    const res = await handler(httpEvent({ path: '/x' }), lambdaContext());
    expect(res.headers?.['content-disposition']).toBe('attachment; filename="abc.csv"');
  });

  it('answers 413 when the file is still over the download limit after compression', async () => {
    const { httpHandler, fileResponse, MAX_DOWNLOAD_BYTES } = await loadFresh();
    const handler = httpHandler({}, async () => fileResponse('big.csv', 'x'.repeat(MAX_DOWNLOAD_BYTES + 1)));
    const res = await handler(httpEvent({ path: '/x' }), lambdaContext());
    expect(res.statusCode).toBe(413);
  });
});
