import { PAGE_VIEWS_PATH } from '@meridian/shared/api-paths';
import { pageViewSubmissionSchema } from '@meridian/shared/analytics/page-view';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetchForEachTest } from '../test/fetch-mock';
import { initAnalytics, trackEvent, trackPageView } from './analytics';

const fetchMock = stubFetchForEachTest();

/** Bodies posted to `/api/page-views`, validated with the server's schema. */
function posted() {
  return fetchMock.mock.calls
    .filter(([url]) => url === PAGE_VIEWS_PATH)
    .map(([, init]) => pageViewSubmissionSchema.parse(JSON.parse(String(init?.body))));
}

beforeEach(() => {
  fetchMock.mockResolvedValue(new Response(null, { status: 201 }));
  window.history.pushState({}, '', '/strategic-assessment');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('analytics (docs/product/site.md#analytics-and-consent)', () => {
  it('posts a named event with its category, label and value to POST /api/page-views', () => {
    trackEvent('assessment_completed', { category: 'assessment', label: 'Strategic Leader', value: 85 });
    const [body] = posted();
    expect(body).toMatchObject({
      page: '/strategic-assessment',
      event: { name: 'assessment_completed', category: 'assessment', label: 'Strategic Leader', value: 85 },
    });
    expect(body?.sessionId).toMatch(/\S/);
  });

  it('fills the defaults: category engagement, label unknown, value 0', () => {
    trackEvent('cta_click');
    expect(posted()[0]?.event).toEqual({ name: 'cta_click', category: 'engagement', label: 'unknown', value: 0 });
  });

  it('cuts labels to the server bound and replaces a non-finite value, so the event is not rejected', () => {
    trackEvent('article_cta_click', { label: 'x'.repeat(800), value: Number.NaN });
    expect(posted()[0]?.event).toMatchObject({ label: 'x'.repeat(500), value: 0 });
  });

  it('posts page views without an event, in the same visit as the events', () => {
    trackPageView('/insights');
    trackEvent('article_view', { label: 'why-strategic-plans-fail-execution-gaps' });
    const [view, event] = posted();
    expect(view).toMatchObject({ page: '/insights' });
    expect(view?.event).toBeUndefined();
    expect(event?.sessionId).toBe(view?.sessionId);
  });

  it('records app_initialized on start and sends no test event afterwards', () => {
    vi.useFakeTimers();
    initAnalytics();
    vi.advanceTimersByTime(10_000);
    expect(posted().map((body) => body.event?.name)).toEqual(['app_initialized']);
  });

  it('never throws when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    expect(() => trackEvent('tool_access', { label: 'strategic_assessment' })).not.toThrow();
    await Promise.resolve();
  });

  describe('Google Analytics on a page opened with a token', () => {
    const gtagMock = vi.fn();
    beforeEach(() => {
      gtagMock.mockReset();
      vi.stubGlobal('gtag', gtagMock);
    });

    const locations = () =>
      gtagMock.mock.calls.map(([, , params]) => (params as { page_location?: string }).page_location);

    it.each([
      ['/book/manage', '?token=v1.manage-booking.secret-booking-id.1999999999.sig'],
      ['/newsletter/confirm', '?token=v1.confirm.secret-subscriber.1999999999.sig&utm_source=email'],
    ])('%s: the page view and the events carry the address without its query string', (path, search) => {
      window.history.replaceState(null, '', `${path}${search}`);
      trackPageView(path);
      trackEvent('consultation_booked', { category: 'lead_generation', label: 'contact_page' });
      expect(locations()).toEqual([`${window.location.origin}${path}`, `${window.location.origin}${path}`]);
      expect(JSON.stringify(gtagMock.mock.calls)).not.toContain('secret');
    });

    it('keeps the query string of other pages, such as campaign parameters', () => {
      window.history.replaceState(null, '', '/insights?utm_source=linkedin');
      trackPageView('/insights');
      expect(locations()).toEqual([`${window.location.origin}/insights?utm_source=linkedin`]);
    });
  });
});
