import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../../lib/logger';
import { invokeHttp } from '../../testing/http-events';
import { CSP_REPORT_LOG_MESSAGE } from '../services/csp-reports';
import { handler } from './csp-report';

const violation = {
  'document-uri': 'https://www.meridian.test/insights/x',
  referrer: '',
  'violated-directive': 'script-src-elem',
  'effective-directive': 'script-src-elem',
  'original-policy': "default-src 'self'",
  disposition: 'enforce',
  'blocked-uri': 'https://evil.example/x.js',
  'line-number': 12,
  'source-file': 'https://www.meridian.test/assets/app.js',
  'status-code': 200,
};

const post = (body: unknown, contentType: string, extra: { originSecret?: null } = {}) =>
  invokeHttp(handler, {
    path: '/api/csp-report',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': contentType },
    ...extra,
  });

describe('POST /api/csp-report', () => {
  afterEach(() => vi.restoreAllMocks());

  it('accepts a report-uri report (application/csp-report) and logs it as one report', async () => {
    const warn = vi.spyOn(logger, 'warn');
    const res = await post({ 'csp-report': violation }, 'application/csp-report');
    expect(res.statusCode).toBe(204);
    expect(res.rawBody).toBeUndefined();
    const lines = warn.mock.calls.filter(([message]) => message === CSP_REPORT_LOG_MESSAGE);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.[1]).toMatchObject({
      report: { directive: 'script-src-elem', blockedUri: 'https://evil.example/x.js', disposition: 'enforce' },
    });
  });

  it('accepts Reporting API batches (application/reports+json) and counts only CSP violations', async () => {
    const warn = vi.spyOn(logger, 'warn');
    const batch = [
      {
        type: 'csp-violation',
        age: 10,
        url: 'https://www.meridian.test/',
        user_agent: 'Chrome',
        body: {
          documentURL: 'https://www.meridian.test/',
          effectiveDirective: 'require-trusted-types-for',
          blockedURL: 'trusted-types-sink',
          disposition: 'report',
          sample: 'Element innerHTML|<b>x</b>',
        },
      },
      { type: 'deprecation', age: 1, url: 'https://www.meridian.test/', body: { id: 'x' } },
      { type: 'csp-violation', body: { effectiveDirective: 'img-src', blockedURL: 'https://x.example/i.png' } },
    ];
    const res = await post(batch, 'application/reports+json');
    expect(res.statusCode).toBe(204);
    expect(warn.mock.calls.filter(([message]) => message === CSP_REPORT_LOG_MESSAGE)).toHaveLength(2);
  });

  it.each([
    ['a form post', 'a=1', 'application/x-www-form-urlencoded', 415],
    ['malformed JSON', '{"csp-report":', 'application/csp-report', 400],
    ['a body that is no report', { hello: 'world' }, 'application/csp-report', 400],
    ['an empty batch', [], 'application/reports+json', 400],
    [
      'a body over 32 KB',
      { 'csp-report': { ...violation, 'script-sample': 'x'.repeat(33_000) } },
      'application/csp-report',
      413,
    ],
  ])('refuses %s', async (_name, body, contentType, status) => {
    const res = await post(body, contentType);
    expect(res.statusCode).toBe(status);
  });

  it('answers 403 without the origin secret, like every route', async () => {
    expect((await post({ 'csp-report': violation }, 'application/csp-report', { originSecret: null })).statusCode).toBe(
      403,
    );
  });
});
