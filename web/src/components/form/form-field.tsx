import { type ComponentProps, type ReactNode, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input, Textarea } from '../ui/input';
import { Label } from '../ui/label';

/** What a field's control needs to be wired to its label and message. */
export interface ControlWiring {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

/** Props every field takes. */
export interface FieldProps {
  label: string;
  /** The field's message (react-hook-form's `errors.<name>?.message`); shown below the control. */
  error?: string;
  /** Marks the label with '*' and the control with `aria-required`. */
  required?: boolean;
  /** Classes of the field's wrapper (default `space-y-1`). */
  className?: string;
  /** The react-hook-form registration (`register('name')`). */
  registration: UseFormRegisterReturn;
}

/** Native control props a field passes through (the wiring and registration are the field's own). */
type NativeProps<E extends 'input' | 'textarea'> = Omit<
  ComponentProps<E>,
  'id' | 'className' | 'aria-describedby' | 'aria-invalid' | 'aria-required' | keyof UseFormRegisterReturn
>;

/**
 * Label, control and message wired together (`htmlFor`, `aria-describedby`, `aria-invalid`); the
 * control comes from `children`, given the wiring to spread on it.
 */
export function FieldFrame({
  label,
  error,
  required,
  className,
  children,
}: Omit<FieldProps, 'registration'> & { children: (wiring: ControlWiring) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className ?? 'space-y-1'}>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      {children({
        id,
        'aria-describedby': error ? errorId : undefined,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled text input bound to react-hook-form; other input props (type, autoComplete…) pass through. */
export function TextField({
  label,
  error,
  required,
  className,
  registration,
  ...input
}: FieldProps & NativeProps<'input'>) {
  return (
    <FieldFrame label={label} error={error} required={required} className={className}>
      {(wiring) => <Input {...input} {...wiring} {...registration} />}
    </FieldFrame>
  );
}

/**
 * A labelled multi-line input bound to react-hook-form; other textarea props (rows, placeholder…)
 * pass through. `inputClassName` sizes the control (default `min-h-20`).
 */
export function TextAreaField({
  label,
  error,
  required,
  className,
  registration,
  inputClassName = 'min-h-20',
  ...textarea
}: FieldProps & NativeProps<'textarea'> & { inputClassName?: string }) {
  return (
    <FieldFrame label={label} error={error} required={required} className={className}>
      {(wiring) => <Textarea className={inputClassName} {...textarea} {...wiring} {...registration} />}
    </FieldFrame>
  );
}
