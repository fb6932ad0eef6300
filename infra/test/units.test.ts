import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../lib/config';
import { constructIdFor, handlerEntry, MissingHandlerError } from '../lib/paths';
import {
  APP_SHELL,
  appShellOf,
  findPrerenderedRoutes,
  INDEX_HTML,
  viewerRequestFunctionCode,
} from '../lib/spa-routing';

const valid = {
  senderEmail: 'notifications@example.com',
  notificationRecipients: 'a@example.com, b@example.com',
  alarmEmail: 'ops@example.com',
};
const reader = (values: Record<string, unknown>) => (key: string) => values[key];
const readConfigOf = (values: Record<string, unknown>, measurementId: string | null = null) =>
  readConfig(reader(values), measurementId);

describe('readConfig', () => {
  it('reads required values, splitting comma-separated recipients', () => {
    expect(readConfigOf(valid)).toEqual({
      senderEmail: 'notifications@example.com',
      notificationRecipients: ['a@example.com', 'b@example.com'],
      alarmEmail: 'ops@example.com',
      analyticsEnabled: false,
      projectTag: 'meridian',
      environment: 'production',
    });
    expect(readConfigOf({ ...valid, notificationRecipients: ['x@example.com'] }).notificationRecipients).toEqual([
      'x@example.com',
    ]);
  });

  it.each(['senderEmail', 'notificationRecipients', 'alarmEmail'])('fails naming %s when it is missing', (key) => {
    const values: Record<string, unknown> = { ...valid };
    delete values[key];
    expect(() => readConfigOf(values)).toThrow(ConfigError);
    expect(() => readConfigOf(values)).toThrow(`"${key}"`);
  });

  it('rejects malformed values, naming the key', () => {
    expect(() => readConfigOf({ ...valid, senderEmail: 'not-an-email' })).toThrow('"senderEmail"');
    expect(() => readConfigOf({ ...valid, notificationRecipients: 'a@example.com,oops' })).toThrow(
      '"notificationRecipients"',
    );
    expect(() => readConfigOf({ ...valid, environment: 'Prod Env' })).toThrow('"environment"');
    expect(() => readConfigOf({ ...valid, projectTag: '-meridian' })).toThrow('"projectTag"');
    expect(() => readConfigOf({ ...valid, pricingPlan: 'pro' })).toThrow('"pricingPlan"');
    expect(() => readConfigOf({ ...valid, domainName: 'www.example.co.uk' })).toThrow('"certificateArn"');
    expect(() =>
      readConfigOf({
        ...valid,
        domainName: 'www.example.co.uk',
        certificateArn: 'arn:aws:acm:eu-west-2:111111111111:certificate/abc',
      }),
    ).toThrow('us-east-1');
  });

  it('accepts the optional domain, certificate, tags and pricing plan', () => {
    const config = readConfigOf({
      ...valid,
      domainName: 'WWW.Example.co.uk',
      certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/0f1e2d3c-aaaa-bbbb-cccc-123456789abc',
      environment: 'staging',
      projectTag: 'meridian-web',
      pricingPlan: 'free',
    });
    expect(config.domainName).toBe('www.example.co.uk');
    expect(config).toMatchObject({ environment: 'staging', projectTag: 'meridian-web', pricingPlan: 'free' });
  });

  it('takes analytics from the site configuration only, never from a context value', () => {
    expect(readConfigOf(valid, 'G-ABC123XYZ').analyticsEnabled).toBe(true);
    expect(readConfigOf(valid, null).analyticsEnabled).toBe(false);
    expect(() => readConfigOf({ ...valid, analyticsId: 'G-ABC123XYZ' }, null)).toThrow(
      'siteConfig.analytics.measurementId',
    );
  });
});

