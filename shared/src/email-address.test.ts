import { describe, expect, it } from 'vitest';
import { normalisedAddressOf } from './email-address';

describe('normalisedAddressOf', () => {
  it.each([
    ['x@example.com', 'x@example.com'],
    ['X@Example.COM', 'x@example.com'],
    ['  x@example.com ', 'x@example.com'],
    ['x+1@example.com', 'x@example.com'],
    ['x+2@example.com', 'x@example.com'],
    ['X+News@Example.com', 'x@example.com'],
    ['x+a+b@example.com', 'x@example.com'],
    ['x+@example.com', 'x@example.com'],
    ['first.last+tag@example.com', 'first.last@example.com'],
    ['+tag@example.com', '+tag@example.com'],
    ['x@plus+domain.example', 'x@plus+domain.example'],
    ['not-an-address', 'not-an-address'],
  ])('%s counts as %s', (input, expected) => {
    expect(normalisedAddressOf(input)).toBe(expected);
  });
});
