import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { dynamoDbLimits, minimumTimeoutSeconds } from '@meridian/functions/lib/dynamodb-limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../lib/security-headers';
import { PortInUseError } from './emulators';
import { type Runner, startRunner } from './runner';
import { collectingLogger, fixtures, type LogLine, rawRequest } from './testing/runner-test-helpers';

const routes = [
  { method: 'GET', path: '/api/items/{id}', handler: 'echo', memoryMb: 1024, timeoutSeconds: 29 },
  { method: 'GET', path: '/api/items/special', handler: 'plain' },
  { method: 'POST', path: '/api/items/{id}/notes/{noteId}', handler: 'echo' },
  { method: 'GET', path: '/api/files/{path+}', handler: 'echo' },
  { method: 'GET', path: '/api/binary', handler: 'binary' },
  { method: 'GET', path: '/api/boom', handler: 'throws' },
  { method: 'GET', path: '/api/broken', handler: 'no-handler' },
];

const RUNNER_ORIGIN_SECRET = 'runner-test-origin-secret-0123456789abcdef';

describe('local runner: API routes', () => {
  let runner: Runner;
  const logs: LogLine[] = [];
  const emptyDist = mkdtempSync(join(tmpdir(), 'runner-empty-dist-'));

  beforeAll(async () => {
    runner = await startRunner({
      port: 0,
      routes,
      rules: [],
      functionsDir: fixtures,
      webDist: emptyDist,
      originSecret: RUNNER_ORIGIN_SECRET,
      logger: collectingLogger(logs),
    });
  });
  afterAll(async () => {
    await runner.close();
    rmSync(emptyDist, { recursive: true, force: true });
  });

  async function echo(
    path: string,
    init: Parameters<typeof rawRequest>[1] = {},
  ): Promise<{
    event: APIGatewayProxyEventV2;
    context: { functionName: string; memoryLimitInMB: string; awsRequestId: string; remainingMs: number };
  }> {
    const response = await rawRequest(`${runner.url}${path}`, init);
    expect(response.status).toBe(201);
    return JSON.parse(response.body.toString('utf8'));
  }

  it('matches path parameters and decodes them', async () => {
    const { event } = await echo('/api/items/abc%20def');
    expect(event.routeKey).toBe('GET /api/items/{id}');
    expect(event.pathParameters).toEqual({ id: 'abc def' });
    expect(event.rawPath).toBe('/api/items/abc%20def');
  });

  it('prefers a literal segment over a parameter, like API Gateway', async () => {
    const response = await fetch(`${runner.url}/api/items/special`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ hello: 'world' });
  });

  it('matches several parameters and greedy parameters', async () => {
    const { event } = await echo('/api/items/7/notes/9', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(event.pathParameters).toEqual({ id: '7', noteId: '9' });
    const greedy = await echo('/api/files/a/b/c.txt');
    expect(greedy.event.pathParameters).toEqual({ path: 'a/b/c.txt' });
  });

  it('builds a faithful API Gateway HTTP API payload v2 event and Lambda context', async () => {
    const { event, context } = await echo('/api/items/42?tag=a&tag=b&q=hello%20world&empty=', {
      headers: {
        'User-Agent': 'vitest-agent',
        'X-Custom-Header': 'Value',
        Cookie: 'session=abc; theme=dark',
        Host: 'example.test:8080',
      },
    });
    expect(event.version).toBe('2.0');
    expect(event.routeKey).toBe('GET /api/items/{id}');
    expect(event.rawPath).toBe('/api/items/42');
    expect(event.rawQueryString).toBe('tag=a&tag=b&q=hello%20world&empty=');
    expect(event.queryStringParameters).toEqual({ tag: 'a,b', q: 'hello world', empty: '' });
    expect(event.cookies).toEqual(['session=abc', 'theme=dark']);
    expect(event.headers.cookie).toBeUndefined();
    expect(event.headers['x-custom-header']).toBe('Value');
    expect(event.headers['user-agent']).toBe('vitest-agent');
    expect(Object.keys(event.headers).every((name) => name === name.toLowerCase())).toBe(true);
    expect(event.body).toBeUndefined();
    expect(event.isBase64Encoded).toBe(false);

    const ctx = event.requestContext;
    expect(ctx.http).toEqual({
      method: 'GET',
      path: '/api/items/42',
      protocol: 'HTTP/1.1',
      sourceIp: '127.0.0.1',
      userAgent: 'vitest-agent',
    });
    expect(ctx.routeKey).toBe('GET /api/items/{id}');
    expect(ctx.stage).toBe('$default');
    expect(ctx.domainName).toBe('example.test');
    expect(ctx.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(ctx.time).toMatch(/^\d{2}\/[A-Z][a-z]{2}\/\d{4}:\d{2}:\d{2}:\d{2} \+0000$/);
    expect(Math.abs(ctx.timeEpoch - Date.now())).toBeLessThan(10_000);

    expect(context.functionName).toBe('local-echo');
    expect(context.memoryLimitInMB).toBe('1024');
    // The route's 29 s, or longer when the DynamoDB limits in effect need more (lambda-adapter.ts).
    const timeoutMs = Math.max(29, minimumTimeoutSeconds(dynamoDbLimits(process.env))) * 1000;
    expect(context.remainingMs).toBeGreaterThan(timeoutMs - 1_000);
    expect(context.remainingMs).toBeLessThanOrEqual(timeoutMs);
  });

  it('omits queryStringParameters, pathParameters and cookies when there are none', async () => {
    const { event } = await echo('/api/files/x');
    expect(event.queryStringParameters).toBeUndefined();
    expect(event.cookies).toBeUndefined();
    expect(event.rawQueryString).toBe('');
  });

  it('passes text bodies as text and binary bodies base64-encoded', async () => {
    const text = await echo('/api/items/1/notes/2', {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: '{"name":"Zoë"}',
    });
    expect(text.event.body).toBe('{"name":"Zoë"}');
    expect(text.event.isBase64Encoded).toBe(false);

    const bytes = Buffer.from([0, 159, 146, 150]);
    const binary = await echo('/api/items/1/notes/2', {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: bytes,
    });
    expect(binary.event.isBase64Encoded).toBe(true);
    expect(Buffer.from(binary.event.body ?? '', 'base64')).toEqual(bytes);
  });

  it('sets cloudfront-viewer-address from the socket unless the request carries one', async () => {
    const own = await echo('/api/items/1');
    expect(own.event.headers['cloudfront-viewer-address']).toMatch(/^127\.0\.0\.1:\d+$/);
    const supplied = await echo('/api/items/1', { headers: { 'CloudFront-Viewer-Address': '203.0.113.9:4711' } });
    expect(supplied.event.headers['cloudfront-viewer-address']).toBe('203.0.113.9:4711');
  });

  it('adds the origin secret as CloudFront does, replacing one the client sent', async () => {
    const own = await echo('/api/items/1');
    expect(own.event.headers['x-origin-verify']).toBe(RUNNER_ORIGIN_SECRET);
    const forged = await echo('/api/items/1', { headers: { 'X-Origin-Verify': 'guessed' } });
    expect(forged.event.headers['x-origin-verify']).toBe(RUNNER_ORIGIN_SECRET);
  });

  it('converts a structured v2 result: status, headers, cookies', async () => {
    const response = await rawRequest(`${runner.url}/api/items/1`);
    expect(response.status).toBe(201);
    expect(response.headers['x-echo']).toBe('yes');
    expect(response.headers['x-number']).toBe('7');
    expect(response.headers['content-type']).toBe('application/json');
    expect(response.headers['set-cookie']).toEqual(['a=1; Path=/; HttpOnly', 'b=2; Path=/']);
  });

  it('decodes a base64 result body', async () => {
    const response = await rawRequest(`${runner.url}/api/binary`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(Buffer.from([0, 1, 2, 255]));
  });

  it('answers 404 JSON for an unknown /api route or a method without a route', async () => {
    for (const [method, path] of [
      ['GET', '/api/nothing-here'],
      ['DELETE', '/api/items/1'],
      ['GET', '/api'],
    ] as const) {
      const response = await fetch(`${runner.url}${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(await response.json()).toEqual({ error: 'Not found' });
    }
  });

  it('answers 500 with a generic message when a handler throws, and logs the details', async () => {
    const response = await fetch(`${runner.url}/api/boom`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: 'Internal server error' });
    expect(text).not.toContain('hunter2');
    const logged = logs.find((line) => line.level === 'error' && line.fields?.routeKey === 'GET /api/boom');
    expect(String((logged?.fields?.error as Error | undefined)?.message)).toContain('hunter2');

    const broken = await fetch(`${runner.url}/api/broken`);
    expect(broken.status).toBe(500);
  });

  it('sends the production security headers on API responses, errors included', async () => {
    for (const path of ['/api/items/1', '/api/nothing-here', '/api/boom']) {
      const response = await fetch(`${runner.url}${path}`);
      for (const [name, value] of Object.entries(securityHeaders())) {
        expect(response.headers.get(name), `${name} on ${path}`).toBe(value);
      }
    }
  });
});

describe('local runner: port in use', () => {
  let blocker: Server;
  let port: number;

  beforeAll(async () => {
    blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    port = (blocker.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => blocker.close(resolve));
  });

  it('fails with a clear one-line PortInUseError', async () => {
    const attempt = startRunner({ port, routes: [], rules: [], logger: collectingLogger([]) });
    await expect(attempt).rejects.toBeInstanceOf(PortInUseError);
    await expect(attempt).rejects.toThrow(
      `Port ${port} (local runner) is already in use: stop the process using it or set PORT to a free port.`,
    );
    const error: unknown = await attempt.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error instanceof Error && !error.message.includes('\n')).toBe(true);
  });
});
