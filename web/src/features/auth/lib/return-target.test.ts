// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loginReturnTarget } from './return-target';

describe('loginReturnTarget', () => {
  it.each([
    ['', '/admin/my-day'],
    ['?next=', '/admin/my-day'],
    ['?next=%2Fadmin%3Flead%3Dabc-123', '/admin?lead=abc-123'],
    ['?next=%2Fadmin-quick', '/admin-quick'],
    ['?next=%2Fadmin%3Fsort%3Dscore%26source%3Dlinkedin', '/admin?sort=score&source=linkedin'],
    ['?next=%2F%2Fevil.test%2Fadmin', '/admin/my-day'],
    ['?next=https%3A%2F%2Fevil.test%2F', '/admin/my-day'],
    ['?next=%2F%5Cevil.test', '/admin/my-day'],
    ['?next=javascript%3Aalert(1)', '/admin/my-day'],
    ['?next=%2Flogin%3Fnext%3D%252Fadmin', '/admin/my-day'],
  ])('%s -> %s', (search, expected) => {
    expect(loginReturnTarget(search)).toBe(expected);
  });
});
