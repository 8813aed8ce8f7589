import { type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFormControl } from './form-issues';
import { describedBy, FieldFrame } from './text-field';

/** One option of a select: its value (text) and its label. */
export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A native select bound to a react-hook-form form, with a first empty option (`placeholder`) and its error read in the
 * current language. (A file of its own, so the pages that have no select do not carry it.)
 */
export function FormSelect<T extends FieldValues>({
  control,
  name,
  id,
  label,
  hint,
  placeholder,
  options,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  id: string;
  label: string;
  hint?: string;
  placeholder: string;
  options: readonly SelectOption[];
}) {
  const { field, error } = useFormControl(control, name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        name={field.name}
        ref={field.ref}
        value={field.value as string}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
