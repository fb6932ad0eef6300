import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, normalize, sep } from 'node:path';
import type { Logger } from './logger';
import { writeFileAtomically } from './atomic-file';

/**
 * Local stand-ins for the two AWS services the render function writes to
 * (docs/product/publishing.md#publishing), on one port, so that the same handler runs locally
 * with `S3_ENDPOINT` and `CLOUDFRONT_ENDPOINT` pointing here:
 * - S3, path-style (`/<bucket>/<key>`): PutObject writes the body to `<siteDir>/<key>` atomically
 *   (a temporary file renamed into place, so a request served meanwhile sees the old object or
 *   the new one, never a half-written page, as in S3), GetObject reads it back, DeleteObject
 *   removes it (204 also when it was missing, as S3 does).
 *   Only the configured buckets exist (the site's, and the inbound mail bucket the local SMTP
 *   server fills); other buckets answer `NoSuchBucket`.
 * - CloudFront CreateInvalidation (`POST /2020-05-31/distribution/<id>/invalidation`): answers
 *   201 with the `Invalidation` XML CloudFront returns (status `Completed`: nothing is cached
 *   locally), logs the paths and keeps them for tests.
 * The runner's static server serves `<siteDir>` over the web build (`static-files.ts`).
 */

/** One invalidation the stand-in received. */
export interface ReceivedInvalidation {
  id: string;
  distributionId: string;
  callerReference: string;
  paths: string[];
}

/** The running stand-in. */
export interface SiteBucketStandIn {
  /** Base URL for `S3_ENDPOINT` and `CLOUDFRONT_ENDPOINT`. */
  endpoint: string;
  /** Invalidations received so far, oldest first. */
  invalidations(): ReceivedInvalidation[];
  close(): Promise<void>;
}

/** Options of {@link startSiteBucket}. */
export interface SiteBucketOptions {
  /** Port; 0 = a free one. */
  port: number;
  /** The bucket name the functions are given (`SITE_BUCKET_NAME`). */
  bucket: string;
  /** Folder the objects are written to (`<dataDir>/site`). */
  siteDir: string;
  /** Further buckets by name, each with its folder (the inbound mail bucket: `<dataDir>/inbound-mail`). */
  otherBuckets?: Readonly<Record<string, string>>;
  logger: Logger;
}

const INVALIDATION_PATH = /^\/2020-05-31\/distribution\/([^/]+)\/invalidation$/;

/**
 * Starts the S3 and CloudFront stand-in.
 *
 * @returns its endpoint, the invalidations received and `close()`.
 */
export async function startSiteBucket(options: SiteBucketOptions): Promise<SiteBucketStandIn> {
  const received: ReceivedInvalidation[] = [];
  const server: Server = createServer((request, response) => {
    handle(request, response, options, received).catch((error: unknown) => {
      options.logger.error('Site bucket stand-in failed', { error });
      send(response, 500, errorXml('InternalError', 'The stand-in failed'));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    invalidations: () => [...received],
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function handle(
  request: IncomingMessage,
  response: ServerResponse,
  options: SiteBucketOptions,
  received: ReceivedInvalidation[],
): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const invalidation = INVALIDATION_PATH.exec(url.pathname);
  if (invalidation && request.method === 'POST') {
    const xml = (await readBody(request)).toString('utf8');
    const created: ReceivedInvalidation = {
      id: `I${randomUUID().replaceAll('-', '').slice(0, 13).toUpperCase()}`,
      distributionId: decodeURIComponent(invalidation[1] ?? ''),
      callerReference: xmlValues(xml, 'CallerReference')[0] ?? '',
      paths: xmlValues(xml, 'Path'),
    };
    received.push(created);
    options.logger.info(`CloudFront invalidation ${created.id}: ${created.paths.join(' ')}`);
    response.setHeader('location', `${url.origin}${url.pathname}/${created.id}`);
    send(response, 201, invalidationXml(created));
    return;
  }

  const [, bucket = '', ...rest] = url.pathname.split('/');
  const key = decodeURIComponent(rest.join('/'));
  const dir = bucket === options.bucket ? options.siteDir : options.otherBuckets?.[bucket];
  if (dir === undefined) return send(response, 404, errorXml('NoSuchBucket', 'The bucket does not exist'));
  const file = normalize(join(dir, key));
  if (key === '' || !file.startsWith(dir + sep)) return send(response, 400, errorXml('InvalidArgument', 'Invalid key'));

  if (request.method === 'PUT') {
    const body = await readBody(request);
    await mkdir(dirname(file), { recursive: true });
    // No fsync: readers only need the rename to be atomic; the folder need not survive a power cut.
    await writeFileAtomically(file, body, { fsync: false });
    response.setHeader('etag', `"${randomUUID()}"`);
    return send(response, 200, '');
  }
  if (request.method === 'DELETE') {
    await rm(file, { force: true });
    return send(response, 204, '');
  }
  if (request.method === 'GET') {
    const body = await readFile(file).catch(() => undefined);
    if (!body) return send(response, 404, errorXml('NoSuchKey', 'The specified key does not exist.'));
    response.setHeader('content-length', String(body.length));
    response.writeHead(200);
    response.end(body);
    return;
  }
  send(response, 405, errorXml('MethodNotAllowed', 'The specified method is not allowed'));
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, xml: string): void {
  if (xml) response.setHeader('content-type', 'application/xml');
  response.writeHead(status);
  response.end(xml);
}

/** The text of every `<tag>` element (the request bodies are small and flat). */
function xmlValues(xml: string, tag: string): string[] {
  return [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((match) => unescapeXml(match[1] ?? ''));
}

const unescapeXml = (text: string): string =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');
const escapeXml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function errorXml(code: string, message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message><RequestId>${randomUUID()}</RequestId></Error>`;
}

function invalidationXml(invalidation: ReceivedInvalidation): string {
  const paths = invalidation.paths.map((path) => `<Path>${escapeXml(path)}</Path>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Invalidation xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/"><Id>${invalidation.id}</Id><Status>Completed</Status><CreateTime>${new Date().toISOString()}</CreateTime><InvalidationBatch><Paths><Quantity>${invalidation.paths.length}</Quantity><Items>${paths}</Items></Paths><CallerReference>${escapeXml(invalidation.callerReference)}</CallerReference></InvalidationBatch></Invalidation>`;
}
