import * as z from '../zod';
import { isValueRangeOrdered, VALUE_ORDER_MESSAGE } from './estimated-value';
import {
  emailSchema,
  isSingleLineText,
  linkedinUrlSchema,
  MAX_ESTIMATED_VALUE_POUNDS,
  optionalMultiLineText,
  SINGLE_LINE_MESSAGE,
  singleLineText,
} from '../fields';
import {
  companyRevenueSchema,
  employeeCountSchema,
  growthStageSchema,
  industryTypeSchema,
  leadSourceSchema,
  primaryServiceSchema,
} from './lead';

const optionalLongText = optionalMultiLineText();

/**
 * Prospect schema for LinkedIn outreach (docs/product/leads.md#prospects, `POST /api/admin/leads`): company is
 * required ('Company name is required'), email optional, LinkedIn URL must be a valid URL ('Please
 * enter a valid LinkedIn URL'), priority 1-10 default 7, estimated values whole pounds at least 0,
 * the maximum at least the minimum ({@link isValueRangeOrdered}).
 * `source` defaults to `linkedin` (docs/product/leads.md#sources).
 */
export const prospectSchema = z
  .strictObject({
    name: z
      .string()
      .trim()
      .min(1, 'Name is required')
      .max(200, { abort: true })
      .refine(isSingleLineText, SINGLE_LINE_MESSAGE),
    email: z
      .union([z.literal(''), emailSchema])
      .optional()
      .transform((value) => (value === '' ? undefined : value)),
    company: z
      .string({ error: 'Company name is required' })
      .trim()
      .min(1, 'Company name is required')
      .max(200, { abort: true })
      .refine(isSingleLineText, SINGLE_LINE_MESSAGE),
    jobTitle: singleLineText(200).optional(),
    linkedinUrl: z
      .union([z.literal(''), linkedinUrlSchema])
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
  })
  .refine((prospect) => isValueRangeOrdered(prospect.estimatedValueMin, prospect.estimatedValueMax), {
    path: ['estimatedValueMax'],
    message: VALUE_ORDER_MESSAGE,
  });
export type ProspectInput = z.input<typeof prospectSchema>;
export type Prospect = z.output<typeof prospectSchema>;
