import { EMPLOYEE_COUNTS, INDUSTRY_TYPES, URGENCIES, URGENCY_VISITOR_LABELS } from '@meridian/shared/leads/options';
import type { ScoreInputs } from '@meridian/shared/leads/score-inputs';
import { useId } from 'react';
import { cn } from '../../lib/utils';

/** The three optional questions, their field names, legends and options (value, label). */
const QUESTIONS = [
  {
    name: 'employeeCount',
    legend: 'Company size (employees)',
    options: EMPLOYEE_COUNTS.map((value) => [value, value] as const),
  },
  { name: 'industryType', legend: 'Industry', options: INDUSTRY_TYPES.map((value) => [value, value] as const) },
  {
    name: 'urgency',
    legend: 'How soon do you need help?',
    options: URGENCIES.map((value) => [value, URGENCY_VISITOR_LABELS[value]] as const),
  },
] as const;

/** The value of "Not sure", which sends nothing. */
const NOT_SURE = '';

/**
 * The scoring inputs the visitor chose in a form holding {@link ScoreInputChoices}
 * (docs/product/leads.md#scoring-inputs): only the questions answered; "Not sure" and unanswered
 * questions send nothing.
 *
 * @param form - the form element.
 * @returns the chosen values as typed (the shared schema checks them against the option lists).
 */
export function scoreInputValuesOf(form: HTMLFormElement): ScoreInputs {
  const data = new FormData(form);
  const values: Record<string, string> = {};
  for (const { name } of QUESTIONS) {
    const value = data.get(name);
    if (typeof value === 'string' && value !== NOT_SURE) values[name] = value;
  }
  return values as ScoreInputs;
}

/** Props of {@link ScoreInputChoices}. */
export interface ScoreInputChoicesProps {
  /** Messages by field name (the shared schema's); only the three questions' are shown here. */
  errors?: Readonly<Partial<Record<string, string>>>;
  disabled?: boolean;
  className?: string;
}

/**
 * The optional company size, industry and urgency questions of the public forms
 * (docs/product/leads.md#scoring-inputs): one radio group each, answered with one tap, each with
 * "Not sure" to take an answer back. Plain radios (no state): the form reads them with
 * {@link scoreInputValuesOf}, and `form.reset()` clears them.
 */
export function ScoreInputChoices({ errors = {}, disabled, className }: ScoreInputChoicesProps) {
  const id = useId();
  return (
    <div className={cn('grid gap-4', className)}>
      <p className="text-sm text-muted-foreground">
        Optional: three quick answers help the right adviser reply, ready for your situation.
      </p>
      {QUESTIONS.map(({ name, legend, options }) => {
        const error = errors[name];
        const errorId = `${id}-${name}-error`;
        return (
          <fieldset
            key={name}
            disabled={disabled}
            aria-describedby={error ? errorId : undefined}
            className="grid gap-2"
          >
            <legend className="mb-2 text-sm font-medium">{legend} (optional)</legend>
            <div className="flex flex-wrap gap-2">
              {[...options, [NOT_SURE, 'Not sure'] as const].map(([value, label]) => (
                <label
                  key={value}
                  className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-input px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
                >
                  <input type="radio" name={name} value={value} className="size-4 accent-primary" />
                  {label}
                </label>
              ))}
            </div>
            {error ? (
              <p id={errorId} className="text-sm font-medium text-destructive">
                {error}
              </p>
            ) : null}
          </fieldset>
        );
      })}
    </div>
  );
}
