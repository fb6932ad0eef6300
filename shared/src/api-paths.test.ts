import { describe, expect, it } from 'vitest';
import {
  ADMIN_AUDIT_PATH,
  ADMIN_AUTH_STATUS_PATH,
  ADMIN_LEAD_PATH,
  ADMIN_LEADS_EXPORT_PATH,
  ADMIN_LEADS_PATH,
  ADMIN_LOGIN_PATH,
  ADMIN_LOGIN_TOTP_PATH,
  ADMIN_ME_PATH,
  ADMIN_TOTP_CONFIRM_PATH,
  ADMIN_TOTP_SETUP_PATH,
  ADMIN_LOGOUT_PATH,
  ADMIN_PEOPLE_EXPORT_PATH,
  ADMIN_RETENTION_PATH,
  ADMIN_SUBSCRIBER_PATH,
  ADMIN_SUBSCRIBERS_EXPORT_PATH,
  ADMIN_SUBSCRIBERS_PATH,
} from './admin-api-paths';
import {
  ARTICLE_PATH,
  ARTICLES_PATH,
  ASSESSMENT_EMAIL_PATH,
  CONTACT_PATH,
  fillPath,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  PAGE_VIEWS_PATH,
  type PathParams,
  pagePath,
  STAFF_REQUEST_HEADER,
  STAFF_SESSION_COOKIE,
} from './api-paths';

// Web tests assert requests with these constants; this table pins the addresses themselves, which
// deployed clients, CloudFront's forwarded-header list and the end-to-end journeys use as text.
describe('the API addresses', () => {
  it.each<[string, string]>([
    [ARTICLES_PATH, '/api/articles'],
    [ARTICLE_PATH, '/api/articles/{slug}'],
    [CONTACT_PATH, '/api/contact'],
    [ASSESSMENT_EMAIL_PATH, '/api/assessment-email'],
    [NEWSLETTER_PATH, '/api/newsletter'],
    [PAGE_VIEWS_PATH, '/api/page-views'],
    [ADMIN_LOGIN_PATH, '/api/admin/login'],
    [ADMIN_LOGOUT_PATH, '/api/admin/logout'],
    [ADMIN_AUTH_STATUS_PATH, '/api/admin/auth-status'],
    [ADMIN_LEADS_PATH, '/api/admin/leads'],
    [ADMIN_LEADS_EXPORT_PATH, '/api/admin/leads/export'],
    [ADMIN_LEAD_PATH, '/api/admin/leads/{id}'],
    [ADMIN_SUBSCRIBERS_PATH, '/api/admin/subscribers'],
    [NEWSLETTER_CONFIRM_PATH, '/api/newsletter/confirm'],
    [NEWSLETTER_UNSUBSCRIBE_PATH, '/api/newsletter/unsubscribe'],
    [ADMIN_SUBSCRIBERS_EXPORT_PATH, '/api/admin/subscribers/export'],
    [ADMIN_SUBSCRIBER_PATH, '/api/admin/subscribers/{id}'],
    [ADMIN_PEOPLE_EXPORT_PATH, '/api/admin/people/export'],
    [ADMIN_AUDIT_PATH, '/api/admin/audit'],
    [ADMIN_RETENTION_PATH, '/api/admin/retention'],
    [ADMIN_LOGIN_TOTP_PATH, '/api/admin/login/totp'],
    [ADMIN_TOTP_SETUP_PATH, '/api/admin/mfa/totp/setup'],
    [ADMIN_TOTP_CONFIRM_PATH, '/api/admin/mfa/totp/confirm'],
    [ADMIN_ME_PATH, '/api/admin/me'],
    [STAFF_SESSION_COOKIE, '__Host-meridian-session'],
    [STAFF_REQUEST_HEADER, 'x-requested-with'],
  ])('%s', (constant, address) => {
    expect(constant).toBe(address);
  });
});

describe('fillPath', () => {
  it.each<[string, Record<string, string>, string]>([
    [ADMIN_LEAD_PATH, { id: 'lead-1' }, '/api/admin/leads/lead-1'],
    [ADMIN_LEAD_PATH, { id: 'a/b c' }, '/api/admin/leads/a%2Fb%20c'],
    [ARTICLE_PATH, { slug: 'why-plans-fail' }, '/api/articles/why-plans-fail'],
    [ARTICLE_PATH, { slug: '../admin' }, '/api/articles/..%2Fadmin'],
    ['/api/{a}/x/{b}', { a: '1', b: '2' }, '/api/1/x/2'],
    [ADMIN_LEADS_PATH, {}, '/api/admin/leads'],
  ])('%s with %j -> %s', (template, params, expected) => {
    expect(fillPath(template, params)).toBe(expected);
  });

  it('names the placeholders in the parameter type', () => {
    const names: PathParams<typeof ADMIN_LEAD_PATH>[] = ['id'];
    expect(fillPath(ADMIN_LEAD_PATH, { id: names[0] ?? '' })).toBe('/api/admin/leads/id');
  });
});

describe('pagePath', () => {
  it.each<[string | null, string]>([
    [null, '/api/admin/leads'],
    ['', '/api/admin/leads'],
    ['page-2', '/api/admin/leads?cursor=page-2'],
    ['a+b/c=', '/api/admin/leads?cursor=a%2Bb%2Fc%3D'],
  ])('cursor %j -> %s', (cursor, expected) => {
    expect(pagePath(ADMIN_LEADS_PATH, cursor)).toBe(expected);
  });
});
