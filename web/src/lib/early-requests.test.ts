import * as z from '@meridian/shared/zod';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchForEachTest } from '../test/fetch-mock';
import { jsonResponse } from '../test/render-app';
import { apiJson, navigation } from './api-client';
import { EARLY_REQUEST_TTL_MS, requestEarly } from './early-requests';

const fetchMock = stubFetchForEachTest();
const answerSchema = z.object({ n: z.number() });

describe('requestEarly (docs/product/my-day.md#loading)', () => {
  it('sends the GET at once with the CRM header, and the screen takes its answer instead of asking again', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ n: 1 })).mockResolvedValueOnce(jsonResponse({ n: 2 }));
    requestEarly('/api/admin/early-a');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('x-requested-with')).toBe(true);
    expect(await apiJson('GET', '/api/admin/early-a', answerSchema)).toEqual({ n: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Taken once: the next request asks the server again.
    expect(await apiJson('GET', '/api/admin/early-a', answerSchema)).toEqual({ n: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('drops an answer its screen did not take in time', async () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(1000);
    fetchMock.mockResolvedValueOnce(jsonResponse({ n: 1 })).mockResolvedValueOnce(jsonResponse({ n: 2 }));
    requestEarly('/api/admin/early-b');
    now.mockReturnValue(1000 + EARLY_REQUEST_TTL_MS);
    expect(await apiJson('GET', '/api/admin/early-b', answerSchema)).toEqual({ n: 2 });
  });

  it('a refused early answer is asked again, and a refused answer then is the screen’s error', async () => {
    const refused = () => new Response('{"error":"Unauthorized"}', { status: 401 });
    fetchMock.mockResolvedValueOnce(refused()).mockResolvedValueOnce(refused());
    requestEarly('/api/admin/early-c');
    await expect(apiJson('GET', '/api/admin/early-c', answerSchema)).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(navigation.toLogin).toHaveBeenCalled();
  });

  it('a 401 sent early, before a sign-in, does not send the signed-in screen back to the login', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response('{"error":"Unauthorized"}', { status: 401 }))
      .mockResolvedValueOnce(jsonResponse({ n: 3 }));
    requestEarly('/api/admin/early-d');
    expect(await apiJson('GET', '/api/admin/early-d', answerSchema)).toEqual({ n: 3 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(navigation.toLogin).not.toHaveBeenCalled();
  });

  it('an early request that failed on the network is asked again', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(jsonResponse({ n: 4 }));
    requestEarly('/api/admin/early-e');
    expect(await apiJson('GET', '/api/admin/early-e', answerSchema)).toEqual({ n: 4 });
  });
});
