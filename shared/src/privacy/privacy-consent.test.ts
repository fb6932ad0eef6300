import { describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from './privacy-notice';
import { CONSENT_PURPOSES, type ConsentForm, consentRecordOf, consentSchema } from './privacy-consent';

const AT = '2026-11-23T10:00:00.000Z';

describe('consentRecordOf', () => {
  it.each<[ConsentForm, { noticeVersion: string } | undefined, Record<string, string>]>([
    ['contact', { noticeVersion: '2026-11-23' }, { form: 'contact', noticeVersion: '2026-11-23' }],
    ['assessment', { noticeVersion: '2026-01-05' }, { form: 'assessment', noticeVersion: '2026-01-05' }],
    ['newsletter', undefined, { form: 'newsletter' }],
  ])('%s with %j', (form, consent, expected) => {
    expect(consentRecordOf(form, consent, AT)).toEqual({ ...expected, purpose: CONSENT_PURPOSES[form], at: AT });
  });
});

describe('consentSchema', () => {
  it.each<[unknown, boolean]>([
    [{ noticeVersion: PRIVACY_NOTICE_VERSION }, true],
    [{ noticeVersion: '2026-02-30' }, false],
    [{ noticeVersion: '23/11/2026' }, false],
    [{ noticeVersion: '2026-11-23', extra: true }, false],
    [{}, false],
  ])('%j valid: %s', (value, valid) => {
    expect(consentSchema.safeParse(value).success).toBe(valid);
  });

  it('the notice version is an ISO date', () => {
    expect(PRIVACY_NOTICE_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
