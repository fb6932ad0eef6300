import * as z from '../zod';
import {
  EMPLOYEE_COUNTS,
  type EmployeeCount,
  INDUSTRY_TYPES,
  type IndustryType,
  URGENCIES,
  type Urgency,
} from './options';

/**
 * The scoring inputs a visitor may give on the public forms (docs/product/leads.md#scoring-inputs):
 * company size, industry and how soon help is needed, each optional and one of the product's
 * option lists. The contact, assessment and booking request schemas all spread this shape, so
 * the forms and the API accept exactly the same values.
 */
export const scoreInputsShape = {
  employeeCount: z.enum(EMPLOYEE_COUNTS, { error: 'Choose a company size from the list' }).optional(),
  industryType: z.enum(INDUSTRY_TYPES, { error: 'Choose an industry from the list' }).optional(),
  urgency: z.enum(URGENCIES, { error: 'Choose how soon you need help from the list' }).optional(),
};

/** The visitor-given scoring inputs of one submission; an input not given is absent. */
export interface ScoreInputs {
  employeeCount?: EmployeeCount;
  industryType?: IndustryType;
  urgency?: Urgency;
}

/**
 * The scoring inputs a submission gave (docs/product/leads.md#scoring-inputs), without the ones
 * left unanswered: a new lead stores them, a returning lead takes them over its own values.
 *
 * @param values - any submission carrying the optional inputs.
 * @returns only the inputs that were given.
 */
export function scoreInputsOf(values: ScoreInputs): ScoreInputs {
  const inputs: ScoreInputs = {};
  if (values.employeeCount !== undefined) inputs.employeeCount = values.employeeCount;
  if (values.industryType !== undefined) inputs.industryType = values.industryType;
  if (values.urgency !== undefined) inputs.urgency = values.urgency;
  return inputs;
}
