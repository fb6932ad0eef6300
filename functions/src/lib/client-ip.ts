import { isIP, isIPv4 } from 'node:net';
import { hasOriginSecret } from './origin-secret';

/**
 * The client address of a login request, for brute-force throttling (docs/product/admin.md#throttling).
 * Behind CloudFront, API Gateway's source IP is CloudFront's, so the `cloudfront-viewer-address`
 * header (set by CloudFront, `ip:port`, IPv6 unbracketed, e.g. `2001:db8::1:443`) wins, but only
 * when the request carries the origin secret that proves CloudFront set it
 * (docs/product/security.md#origin-check); otherwise `requestContext.http.sourceIp` is used.
 * `x-forwarded-for` is never read: a visitor can forge it.
 */

/** The parts of an API Gateway HTTP API (payload v2) event this module reads. */
export interface ClientAddressSource {
  headers?: Record<string, string | undefined> | null;
  requestContext?: { http?: { sourceIp?: string } };
}

/** Header CloudFront sets with the viewer's address and port (lower case, as API Gateway v2 delivers it). */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

/**
 * Strips the `:port` suffix from a viewer address (`ip:port`, IPv6 unbracketed); also accepts
 * `[v6]:port` and a bare IPv4 address. Returns null when no valid IP remains.
 */
export function parseViewerAddress(value: string): string | null {
  const trimmed = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(trimmed);
  if (bracketed?.[1]) return isIP(bracketed[1]) === 6 ? bracketed[1] : null;
  // CloudFront always appends the port, so the last `:` segment is the port, even for IPv6.
  if (isIPv4(trimmed)) return trimmed;
  const colon = trimmed.lastIndexOf(':');
  if (colon <= 0 || !/^\d{1,5}$/.test(trimmed.slice(colon + 1))) return null;
  const ip = trimmed.slice(0, colon);
  return isIP(ip) ? ip : null;
}

/** Expands an IPv6 address into its eight 16-bit groups; null when it is not IPv6. */
function ipv6Groups(ip: string): number[] | null {
  if (isIP(ip) !== 6) return null;
  let address = ip.split('%')[0] ?? ip;
  const embedded = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (embedded?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = embedded[1].split('.').map(Number);
    address = `${address.slice(0, -embedded[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = address.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const zeros = 8 - left.length - right.length;
  return [...left, ...Array<number>(Math.max(zeros, 0)).fill(0), ...right];
}

/**
 * The throttling key of an address: an IPv4 address as is; an IPv4-mapped IPv6 address as its IPv4
 * form; any other IPv6 address as its /64 prefix (`2001:db8:1:2::/64`), because one client
 * usually holds a whole /64.
 */
export function throttleKeyOf(ip: string): string {
  if (isIPv4(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const high = groups[6] ?? 0;
    const low = groups[7] ?? 0;
    return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * The client IP of a request: the CloudFront viewer address when present, well formed and vouched
 * for by the origin secret, else the API Gateway source IP, else `'unknown'` (all such requests
 * then share one throttling bucket).
 *
 * @param event - the request's headers and request context.
 * @returns an IPv4 or IPv6 address, or `'unknown'`.
 * @throws ConfigurationError when the origin secret (`ORIGIN_SECRET_ARN`) is not configured or loaded.
 */
export function clientIpOf(event: ClientAddressSource): string {
  const headers = event.headers ?? {};
  const viewer = hasOriginSecret(headers) ? headers[VIEWER_ADDRESS_HEADER] : undefined;
  const fromViewer = viewer ? parseViewerAddress(viewer) : null;
  if (fromViewer) return fromViewer;
  const sourceIp = event.requestContext?.http?.sourceIp;
  return sourceIp && isIP(sourceIp) ? sourceIp : 'unknown';
}
