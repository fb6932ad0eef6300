import { z } from 'zod';
import { emailSchema } from './fields';

/**
 * The strategic readiness assessment's constants and scoring (SPEC.md sections 4 and 9;
 * DECISIONS.md item 7). The question wording lives in `assessment-questions.ts`.
 */

export const ASSESSMENT_QUESTION_COUNT = 20;
export const ASSESSMENT_MAX_RAW_SCORE = 80;

/** Four sections of five questions: ids 1-5, 6-10, 11-15, 16-20 (SPEC.md section 3). */
export const ASSESSMENT_SECTIONS = [
  { name: 'Strategic Translation', questionIds: [1, 2, 3, 4, 5] },
  { name: 'Execution Capability', questionIds: [6, 7, 8, 9, 10] },
  { name: 'Resource Alignment', questionIds: [11, 12, 13, 14, 15] },
  { name: 'Feedback and Adaptation', questionIds: [16, 17, 18, 19, 20] },
] as const;
export type AssessmentSectionName = (typeof ASSESSMENT_SECTIONS)[number]['name'];

export const ASSESSMENT_CATEGORIES = [
  'Strategic Execution Leader',
  'Strategic Execution Capable',
  'Strategic Execution Developing',
  'Strategic Execution at Risk',
] as const;
export type AssessmentCategory = (typeof ASSESSMENT_CATEGORIES)[number];

/** Answers keyed by question id ('1'..'20'), each an option value 1-4. */
export const assessmentAnswersSchema = z
  .record(z.string().regex(/^(?:[1-9]|1\d|20)$/, 'Unknown question id'), z.number().int().min(1).max(4))
  .refine((answers) => Object.keys(answers).length === ASSESSMENT_QUESTION_COUNT, {
    message: 'Please answer all 20 questions to calculate your score.',
  });
export type AssessmentAnswers = Record<string, number>;

/**
 * Assessment email submission (SPEC.md section 3) plus the twenty answers (DECISIONS.md item 7).
 * The server recomputes percentage and category from `answers` and rejects a disagreeing `score`.
 */
export const assessmentEmailSubmissionSchema = z.strictObject({
  email: emailSchema,
  assessmentType: z.literal('strategic_readiness'),
  score: z.number().int().min(0).max(100),
  category: z.enum(ASSESSMENT_CATEGORIES),
  results: z.strictObject({
    percentage: z.number().int().min(0).max(100),
    category: z.enum(ASSESSMENT_CATEGORIES),
    description: z.string().max(2000),
    recommendations: z.array(z.string().max(1000)).max(10),
  }),
  answers: assessmentAnswersSchema,
});
export type AssessmentEmailSubmission = z.output<typeof assessmentEmailSubmissionSchema>;
