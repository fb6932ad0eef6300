import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENT_NAMES, analyticsEventSchema, pageViewSchema, pageViewSubmissionSchema } from './page-view';

describe('pageViewSubmissionSchema', () => {
  it('accepts a plain page view without an event', () => {
    expect(pageViewSubmissionSchema.parse({ page: '/about' })).toEqual({ page: '/about' });
  });

  it('fills the event defaults of docs/product/site.md#analytics-and-consent', () => {
    expect(pageViewSubmissionSchema.parse({ page: '/', event: { name: 'app_initialized' } }).event).toEqual({
      name: 'app_initialized',
      category: 'engagement',
      label: 'unknown',
      value: 0,
    });
  });

  it('knows exactly the named events of docs/product/site.md#analytics-and-consent', () => {
    expect([...ANALYTICS_EVENT_NAMES].sort()).toEqual(
      [
        'app_initialized',
        'article_cta_click',
        'article_view',
        'assessment_completed',
        'assessment_email_capture',
        'assessment_started',
        'contact_form_submit',
        'consultation_booked',
        'cta_click',
        'tool_access',
      ].sort(),
    );
  });

  it.each([
    ['unknown name', { name: 'test_event' }],
    ['unknown key', { name: 'cta_click', source: 'x' }],
    ['non-numeric value', { name: 'cta_click', value: '1' }],
    ['infinite value', { name: 'cta_click', value: Number.POSITIVE_INFINITY }],
    ['NaN value', { name: 'cta_click', value: Number.NaN }],
    ['huge value', { name: 'cta_click', value: 2e9 }],
    ['long label', { name: 'cta_click', label: 'l'.repeat(501) }],
    ['long category', { name: 'cta_click', category: 'c'.repeat(101) }],
    ['blank category', { name: 'cta_click', category: ' ' }],
  ])('rejects an event with %s', (_case, event) => {
    expect(analyticsEventSchema.safeParse(event).success).toBe(false);
    expect(pageViewSubmissionSchema.safeParse({ page: '/', event }).success).toBe(false);
  });

  it('trims and keeps bounded values', () => {
    expect(
      analyticsEventSchema.parse({
        name: 'assessment_completed',
        category: ' assessment ',
        label: ' Leader ',
        value: 85,
      }),
    ).toEqual({
      name: 'assessment_completed',
      category: 'assessment',
      label: 'Leader',
      value: 85,
    });
  });
});

describe('pageViewSchema', () => {
  it('reads a stored event and a stored plain view', () => {
    const base = { id: '1', page: '/', timestamp: '2026-01-01T00:00:00.000Z' };
    expect(pageViewSchema.parse(base).event).toBeUndefined();
    expect(
      pageViewSchema.parse({ ...base, event: { name: 'cta_click', category: 'engagement', label: 'hero', value: 0 } })
        .event?.label,
    ).toBe('hero');
  });
});
