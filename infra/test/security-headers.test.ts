import { createHash } from 'node:crypto';
import { SITE_BOOT_SCRIPT } from '@meridian/shared/site-boot';
import { describe, expect, it } from 'vitest';
import {
  buildContentSecurityPolicy,
  CSP_REPORT_GROUP,
  CSP_REPORT_PATH,
  scriptHashSource,
  securityHeaders,
} from '../lib/security-headers';

/** The boot loader's hash source, computed here independently of the module under test. */
const BOOT_HASH = `'sha256-${createHash('sha256').update(SITE_BOOT_SCRIPT).digest('base64')}'`;

const directives = (csp: string): Map<string, string[]> =>
  new Map(
    csp.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

describe('buildContentSecurityPolicy', () => {
  it('allows only the site itself by default, with no inline scripts but the boot loader (by its hash) and no eval', () => {
    const csp = directives(buildContentSecurityPolicy());
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", BOOT_HASH]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('font-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
  });

  it('adds the Google tag and GA collection hosts only when analytics is enabled', () => {
    const csp = directives(buildContentSecurityPolicy({ analyticsEnabled: true }));
    expect(csp.get('script-src')).toEqual(["'self'", BOOT_HASH, 'https://www.googletagmanager.com']);
    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining([
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://www.googletagmanager.com',
      ]),
    );
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(['https://*.google-analytics.com']));
    for (const sources of csp.values()) {
      expect(sources).not.toContain("'unsafe-eval'");
    }
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  });
});

describe('scriptHashSource', () => {
  it('gives the CSP hash source of a script text (the CSP spec example)', () => {
    // Example of the CSP Level 3 specification: the hash of `alert('Hello, world.');`.
    expect(scriptHashSource("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });
});

describe('securityHeaders', () => {
  it('returns HSTS of at least a year and the other protective headers', () => {
    const headers = securityHeaders();
    const maxAge = Number(/max-age=(\d+)/.exec(headers['Strict-Transport-Security'] ?? '')?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
    expect(headers['Strict-Transport-Security']).toContain('includeSubDomains');
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(headers['Permissions-Policy']).toContain(`${feature}=()`);
    }
    expect(headers['Content-Security-Policy']).toBe(buildContentSecurityPolicy());
  });
});

describe('reporting, resource policy and Trusted Types', () => {
  it('keeps other sites from embedding the responses as resources', () => {
    expect(securityHeaders()['Cross-Origin-Resource-Policy']).toBe('same-origin');
  });

  it('reports CSP violations to the site own endpoint, by report-uri and by the Reporting API', () => {
    const headers = securityHeaders();
    const csp = directives(headers['Content-Security-Policy'] ?? '');
    expect(csp.get('report-uri')).toEqual([CSP_REPORT_PATH]);
    expect(csp.get('report-to')).toEqual([CSP_REPORT_GROUP]);
    expect(headers['Reporting-Endpoints']).toBe(`${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`);
    expect(CSP_REPORT_PATH).toBe('/api/csp-report');
  });

  it('asks for Trusted Types for script sinks, reported first and not yet enforced', () => {
    const headers = securityHeaders();
    const reportOnly = directives(headers['Content-Security-Policy-Report-Only'] ?? '');
    expect(reportOnly.get('require-trusted-types-for')).toEqual(["'script'"]);
    expect(reportOnly.get('report-uri')).toEqual([CSP_REPORT_PATH]);
    expect(reportOnly.get('report-to')).toEqual([CSP_REPORT_GROUP]);
    expect(directives(headers['Content-Security-Policy'] ?? '').has('require-trusted-types-for')).toBe(false);
  });
});
