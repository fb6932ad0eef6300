import { describe, expect, it } from 'vitest';
import { changedAttributesUpdate } from './changed-attributes';

const KEY = { pk: 'LEAD#1', sk: 'LEAD' };

/** The update as readable text: the expression with its placeholders replaced. */
function readable(before: Record<string, unknown>, after: Record<string, unknown>): string {
  const update = changedAttributesUpdate({ ...KEY, ...before }, { ...KEY, ...after });
  let text = update.UpdateExpression;
  for (const [placeholder, value] of Object.entries(update.ExpressionAttributeValues)) {
    text = text.replace(placeholder, JSON.stringify(value));
  }
  for (const [placeholder, name] of Object.entries(update.ExpressionAttributeNames))
    text = text.replace(placeholder, name);
  return text;
}

describe('changedAttributesUpdate', () => {
  it.each([
    ['a changed value', { version: 1, name: 'A' }, { version: 2, name: 'B' }, 'SET version = 2, name = "B"'],
    [
      'an unchanged value is left as stored',
      { version: 1, nextTask: { id: 't' } },
      { version: 2, nextTask: { id: 't' } },
      'SET version = 2',
    ],
    ['a new attribute', { version: 1 }, { version: 2, phone: '020' }, 'SET version = 2, phone = "020"'],
    ['a removed attribute', { version: 1, phone: '020' }, { version: 2 }, 'SET version = 2 REMOVE phone'],
    [
      'undefined counts as absent',
      { version: 1, phone: '020' },
      { version: 2, phone: undefined },
      'SET version = 2 REMOVE phone',
    ],
    [
      'a nested change',
      { version: 1, metadata: { a: [1, 2] } },
      { version: 2, metadata: { a: [1, 3] } },
      'SET version = 2, metadata = {"a":[1,3]}',
    ],
    [
      'the same object in another key order',
      { version: 1, seq: { a: 1, b: 2 } },
      { version: 2, seq: { b: 2, a: 1 } },
      'SET version = 2',
    ],
  ])('%s', (_name, before, after, expected) => {
    expect(readable(before, after)).toBe(expected);
  });

  it('never writes the key attributes', () => {
    const update = changedAttributesUpdate({ pk: 'A', sk: 'B', v: 1 }, { pk: 'C', sk: 'D', v: 2 });
    expect(Object.values(update.ExpressionAttributeNames)).toEqual(['v']);
  });

  it('refuses a write that sets nothing', () => {
    expect(() => changedAttributesUpdate({ ...KEY, v: 1 }, { ...KEY, v: 1 })).toThrow('at least one attribute');
  });
});
