import { describe, expect, it } from 'vitest';
import {
  BOOKING_NAME_MESSAGE,
  BOOKING_NAME_URL_MESSAGE,
  bookingRequestSchema,
  isBookingNameWithoutUrl,
} from './booking';

const request = {
  start: '2030-03-04T09:30:00Z',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'We need a plan for growth.',
};

describe('bookingRequestSchema name', () => {
  it.each([
    ['a plain name', 'Ada Lovelace'],
    ['an apostrophe and a hyphen', "Ada O'Brien-Lovelace"],
    ['quotes and a caret', 'Ada "Countess" ^ Lovelace'],
    ['letters of any script', 'Zoë Ñúñez 李雷'],
  ])('accepts %s', (_label, name) => {
    expect(bookingRequestSchema.safeParse({ ...request, name }).success).toBe(true);
  });

  it.each([
    ['a semicolon', 'Ada; Lovelace'],
    ['a colon', 'mailto:ada@example.com'],
    ['a comma', 'Lovelace, Ada'],
    ['an invitation parameter', 'Eve";ROLE=CHAIR;X="1":mailto:attacker@evil.example;CN="x'],
  ])('refuses %s with the booking name message', (_label, name) => {
    const result = bookingRequestSchema.safeParse({ ...request, name });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['name'], message: BOOKING_NAME_MESSAGE })]);
  });

  it('keeps the contact form rules for names', () => {
    const result = bookingRequestSchema.safeParse({ ...request, name: 'Ada\nLovelace' });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['name']]);
  });
});

describe('isBookingNameWithoutUrl', () => {
  it.each([
    ['Ada Lovelace', true],
    ['Dr. Ada Lovelace', true],
    ['A. B. Smith', true],
    ['Ada Lovelace Jr.', true],
    ['Ada/Lovelace', true],
    ['Ada http Lovelace', true],
    ['wwwAda', true],
    ['http://evil.example', false],
    ['HTTPS://evil.example', false],
    ['Visit https://evil.example now', false],
    ['www.evil.example', false],
    ['Ada WWW.evil', false],
    ['evil.example/win', false],
    ['Win at evil.co/', false],
    ['bit.ly/abc', false],
    ['münchen.de/x', false],
  ])('%s → %s', (name, allowed) => {
    expect(isBookingNameWithoutUrl(name)).toBe(allowed);
  });

  it.each([
    ['a web address', 'www.evil.example'],
    ['a scheme', 'https://evil.example/prize'],
    ['a domain with a path', 'Claim at evil.example/prize'],
  ])('the request refuses %s with the web-address message alone', (_label, name) => {
    const result = bookingRequestSchema.safeParse({ ...request, name });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['name'], message: BOOKING_NAME_URL_MESSAGE }),
    ]);
  });
});
