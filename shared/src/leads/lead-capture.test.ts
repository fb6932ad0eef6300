import { describe, expect, it } from 'vitest';
import { computeAssessmentResult } from '../assessment/assessment';
import { ASSESSMENT_QUESTIONS } from '../assessment/assessment-questions';
import { DETAIL_TYPES } from '../event-names';
import type { Lead } from './lead';
import {
  activityOf,
  capturedDetailOf,
  emailOf,
  newLeadOf,
  parseSubmission,
  returningChangesOf,
  type Submission,
  sourceOf,
} from './lead-capture';

const AT = '2026-03-01T10:00:00.000Z';

const contact: Submission = {
  type: 'contact',
  detail: {
    submissionId: 's1',
    submittedAt: AT,
    contact: {
      name: 'Jane Doe',
      email: 'jane@example.com',
      company: 'Other Co',
      phone: '+44 1',
      message: 'Second message',
    },
  },
};

const answers = Object.fromEntries(ASSESSMENT_QUESTIONS.map((question) => [String(question.id), 3]));
const result = computeAssessmentResult(answers);
const assessment: Submission = {
  type: 'assessment',
  detail: {
    submissionId: 's2',
    submittedAt: AT,
    submission: {
      email: 'assess@example.com',
      assessmentType: 'strategic_readiness',
      score: result.percentage,
      category: result.category,
      results: {
        percentage: result.percentage,
        category: result.category,
        description: result.description,
        recommendations: result.recommendations,
      },
      answers,
    },
    computed: {
      percentage: result.percentage,
      category: result.category,
      description: result.description,
      recommendations: result.recommendations,
      sectionScores: result.sectionScores,
    },
  },
};

const named: Submission = {
  type: 'assessment',
  detail: {
    ...assessment.detail,
    submission: { ...assessment.detail.submission, name: 'Sam Lee', company: 'Lee & Co' },
  },
};

const stored: Lead = {
  id: 'lead-1',
  name: 'Jane Original',
  email: 'jane@example.com',
  company: 'Acme Ltd',
  phone: '+44 20 7946 0000',
  message: 'First message',
  source: 'contact_form',
  status: 'value_demo',
  priorityScore: 5,
  probabilityPercent: 25,
  aiScore: 28,
  version: 3,
  createdAt: AT,
  updatedAt: AT,
};

describe('parseSubmission', () => {
  it.each([
    [DETAIL_TYPES.contactSubmitted, contact.detail, 'contact'],
    [DETAIL_TYPES.assessmentSubmitted, assessment.detail, 'assessment'],
  ])('%s is a %s submission', (detailType, detail, type) => {
    expect(parseSubmission(detailType, detail).type).toBe(type);
  });

  it.each([
    [DETAIL_TYPES.contactSubmitted, { contact: { email: 'x@example.com' } }],
    [DETAIL_TYPES.leadCaptured, contact.detail],
  ])('refuses %s with a wrong detail', (detailType, detail) => {
    expect(() => parseSubmission(detailType, detail)).toThrow();
  });
});

describe('what a submission says', () => {
  it.each([
    [contact, 'jane@example.com', 'contact_form'],
    [assessment, 'assess@example.com', 'assessment_tool'],
  ])('%# email and source', (submission, email, source) => {
    expect(emailOf(submission)).toBe(email);
    expect(sourceOf(submission)).toBe(source);
  });
});

describe('newLeadOf', () => {
  it('takes every contact field', () => {
    expect(newLeadOf(contact)).toEqual({
      name: 'Jane Doe',
      email: 'jane@example.com',
      company: 'Other Co',
      phone: '+44 1',
      message: 'Second message',
      source: 'contact_form',
    });
  });

  it('uses the email as the name of an assessment lead and stores the results', () => {
    expect(newLeadOf(assessment)).toMatchObject({
      name: 'assess@example.com',
      source: 'assessment_tool',
      metadata: { assessmentResults: { percentage: result.percentage, submittedAt: AT } },
    });
    expect(newLeadOf(assessment).company).toBeUndefined();
  });

  it('keeps the option chosen for each of the twenty questions', () => {
    const stored = newLeadOf(assessment).metadata?.assessmentResults;
    expect(stored?.answers).toEqual(assessment.detail.submission.answers);
    expect(Object.keys(stored?.answers ?? {})).toHaveLength(20);
  });

  it('takes the name and company of an assessment and the recommended service', () => {
    // Every answer 3: the four sections tie at 75 %, so the first (Strategic Translation) decides.
    expect(newLeadOf(named)).toMatchObject({
      name: 'Sam Lee',
      email: 'assess@example.com',
      company: 'Lee & Co',
      primaryService: 'Strategic Planning',
    });
  });
});

describe('returningChangesOf (returning visitors never overwrite what staff see)', () => {
  it.each<[string, Lead, Submission, Record<string, unknown>]>([
    [
      'a contact keeps name, company, phone and message; the message becomes the latest message',
      stored,
      contact,
      { returningUnverified: true, latestSubmissionAt: AT, latestMessage: 'Second message', name: undefined },
    ],
    [
      'a contact replaces only a placeholder name (the email)',
      { ...stored, name: stored.email as string },
      contact,
      { name: 'Jane Doe', latestMessage: 'Second message' },
    ],
    [
      'an assessment stores its latest results',
      stored,
      assessment,
      { returningUnverified: true, metadata: { assessmentResults: expect.objectContaining({ submittedAt: AT }) } },
    ],
  ])('%s', (_, lead, submission, expected) => {
    const changes = returningChangesOf(lead, submission);
    expect(changes).toMatchObject(expected);
    for (const field of ['company', 'phone', 'message', 'email', 'status', 'source'] as const) {
      expect(changes[field]).toBeUndefined();
    }
  });

  it.each<[string, Partial<Lead>, Record<string, unknown>]>([
    [
      'fills an empty company, a placeholder name and an empty primary service',
      { name: 'jane@example.com', company: undefined, primaryService: undefined },
      { name: 'Sam Lee', company: 'Lee & Co', primaryService: 'Strategic Planning' },
    ],
    [
      'keeps a real name, a company and a primary service staff set',
      { primaryService: 'Interim Executive' },
      { name: undefined, company: undefined, primaryService: undefined },
    ],
  ])('an assessment with name and company %s', (_, fields, expected) => {
    const changes = returningChangesOf({ ...stored, ...fields }, named);
    for (const [field, value] of Object.entries(expected)) expect(changes[field as keyof typeof changes]).toBe(value);
  });
});

describe('activityOf', () => {
  it.each([
    [contact, false, 'contact_submitted', 'Contact form submitted', {}],
    [
      contact,
      true,
      'contact_submitted',
      'Contact form submitted (returning visitor, unverified)',
      { returning: true, unverified: true, message: 'Second message', phone: '+44 1' },
    ],
    [assessment, true, 'assessment_submitted', expect.stringMatching(/unverified\)$/), { unverified: true }],
  ])('%#: an entry keyed by the event id', (submission, returning, type, summary, details) => {
    expect(activityOf(submission, 'evt-1', returning)).toMatchObject({
      id: 'evt-1',
      at: AT,
      type,
      summary,
      details: expect.objectContaining(details),
    });
  });
});

describe('capturedDetailOf', () => {
  it('names the stored lead and carries what was submitted', () => {
    expect(capturedDetailOf(stored, contact, true)).toMatchObject({
      leadId: 'lead-1',
      isReturning: true,
      source: 'contact_form',
      aiScore: 28,
      submissionType: 'contact',
      contact: { company: 'Other Co' },
      lead: { name: 'Jane Original', company: 'Acme Ltd' },
    });
  });
});
