import { describe, expect, it } from 'vitest';
import { headerSafeText, stripBidiControls } from './plain-text';

describe('plain text for emails', () => {
  it.each([
    ['Ada \u202eLovelace', 'Ada Lovelace'],
    ['\u2066evil\u2069.example', 'evil.example'],
    ['\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069', ''],
    ['Line one\nLine two', 'Line one\nLine two'],
    ['Zoë 株式会社 مرحبا', 'Zoë 株式会社 مرحبا'],
  ])('stripBidiControls(%j) = %j', (value, expected) => {
    expect(stripBidiControls(value)).toBe(expected);
  });

  it.each([
    ['New lead: Ada\r\nBcc: attacker@evil.example', 'New lead: Ada Bcc: attacker@evil.example'],
    ['Ada\u0000\t\u2028\u2029Lovelace', 'Ada Lovelace'],
    ['Ada \u202eecnaleveL', 'Ada ecnaleveL'],
    ['  spaced   out  ', 'spaced out'],
  ])('headerSafeText(%j) = %j', (value, expected) => {
    expect(headerSafeText(value, 200)).toBe(expected);
  });

  it('cuts a header to its length with an ellipsis', () => {
    expect(headerSafeText('x'.repeat(300), 200)).toBe(`${'x'.repeat(199)}…`);
    expect(headerSafeText('short', 200)).toBe('short');
  });
});
