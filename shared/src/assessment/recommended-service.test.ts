import { describe, expect, it } from 'vitest';
import { type RecommendedService, recommendedServiceFor } from './recommended-service';

const scores = (translation: number, execution: number, resources: number, feedback: number) => ({
  'Strategic Translation': translation,
  'Execution Capability': execution,
  'Resource Alignment': resources,
  'Feedback and Adaptation': feedback,
});

describe('recommendedServiceFor', () => {
  it.each<[string, Record<string, number>, RecommendedService['service'], RecommendedService['section']]>([
    ['Strategic Translation weakest', scores(40, 60, 70, 80), 'Strategic Planning', 'Strategic Translation'],
    ['Execution Capability weakest', scores(60, 35, 70, 80), 'Interim Executive', 'Execution Capability'],
    ['Resource Alignment weakest', scores(60, 70, 25, 80), 'Operational Transformation', 'Resource Alignment'],
    ['Feedback and Adaptation weakest', scores(60, 70, 80, 50), 'Strategic Planning', 'Feedback and Adaptation'],
    ['all equal: the first section wins', scores(55, 55, 55, 55), 'Strategic Planning', 'Strategic Translation'],
    ['tie of the 2nd and 3rd: the 2nd wins', scores(90, 30, 30, 80), 'Interim Executive', 'Execution Capability'],
    [
      'tie of the 3rd and 4th: the 3rd wins',
      scores(90, 80, 30, 30),
      'Operational Transformation',
      'Resource Alignment',
    ],
    [
      'a missing section is ignored',
      { 'Resource Alignment': 60, 'Feedback and Adaptation': 40 },
      'Strategic Planning',
      'Feedback and Adaptation',
    ],
    [
      'unknown names are ignored',
      { Other: 0, 'Execution Capability': 90 },
      'Interim Executive',
      'Execution Capability',
    ],
    [
      'a non-finite score is ignored',
      { 'Strategic Translation': Number.NaN, 'Resource Alignment': 95 },
      'Operational Transformation',
      'Resource Alignment',
    ],
  ])('%s', (_name, sectionScores, service, section) => {
    const result = recommendedServiceFor(sectionScores);
    expect(result?.service).toBe(service);
    expect(result?.section).toBe(section);
  });

  it.each<[RecommendedService['service'], string]>([
    ['Strategic Planning', '/services/strategic-planning'],
    ['Interim Executive', '/services/interim-executive'],
    ['Operational Transformation', '/services/operational-transformation'],
  ])('links %s to %s with a one-sentence reason', (service, path) => {
    const all = [scores(0, 50, 50, 50), scores(50, 0, 50, 50), scores(50, 50, 0, 50)].map(recommendedServiceFor);
    const result = all.find((entry) => entry?.service === service);
    expect(result?.path).toBe(path);
    expect(result?.slug).toBe(path.replace('/services/', ''));
    expect(result?.reason).toMatch(/^Your weakest area is [^.]+\.$/);
  });

  it('returns null without any known section score', () => {
    expect(recommendedServiceFor({})).toBeNull();
    expect(recommendedServiceFor({ Unknown: 10 })).toBeNull();
  });
});
