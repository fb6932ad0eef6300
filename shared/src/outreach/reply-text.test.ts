import { describe, expect, it } from 'vitest';
import { isOptOutReply, MAX_REPLY_TEXT_CHARS, REPLY_CUT_MARK, replyTextOf } from './reply-text';

describe('replyTextOf', () => {
  it.each([
    ['plain text stays', 'Thanks, happy to talk.', 'Thanks, happy to talk.'],
    ['"> " quoted lines go', 'Yes please.\n\n> Would you like a call?\n> Best, Ann', 'Yes please.'],
    [
      'a Gmail "On … wrote:" block goes',
      'Sounds good.\n\nOn Tue, 3 Mar 2026 at 09:12, Ann Smith <ann@meridian.example> wrote:\n> Hello Bob',
      'Sounds good.',
    ],
    [
      'an "On … wrote:" split over two lines goes',
      'Call me Thursday.\n\nOn Tue, 3 Mar 2026 at 09:12, Ann Smith\n<ann@meridian.example> wrote:\n\nHello Bob',
      'Call me Thursday.',
    ],
    [
      'an Outlook header block goes',
      'Interested.\r\n\r\nFrom: Ann Smith <ann@meridian.example>\r\nSent: 03 March 2026 09:12\r\nTo: Bob\r\nSubject: Hello\r\n\r\nHello Bob',
      'Interested.',
    ],
    [
      'an Outlook block with bold labels goes',
      'Interested.\n\n*From:* Ann Smith\n*Date:* 3 March 2026\n*Subject:* Hello',
      'Interested.',
    ],
    [
      '"-----Original Message-----" and what follows go',
      'Not now, thanks.\n-----Original Message-----\nFrom: Ann\nHello Bob',
      'Not now, thanks.',
    ],
    ['an Outlook separator line goes', 'Later.\n________________________________\nFrom: Ann', 'Later.'],
    ['blank runs collapse', 'One.\n\n\n\nTwo.', 'One.\n\nTwo.'],
    ['nothing but the quote gives empty text', '> only quoted\n> lines', ''],
    [
      'a line merely starting with "On" stays',
      'On reflection we should talk.\nOn Monday I am free.',
      'On reflection we should talk.\nOn Monday I am free.',
    ],
    ['"From:" without "Sent:" after it stays', 'From: my side, yes.\nThanks', 'From: my side, yes.\nThanks'],
  ])('%s', (_name, input, expected) => {
    expect(replyTextOf(input)).toBe(expected);
  });

  it(`cuts text over ${MAX_REPLY_TEXT_CHARS} characters and marks the cut`, () => {
    const text = replyTextOf('a'.repeat(MAX_REPLY_TEXT_CHARS + 500));
    expect(text.length).toBe(MAX_REPLY_TEXT_CHARS);
    expect(text.endsWith(REPLY_CUT_MARK)).toBe(true);
  });

  it('keeps text of exactly the limit whole', () => {
    expect(replyTextOf('b'.repeat(MAX_REPLY_TEXT_CHARS))).toBe('b'.repeat(MAX_REPLY_TEXT_CHARS));
  });
});

describe('isOptOutReply', () => {
  it.each([
    ['Unsubscribe', true],
    ['UNSUBSCRIBE me please', true],
    ['Please remove me from your list.', true],
    ['Remove   me', true],
    ['Stop emailing me.', true],
    ['please stop e-mailing us', true],
    ['Stop sending these', true],
    ['Kindly opt me out.', true],
    ['Do not email me again', true],
    ["Don't contact me", true],
    ['Hi Ann,\nThanks.\nunsubscribe', true],
    // Near misses that must not count.
    ['I removed meetings from my calendar.', false],
    ['Subscribe me to the newsletter', false],
    ['Unsubscribed is not a word I use', false],
    ['Remove meat from the menu', false],
    ['Please stop by the office', false],
    ['Stopping by next week', false],
    ['Hi Ann,\nThanks for the article.\nLet us talk on Monday.\nPS: unsubscribe my colleague', false],
    ['', false],
  ])('%j → %s', (text, expected) => {
    expect(isOptOutReply(text)).toBe(expected);
  });

  it('does not see a phrase that was only in the quoted email', () => {
    const reply = 'Yes, Thursday works.\n\nOn Mon, 2 Mar 2026, Ann wrote:\n> To unsubscribe, reply "unsubscribe".';
    expect(isOptOutReply(replyTextOf(reply))).toBe(false);
  });
});
