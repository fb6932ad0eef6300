import * as z from './zod';
import { emailSchema, MAX_ESTIMATED_VALUE_POUNDS, MAX_LONG_TEXT_LENGTH } from './fields';
import {
  companyRevenueSchema,
  employeeCountSchema,
  growthStageSchema,
  industryTypeSchema,
  leadSourceSchema,
  primaryServiceSchema,
} from './lead';

const optionalLongText = z
  .string()
  .trim()
  .max(MAX_LONG_TEXT_LENGTH)
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/**
 * Prospect schema for LinkedIn outreach (SPEC.md section 3, `POST /api/admin/leads`): company is
 * required ('Company name is required'), email optional, LinkedIn URL must be a valid URL ('Please
 * enter a valid LinkedIn URL'), priority 1-10 default 7, estimated values whole pounds at least 0.
 * `source` defaults to `linkedin` (DECISIONS.md item 9).
 */
export const prospectSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').max(200),
  email: z
    .union([z.literal(''), emailSchema])
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  company: z.string({ error: 'Company name is required' }).trim().min(1, 'Company name is required').max(200),
  jobTitle: z.string().trim().max(200).optional(),
  linkedinUrl: z
    .union([z.literal(''), z.url('Please enter a valid LinkedIn URL').max(500)])
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  industryType: industryTypeSchema.optional(),
  companyRevenue: companyRevenueSchema.optional(),
  employeeCount: employeeCountSchema.optional(),
  growthStage: growthStageSchema.optional(),
  priorityScore: z.number().int().min(1).max(10).default(7),
  primaryService: primaryServiceSchema.optional(),
  estimatedValueMin: z
    .number()
    .int()
    .min(0, 'Must be at least 0')
    .max(MAX_ESTIMATED_VALUE_POUNDS, 'Must be at most £1bn')
    .optional(),
  estimatedValueMax: z
    .number()
    .int()
    .min(0, 'Must be at least 0')
    .max(MAX_ESTIMATED_VALUE_POUNDS, 'Must be at most £1bn')
    .optional(),
  keyChallenges: optionalLongText,
  outreachStrategy: optionalLongText,
  strategicNotes: optionalLongText,
  source: leadSourceSchema.default('linkedin'),
});
export type ProspectInput = z.input<typeof prospectSchema>;
export type Prospect = z.output<typeof prospectSchema>;
