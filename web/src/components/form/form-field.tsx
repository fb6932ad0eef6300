import { type ComponentProps, type ReactNode, useId } from 'react';
import { Input, Textarea } from '../ui/input';
import { Label } from '../ui/label';

/** What a field's control needs to be wired to its label and message. */
export interface ControlWiring {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

/** Props every field takes besides its control's own. */
export interface FieldProps {
  label: string;
  /** The field's message (e.g. react-hook-form's `errors.<name>?.message`); shown below the control. */
  error?: string;
  /** Marks the label with '*' and the control with `aria-required` (no native validation). */
  required?: boolean;
  /** Classes of the field's wrapper (default `space-y-1`). */
  className?: string;
}

/**
 * Native props a field passes to its control: `name`, `type`, `autoComplete`, `rows`, and
 * react-hook-form's `{...register('name')}` (name, ref, onChange, onBlur). The wiring is the field's own.
 */
export type ControlProps<E extends 'input' | 'textarea' | 'select'> = Omit<
  ComponentProps<E>,
  'id' | 'className' | 'required' | 'aria-describedby' | 'aria-invalid' | 'aria-required'
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
}: FieldProps & { children: (wiring: ControlWiring) => ReactNode }) {
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

/** A labelled single-line input. */
export function TextField({ label, error, required, className, ...input }: FieldProps & ControlProps<'input'>) {
  return (
    <FieldFrame label={label} error={error} required={required} className={className}>
      {(wiring) => <Input {...input} {...wiring} />}
    </FieldFrame>
  );
}

/** A labelled multi-line input; `inputClassName` sizes the control (default `min-h-20`). */
export function TextAreaField({
  label,
  error,
  required,
  className,
  inputClassName = 'min-h-20',
  ...textarea
}: FieldProps & ControlProps<'textarea'> & { inputClassName?: string }) {
  return (
    <FieldFrame label={label} error={error} required={required} className={className}>
      {(wiring) => <Textarea className={inputClassName} {...textarea} {...wiring} />}
    </FieldFrame>
  );
}
