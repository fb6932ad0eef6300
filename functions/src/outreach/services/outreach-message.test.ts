import { describe, expect, it } from 'vitest';
import { addressOfSender, fromHeaderOf, outreachMessageOf } from './outreach-message';

/** The parts of an outreach email (docs/product/outreach.md#sending): no header injection, no markup from text. */

describe('fromHeaderOf', () => {
  it.each([
    ['a plain name', 'Grace Hopper', '"Grace Hopper" <no-reply@meridian.test>'],
    [
      'a name with a line break and a header',
      'Grace\r\nBcc: all@example.com',
      '"Grace Bcc: all@example.com" <no-reply@meridian.test>',
    ],
    ['quotes and backslashes dropped', 'Grace "Amazing" \\Hopper', '"Grace Amazing Hopper" <no-reply@meridian.test>'],
    ['an empty name', '  ', 'no-reply@meridian.test'],
    [
      'a name beyond ASCII as an encoded word',
      'Zoë Brontë',
      `=?UTF-8?B?${Buffer.from('Zoë Brontë').toString('base64')}?= <no-reply@meridian.test>`,
    ],
  ])('%s', (_, name, expected) => {
    expect(fromHeaderOf(name, 'no-reply@meridian.test')).toBe(expected);
  });
});

describe('addressOfSender', () => {
  it.each([
    ['Meridian Website <no-reply@meridian.test>', 'no-reply@meridian.test'],
    ['no-reply@meridian.test', 'no-reply@meridian.test'],
  ])('%s', (sender, expected) => {
    expect(addressOfSender(sender)).toBe(expected);
  });
});

describe('outreachMessageOf', () => {
  const message = outreachMessageOf({
    senderName: 'Grace Hopper',
    senderAddress: 'no-reply@meridian.test',
    subject: 'Hello\nBcc: x@example.com',
    text: 'Hi <b>Ada</b> & co,\n\nSecond "paragraph"\nsame paragraph',
    optOutUrl: 'https://www.meridian.test/email/opt-out?token=a.b&c',
    siteUrl: 'https://www.meridian.test',
  });

  it('keeps the subject on one line', () => {
    expect(message.subject).toBe('Hello Bcc: x@example.com');
  });

  it('ends the text part with the opt-out line', () => {
    expect(message.text).toMatch(/^Hi <b>Ada<\/b> & co,\n\nSecond/);
    expect(message.text).toContain('open this link: https://www.meridian.test/email/opt-out?token=a.b&c');
  });

  it('builds the HTML part from the escaped text, with paragraphs, the opt-out link and no image', () => {
    expect(message.html).toContain('Hi &lt;b&gt;Ada&lt;/b&gt; &amp; co,');
    expect(message.html).not.toContain('<b>Ada</b>');
    expect(message.html).toContain('Second &quot;paragraph&quot;<br>same paragraph');
    expect(message.html).toContain('href="https://www.meridian.test/email/opt-out?token=a.b&amp;c"');
    expect(message.html).not.toMatch(/<img/i);
  });
});
