import { describe, expect, it } from 'vitest';
import { contactSubmissionSchema } from './contact';
import { emailSchema, isEmailAddress, MAX_EMAIL_LENGTH } from './fields';
import { newsletterSubscriptionSchema } from './newsletter';

describe('email rule', () => {
  it.each([
    'ada@example.com',
    'Ada.Lovelace+crm@mail.example.co.uk',
    "o'brien@example.ie",
    'x_y-z@sub-domain.example.org',
    'jörg@bücher.example.de',
    'a@b.io',
  ])('accepts %j', (address) => {
    expect(isEmailAddress(address)).toBe(true);
    expect(emailSchema.safeParse(address).success).toBe(true);
  });

  it.each([
    ['a query string (mailto parameter injection)', 'victim@example.com?bcc=attacker%40evil.example'],
    ['an ampersand', 'a&b@example.com'],
    ['a percent sign', 'a%40b@example.com'],
    ['a double quote', '"a"@example.com'],
    ['angle brackets', 'a<b>@example.com'],
    ['parentheses', 'a(comment)@example.com'],
    ['a comma', 'a,b@example.com'],
    ['a semicolon', 'a;b@example.com'],
    ['a colon', 'a:b@example.com'],
    ['square brackets', 'a@[192.0.2.1]'],
    ['a backslash', 'a\\b@example.com'],
    ['an inner space', 'a b@example.com'],
    ['a tab', 'a\tb@example.com'],
    ['a line feed', 'a@example.com\nBcc: x@evil.example'],
    ['a NUL', 'a\u0000@example.com'],
    ['a bidi override', 'a\u202e@example.com'],
    ['a bidi isolate', 'a@exa\u2066mple.com'],
    ['a line separator', 'a\u2028@example.com'],
    ['two at signs', 'a@b@example.com'],
    ['no at sign', 'example.com'],
    ['no dot in the domain', 'a@localhost'],
    ['an empty local part', '@example.com'],
    ['a leading dot', '.a@example.com'],
    ['a trailing dot in the local part', 'a.@example.com'],
    ['two dots in a row', 'a..b@example.com'],
    ['an empty domain label', 'a@example..com'],
    ['a label starting with a hyphen', 'a@-example.com'],
    ['a label ending with a hyphen', 'a@example-.com'],
    ['a numeric top-level domain', 'a@example.123'],
    ['a local part over 64 characters', `${'a'.repeat(65)}@example.com`],
    ['a label over 63 characters', `a@${'b'.repeat(64)}.com`],
  ])('rejects %s', (_name, address) => {
    expect(isEmailAddress(address)).toBe(false);
    expect(emailSchema.safeParse(address).success).toBe(false);
  });

  it('rejects an address over 254 characters with the length message only', () => {
    const address = `${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.example.com`;
    expect(address.length).toBeGreaterThan(MAX_EMAIL_LENGTH);
    const result = emailSchema.safeParse(address);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      `Email must be at most ${MAX_EMAIL_LENGTH} characters`,
    ]);
  });

  it.each([
    ['labels then a second at sign', `a@${'a.'.repeat(16_000)}@`],
    ['labels and dots', `a@${'a.'.repeat(16_000)}`],
    ['dots only after the at sign', `a@${'.'.repeat(32_000)}`],
    ['letters without a dot', `a@${'a'.repeat(32_000)}!`],
    ['one long local part', `${'a'.repeat(32_000)}@example.com `],
  ])('takes linear time on a 32 KB hostile address (%s)', (_name, address) => {
    const started = performance.now();
    expect(isEmailAddress(address)).toBe(false);
    expect(contactSubmissionSchema.safeParse({ name: 'Ada', email: address, message: 'x'.repeat(20) }).success).toBe(
      false,
    );
    expect(newsletterSubscriptionSchema.safeParse({ email: address }).success).toBe(false);
    expect(performance.now() - started).toBeLessThan(20);
  });
});
