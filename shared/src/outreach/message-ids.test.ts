import { describe, expect, it } from 'vitest';
import { messageIdsOf, sesMessageIdsOf, threadSesMessageIds } from './message-ids';

const SES_ID = '0102019abc123def-1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d-000000';

describe('messageIdsOf', () => {
  it.each([
    ['absent', undefined, []],
    ['one bracketed id', `<${SES_ID}@eu-west-2.amazonses.com>`, [`${SES_ID}@eu-west-2.amazonses.com`]],
    [
      'several, folded over lines',
      '<a@x.example>\r\n <b@y.example>  <c@z.example>',
      ['a@x.example', 'b@y.example', 'c@z.example'],
    ],
    ['the same id twice', '<a@x.example> <a@x.example>', ['a@x.example']],
    ['ids without brackets', 'a@x.example b@y.example', ['a@x.example', 'b@y.example']],
    ['an id far too long is ignored', `<${'a'.repeat(300)}@x.example>`, []],
  ])('%s', (_name, header, expected) => {
    expect(messageIdsOf(header)).toEqual(expected);
  });
});

describe('sesMessageIdsOf', () => {
  it.each([
    ['an SES id with its regional domain', [`${SES_ID}@eu-west-2.amazonses.com`], [SES_ID]],
    ['an SES id at email.amazonses.com', [`${SES_ID}@email.amazonses.com`], [SES_ID]],
    ['the domain in capitals', [`${SES_ID}@EU-WEST-1.AMAZONSES.COM`], [SES_ID]],
    ['a bare id (the local emulator)', ['ses-abc123'], ['ses-abc123']],
    ['an id of another mail server', ['CAF=abc@mail.gmail.com'], []],
    ['a look-alike domain', [`${SES_ID}@amazonses.com.evil.example`], []],
    ['characters no SES id has', ['a/b#c'], []],
  ])('%s', (_name, ids, expected) => {
    expect(sesMessageIdsOf(ids)).toEqual(expected);
  });
});

describe('threadSesMessageIds', () => {
  it('puts In-Reply-To first, then References newest first', () => {
    expect(
      threadSesMessageIds('<c@eu-west-2.amazonses.com>', '<a@eu-west-2.amazonses.com> <b@eu-west-2.amazonses.com>'),
    ).toEqual(['c', 'b', 'a']);
  });
});
