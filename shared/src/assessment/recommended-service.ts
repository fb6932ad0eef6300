import type { AssessmentSectionName } from './assessment';
import { ASSESSMENT_SECTION_ORDER } from './assessment-questions';
import type { PrimaryService } from '../leads/options';

/**
 * The recommended service of an assessment result (docs/product/assessment.md#recommended-service):
 * the weakest section decides which of the firm's three services fits best. Type-only imports, so
 * the results page can use it without loading zod.
 */

/** The page slug of each service (`/services/<slug>`). */
export type ServiceSlug = 'strategic-planning' | 'operational-transformation' | 'interim-executive';

/** A service recommendation. */
export interface RecommendedService {
  /** The service's name, as stored in a lead's `primaryService`. */
  service: PrimaryService;
  slug: ServiceSlug;
  /** Site path of the service page, e.g. `/services/strategic-planning`. */
  path: string;
  /** The section that decided it (the weakest). */
  section: AssessmentSectionName;
  /** One sentence addressed to the respondent saying why. */
  reason: string;
}

const SERVICE_SLUGS: Record<PrimaryService, ServiceSlug> = {
  'Strategic Planning': 'strategic-planning',
  'Operational Transformation': 'operational-transformation',
  'Interim Executive': 'interim-executive',
};

/** Which service answers a weakness in each section, and why. */
export const SERVICE_FOR_WEAKEST_SECTION: Record<AssessmentSectionName, { service: PrimaryService; reason: string }> = {
  'Strategic Translation': {
    service: 'Strategic Planning',
    reason:
      'Your weakest area is turning strategy into clear priorities, which is exactly what a focused strategic plan with owners and measures fixes.',
  },
  'Execution Capability': {
    service: 'Interim Executive',
    reason:
      'Your weakest area is the ownership and leadership capacity to deliver, which an experienced interim executive provides from the first week.',
  },
  'Resource Alignment': {
    service: 'Operational Transformation',
    reason:
      'Your weakest area is making money, people and time follow the strategy, which operational transformation realigns.',
  },
  'Feedback and Adaptation': {
    service: 'Strategic Planning',
    reason:
      'Your weakest area is learning from results and adjusting course, which a scorecard and review rhythm, built in strategic planning, put in place.',
  },
};

/**
 * The service to recommend for a result's section scores (docs/product/assessment.md#recommended-service).
 *
 * @param sectionScores - percent (0-100) per section name; unknown names and non-finite values are
 *   ignored.
 * @returns the service for the section with the lowest score; on a tie the section that comes first
 *   in the assessment wins (Strategic Translation, Execution Capability, Resource Alignment,
 *   Feedback and Adaptation). `null` when no known section has a score.
 */
export function recommendedServiceFor(sectionScores: Readonly<Record<string, number>>): RecommendedService | null {
  let weakest: { section: AssessmentSectionName; score: number } | undefined;
  for (const section of ASSESSMENT_SECTION_ORDER) {
    const score = Object.hasOwn(sectionScores, section) ? sectionScores[section] : undefined;
    if (score === undefined || !Number.isFinite(score)) continue;
    if (!weakest || score < weakest.score) weakest = { section, score };
  }
  if (!weakest) return null;
  const { service, reason } = SERVICE_FOR_WEAKEST_SECTION[weakest.section];
  const slug = SERVICE_SLUGS[service];
  return { service, slug, path: `/services/${slug}`, section: weakest.section, reason };
}
