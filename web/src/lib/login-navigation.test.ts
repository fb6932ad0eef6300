// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigation } from './api-client';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('navigation.toLogin (docs/product/admin.md#sessions)', () => {
  it('navigates once per page: a later 401 cannot abort the navigation under way', () => {
    const assign = vi.fn<(url: string) => void>();
    vi.stubGlobal('location', { assign });
    navigation.toLogin();
    navigation.toLogin('/admin?status=proposal');
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/login');
  });
});
