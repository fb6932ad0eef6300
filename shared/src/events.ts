import * as z from './zod';
import { assessmentEmailSubmissionSchema } from './assessment/assessment';
import { contactSubmissionSchema } from './contact/contact';
import { leadSourceSchema } from './leads/lead';

/** Detail schemas of the submission-to-lead flow's events (their names: `event-names.ts`). */

/** Request context recorded with a submission; never the raw IP. */
const submissionContextSchema = z.object({
  userAgent: z.string().max(1000).optional(),
});

/** Detail of `ContactSubmitted`: the validated contact form and when it arrived (ISO-8601 UTC). */
export const contactSubmittedDetailSchema = z.object({
  submissionId: z.string(),
  submittedAt: z.string(),
  contact: contactSubmissionSchema,
  context: submissionContextSchema.optional(),
});
export type ContactSubmittedDetail = z.output<typeof contactSubmittedDetailSchema>;

/** Server-computed assessment results (docs/product/assessment.md#email-capture): percentages 0-100. */
export const computedAssessmentSchema = z.object({
  percentage: z.number().int().min(0).max(100),
  category: z.string(),
  description: z.string(),
  recommendations: z.array(z.string()),
  sectionScores: z.record(z.string(), z.number()),
});
export type ComputedAssessment = z.output<typeof computedAssessmentSchema>;

/** Detail of `AssessmentSubmitted`: the submission and the server's recomputed results. */
export const assessmentSubmittedDetailSchema = z.object({
  submissionId: z.string(),
  submittedAt: z.string(),
  submission: assessmentEmailSubmissionSchema,
  computed: computedAssessmentSchema,
  context: submissionContextSchema.optional(),
});
export type AssessmentSubmittedDetail = z.output<typeof assessmentSubmittedDetailSchema>;

/**
 * Detail of `LeadCaptured`: the lead that a submission created or updated, with everything the
 * notification email shows.
 */
export const leadCapturedDetailSchema = z.object({
  leadId: z.string(),
  /** The submission that was captured (absent in events published before it was added). */
  submissionId: z.string().optional(),
  isReturning: z.boolean(),
  source: leadSourceSchema,
  aiScore: z.number().int().min(0).max(100),
  submissionType: z.enum(['contact', 'assessment']),
  submittedAt: z.string(),
  // As submitted, without re-applying the input rules: the email renders any text safely.
  contact: z
    .object({
      name: z.string(),
      email: z.string(),
      company: z.string().optional(),
      phone: z.string().optional(),
      message: z.string(),
    })
    .optional(),
  assessment: z
    .object({
      email: z.string(),
      computed: computedAssessmentSchema,
    })
    .optional(),
  lead: z.object({
    name: z.string(),
    email: z.string().optional(),
    company: z.string().optional(),
  }),
});
export type LeadCapturedDetail = z.output<typeof leadCapturedDetailSchema>;
