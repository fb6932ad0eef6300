import { describe, expect, it } from 'vitest';
import * as z from '@meridian/shared/zod';
import { invokeHttp } from '../testing/http-events';
import { NotFoundError, TooManyRequestsError, UnauthorizedError } from './errors';
import { httpHandler, MAX_BODY_BYTES, respond } from './http';

const echo = httpHandler(
  { body: z.strictObject({ name: z.string().min(2, 'Name must be at least 2 characters') }), successStatus: 201 },
  async ({ body }) => ({ hello: body.name }),
);
const post = (body: unknown, headers?: Record<string, string>) => invokeHttp(echo, { path: '/x', body, headers });

describe('httpHandler', () => {
  it('parses and validates a JSON body and answers with the success status, no-store', async () => {
    const res = await post({ name: 'Ada' });
    expect(res).toMatchObject({ statusCode: 201, body: { hello: 'Ada' } });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('answers 400 with field details for invalid and unknown fields', async () => {
    const res = await post({ name: 'A', extra: 1 });
    expect(res.statusCode).toBe(400);
    const body = res.body as { error: string; details: { path: string; message: string }[] };
    expect(body.error).toBe('Invalid request body');
    expect(body.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'name', message: 'Name must be at least 2 characters' }),
      ]),
    );
  });

  it('answers 400 for malformed JSON and for a missing body', async () => {
    expect((await post('{"name":')).body).toEqual({ error: 'Malformed JSON body' });
    expect((await post('{"name":')).statusCode).toBe(400);
    expect((await invokeHttp(echo, { path: '/x', method: 'POST' })).statusCode).toBe(400);
  });

  it('answers 415 for a non-JSON content type', async () => {
    const res = await post('name=Ada', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res).toMatchObject({ statusCode: 415, body: { error: 'Content-Type must be application/json' } });
    expect((await post({ name: 'Ada' }, { 'content-type': 'application/json; charset=UTF-8' })).statusCode).toBe(201);
  });

  it('answers 413 for a body over 32 KB, including a base64-encoded one', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(MAX_BODY_BYTES) });
    expect((await post(big)).statusCode).toBe(413);
    const event = { path: '/x', body: Buffer.from(big).toString('base64') };
    const res = await echo(
      { ...(await import('../testing/http-events')).httpEvent(event), isBase64Encoded: true },
      (await import('../testing/http-events')).lambdaContext(),
    );
    expect(res.statusCode).toBe(413);
  });

  it('maps domain errors to their status and 429 to Retry-After', async () => {
    const throwing = (error: Error) => httpHandler({}, async () => Promise.reject(error));
    expect((await invokeHttp(throwing(new NotFoundError('Article not found')), { path: '/x' })).body).toEqual({
      error: 'Article not found',
    });
    expect((await invokeHttp(throwing(new UnauthorizedError()), { path: '/x' })).statusCode).toBe(401);
    const limited = await invokeHttp(throwing(new TooManyRequestsError(42)), { path: '/x' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('42');
  });

  it('answers unknown errors with a generic 500: no message, stack or AWS error name', async () => {
    const error = new Error('AccessDeniedException: table meridian secret details');
    error.name = 'AccessDeniedException';
    const res = await invokeHttp(
      httpHandler({}, async () => Promise.reject(error)),
      { path: '/x' },
    );
    expect(res.statusCode).toBe(500);
    expect(res.body).toEqual({ error: 'Internal server error' });
    expect(res.rawBody).not.toMatch(/AccessDenied|stack|at /);
  });

  it('validates path and query parameters, and supports explicit responses and public caching', async () => {
    const h = httpHandler(
      {
        path: z.object({ id: z.uuid() }),
        query: z.object({ limit: z.coerce.number().int().max(10).optional() }),
        cache: { maxAgeSeconds: 30 },
      },
      async ({ path, query }) => respond(query.limit === 1 ? 204 : 200, { id: path.id }),
    );
    const id = '4b1d4c7e-8f62-4b8a-9a9c-2d5c1f3e4a5b';
    expect((await invokeHttp(h, { path: '/x', pathParameters: { id: 'nope' } })).statusCode).toBe(400);
    expect((await invokeHttp(h, { path: '/x', pathParameters: { id }, query: { limit: '99' } })).statusCode).toBe(400);
    const ok = await invokeHttp(h, { path: '/x', pathParameters: { id } });
    expect(ok).toMatchObject({ statusCode: 200, body: { id } });
    expect(ok.headers['cache-control']).toBe('public, max-age=30');
    const empty = await invokeHttp(h, { path: '/x', pathParameters: { id }, query: { limit: '1' } });
    expect(empty).toMatchObject({ statusCode: 204, body: undefined });
  });

  it('runs extra middlewares before input parsing and maps their errors', async () => {
    const guarded = httpHandler(
      {
        body: z.object({ a: z.string() }),
        middlewares: [
          {
            before: (request) => {
              if (request.event.headers['x-session-id'] !== 'ok') throw new UnauthorizedError();
            },
          },
        ],
      },
      async () => ({ ok: true }),
    );
    expect((await invokeHttp(guarded, { path: '/x', body: '{bad' })).statusCode).toBe(401);
    expect(
      (await invokeHttp(guarded, { path: '/x', body: { a: 'b' }, headers: { 'x-session-id': 'ok' } })).statusCode,
    ).toBe(200);
  });
});
