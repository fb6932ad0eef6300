import { describe, expect, it } from 'vitest';
import {
  ASSESSMENT_CATEGORIES,
  ASSESSMENT_CATEGORY_DETAILS,
  type AssessmentCategory,
  assessmentCategoryFor,
  assessmentEmailSubmissionSchema,
  computeAssessmentResult,
  InvalidAssessmentAnswersError,
} from './assessment';

/** Twenty answers, all `value`, optionally overriding some question ids. */
function answersOf(value: number, overrides: Record<string, number> = {}): Record<string, number> {
  const answers: Record<string, number> = {};
  for (let id = 1; id <= 20; id += 1) answers[String(id)] = value;
  return { ...answers, ...overrides };
}

/** Answers whose raw sum is exactly `raw` (20-80), filled from question 1 upwards. */
function answersWithRaw(raw: number): Record<string, number> {
  const answers = answersOf(1);
  let extra = raw - 20;
  for (let id = 1; id <= 20 && extra > 0; id += 1) {
    const add = Math.min(3, extra);
    answers[String(id)] = 1 + add;
    extra -= add;
  }
  return answers;
}

describe('assessmentCategoryFor', () => {
  it.each<[number, AssessmentCategory]>([
    [100, 'Strategic Execution Leader'],
    [85, 'Strategic Execution Leader'],
    [84.9, 'Strategic Execution Capable'],
    [84, 'Strategic Execution Capable'],
    [70, 'Strategic Execution Capable'],
    [69, 'Strategic Execution Developing'],
    [55, 'Strategic Execution Developing'],
    [54, 'Strategic Execution at Risk'],
    [25, 'Strategic Execution at Risk'],
    [0, 'Strategic Execution at Risk'],
  ])('%s%% is %s', (percentage, category) => {
    expect(assessmentCategoryFor(percentage)).toBe(category);
  });
});

describe('computeAssessmentResult', () => {
  it.each<[number, number, AssessmentCategory]>([
    // raw, percentage = round(raw / 80 * 100), category
    [80, 100, 'Strategic Execution Leader'],
    [68, 85, 'Strategic Execution Leader'],
    [67, 84, 'Strategic Execution Capable'], // 83.75 rounds to 84
    [56, 70, 'Strategic Execution Capable'],
    [55, 69, 'Strategic Execution Developing'], // 68.75 rounds to 69
    [44, 55, 'Strategic Execution Developing'],
    [43, 54, 'Strategic Execution at Risk'], // 53.75 rounds to 54
    [20, 25, 'Strategic Execution at Risk'],
  ])('raw %i gives %i%% and %s', (raw, percentage, category) => {
    const result = computeAssessmentResult(answersWithRaw(raw));
    expect(result.rawScore).toBe(raw);
    expect(result.percentage).toBe(percentage);
    expect(result.category).toBe(category);
    expect(result.description).toBe(ASSESSMENT_CATEGORY_DETAILS[category].description);
    expect(result.colour).toEqual(ASSESSMENT_CATEGORY_DETAILS[category].colour);
    expect(result.recommendations).toEqual(ASSESSMENT_CATEGORY_DETAILS[category].recommendations);
  });

  it('scores each section as a percentage of its 20-point maximum', () => {
    const answers = answersOf(1, {
      // Strategic Translation 1-5: all 4 -> 100%
      '1': 4,
      '2': 4,
      '3': 4,
      '4': 4,
      '5': 4,
      // Execution Capability 6-10: 3,3,3,3,2 = 14 -> 70%
      '6': 3,
      '7': 3,
      '8': 3,
      '9': 3,
      '10': 2,
      // Resource Alignment 11-15: all 2 -> 50%
      '11': 2,
      '12': 2,
      '13': 2,
      '14': 2,
      '15': 2,
      // Feedback and Adaptation 16-20: all 1 -> 25%
    });
    expect(computeAssessmentResult(answers).sectionScores).toEqual({
      'Strategic Translation': 100,
      'Execution Capability': 70,
      'Resource Alignment': 50,
      'Feedback and Adaptation': 25,
    });
  });

  it('returns a copy of the recommendations, so callers cannot change the constants', () => {
    const result = computeAssessmentResult(answersOf(4));
    result.recommendations.pop();
    expect(ASSESSMENT_CATEGORY_DETAILS['Strategic Execution Leader'].recommendations).toHaveLength(5);
  });

  it.each<[string, Record<string, number>, RegExp]>([
    ['no answers', {}, /Please answer all 20 questions.*Unanswered: 1, 2, 3/],
    [
      'one unanswered',
      Object.fromEntries(Object.entries(answersOf(3)).filter(([id]) => id !== '20')),
      /Unanswered: 20$/,
    ],
    ['an unknown question id', answersOf(3, { '21': 2 }), /Unknown assessment question id\(s\): 21/],
    ['a zero-padded id', answersOf(3, { '01': 2 }), /Unknown assessment question id\(s\): 01/],
    ['a value of 0', answersOf(3, { '7': 0 }), /invalid for question\(s\): 7/],
    ['a value of 5', answersOf(3, { '8': 5 }), /invalid for question\(s\): 8/],
    ['a fractional value', answersOf(3, { '9': 2.5 }), /invalid for question\(s\): 9/],
    ['NaN', answersOf(3, { '10': Number.NaN }), /invalid for question\(s\): 10/],
  ])('throws InvalidAssessmentAnswersError for %s', (_label, answers, message) => {
    expect(() => computeAssessmentResult(answers)).toThrow(InvalidAssessmentAnswersError);
    expect(() => computeAssessmentResult(answers)).toThrow(message);
  });
});

