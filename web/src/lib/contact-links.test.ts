// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref } from './contact-links';

describe('mailto and tel links', () => {
  it.each([
    ['ada@example.com', 'mailto:ada@example.com'],
    ["o'brien+crm@example.ie", "mailto:o'brien%2Bcrm@example.ie"],
    ['jörg@bücher.example.de', 'mailto:j%C3%B6rg@b%C3%BCcher.example.de'],
  ])('links %j as %j', (email, href) => {
    expect(mailtoHref(email)).toBe(href);
  });

  it.each([
    'victim@example.com?bcc=attacker%40evil.example',
    'victim@example.com&cc=attacker@evil.example',
    'a@example.com\r\nBcc: attacker@evil.example',
    'not an address',
    '',
    undefined,
  ])('gives no link for %j (stored before the email rule, or not an address)', (email) => {
    expect(mailtoHref(email)).toBeUndefined();
  });

  it.each([
    ['+44 20 7946 0000', 'tel:+442079460000'],
    ['(020) 7946-0000', 'tel:02079460000'],
    ['020 7946 0000?body=x', 'tel:02079460000'],
  ])('dials %j as %j', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it.each(['', 'call me', '12', undefined])('gives no tel link for %j', (phone) => {
    expect(telHref(phone)).toBeUndefined();
  });
});
