import { FieldFrame, type FieldProps } from './form-field';

/**
 * A labelled native select of an option list ('' = not set) bound to react-hook-form. Kept apart
 * from the text fields so public forms (contact) do not bundle it.
 */
export function SelectField({
  options,
  placeholder = 'Not set',
  registration,
  ...frame
}: FieldProps & { options: readonly string[]; placeholder?: string }) {
  return (
    <FieldFrame {...frame}>
      {(wiring) => (
        <select
          className="h-11 w-full rounded-md border border-input bg-background px-3 text-base aria-[invalid=true]:border-destructive"
          {...wiring}
          {...registration}
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
