import { afterEach, describe, expect, it, vi } from 'vitest';
import { NAV_SCROLL_DELAY_MS, scrollToTopSoon } from './scroll';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('scrollToTopSoon (docs/product/site.md#interface-details)', () => {
  it.each([
    [false, 'smooth'],
    [true, 'auto'],
  ])('with reduced motion %s scrolls to the top %s after the delay, not before', (reduce, behavior) => {
    vi.useFakeTimers();
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: reduce } as MediaQueryList);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    scrollToTopSoon();
    vi.advanceTimersByTime(NAV_SCROLL_DELAY_MS - 1);
    expect(scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior });
  });
});
