import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import type { LambdaFunctionURLEvent } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../../lib/logger';
import { lambdaContext } from '../../testing/http-events';
import { FALLBACK_BODY, handler as notFoundHandler, NOT_FOUND_KEY } from './not-found-page';

// The wrapper validates the environment when the module loads (the cold start).
vi.hoisted(() => {
  process.env.SITE_BUCKET_NAME = 'site-bucket';
});

const s3 = mockClient(S3Client);
const PAGE = '<!doctype html><title>Article Not Found</title>';
const handler = () =>
  notFoundHandler({ rawPath: '/insights/missing', headers: {} } as LambdaFunctionURLEvent, lambdaContext());

describe('not-found page origin', () => {
  beforeEach(() => {
    s3.reset();
    vi.stubEnv('SITE_BUCKET_NAME', 'site-bucket');
    vi.spyOn(logger, 'error');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("answers the bucket's 404.html with status 404 and reads only that key", async () => {
    // A stand-in for the SDK's stream body: the handler only calls transformToString.
    const Body = { transformToString: async (encoding?: string) => (encoding === 'utf-8' ? PAGE : '') };
    s3.on(GetObjectCommand).resolves({ Body } as never);
    const response = await handler();
    expect(response).toEqual({
      statusCode: 404,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
      body: PAGE,
    });
    expect(s3.commandCalls(GetObjectCommand).map((call) => call.args[0].input)).toEqual([
      { Bucket: 'site-bucket', Key: NOT_FOUND_KEY },
    ]);
  });

  it('still answers 404 with a built-in page when the bucket cannot be read', async () => {
    s3.on(GetObjectCommand).rejects(new Error('AccessDenied'));
    const response = await handler();
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(FALLBACK_BODY);
    expect(logger.error).toHaveBeenCalledOnce();
  });

  it('still answers 404 when the object has no body', async () => {
    s3.on(GetObjectCommand).resolves({});
    expect((await handler()).body).toBe(FALLBACK_BODY);
  });
});
