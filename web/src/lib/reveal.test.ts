import { afterEach, describe, expect, it, vi } from 'vitest';
import { revealMessage } from './reveal';

afterEach(() => {
  vi.unstubAllGlobals();
});

function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce') }));
}

describe('revealMessage', () => {
  it.each([
    [false, 'smooth'],
    [true, 'auto'],
  ])('scrolls a mounted message into view, the nearest way (reduced motion %s: %s)', (reduce, behavior) => {
    reducedMotion(reduce);
    const element = document.createElement('p');
    element.scrollIntoView = vi.fn();
    revealMessage(element);
    expect(element.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', behavior });
  });

  it('does nothing when the message unmounts', () => {
    expect(() => revealMessage(null)).not.toThrow();
  });
});
