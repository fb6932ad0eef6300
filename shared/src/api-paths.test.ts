import { describe, expect, it } from 'vitest';
import { ARTICLE_PATH, fillPath, type PathParams, pagePath } from './api-paths';
import { ADMIN_LEAD_PATH, ADMIN_LEADS_PATH } from './admin-api-paths';

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
