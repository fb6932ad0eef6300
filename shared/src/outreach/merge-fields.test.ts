import { describe, expect, it } from 'vitest';
import type { Lead } from '../leads/lead';
import { DEFAULT_EMAIL_TEMPLATES, EMAIL_TEMPLATE_IDS, emailTemplateUpdateSchema } from './email-templates';
import {
  fillTemplate,
  MERGE_FIELD_FALLBACKS,
  type MergeContext,
  mergeValuesOf,
  unknownMergeFields,
} from './merge-fields';

const ASSESSED: Partial<Lead> = {
  name: 'Ada Lovelace',
  company: 'Analytical Engines Ltd',
  metadata: {
    assessmentResults: {
      percentage: 62,
      category: 'Strategic Execution Developing',
      sectionScores: {
        'Strategic Translation': 70,
        'Execution Capability': 55,
        'Resource Alignment': 40,
        'Feedback and Adaptation': 80,
      },
      submittedAt: '2026-11-20T10:00:00.000Z',
    },
  },
};
const CONTEXT: MergeContext = {
  article: { title: 'Why plans stall', url: 'https://www.meridian.test/insights/why-plans-stall' },
  bookingUrl: 'https://www.meridian.test/contact',
  senderName: 'Grace Hopper',
  firmName: 'Meridian Advisory',
};

describe('mergeValuesOf', () => {
  it.each([
    ['first name is the first word', { name: '  Ada  Lovelace ' }, 'firstName', 'Ada'],
    ['company as stored', { company: 'Acme' }, 'company', 'Acme'],
    ['category from the stored assessment', ASSESSED, 'assessmentCategory', 'Strategic Execution Developing'],
    ['weakest section is the lowest score', ASSESSED, 'weakestSection', 'Resource Alignment'],
    ['service recommended for the weakest section', ASSESSED, 'recommendedService', 'Operational Transformation'],
    [
      'service falls back to the lead’s primary service',
      { primaryService: 'Interim Executive' },
      'recommendedService',
      'Interim Executive',
    ],
    ['blank name gives no first name', { name: '   ' }, 'firstName', undefined],
    ['blank company gives no company', { company: ' ' }, 'company', undefined],
    ['no assessment gives no category', { name: 'Ada' }, 'assessmentCategory', undefined],
  ] as const)('%s', (_, lead, field, expected) => {
    expect(mergeValuesOf(lead as Partial<Lead>, CONTEXT)[field]).toBe(expected);
  });

  it('takes the article, booking link and sender from the context', () => {
    const values = mergeValuesOf({}, CONTEXT);
    expect(values).toMatchObject({
      articleTitle: 'Why plans stall',
      articleUrl: 'https://www.meridian.test/insights/why-plans-stall',
      bookingLink: 'https://www.meridian.test/contact',
      senderName: 'Grace Hopper',
      senderSignature: 'Best regards,\nGrace Hopper\nMeridian Advisory',
    });
  });
});

describe('fillTemplate', () => {
  it.each([
    ['a known field', 'Hi {{firstName}}', { firstName: 'Ada' }, 'Hi Ada', []],
    ['spaces inside the braces', 'Hi {{ firstName }}', { firstName: 'Ada' }, 'Hi Ada', []],
    ['an empty field falls back and is flagged', 'Hi {{firstName}}', {}, 'Hi there', ['firstName']],
    ['a blank field falls back', 'At {{company}}', { company: '  ' }, 'At your organisation', ['company']],
    ['an unknown field is removed', 'Hi {{nickname}}!', {}, 'Hi !', []],
    ['an empty placeholder is removed', 'Hi {{}}!', {}, 'Hi !', []],
    ['a value holding braces is not filled again', '{{company}}', { company: '{{firstName}}' }, '{{firstName}}', []],
    [
      'several fields, missing ones in field order',
      '{{company}} {{firstName}}',
      {},
      'your organisation there',
      ['firstName', 'company'],
    ],
  ] as const)('%s', (_, text, values, expected, missing) => {
    const filled = fillTemplate({ subject: 'S', text }, values);
    expect(filled.text).toBe(expected);
    expect(filled.missing).toEqual(missing);
  });

  it('keeps the subject on one line', () => {
    expect(fillTemplate({ subject: 'Hi {{senderSignature}}', text: '' }, { senderSignature: 'A\nB' }).subject).toBe(
      'Hi A B',
    );
  });

  it.each(EMAIL_TEMPLATE_IDS)('default %s leaves no raw placeholder, with or without data', (id) => {
    for (const values of [mergeValuesOf(ASSESSED, CONTEXT), {}]) {
      const filled = fillTemplate(DEFAULT_EMAIL_TEMPLATES[id], values);
      expect(`${filled.subject}\n${filled.text}`).not.toMatch(/\{\{|\}\}/);
    }
  });

  it('fills Email 3 with the lead’s company and weakest section', () => {
    const filled = fillTemplate(DEFAULT_EMAIL_TEMPLATES.email3, mergeValuesOf(ASSESSED, CONTEXT));
    expect(filled.text).toContain('Analytical Engines Ltd');
    expect(filled.text).toContain('Resource Alignment');
    expect(filled.missing).toEqual([]);
  });

  it('flags every fallback of an empty lead without a sender', () => {
    const filled = fillTemplate(DEFAULT_EMAIL_TEMPLATES.email1, mergeValuesOf({}, { firmName: 'Meridian Advisory' }));
    expect(filled.missing).toEqual(['firstName', 'company', 'weakestSection', 'bookingLink', 'senderSignature']);
    expect(filled.text).toContain(MERGE_FIELD_FALLBACKS.senderSignature);
  });
});

describe('unknownMergeFields', () => {
  it.each([
    ['Hi {{firstName}}', []],
    ['Hi {{nickname}} at {{company}}', ['nickname']],
    ['{{}}', ['']],
  ] as const)('%s', (text, expected) => {
    expect(unknownMergeFields(text)).toEqual(expected);
  });
});

describe('emailTemplateUpdateSchema', () => {
  it.each([
    [{ subject: 'Hi', text: 'Body' }, true],
    [{ reset: true }, true],
    [{ subject: 'Hi\r\nBcc: x@y.z', text: 'Body' }, false],
    [{ subject: '', text: 'Body' }, false],
    [{ subject: 'Hi', text: '' }, false],
    [{ subject: 'Hi', text: 'x'.repeat(10_001) }, false],
  ])('%j valid: %s', (body, valid) => {
    expect(emailTemplateUpdateSchema.safeParse(body).success).toBe(valid);
  });
});
