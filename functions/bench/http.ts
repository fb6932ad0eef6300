import { Agent, request } from 'node:http';

/**
 * The benchmark's HTTP client: node:http with one keep-alive agent, so that every sample reuses an
 * open connection (as a browser or CloudFront does) instead of paying a TCP handshake, and no
 * fetch/undici machinery runs in the same event loop as the runner being measured.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 8 });

/** What {@link httpCall} answers. */
export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * Sends one request and reads the whole answer.
 *
 * @param url - absolute URL (the runner's `siteUrl` plus a path)
 * @param init - method, headers and a body (a string is sent as is, anything else as JSON)
 * @returns status, headers and body bytes
 * @throws Error when `expect` is given and the status differs
 */
export function httpCall(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown; expect?: number } = {},
): Promise<HttpAnswer> {
  const body =
    init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
  const headers: Record<string, string> = {
    ...(body === undefined
      ? {}
      : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }),
    ...init.headers,
  };
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const answer = { status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) };
        if (init.expect !== undefined && answer.status !== init.expect) {
          reject(
            new Error(`${init.method ?? 'GET'} ${url}: ${answer.status} ${answer.body.toString('utf8').slice(0, 200)}`),
          );
        } else resolve(answer);
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Closes the kept-alive connections (end of the run). */
export function closeHttp(): void {
  agent.destroy();
}
