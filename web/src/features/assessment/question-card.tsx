import type { AssessmentQuestion } from '@meridian/shared/assessment/assessment-questions';
import { cn } from '../../lib/utils';

/** Props of {@link QuestionCard}. */
export interface QuestionCardProps {
  question: AssessmentQuestion;
  /** Chosen option value, if any. */
  value: number | undefined;
  onChange: (questionId: number, value: number) => void;
}

/** One question as a radio group (native radios in a fieldset: keyboard and screen readers work). */
export function QuestionCard({ question, value, onChange }: QuestionCardProps) {
  const name = `question-${question.id}`;
  return (
    <fieldset className="rounded-xl border border-border bg-background p-5 sm:p-6">
      <legend className="float-left w-full">
        <span className="block text-sm font-semibold text-brand-teal">Question {question.id} of 20</span>
        <span className="sr-only">: </span>
        <span className="mt-1 block text-lg font-semibold text-primary">{question.text}</span>
      </legend>
      <div className="clear-left grid gap-2 pt-4">
        {question.options.map((option) => {
          const id = `${name}-${option.value}`;
          const checked = value === option.value;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border px-4 py-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                checked ? 'border-primary bg-secondary' : 'border-border hover:bg-muted',
              )}
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(question.id, option.value)}
                className="mt-1 size-4 shrink-0 accent-primary"
              />
              <span className="leading-snug">{option.text}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
