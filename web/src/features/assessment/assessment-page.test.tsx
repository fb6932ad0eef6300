import { ASSESSMENT_EMAIL_PATH } from '@meridian/shared/api-paths';
import { ASSESSMENT_SECTIONS } from '@meridian/shared/assessment/assessment';
import { ASSESSMENT_QUESTIONS, ASSESSMENT_SECTION_ORDER } from '@meridian/shared/assessment/assessment-questions';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../components/ui/use-toast';
import { stubFetchForEachTest } from '../../test/fetch-mock';
import { jsonResponse, renderWithApp, requestBody } from '../../test/render-app';
import { AssessmentPage, CALCULATE_HINT, RESULTS_SCROLL_DELAY_MS } from './assessment-page';
import { ANSWERS_STORAGE_KEY } from './assessment-storage';

const fetchMock = stubFetchForEachTest();

beforeEach(() => {
  fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
});
afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
});

/** The twenty question groups, in questionnaire order (one role query: each costs a quarter second in jsdom). */
function questionGroups() {
  return screen.getAllByRole('group', { name: /^Question \d+ of 20:/ });
}

/**
 * Answers question `id` with option value `value` by clicking its radio, found by its label within
 * the question's group (a label query over the whole page of 80 options is ten times slower).
 */
function answer(id: number, value: 1 | 2 | 3 | 4, groups = questionGroups()) {
  const index = ASSESSMENT_QUESTIONS.findIndex((q) => q.id === id);
  const question = ASSESSMENT_QUESTIONS[index]!;
  fireEvent.click(within(groups[index]!).getByLabelText(question.options[value - 1]!.text));
}

function answerAll(choose: (id: number) => 1 | 2 | 3 | 4) {
  const groups = questionGroups();
  for (const question of ASSESSMENT_QUESTIONS) answer(question.id, choose(question.id), groups);
}

function pageFetchCalls(path: string) {
  return fetchMock.mock.calls.filter(([url]) => url === path);
}