describe('ASSESSMENT_CATEGORY_DETAILS', () => {
  it.each(ASSESSMENT_CATEGORIES)(
    '%s has a description, a colour and exactly five distinct recommendations',
    (category) => {
      const details = ASSESSMENT_CATEGORY_DETAILS[category];
      expect(details.description.length).toBeGreaterThan(80);
      expect(details.colour.hex).toMatch(/^#[0-9a-f]{6}$/);
      expect(details.recommendations).toHaveLength(5);
      expect(new Set(details.recommendations).size).toBe(5);
    },
  );

  it('gives every category its own colour', () => {
    const tokens = ASSESSMENT_CATEGORIES.map((category) => ASSESSMENT_CATEGORY_DETAILS[category].colour.token);
    expect(new Set(tokens).size).toBe(4);
  });
});

describe('assessmentEmailSubmissionSchema: optional name and company', () => {
  const result = computeAssessmentResult(answersOf(3));
  const base = {
    email: 'sam@example.com',
    assessmentType: 'strategic_readiness',
    score: result.percentage,
    category: result.category,
    results: {
      percentage: result.percentage,
      category: result.category,
      description: result.description,
      recommendations: result.recommendations,
    },
    answers: answersOf(3),
  };

  it.each<[string, Record<string, unknown>, { name?: string; company?: string }]>([
    ['neither', {}, { name: undefined, company: undefined }],
    ['both, trimmed', { name: '  Sam Lee ', company: ' Lee & Co ' }, { name: 'Sam Lee', company: 'Lee & Co' }],
    ['empty strings become absent', { name: '', company: '   ' }, { name: undefined, company: undefined }],
  ])('accepts %s', (_, extra, expected) => {
    const parsed = assessmentEmailSubmissionSchema.parse({ ...base, ...extra });
    expect({ name: parsed.name, company: parsed.company }).toEqual(expected);
  });

  it.each([
    ['a name with a line break', { name: 'Sam\r\nBcc: x@example.com' }],
    ['a company with a control character', { company: 'Lee\u0000Co' }],
    ['a name over 200 characters', { name: 'a'.repeat(201) }],
    ['a non-string company', { company: 42 }],
  ])('refuses %s', (_, extra) => {
    expect(assessmentEmailSubmissionSchema.safeParse({ ...base, ...extra }).success).toBe(false);
  });
});
