import { describe, expect, it } from 'vitest';
import { clientIpOf, parseViewerAddress, throttleKeyOf } from './client-ip';
import { ORIGIN_SECRET_HEADER } from './origin-secret';

describe('client IP', () => {
  it.each([
    ['198.51.100.10:46532', '198.51.100.10'],
    ['2001:db8:85a3::8a2e:370:7334:443', '2001:db8:85a3::8a2e:370:7334'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['203.0.113.9', '203.0.113.9'],
    ['not an ip:80', null],
    ['', null],
  ])('parses the CloudFront viewer address %j', (value, expected) => {
    expect(parseViewerAddress(value)).toBe(expected);
  });

  it('prefers the CloudFront viewer address, never x-forwarded-for', () => {
    const event = {
      headers: {
        'cloudfront-viewer-address': '198.51.100.10:1234',
        'x-forwarded-for': '10.0.0.1',
        [ORIGIN_SECRET_HEADER]: process.env.TEST_ORIGIN_SECRET,
      },
      requestContext: { http: { sourceIp: '130.176.0.1' } },
    };
    expect(clientIpOf(event)).toBe('198.51.100.10');
  });

  it('falls back to the API Gateway source IP and ignores x-forwarded-for', () => {
    const event = { headers: { 'x-forwarded-for': '10.0.0.1' }, requestContext: { http: { sourceIp: '192.0.2.7' } } };
    expect(clientIpOf(event)).toBe('192.0.2.7');
    expect(
      clientIpOf({
        headers: { 'cloudfront-viewer-address': 'garbage', [ORIGIN_SECRET_HEADER]: process.env.TEST_ORIGIN_SECRET },
        requestContext: { http: { sourceIp: '192.0.2.7' } },
      }),
    ).toBe('192.0.2.7');
    expect(clientIpOf({})).toBe('unknown');
  });

  it('throttles IPv6 clients by their /64 and IPv4-mapped addresses as IPv4', () => {
    expect(throttleKeyOf('192.0.2.7')).toBe('192.0.2.7');
    expect(throttleKeyOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(throttleKeyOf('2001:db8:1:2::ffff')).toBe(throttleKeyOf('2001:db8:1:2:1:2:3:4'));
    expect(throttleKeyOf('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(throttleKeyOf('::1')).toBe('0:0:0:0::/64');
  });
});