describe('handler entries', () => {
  it('fails with the owner and the expected file when a handler module is missing', () => {
    expect(() => handlerEntry('handlers/nope/missing', 'route GET /api/nope')).toThrow(MissingHandlerError);
    expect(() => handlerEntry('handlers/nope/missing', 'route GET /api/nope')).toThrow(
      'route GET /api/nope names handler "handlers/nope/missing", but functions/src/handlers/nope/missing.ts does not exist',
    );
  });

  it('derives construct ids from module paths', () => {
    expect(constructIdFor('leads/handlers/list-leads')).toBe('LeadsHandlersListLeads');
  });
});

describe('viewer-request function (client routing without an error fallback)', () => {
  const dist = mkdtempSync(join(tmpdir(), 'spa-routing-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  for (const route of ['about', 'insights/growth']) {
    mkdirSync(join(dist, route), { recursive: true });
    writeFileSync(join(dist, route, 'index.html'), 'x');
  }
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app.js'), 'x');
  writeFileSync(join(dist, 'index.html'), 'x');
  writeFileSync(join(dist, 'app-shell.html'), 'x');

  const routes = findPrerenderedRoutes(dist);
  const handler = new Function(`${viewerRequestFunctionCode(routes, appShellOf(dist))}\nreturn handler;`)() as (event: {
    request: { uri: string };
  }) => { uri: string };
  const rewrite = (uri: string): string => handler({ request: { uri } }).uri;

  it('finds the prerendered routes of the build', () => {
    expect(routes).toEqual(['/about', '/insights/growth']);
  });

  it('serves prerendered pages for their routes, with or without trailing slash', () => {
    expect(rewrite('/about')).toBe('/about/index.html');
    expect(rewrite('/about/')).toBe('/about/index.html');
    expect(rewrite('/insights/growth')).toBe('/insights/growth/index.html');
  });

  it('serves every article address from its page, also articles the build does not have (rendered later)', () => {
    expect(rewrite('/insights/published-after-the-build')).toBe('/insights/published-after-the-build/index.html');
    expect(rewrite('/insights/published-after-the-build/')).toBe('/insights/published-after-the-build/index.html');
    expect(rewrite('/insights/a/b')).toBe(APP_SHELL);
  });

  it('serves the prerendered home page for the root', () => {
    expect(rewrite('/')).toBe('/index.html');
  });

  it('serves the app shell for other client routes', () => {
    expect(appShellOf(dist)).toBe(APP_SHELL);
    expect(rewrite('/admin/leads/42')).toBe(APP_SHELL);
    expect(rewrite('/insights')).toBe(APP_SHELL);
    expect(rewrite('/constructor')).toBe(APP_SHELL);
  });

  it('serves the empty shell, never the prerendered home page, for /login, admin screens and unknown paths', () => {
    for (const uri of ['/login', '/admin', '/admin/', '/admin-quick', '/debug-analytics', '/no-such-page']) {
      expect(rewrite(uri), uri).toBe(APP_SHELL);
      expect(rewrite(uri), uri).not.toBe('/index.html');
    }
  });

  it('leaves paths with an extension alone, so missing files stay 404', () => {
    expect(rewrite('/assets/app.js')).toBe('/assets/app.js');
    expect(rewrite('/assets/missing-1234.js')).toBe('/assets/missing-1234.js');
    expect(rewrite('/robots.txt')).toBe('/robots.txt');
    expect(rewrite('/about/photo.png')).toBe('/about/photo.png');
  });

  it('falls back to index.html as the shell when the build has no app-shell.html', () => {
    const bare = mkdtempSync(join(tmpdir(), 'spa-bare-'));
    writeFileSync(join(bare, 'index.html'), 'x');
    expect(appShellOf(bare)).toBe(INDEX_HTML);
    rmSync(bare, { recursive: true, force: true });
  });

  it('refuses a route list too large for a CloudFront Function', () => {
    const many = Array.from({ length: 600 }, (_, i) => `/insights/a-fairly-long-article-slug-${i}`);
    expect(() => viewerRequestFunctionCode(many)).toThrow('10 KB');
  });
});
