import { describe, expect, it } from 'vitest';
import { contactSubmissionSchema } from './contact/contact';
import {
  emailSchema,
  isEmailAddress,
  isoDateSchema,
  isSingleLineText,
  linkedinUrlSchema,
  MAX_EMAIL_LENGTH,
  multiLineText,
  singleLineText,
} from './fields';
import { leadUpdateSchema } from './leads/lead-update';
import { newsletterSubscriptionSchema } from './newsletter/newsletter';
import { prospectSchema } from './leads/prospect';

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

describe('single-line and multi-line text', () => {
  const controls: [string, string][] = [
    ['a line feed', 'Ada\nAI score: 100/100'],
    ['a carriage return', 'Ada\rOpen in the CRM: https://evil.example'],
    ['a NUL', 'Ada\u0000'],
    ['a tab', 'Ada\tLovelace'],
    ['a C1 control', 'Ada\u0085'],
    ['a line separator', 'Ada\u2028x'],
    ['a paragraph separator', 'Ada\u2029x'],
    ['a right-to-left override', 'Ada\u202ex'],
    ['a left-to-right embedding', 'Ada\u202ax'],
    ['a first-strong isolate', 'Ada\u2068x'],
    ['a pop directional isolate', 'Ada\u2069x'],
  ];

  it.each(controls)('a single-line field refuses %s', (_name, value) => {
    expect(isSingleLineText(value)).toBe(false);
    expect(singleLineText().safeParse(value).success).toBe(false);
    expect(contactSubmissionSchema.safeParse({ name: value, email: 'a@b.io', message: 'Hello there.' }).success).toBe(
      false,
    );
    expect(
      contactSubmissionSchema.safeParse({ name: 'Ada', email: 'a@b.io', message: 'Hello there.', phone: value })
        .success,
    ).toBe(false);
    expect(prospectSchema.safeParse({ name: 'Ada', company: 'Acme', jobTitle: value }).success).toBe(false);
    expect(leadUpdateSchema.safeParse({ company: value }).success).toBe(false);
    expect(leadUpdateSchema.safeParse({ location: value }).success).toBe(false);
  });

  it.each(['Ada Lovelace', 'Zoë O\u2019Brien-Łukasiewicz', '+44 (0)20 7946 0000', 'مرحبا', '株式会社'])(
    'a single-line field accepts %j',
    (value) => {
      expect(isSingleLineText(value)).toBe(true);
      expect(singleLineText().parse(`  ${value} `)).toBe(value);
    },
  );

  it('a multi-line field allows line feeds only and turns CRLF into LF', () => {
    const parse = (message: string) => contactSubmissionSchema.safeParse({ name: 'Ada', email: 'a@b.io', message });
    expect(parse('Line one is here\nLine two').success).toBe(true);
    expect(parse('Line one is here\r\nLine two').data?.message).toBe('Line one is here\nLine two');
    for (const [, value] of controls.filter(([name]) => name !== 'a line feed' && name !== 'a carriage return')) {
      expect(parse(`Hello there, ${value}`).success).toBe(false);
      expect(leadUpdateSchema.safeParse({ notes: value }).success).toBe(false);
    }
    expect(parse('Hello there\rmore').success).toBe(false);
    expect(multiLineText(100).safeParse('a\nb').success).toBe(true);
  });
});

describe('LinkedIn URL', () => {
  it.each([
    'https://www.linkedin.com/in/ada-lovelace',
    'https://linkedin.com/company/acme/',
    'http://uk.linkedin.com/in/ada',
    'HTTPS://WWW.LINKEDIN.COM/in/ada',
  ])('accepts %j', (url) => {
    expect(linkedinUrlSchema.safeParse(url).success).toBe(true);
    expect(prospectSchema.safeParse({ name: 'Ada', company: 'Acme', linkedinUrl: url }).success).toBe(true);
    expect(leadUpdateSchema.safeParse({ linkedinUrl: url }).success).toBe(true);
  });

  it.each([
    ['javascript:', 'javascript:alert(document.cookie)//linkedin.com'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['file:', 'file:///etc/passwd'],
    ['ftp:', 'ftp://www.linkedin.com/in/ada'],
    ['another host', 'https://evil.example/in/ada'],
    ['a look-alike host', 'https://linkedin.com.evil.example/in/ada'],
    ['a host ending in linkedin.com', 'https://notlinkedin.com/in/ada'],
    ['credentials before the host', 'https://www.linkedin.com@evil.example/in/ada'],
    ['user info on the real host', 'https://user:pw@www.linkedin.com/in/ada'],
    ['no URL at all', 'linkedin ada'],
    ['a URL over 500 characters', `https://www.linkedin.com/in/${'a'.repeat(500)}`],
  ])('refuses %s', (_name, url) => {
    expect(linkedinUrlSchema.safeParse(url).success).toBe(false);
    expect(prospectSchema.safeParse({ name: 'Ada', company: 'Acme', linkedinUrl: url }).success).toBe(false);
    expect(leadUpdateSchema.safeParse({ linkedinUrl: url }).success).toBe(false);
  });
});

describe('admin dates', () => {
  it.each(['2026-11-23', '2026-11-23T09:30:00.000Z', '2026-11-23T09:30Z', '2026-11-23T09:30:00+01:00', '2000-01-01'])(
    'accepts %j',
    (date) => {
      expect(isoDateSchema.safeParse(date).success).toBe(true);
      expect(leadUpdateSchema.safeParse({ email1SentDate: date, nextActionDate: date }).success).toBe(true);
    },
  );

  it.each([
    ['a 30,000-character string', '2026-11-23'.padEnd(30_000, 'x')],
    ['free text', 'next Tuesday'],
    ['a US date', '11/23/2026'],
    ['an impossible day', '2026-02-30'],
    ['an impossible hour', '2026-11-23T25:00:00Z'],
    ['a time without a zone', '2026-11-23T09:30:00'],
    ['a year before 2000', '1899-12-31'],
    ['a year after 2100', '2101-01-01'],
    ['an expanded year', '+002026-11-23'],
    ['an empty string', ''],
  ])('refuses %s', (_name, date) => {
    expect(isoDateSchema.safeParse(date).success).toBe(false);
    for (const field of [
      'email1SentDate',
      'email2SentDate',
      'email3SentDate',
      'consultationBookedDate',
      'proposalSentDate',
      'dealClosedDate',
      'nextActionDate',
      'lastContactDate',
    ]) {
      expect(leadUpdateSchema.safeParse({ [field]: date }).success).toBe(false);
    }
  });

  it('still clears a date with null', () => {
    expect(leadUpdateSchema.parse({ dealClosedDate: null })).toEqual({ dealClosedDate: null });
  });
});
