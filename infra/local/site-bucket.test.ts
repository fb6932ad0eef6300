import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsoleLogger } from './logger';
import { type SiteBucketStandIn, startSiteBucket } from './site-bucket';

const siteDir = mkdtempSync(join(tmpdir(), 'meridian-site-'));
const local = { region: 'eu-west-2', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } };
let standIn: SiteBucketStandIn;
let s3: S3Client;
let cloudFront: CloudFrontClient;

beforeAll(async () => {
  standIn = await startSiteBucket({ port: 0, bucket: 'site', siteDir, logger: createConsoleLogger({ quiet: true }) });
  // The clients as functions/src/lib/clients.ts makes them with S3_ENDPOINT and CLOUDFRONT_ENDPOINT.
  s3 = new S3Client({ ...local, endpoint: standIn.endpoint, forcePathStyle: true });
  cloudFront = new CloudFrontClient({ ...local, endpoint: standIn.endpoint });
});
afterAll(async () => {
  s3.destroy();
  cloudFront.destroy();
  await standIn.close();
});

describe('site bucket stand-in (docs/product/publishing.md#publishing)', () => {
  it('writes a PutObject into the site folder, reads it back and deletes it (twice without error)', async () => {
    const key = 'insights/a-slug/index.html';
    await s3.send(
      new PutObjectCommand({
        Bucket: 'site',
        Key: key,
        Body: '<h1>Hello</h1>',
        ContentType: 'text/html',
        CacheControl: 'no-cache',
      }),
    );
    expect(readFileSync(join(siteDir, key), 'utf8')).toBe('<h1>Hello</h1>');
    const got = await s3.send(new GetObjectCommand({ Bucket: 'site', Key: key }));
    expect(await got.Body?.transformToString()).toBe('<h1>Hello</h1>');

    await s3.send(new DeleteObjectCommand({ Bucket: 'site', Key: key }));
    await s3.send(new DeleteObjectCommand({ Bucket: 'site', Key: key }));
    expect(existsSync(join(siteDir, key))).toBe(false);
    await expect(s3.send(new GetObjectCommand({ Bucket: 'site', Key: key }))).rejects.toBeInstanceOf(NoSuchKey);
  });

  it('replaces an object whole on PutObject (a new file renamed into place), so a reader never sees half a page', async () => {
    const key = 'insights/replaced/index.html';
    const put = (body: string) => s3.send(new PutObjectCommand({ Bucket: 'site', Key: key, Body: body }));
    await put('<h1>First</h1>');
    const first = statSync(join(siteDir, key)).ino;
    await put(`<h1>Second</h1>${'x'.repeat(200_000)}`);
    // Written in place, the file would keep its inode and be empty or partial while it is written.
    expect(statSync(join(siteDir, key)).ino).not.toBe(first);
    expect(readFileSync(join(siteDir, key), 'utf8')).toMatch(/^<h1>Second<\/h1>x{200000}$/);
    expect(readdirSync(join(siteDir, 'insights', 'replaced'))).toEqual(['index.html']);
  });

  it('refuses other buckets and keys that leave the site folder', async () => {
    await expect(s3.send(new PutObjectCommand({ Bucket: 'other', Key: 'x.html', Body: 'x' }))).rejects.toMatchObject({
      name: 'NoSuchBucket',
    });
    await expect(s3.send(new PutObjectCommand({ Bucket: 'site', Key: '../escape.html', Body: 'x' }))).rejects.toThrow();
    expect(existsSync(join(siteDir, '..', 'escape.html'))).toBe(false);
  });

  it('answers CreateInvalidation as CloudFront does and keeps the paths', async () => {
    const result = await cloudFront.send(
      new CreateInvalidationCommand({
        DistributionId: 'ELOCAL',
        InvalidationBatch: { CallerReference: 'ref-1', Paths: { Quantity: 2, Items: ['/insights', '/sitemap.xml'] } },
      }),
    );
    expect(result.Invalidation?.Status).toBe('Completed');
    expect(result.Invalidation?.InvalidationBatch?.Paths?.Items).toEqual(['/insights', '/sitemap.xml']);
    expect(result.Location).toContain(`/invalidation/${result.Invalidation?.Id}`);
    expect(standIn.invalidations()).toEqual([
      {
        id: result.Invalidation?.Id,
        distributionId: 'ELOCAL',
        callerReference: 'ref-1',
        paths: ['/insights', '/sitemap.xml'],
      },
    ]);
  });
});
