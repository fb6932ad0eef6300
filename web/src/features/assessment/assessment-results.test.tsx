import { ASSESSMENT_BENCHMARK_PATH, ASSESSMENT_EMAIL_PATH } from '@meridian/shared/api-paths';
import { computeAssessmentResult } from '@meridian/shared/assessment/assessment';
import { PRIVACY_NOTICE_VERSION } from '@meridian/shared/privacy/privacy-notice';
import { benchmarkBuckets } from '@meridian/shared/assessment/assessment-benchmark';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../components/ui/use-toast';
import { stubFetchForEachTest } from '../../test/fetch-mock';
import { jsonResponse, renderWithApp, requestBody } from '../../test/render-app';
import { AssessmentResults } from './assessment-results';

const fetchMock = stubFetchForEachTest();

/** Answers with Resource Alignment (questions 11-15) weakest: the recommended service is Operational Transformation. */
const answers = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [String(i + 1), i >= 10 && i < 15 ? 2 : 3]));
const result = computeAssessmentResult(answers);

/** A benchmark of `responses` results: half at 25-29 %, half at 95-100 %; every section averaging 60 %. */
function benchmark(responses: number) {
  const counts = Array<number>(20).fill(0);
  counts[5] = Math.floor(responses / 2);
  counts[19] = responses - counts[5];
  const averages = {
    'Strategic Translation': 60,
    'Execution Capability': 60,
    'Resource Alignment': 60,
    'Feedback and Adaptation': 60,
  };
  return { responses, buckets: benchmarkBuckets(counts), sectionAverages: responses > 0 ? averages : {} };
}

function respondWith(benchmarkBody: unknown) {
  fetchMock.mockImplementation((url) =>
    Promise.resolve(
      url === ASSESSMENT_BENCHMARK_PATH
        ? jsonResponse(benchmarkBody)
        : url === ASSESSMENT_EMAIL_PATH
          ? jsonResponse({ received: true, submissionId: 'sub-1' }, 202)
          : new Response(null, { status: 204 }),
    ),
  );
}

beforeEach(() => {
  respondWith(benchmark(0));
});
afterEach(() => {
  act(() => dismissToast());
});

const renderResults = () =>
  renderWithApp(<AssessmentResults result={result} answers={answers} onRestart={() => undefined} />);

describe('assessment results: follow-through', () => {
  it('posts the optional name and company with the email and says the report was sent', async () => {
    const user = userEvent.setup();
    renderResults();
    await user.type(screen.getByLabelText('Name (optional)'), ' Sam Lee ');
    await user.type(screen.getByLabelText('Company (optional)'), 'Lee & Co');
    await user.type(screen.getByLabelText('Email address'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Request Consultation' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Report sent: your results are on their way to sam@example.com.',
    );
    const calls = fetchMock.mock.calls.filter(([url]) => url === ASSESSMENT_EMAIL_PATH);
    expect(requestBody({ mock: { calls } })).toMatchObject({
      email: 'sam@example.com',
      name: 'Sam Lee',
      company: 'Lee & Co',
      consent: { noticeVersion: PRIVACY_NOTICE_VERSION },
    });
    expect(screen.getByRole('link', { name: 'How we use your details (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('leaves out empty name and company', async () => {
    const user = userEvent.setup();
    renderResults();
    await user.type(screen.getByLabelText('Email address'), 'anon@example.com');
    await user.click(screen.getByRole('button', { name: 'Request Consultation' }));
    await screen.findByRole('status');
    const calls = fetchMock.mock.calls.filter(([url]) => url === ASSESSMENT_EMAIL_PATH);
    const body = requestBody({ mock: { calls } }) as Record<string, unknown>;
    expect(body.name).toBeUndefined();
    expect(body.company).toBeUndefined();
  });

  it('sends the optional company size, industry and urgency chosen with one tap each', async () => {
    const user = userEvent.setup();
    renderResults();
    const form = screen.getByRole('form', { name: 'Request a consultation about your results' });
    await user.type(screen.getByLabelText('Email address'), 'coo@example.com');
    await user.click(
      within(within(form).getByRole('group', { name: /^Company size/ })).getByRole('radio', { name: '500+' }),
    );
    await user.click(
      within(within(form).getByRole('group', { name: /^Industry/ })).getByRole('radio', {
        name: 'Professional Services',
      }),
    );
    await user.click(
      within(within(form).getByRole('group', { name: /^How soon/ })).getByRole('radio', {
        name: 'In the next few months',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Request Consultation' }));
    await screen.findByRole('status');
    const calls = fetchMock.mock.calls.filter(([url]) => url === ASSESSMENT_EMAIL_PATH);
    expect(requestBody({ mock: { calls } })).toMatchObject({
      email: 'coo@example.com',
      employeeCount: '500+',
      industryType: 'Professional Services',
      urgency: 'Medium',
    });
  });

  it('sends no scoring input the visitor left unanswered', async () => {
    const user = userEvent.setup();
    renderResults();
    await user.type(screen.getByLabelText('Email address'), 'quiet@example.com');
    await user.click(screen.getByRole('button', { name: 'Request Consultation' }));
    await screen.findByRole('status');
    const calls = fetchMock.mock.calls.filter(([url]) => url === ASSESSMENT_EMAIL_PATH);
    const body = requestBody({ mock: { calls } }) as Record<string, unknown>;
    for (const field of ['employeeCount', 'industryType', 'urgency']) expect(body).not.toHaveProperty(field);
  });

  it('recommends the service of the weakest section with a link to its page', () => {
    renderResults();
    const link = screen.getByRole('link', { name: 'Explore Operational Transformation' });
    expect(link).toHaveAttribute('href', '/services/operational-transformation');
    expect(
      screen.getByText(/^Your weakest area is making money, people and time follow the strategy/),
    ).toBeInTheDocument();
  });

  it('compares with the peers once 30 results exist', async () => {
    respondWith(benchmark(30));
    renderResults();
    // 69 %: above the 15 results at 25-29 %, below the 15 at 95-100 %.
    expect(
      await screen.findByText('You scored higher than 50% of the organisations that took this assessment.'),
    ).toBeInTheDocument();
    const comparison = screen.getByRole('heading', { name: 'How you compare' }).parentElement as HTMLElement;
    expect(within(comparison).getAllByText('Average')).toHaveLength(4);
    expect(within(comparison).getAllByText('60%')).toHaveLength(4);
  });

  it('says nothing of the peers below 30 results', async () => {
    respondWith(benchmark(29));
    renderResults();
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === ASSESSMENT_BENCHMARK_PATH)).toBe(true));
    await act(async () => undefined);
    expect(screen.queryByText(/You scored higher than/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'How you compare' })).not.toBeInTheDocument();
  });
});
