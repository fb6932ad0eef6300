import * as z from '@meridian/shared/zod';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubFetchForEachTest } from '../test/fetch-mock';
import { jsonResponse } from '../test/render-app';
import {
  ApiError,
  apiJson,
  apiPages,
  apiRequest,
  errorMessage,
  MAX_PAGES,
  navigation,
  UnexpectedResponseError,
} from './api-client';

const fetchMock = stubFetchForEachTest();
const pointSchema = z.object({ x: z.number(), y: z.number() });
const pageSchema = z.object({ items: z.array(z.number()), nextCursor: z.string().nullable() });

beforeEach(() => {
  localStorage.clear();
});

function sentHeaders(call = 0): Headers {
  return new Headers(fetchMock.mock.calls[call]?.[1]?.headers);
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('expected the call to fail'),
    (error: unknown) => error,
  );
}

describe('apiJson', () => {
  it('returns the body parsed by the schema, from a schema or a schema loader', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ x: 1, y: 2, extra: true }));
    await expect(apiJson('GET', '/example/point', pointSchema)).resolves.toEqual({ x: 1, y: 2 });
    await expect(apiJson('GET', '/example/point', () => Promise.resolve(pointSchema))).resolves.toEqual({ x: 1, y: 2 });
  });

  it.each<[string, () => Response, string]>([
    ['another shape', () => jsonResponse({ x: 1 }), 'Unexpected response from GET /example/point: y: '],
    ['a list', () => jsonResponse([1, 2]), 'Unexpected response from GET /example/point: '],
    ['no JSON', () => new Response('<html>', { status: 200 }), 'GET /example/point: The body is not JSON'],
    ['an empty body', () => new Response(null, { status: 204 }), 'GET /example/point: The body is not JSON'],
  ])('refuses %s with an UnexpectedResponseError naming the route', async (_name, answer, message) => {
    fetchMock.mockResolvedValue(answer());
    const error = await rejection(apiJson('GET', '/example/point', pointSchema));
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect((error as Error).message).toContain(message);
  });

  it('sends a JSON body with its content type, the CRM request header and same-origin cookies', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ x: 1, y: 2 }));
    await apiJson('PUT', '/example/point', pointSchema, { body: { x: 1 } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/example/point');
    expect(init).toMatchObject({ method: 'PUT', body: '{"x":1}', credentials: 'same-origin' });
    expect(sentHeaders().get('Content-Type')).toBe('application/json');
    expect(sentHeaders().get('x-requested-with')).toBe('meridian-crm');
  });

  it('sends no content type and no session header without a body: only the request header', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ x: 1, y: 2 }));
    await apiJson('GET', '/example/point', pointSchema);
    expect([...sentHeaders().keys()]).toEqual(['x-requested-with']);
  });
});

describe('Idempotency-Key of a form submission', () => {
  const key = (call: number) => sentHeaders(call).get('Idempotency-Key');
  const send = (body: unknown) => apiJson('POST', '/example/form', pointSchema, { body, idempotent: true });

  it('reuses the key when the same submission is sent again after a failure, and not after an answer', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse({ error: 'Busy' }, 503))
      .mockImplementation(async () => jsonResponse({ x: 1, y: 2 }));
    await expect(send({ x: 1 })).rejects.toThrow('Failed to fetch');
    await expect(send({ x: 1 })).rejects.toBeInstanceOf(ApiError);
    await send({ x: 1 });
    expect(key(0)).toMatch(/^[\x21-\x7e]{8,255}$/);
    expect(key(1)).toBe(key(0));
    expect(key(2)).toBe(key(0));
    // Answered: the next submission, even of the same text, is a new one.
    await send({ x: 1 });
    expect(key(3)).not.toBe(key(0));
  });

  it('uses a new key for a changed submission, and none for other requests', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation(async () => jsonResponse({ x: 1, y: 2 }));
    await expect(send({ x: 1 })).rejects.toThrow();
    await send({ x: 2 });
    expect(key(1)).not.toBe(key(0));
    await apiJson('POST', '/example/other', pointSchema, { body: { x: 1 } });
    expect(key(2)).toBeNull();
  });
});

describe('answers that are not ok', () => {
  it.each<[string, () => Response, string, string | undefined, number]>([
    [
      'an error body',
      () => jsonResponse({ error: 'Lead not found' }, 404),
      '404: {"error":"Lead not found"}',
      'Lead not found',
      0,
    ],
    [
      'field details',
      () => jsonResponse({ error: 'Invalid body', details: [{ path: 'email', message: 'Bad' }] }, 400),
      '400: {"error":"Invalid body","details":[{"path":"email","message":"Bad"}]}',
      'Invalid body',
      1,
    ],
    ['text', () => new Response('boom', { status: 500 }), '500: boom', undefined, 0],
    ['JSON of another shape', () => jsonResponse({ message: 'x' }, 500), '500: {"message":"x"}', undefined, 0],
    [
      'an empty body',
      () => new Response('', { status: 503, statusText: 'Service Unavailable' }),
      '503: Service Unavailable',
      undefined,
      0,
    ],
  ])('throw an ApiError for %s', async (_name, answer, message, serverMessage, details) => {
    fetchMock.mockResolvedValue(answer());
    const error = await rejection(apiRequest('GET', '/example/x'));
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(message);
    expect(apiError.serverMessage).toBe(serverMessage);
    expect(apiError.details).toHaveLength(details);
    expect(errorMessage(apiError)).toBe(serverMessage ?? message);
  });

  it('sends the browser to /login on 401', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: 'Unauthorized' }, 401));
    expect(await rejection(apiRequest('GET', '/example/x'))).toBeInstanceOf(ApiError);
    expect(navigation.toLogin).toHaveBeenCalledOnce();
    expect(navigation.toLogin).toHaveBeenCalledWith(`${location.pathname}${location.search}`);
  });

  it("stays on the page on 401 with on401: 'throw'", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: 'Invalid password' }, 401));
    const error = await rejection(apiRequest('POST', '/example/x', { on401: 'throw' }));
    expect((error as ApiError).serverMessage).toBe('Invalid password');
    expect(navigation.toLogin).not.toHaveBeenCalled();
  });
});

describe('errorMessage', () => {
  it.each<[unknown, string]>([
    [new Error('Failed to fetch'), 'Failed to fetch'],
    ['text', 'Something went wrong'],
    [undefined, 'Something went wrong'],
  ])('%s -> %s', (error, message) => {
    expect(errorMessage(error)).toBe(message);
  });
});

describe('apiPages', () => {
  it('follows the cursors, encoded, and marks the last page', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ items: [1, 2], nextCursor: 'a/b' }))
      .mockResolvedValueOnce(jsonResponse({ items: [3], nextCursor: null }));
    const pages = [];
    for await (const page of apiPages('/example/list', pageSchema)) pages.push(page);
    expect(pages).toEqual([
      { items: [1, 2], last: false },
      { items: [3], last: true },
    ]);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/example/list', '/example/list?cursor=a%2Fb']);
  });

  it(`stops after ${MAX_PAGES} pages of a chain that never ends`, async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ items: [0], nextCursor: 'again' }));
    let count = 0;
    let last = false;
    for await (const page of apiPages('/example/list', pageSchema)) {
      count += 1;
      last = page.last;
    }
    expect(count).toBe(MAX_PAGES);
    expect(last).toBe(true);
  });

  it('fails on a page of another shape', async () => {
    fetchMock.mockResolvedValue(jsonResponse([1, 2]));
    const pages = apiPages('/example/list', pageSchema);
    expect(await rejection(pages.next())).toBeInstanceOf(UnexpectedResponseError);
  });
});
