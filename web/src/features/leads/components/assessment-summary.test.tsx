import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ASSESSMENT_QUESTIONS } from '@meridian/shared/assessment/assessment-questions';
import { AssessmentSummary } from './assessment-summary';

const results = {
  percentage: 64,
  category: 'Developing',
  sectionScores: {
    'Feedback and Adaptation': 45,
    'Strategic Translation': 80,
    'Resource Alignment': 55,
    'Execution Capability': 70,
  },
  recommendations: ['Set quarterly priorities', 'Review resourcing monthly'],
  submittedAt: '2026-07-01T08:30:00.000Z',
};

describe('AssessmentSummary', () => {
  it('shows the percentage, category, four section bars in the assessment order and the recommendations', () => {
    render(<AssessmentSummary results={results} />);
    const section = screen.getByRole('region', { name: 'Strategic readiness assessment' });
    expect(within(section).getByText('64%')).toBeInTheDocument();
    expect(within(section).getByText('Developing')).toBeInTheDocument();
    expect(within(section).getByText('Taken 1 Jul 2026, 09:30')).toBeInTheDocument();
    const bars = within(section).getAllByRole('progressbar');
    const expected = [
      ['Strategic Translation', '80'],
      ['Execution Capability', '70'],
      ['Resource Alignment', '55'],
      ['Feedback and Adaptation', '45'],
    ];
    expect(bars).toHaveLength(4);
    bars.forEach((bar, index) => {
      expect(bar).toHaveAccessibleName(expected[index]?.[0]);
      expect(bar).toHaveAttribute('aria-valuenow', expected[index]?.[1]);
    });
    expect(within(section).getByRole('progressbar', { name: 'Resource Alignment' })).toHaveAttribute(
      'aria-valuenow',
      '55',
    );
    const list = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(list).toContain('Set quarterly priorities');
    expect(list).toContain('Review resourcing monthly');
  });

  it('lists each question with the chosen answer and its value', () => {
    const answers = Object.fromEntries(
      ASSESSMENT_QUESTIONS.map((question) => [String(question.id), 1 + (question.id % 4)]),
    );
    render(<AssessmentSummary results={{ ...results, answers }} />);
    expect(screen.getByText('Answers to the 20 questions')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Assessment answers' })).getAllByRole('listitem');
    expect(items).toHaveLength(20);
    const first = ASSESSMENT_QUESTIONS[0]!;
    const chosen = first.options.find((option) => option.value === 1 + (first.id % 4))!;
    expect(items[0]).toHaveTextContent(`1. ${first.text}`);
    expect(items[0]).toHaveTextContent(`${chosen.text} (${chosen.value}/4)`);
  });

  it('shows no answers for a lead captured before answers were kept', () => {
    render(<AssessmentSummary results={results} />);
    expect(screen.queryByRole('list', { name: 'Assessment answers' })).not.toBeInTheDocument();
  });
});
