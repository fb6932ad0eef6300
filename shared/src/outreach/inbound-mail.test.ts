import { describe, expect, it } from 'vitest';
import { verdictDropReason } from './inbound-mail';

describe('verdictDropReason', () => {
  it.each([
    ['PASS', 'PASS', undefined],
    ['FAIL', 'PASS', 'spam'],
    ['PASS', 'FAIL', 'virus'],
    ['FAIL', 'FAIL', 'virus'],
    ['GRAY', 'PASS', undefined],
    ['PROCESSING_FAILED', 'PROCESSING_FAILED', undefined],
    ['DISABLED', 'DISABLED', undefined],
    ['fail', 'pass', 'spam'],
  ])('spam %s, virus %s → %s', (spam, virus, expected) => {
    expect(verdictDropReason({ spam, virus })).toBe(expected);
  });
});
