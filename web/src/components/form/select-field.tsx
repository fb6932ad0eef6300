import { type ControlProps, FieldFrame, type FieldProps } from './form-field';

/**
 * A labelled native select of an option list ('' = not set). Kept apart from the text fields so
 * public forms (contact) do not bundle it.
 */
export function SelectField({
  label,
  error,
  required,
  className,
  options,
  placeholder = 'Not set',
  ...select
}: FieldProps & ControlProps<'select'> & { options: readonly string[]; placeholder?: string }) {
  return (
    <FieldFrame label={label} error={error} required={required} className={className}>
      {(wiring) => (
        <select
          className="h-11 w-full rounded-md border border-input bg-background px-3 text-base aria-[invalid=true]:border-destructive"
          {...select}
          {...wiring}
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
