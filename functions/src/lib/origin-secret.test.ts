import { describe, expect, it } from 'vitest';
import { handler as login } from '../staff-auth/handlers/login';
import { invokeHttp } from '../testing/http-events';
import { clientIpOf } from './client-ip';
import { hasOriginSecret, ORIGIN_SECRET_HEADER, originSecretsOf } from './origin-secret';

const secret = () => process.env.TEST_ORIGIN_SECRET ?? '';

describe('origin secret', () => {
  it.each([
    ['the configured secret', () => secret(), true],
    ['no header', () => undefined, false],
    ['an empty header', () => '', false],
    ['a wrong secret of the same length', () => 'x'.repeat(secret().length), false],
    ['the secret with a suffix', () => `${secret()}x`, false],
    ['a prefix of the secret', () => secret().slice(0, -1), false],
  ])('accepts only the configured secret: %s', (_name, value, expected) => {
    const header = value();
    expect(hasOriginSecret(header === undefined ? {} : { [ORIGIN_SECRET_HEADER]: header })).toBe(expected);
  });

  it('trusts the CloudFront viewer address only after the secret matched', () => {
    const requestContext = { http: { sourceIp: '192.0.2.7' } };
    const viewer = { 'cloudfront-viewer-address': '198.51.100.10:1234' };
    expect(clientIpOf({ headers: { ...viewer, [ORIGIN_SECRET_HEADER]: secret() }, requestContext })).toBe(
      '198.51.100.10',
    );
    expect(clientIpOf({ headers: viewer, requestContext })).toBe('192.0.2.7');
    expect(clientIpOf({ headers: { ...viewer, [ORIGIN_SECRET_HEADER]: 'forged' }, requestContext })).toBe('192.0.2.7');
  });

  it.each([
    ['without the secret', null],
    ['with a wrong secret', 'not-the-origin-secret'],
  ])('answers 403 to 12 wrong logins with a rotating viewer address %s', async (_name, header) => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await invokeHttp(login, {
        path: '/api/admin/login',
        body: { password: `wrong-${i}` },
        originSecret: header,
        headers: { 'cloudfront-viewer-address': `198.51.100.${i + 1}:443` },
      });
      statuses.push(res.statusCode);
      expect(res.body).toEqual({ error: 'Forbidden' });
    }
    expect(statuses).toEqual(Array(12).fill(403));
  });

  it('answers 403 before the body is read (a malformed body is not parsed)', async () => {
    const res = await invokeHttp(login, { path: '/api/admin/login', body: '{"password":', originSecret: null });
    expect(res.statusCode).toBe(403);
  });

  it('accepts the previous secret during a rotation, and nothing when none is configured', () => {
    const secrets = originSecretsOf(JSON.stringify({ current: 'c'.repeat(40), previous: 'p'.repeat(40) }));
    expect(hasOriginSecret({ [ORIGIN_SECRET_HEADER]: 'c'.repeat(40) }, secrets)).toBe(true);
    expect(hasOriginSecret({ [ORIGIN_SECRET_HEADER]: 'p'.repeat(40) }, secrets)).toBe(true);
    expect(hasOriginSecret({ [ORIGIN_SECRET_HEADER]: 'q'.repeat(40) }, secrets)).toBe(false);
    expect(originSecretsOf(JSON.stringify({ current: 'c'.repeat(40), previous: '' }))).toHaveLength(1);
  });

  it.each([
    ['no JSON', 'c'.repeat(40), /not JSON/],
    ['no current secret', '{}', /current/],
    ['a short current secret', JSON.stringify({ current: 'short' }), /current/],
    ['a short previous secret', JSON.stringify({ current: 'c'.repeat(40), previous: 'short' }), /previous/],
  ])('refuses an origin secret with %s, naming the field and not the value', (_label, value, message) => {
    expect(() => originSecretsOf(value)).toThrow(message);
    expect(() => originSecretsOf(value)).not.toThrow('c'.repeat(40));
  });
});