describe('strategic readiness assessment', () => {
  it('asks twenty questions in the four sections, five each', () => {
    renderWithApp(<AssessmentPage />);
    expect(ASSESSMENT_SECTION_ORDER).toEqual(ASSESSMENT_SECTIONS.map((section) => section.name));
    for (const section of ASSESSMENT_SECTIONS) {
      expect(screen.getByRole('heading', { level: 2, name: section.name })).toBeInTheDocument();
      for (const id of section.questionIds) {
        expect(ASSESSMENT_QUESTIONS.find((q) => q.id === id)?.section).toBe(section.name);
      }
    }
    expect(screen.getAllByRole('group', { name: /^Question \d+ of 20:/ })).toHaveLength(20);
    const texts = ASSESSMENT_QUESTIONS.flatMap((q) => q.options.map((o) => o.text));
    expect(new Set(texts).size).toBe(80);
    for (const question of ASSESSMENT_QUESTIONS) expect(question.options.map((o) => o.value)).toEqual([1, 2, 3, 4]);
  });

  it('keeps Calculate disabled with the hint until all 20 are answered, tracking progress', async () => {
    renderWithApp(<AssessmentPage />);
    const calculate = screen.getByRole('button', { name: 'Calculate My Score' });
    expect(calculate).toBeDisabled();
    expect(screen.getByText(CALCULATE_HINT)).toBeInTheDocument();
    expect(screen.getByText('0 of 20 answered')).toBeInTheDocument();

    const groups = questionGroups();
    for (const question of ASSESSMENT_QUESTIONS.slice(0, 19)) answer(question.id, 3, groups);
    expect(screen.getByText('19 of 20 answered')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Assessment progress' })).toHaveAttribute('aria-valuenow', '19');
    expect(calculate).toBeDisabled();
    expect(screen.getByText(CALCULATE_HINT)).toBeInTheDocument();

    answer(20, 3);
    expect(screen.getByText('20 of 20 answered')).toBeInTheDocument();
    expect(calculate).toBeEnabled();
    expect(screen.queryByText(CALCULATE_HINT)).not.toBeInTheDocument();
  });

  it('keeps answers across a reload until the results are shown', async () => {
    const user = userEvent.setup();
    const first = renderWithApp(<AssessmentPage />);
    answer(1, 4);
    answer(7, 2);
    expect(JSON.parse(window.sessionStorage.getItem(ANSWERS_STORAGE_KEY) ?? '{}')).toEqual({ '1': 4, '7': 2 });
    first.unmount();

    renderWithApp(<AssessmentPage />);
    expect(await screen.findByText('2 of 20 answered')).toBeInTheDocument();
    const group = screen.getByRole('group', { name: /^Question 1 of 20:/ });
    expect(within(group).getByRole('radio', { name: ASSESSMENT_QUESTIONS[0]!.options[3].text })).toBeChecked();

    answerAll(() => 4);
    await user.click(screen.getByRole('button', { name: 'Calculate My Score' }));
    await screen.findByRole('heading', { name: 'Your Strategic Readiness Results' });
    expect(window.sessionStorage.getItem(ANSWERS_STORAGE_KEY)).toBeNull();
  });

  it.each([
    [4, 100, 'Strategic Execution Leader'],
    [3, 75, 'Strategic Execution Capable'],
    [2, 50, 'Strategic Execution at Risk'],
  ] as const)(
    'scores all answers of %i as %i percent (%s) with section scores and five recommendations',
    async (value, percentage, category) => {
      const user = userEvent.setup();
      renderWithApp(<AssessmentPage />);
      answerAll(() => value);
      await user.click(screen.getByRole('button', { name: 'Calculate My Score' }));
      const results = await screen.findByRole('region', { name: 'Your Strategic Readiness Results' });
      expect(within(results).getByText('readiness score').parentElement).toHaveTextContent(
        `${percentage}%readiness score`,
      );
      expect(within(results).getByText(category)).toBeInTheDocument();
      for (const section of ASSESSMENT_SECTION_ORDER) {
        expect(within(results).getByRole('progressbar', { name: `${section} score` })).toHaveAttribute(
          'aria-valuenow',
          String((value / 4) * 100),
        );
      }
      const recommendations = within(results).getByRole('heading', { name: 'Your five recommendations' })
        .nextElementSibling as HTMLElement;
      expect(within(recommendations).getAllByRole('listitem')).toHaveLength(5);
    },
  );

  it('computes a mixed result and the developing category from the shared rules', async () => {
    const user = userEvent.setup();
    renderWithApp(<AssessmentPage />);
    // Sections: 4s, 3s, 2s, 2s -> raw 55 of 80 -> 69%.
    answerAll((id) => (id <= 5 ? 4 : id <= 10 ? 3 : 2));
    await user.click(screen.getByRole('button', { name: 'Calculate My Score' }));
    const results = await screen.findByRole('region', { name: 'Your Strategic Readiness Results' });
    expect(within(results).getByText('readiness score').parentElement).toHaveTextContent('69%readiness score');
    expect(within(results).getByText('Strategic Execution Developing')).toBeInTheDocument();
    expect(within(results).getByRole('progressbar', { name: 'Strategic Translation score' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(within(results).getByRole('progressbar', { name: 'Resource Alignment score' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
  });

  it('scrolls to the results 100 ms after calculating', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const user = userEvent.setup();
    renderWithApp(<AssessmentPage />);
    answerAll(() => 3);
    await user.click(screen.getByRole('button', { name: 'Calculate My Score' }));
    await screen.findByRole('region', { name: 'Your Strategic Readiness Results' });
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' })));
  });

  it('cancels the scroll when the page goes away before it', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithApp(<AssessmentPage />);
    answerAll(() => 3);
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const clearTimeoutSpy = vi.spyOn(globalThis, 'clearTimeout');
    await user.click(screen.getByRole('button', { name: 'Calculate My Score' }));
    await screen.findByRole('region', { name: 'Your Strategic Readiness Results' });
    const scrollCall = setTimeoutSpy.mock.calls.findIndex(([, delay]) => delay === RESULTS_SCROLL_DELAY_MS);
    const scrollTimer = setTimeoutSpy.mock.results[scrollCall]?.value;
    unmount();
    const cleared = clearTimeoutSpy.mock.calls.some(([timer]) => timer === scrollTimer);
    setTimeoutSpy.mockRestore();
    clearTimeoutSpy.mockRestore();
    expect(scrollCall).toBeGreaterThanOrEqual(0);
    expect(cleared).toBe(true);
  });

  describe('email capture', () => {
    async function toResults(fakeTimers = false) {
      const user = userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime.bind(vi) } : {});
      renderWithApp(<AssessmentPage />);
      answerAll(() => 3);
      await user.click(screen.getByRole('button', { name: 'Calculate My Score' }));
      await screen.findByRole('region', { name: 'Your Strategic Readiness Results' });
      return user;
    }

    it('requires an email', async () => {
      const user = await toResults();
      await user.click(screen.getByRole('button', { name: 'Request Consultation' }));
      expect(await screen.findByText('Email required')).toBeInTheDocument();
      expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
      await user.click(screen.getByLabelText('Email address'));
      await user.paste('   ');
      await user.click(screen.getByRole('button', { name: 'Request Consultation' }));
      expect(await screen.findByText('Email required')).toBeInTheDocument();
      expect(pageFetchCalls(ASSESSMENT_EMAIL_PATH)).toHaveLength(0);
    });

    it('rejects an invalid email', async () => {
      const user = await toResults();
      await user.click(screen.getByLabelText('Email address'));
      await user.paste('name@example');
      await user.click(screen.getByRole('button', { name: 'Request Consultation' }));
      expect(await screen.findByText('Invalid email')).toBeInTheDocument();
      expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
      expect(pageFetchCalls(ASSESSMENT_EMAIL_PATH)).toHaveLength(0);
    });

    it('posts the result with the answers, shows the success notice and Details Captured! for 3 s', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const user = await toResults(true);
      let release: (response: Response) => void = () => {};
      fetchMock.mockImplementation((url) =>
        url === ASSESSMENT_EMAIL_PATH
          ? new Promise<Response>((resolve) => (release = resolve))
          : Promise.resolve(new Response(null, { status: 204 })),
      );
      await user.click(screen.getByLabelText('Email address'));
      await user.paste('  owner@example.com ');
      await user.click(screen.getByRole('button', { name: 'Request Consultation' }));
      expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();

      const body = requestBody({ mock: { calls: pageFetchCalls(ASSESSMENT_EMAIL_PATH) } }) as Record<string, unknown>;
      expect(body).toMatchObject({
        email: 'owner@example.com',
        assessmentType: 'strategic_readiness',
        score: 75,
        category: 'Strategic Execution Capable',
        results: { percentage: 75, category: 'Strategic Execution Capable' },
      });
      expect((body.results as { recommendations: string[] }).recommendations).toHaveLength(5);
      expect(Object.keys(body.answers as object)).toHaveLength(20);

      await act(async () => release(jsonResponse({ received: true, submissionId: 'sub-1' }, 202)));
      expect(await screen.findByRole('button', { name: 'Details Captured!' })).toBeDisabled();
      expect(await screen.findByText('Consultation request received!')).toBeInTheDocument();
      expect(
        screen.getByText('Our team will contact you soon to discuss your strategic transformation needs.'),
      ).toBeInTheDocument();

      await act(async () => {
        vi.advanceTimersByTime(2900);
      });
      expect(screen.getByRole('button', { name: 'Details Captured!' })).toBeInTheDocument();
      await act(async () => {
        vi.advanceTimersByTime(200);
      });
      expect(screen.getByRole('button', { name: 'Request Consultation' })).toBeEnabled();
      expect(screen.getByLabelText('Email address')).toHaveValue('');
    });

    it('shows the error notice and returns to idle when the request fails', async () => {
      const user = await toResults();
      fetchMock.mockImplementation((url) =>
        Promise.resolve(
          url === ASSESSMENT_EMAIL_PATH
            ? jsonResponse({ error: 'Too many requests' }, 429)
            : new Response(null, { status: 204 }),
        ),
      );
      await user.click(screen.getByLabelText('Email address'));
      await user.paste('owner@example.com');
      await user.click(screen.getByRole('button', { name: 'Request Consultation' }));
      expect(await screen.findByText('Error submitting request')).toBeInTheDocument();
      expect(screen.getByText('Please try again or contact us directly via email.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Request Consultation' })).toBeEnabled();
      expect(screen.getByLabelText('Email address')).toHaveValue('owner@example.com');
    });
  });
});
