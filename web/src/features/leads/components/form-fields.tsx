import { type ReactNode, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input, Textarea } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/utils';

interface FieldFrameProps {
  label: string;
  error?: string;
  required?: boolean;
  className?: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** Label, control and error message wired together (`aria-describedby`, `aria-invalid`). */
function FieldFrame({ label, error, required, className, children }: FieldFrameProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cn('space-y-1', className)}>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      {children({ id, describedBy: error ? errorId : undefined, invalid: Boolean(error) })}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface FieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  required?: boolean;
  className?: string;
}

/** A labelled text input bound to react-hook-form. */
export function TextField({
  type = 'text',
  autoComplete,
  inputMode,
  ...props
}: FieldProps & { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'email' | 'tel' | 'url' }) {
  return (
    <FieldFrame {...props}>
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-required={props.required || undefined}
          {...props.registration}
        />
      )}
    </FieldFrame>
  );
}

/** A labelled multi-line input bound to react-hook-form. */
export function TextAreaField(props: FieldProps) {
  return (
    <FieldFrame {...props}>
      {({ id, describedBy, invalid }) => (
        <Textarea
          id={id}
          className="min-h-20"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...props.registration}
        />
      )}
    </FieldFrame>
  );
}

/** A labelled native select of an option list ('' = not set) bound to react-hook-form. */
export function SelectField({
  options,
  placeholder = 'Not set',
  ...props
}: FieldProps & { options: readonly string[]; placeholder?: string }) {
  return (
    <FieldFrame {...props}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          className="h-11 w-full rounded-md border border-input bg-background px-3 text-base aria-[invalid=true]:border-destructive"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...props.registration}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
