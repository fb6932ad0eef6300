import { describe, expect, it } from 'vitest';
import {
  authStatusSchema,
  leadResponseSchema,
  leadSummaryPageSchema,
  leadWithActivitySchema,
  logoutResultSchema,
  subscriberPageSchema,
} from './admin-api-responses';
import { apiErrorBodySchema, fieldMessages, issueDetails } from './api-errors';
import {
  articleListResponseSchema,
  articleResponseSchema,
  newsletterSubscribedSchema,
  submissionReceivedSchema,
} from './api-responses';
import { loginStepSchema, staffUserSchema } from './staff-auth/staff';
import { contactSubmissionSchema } from './contact/contact';
import * as z from './zod';

const at = '2025-01-01T00:00:00.000Z';
const lead = {
  id: 'lead-1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  source: 'contact_form',
  status: 'new_lead',
  priorityScore: 5,
  probabilityPercent: 25,
  aiScore: 50,
  version: 2,
  createdAt: at,
  updatedAt: at,
};
const article = {
  id: 'a1',
  slug: 'why-plans-fail',
  title: 'Why plans fail',
  excerpt: 'Short',
  content: '<p>Long</p>',
  category: 'Strategic Planning',
  readTime: 5,
  author: 'Meridian',
  published: true,
  publishedAt: at,
  createdAt: at,
  updatedAt: at,
};
const { content: _content, ...articleSummary } = article;

describe('response schemas accept what the server sends', () => {
  it.each<[string, z.ZodType, unknown]>([
    ['error', apiErrorBodySchema, { error: 'Invalid body' }],
    ['error with details', apiErrorBodySchema, { error: 'Invalid body', details: [{ path: 'email', message: 'x' }] }],
    ['article list', articleListResponseSchema, [articleSummary]],
    ['empty article list', articleListResponseSchema, []],
    ['article', articleResponseSchema, article],
    ['submission', submissionReceivedSchema, { received: true, submissionId: 'abc' }],
    ['newsletter', newsletterSubscribedSchema, { subscribed: true }],
    ['lead page', leadSummaryPageSchema, { items: [lead], nextCursor: 'c2' }],
    ['last lead page', leadSummaryPageSchema, { items: [], nextCursor: null }],
    ['lead with timeline', leadWithActivitySchema, { ...lead, activity: [] }],
    ['lead', leadResponseSchema, lead],
    [
      'subscriber page',
      subscriberPageSchema,
      {
        items: [{ id: 'k3Jz9Qp0aB1cD2eF3gH4', email: 'a@b.test', state: 'confirmed', createdAt: at, confirmedAt: at }],
        nextCursor: null,
        confirmedCount: 1,
      },
    ],
    ['auth status', authStatusSchema, { authenticated: false }],
    ['login step', loginStepSchema, { step: 'totp', challenge: 's'.repeat(43) }],
    ['me', staffUserSchema, { id: 'u1', name: 'Olivia', email: 'owner@meridian.test', role: 'partner' }],
    ['logout', logoutResultSchema, { loggedOut: true }],
  ])('%s', (_name, schema, body) => {
    expect(schema.safeParse(body).success).toBe(true);
  });
});

describe('response schemas refuse other shapes', () => {
  it.each<[string, z.ZodType, unknown]>([
    ['error without message', apiErrorBodySchema, { message: 'Invalid body' }],
    ['article list as a page', articleListResponseSchema, { items: [articleSummary] }],
    ['article without content', articleResponseSchema, articleSummary],
    ['submission not received', submissionReceivedSchema, { received: false, submissionId: 'abc' }],
    ['empty newsletter answer', newsletterSubscribedSchema, null],
    ['lead page as an array', leadSummaryPageSchema, [lead]],
    ['lead page without cursor', leadSummaryPageSchema, { items: [lead] }],
    ['lead without timeline', leadWithActivitySchema, lead],
    ['lead without version', leadResponseSchema, { ...lead, version: undefined }],
    ['auth status as text', authStatusSchema, { authenticated: 'yes' }],
    ['login step of another kind', loginStepSchema, { step: 'sms', challenge: 's'.repeat(43) }],
    [
      'me with another role',
      staffUserSchema,
      { id: 'u1', name: 'Olivia', email: 'owner@meridian.test', role: 'admin' },
    ],
    ['logout refused', logoutResultSchema, { loggedOut: false }],
  ])('%s', (_name, schema, body) => {
    expect(schema.safeParse(body).success).toBe(false);
  });
});

describe('issueDetails', () => {
  it('lists every issue with its dotted path and message, in order', () => {
    const result = contactSubmissionSchema.safeParse({ name: 'A', email: 'nope', message: 'short' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(issueDetails(result.error)).toEqual([
      { path: 'name', message: 'Name must be at least 2 characters' },
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'message', message: 'Message must be at least 10 characters' },
    ]);
  });

  it('joins nested paths with dots and gives the whole body an empty path', () => {
    const schema = z.object({ items: z.array(z.object({ n: z.number() })) });
    const nested = schema.safeParse({ items: [{ n: 1 }, { n: 'x' }] });
    const whole = schema.safeParse('text');
    expect(nested.success || issueDetails(nested.error).map((detail) => detail.path)).toEqual(['items.1.n']);
    expect(whole.success || issueDetails(whole.error).map((detail) => detail.path)).toEqual(['']);
  });
});

describe('fieldMessages', () => {
  it('keeps the first message of each field', () => {
    const schema = z.object({
      email: z.string().min(3, 'Too short').regex(/@/, 'Needs an at sign'),
      name: z.string().min(1, 'Required'),
    });
    const result = schema.safeParse({ email: 'x', name: '' });
    expect(result.success || fieldMessages(result.error)).toEqual({ email: 'Too short', name: 'Required' });
  });

  it('gives the messages of the contact form by field', () => {
    const result = contactSubmissionSchema.safeParse({ name: 'Jane', email: '', message: 'We need help soon.' });
    expect(result.success || fieldMessages(result.error)).toEqual({ email: 'Please enter your email address' });
  });
});
