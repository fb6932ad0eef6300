import { describe, expect, it } from 'vitest';
import { adminLeadPagePath, adminLeadPath, adminLeadUrl } from './admin-links';

describe('lead deep links (docs/product/admin.md#deep-links)', () => {
  it.each<[string, string]>([
    ['3f0c9a52-1b7e-4c1e-9a55-0d5b8e1f2a77', '/admin?lead=3f0c9a52-1b7e-4c1e-9a55-0d5b8e1f2a77'],
    ['a&b=c#d', '/admin?lead=a%26b%3Dc%23d'],
  ])('adminLeadPath(%s)', (id, expected) => {
    expect(adminLeadPath(id)).toBe(expected);
  });

  it.each<[string, string]>([
    ['3f0c9a52-1b7e-4c1e-9a55-0d5b8e1f2a77', '/admin/leads/3f0c9a52-1b7e-4c1e-9a55-0d5b8e1f2a77'],
    ['a/b?c#d', '/admin/leads/a%2Fb%3Fc%23d'],
  ])('adminLeadPagePath(%s)', (id, expected) => {
    expect(adminLeadPagePath(id)).toBe(expected);
  });

  it.each<[string, string]>([
    ['https://meridian.example', 'https://meridian.example/admin?lead=l1'],
    ['https://meridian.example/', 'https://meridian.example/admin?lead=l1'],
    ['http://localhost:5173', 'http://localhost:5173/admin?lead=l1'],
  ])('adminLeadUrl(%s, l1)', (siteUrl, expected) => {
    expect(adminLeadUrl(siteUrl, 'l1')).toBe(expected);
  });
});
