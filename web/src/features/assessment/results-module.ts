/**
 * Everything the results need, loaded when the visitor starts answering (scoring rules, zod
 * schema and the results view), so the questions page itself stays small.
 */
export { computeAssessmentResult } from '@meridian/shared/assessment/assessment';
export { AssessmentResults } from './assessment-results';
